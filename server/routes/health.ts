/** Liveness for load balancers and orchestrators. */
import { Elysia } from 'elysia'
import { HEALTH_PATH } from '../../api/paths.ts'
import { jsonResponse } from '../http/json-response.ts'
import { droppedLogLines } from '../observability/access-log.ts'

/** `{"status":"ok"}`, and the count of access-log lines dropped once there are any (stdout not read). */
export const healthRoutes = new Elysia({ name: 'health' }).get(HEALTH_PATH, () => {
  const dropped = droppedLogLines()
  return jsonResponse(dropped === 0 ? { status: 'ok' } : { status: 'ok', droppedLogLines: dropped })
})
