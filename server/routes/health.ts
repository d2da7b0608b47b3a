/** Liveness for load balancers and orchestrators. */
import { Elysia } from 'elysia'
import { HEALTH_PATH } from '../../api/paths.ts'
import { jsonResponse } from '../http/json-response.ts'
import { serverWatch } from '../http/overload.ts'
import { droppedLogLines } from '../observability/access-log.ts'

/**
 * `{"status":"ok"}`, with counts once there are any: access-log lines dropped (stdout not read),
 * and requests refused while the server was overloaded (http/overload.ts).
 */
export const healthRoutes = new Elysia({ name: 'health' }).get(HEALTH_PATH, () => {
  const health: { status: 'ok'; droppedLogLines?: number; shedRequests?: number } = { status: 'ok' }
  const dropped = droppedLogLines()
  const shed = serverWatch.shed
  if (dropped > 0) health.droppedLogLines = dropped
  if (shed > 0) health.shedRequests = shed
  return jsonResponse(health)
})
