/**
 * Puts the app on a socket: timeouts against slow clients, the optional rate limit and
 * the access log wrap the app's handler here, outside Elysia, so each costs nothing
 * when it is off.
 */
import type { Server } from 'bun'
import type { Config } from './config.ts'
import type { createApp } from './app.ts'
import { logUnexpected } from './errors.ts'
import { problemResponse } from './http/problem.ts'
import { RateLimiter } from './http/rate-limit.ts'
import { AccessLog } from './observability/access-log.ts'
import { allowedMethods, pathOf } from './route-table.ts'
import { HEALTH_PATH } from './routes/health.ts'

type App = ReturnType<typeof createApp>
type Handler = (request: Request, server: Server<undefined>) => Response | Promise<Response>

/**
 * No limit at the socket: Bun would answer a larger declared length itself, with a bare 413.
 * readJsonBody refuses anything over 64 KiB, declared or streamed, without buffering it.
 */
const SOCKET_BODY_LIMIT_BYTES = Number.MAX_SAFE_INTEGER
/** Health probes come from the orchestrator's own address and must never be limited. */
const UNLIMITED_PATHS = new Set([HEALTH_PATH])

function rateLimited(handle: Handler, limiter: RateLimiter): Handler {
  return (request, server) => {
    const path = pathOf(request.url)
    if (UNLIMITED_PATHS.has(path)) return handle(request, server)
    const wait = limiter.take(server.requestIP(request)?.address ?? 'unknown')
    if (wait === 0) return handle(request, server)
    return problemResponse({
      status: 429,
      detail: 'Too many requests from this client; retry after the time in Retry-After.',
      headers: { 'retry-after': String(wait) },
    })
  }
}

const LOGGED_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'CONNECT', 'TRACE'])

function logged(handle: Handler, log: AccessLog, known: Set<string>): Handler {
  const record = (request: Request, response: Response, started: number): Response => {
    const path = pathOf(request.url)
    log.record({
      method: LOGGED_METHODS.has(request.method) ? request.method : '(other)',
      route: known.has(path) ? path : '(unmatched)',
      status: response.status,
      durationMs: performance.now() - started,
    })
    return response
  }
  return (request, server) => {
    const started = performance.now()
    const result = handle(request, server)
    // The rate limiter answers synchronously (no promise hop); the app answers through a promise.
    return result instanceof Response ? record(request, result, started) : result.then((r) => record(request, r, started))
  }
}

export interface Serving {
  server: Server<undefined>
  /** Stop accepting, let in-flight requests finish, flush the log. */
  stop(): Promise<void>
}

export function serve(app: App, config: Config): Serving {
  let handle: Handler = (request) => app.handle(request)
  if (config.rateLimit) handle = rateLimited(handle, new RateLimiter(config.rateLimit))
  const log = config.accessLog ? new AccessLog() : undefined
  if (log) handle = logged(handle, log, new Set(allowedMethods(app.routes).keys()))
  const server = Bun.serve({
    port: config.port,
    hostname: config.host,
    reusePort: config.workers > 1,
    idleTimeout: config.requestTimeoutSeconds,
    maxRequestBodySize: SOCKET_BODY_LIMIT_BYTES,
    fetch: handle,
    error(error) {
      logUnexpected(error)
      return problemResponse({ status: 500, detail: 'An unexpected error occurred.' })
    },
  })
  return {
    server,
    async stop() {
      await server.stop()
      log?.close()
    },
  }
}
