/** Liveness for load balancers and orchestrators. */
import { Elysia } from 'elysia'
import { jsonResponse } from '../http/json-response.ts'

export const healthRoutes = new Elysia({ name: 'health' }).get('/healthz', () => jsonResponse({ status: 'ok' }))
