/** Liveness for load balancers and orchestrators. */
import { Elysia } from 'elysia'
import { jsonResponse } from '../http/json-response.ts'

export const HEALTH_PATH = '/healthz'

export const healthRoutes = new Elysia({ name: 'health' }).get(HEALTH_PATH, () => jsonResponse({ status: 'ok' }))
