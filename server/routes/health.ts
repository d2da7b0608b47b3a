/** Liveness for load balancers and orchestrators. */
import { Elysia } from 'elysia'

const OK = JSON.stringify({ status: 'ok' })

export const healthRoutes = new Elysia({ name: 'health' }).get(
  '/healthz',
  () => new Response(OK, { headers: { 'content-type': 'application/json', 'cache-control': 'no-store' } }),
)
