/**
 * Puts the service on a socket: timeouts against slow clients, the optional rate limit and
 * the access log wrap every handler here, outside Elysia, so each costs nothing when it is
 * off. The direct routes go to Bun's native router (with CATALOGUE_SERVING=native, the built
 * files as fixed responses Bun sends itself; /openapi.json and /docs, made on their first
 * request, have none and stay negotiated); everything else (health,
 * 404, 405, OPTIONS, a trailing slash) reaches the Elysia app through `fetch`.
 */
import type { Server } from 'bun'
import { BODY_DEADLINE_HEADSTART_SECONDS, type Config } from '../../api/config.ts'
import { SOCKET_BODY_LIMIT_BYTES, STOPPING } from '../../api/limits.ts'
import { HEALTH_PATH } from '../../api/paths.ts'
import { DETAILS } from '../../api/problem-wording.ts'
import type { Service } from '../app.ts'
import { type Answered, type DirectRoute, unchanged } from '../direct-routes.ts'
import { unexpectedResponse } from '../errors.ts'
import { declaredLength, isBudgeted, noteClientAddress } from '../http/body-budget.ts'
import { endWaitingReads } from '../http/deadlines.ts'
import { serverWatch } from '../http/overload.ts'
import { problemResponse, unavailable } from '../http/problem.ts'
import { RateLimiter } from '../http/rate-limit.ts'
import { AccessLog, type RouteRecorder } from '../observability/access-log.ts'
import { allowedMethods, pathOf, withAbsoluteUrl } from '../route-table.ts'
import { Drain } from './drain.ts'
import { isWorker } from './workers.ts'

type Handler = (request: Request, server: Server<undefined>) => Response | Promise<Response>
/** A handler that gives every response through `answered` (see DirectRoute), with the server for the client's address. */
type AnsweringHandler = (request: Request, answered: Answered, server: Server<undefined>) => Response | Promise<Response>

/** Health probes come from the orchestrator's own address and must never be limited. */
const UNLIMITED_PATHS = new Set([HEALTH_PATH])

function rateLimited(handle: AnsweringHandler, limiter: RateLimiter, known: Set<string>): AnsweringHandler {
  return (request, answered, server) => {
    const path = pathOf(request.url)
    if (UNLIMITED_PATHS.has(path)) return handle(request, answered, server)
    const wait = limiter.take(server.requestIP(request)?.address ?? 'unknown')
    if (wait === 0) return handle(request, answered, server)
    return answered(
      problemResponse({
        status: 429,
        detail: DETAILS.rateLimited,
        instance: known.has(path) ? path : undefined,
        headers: { 'retry-after': String(wait) },
      }),
    )
  }
}

/** A body's address is noted for its share of the pending-body budget; only POSTs are read, small bodies not charged. */
function withClientAddress(handle: AnsweringHandler): AnsweringHandler {
  return (request, answered, server) => {
    if (request.method === 'POST' && isBudgeted(declaredLength(request)))
      noteClientAddress(request, server.requestIP(request)?.address ?? 'unknown')
    return handle(request, answered, server)
  }
}

const LOGGED_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'CONNECT', 'TRACE'])

/** Where a request's log line goes: fixed for a direct route, looked up for the rest. */
type RecorderOf = (request: Request) => RouteRecorder

/** Each request's line is written as its response is given, timed from the handler's start. */
function logged(handle: AnsweringHandler, recorderOf: RecorderOf): Handler {
  return (request, server) => {
    const started = performance.now()
    const answered: Answered = (response) => {
      recorderOf(request)(response.status, performance.now() - started)
      return response
    }
    return handle(request, answered, server)
  }
}

/** A direct route's recorder: fixed, since each of its methods has a handler of its own. */
const fixedRecorder =
  (recorder: RouteRecorder): RecorderOf =>
  () =>
    recorder

/** For requests the app answers: the method if standard, the route if ours (never an unknown path). */
function fallbackRecorder(log: AccessLog, known: Set<string>): RecorderOf {
  return (request) => {
    const path = pathOf(request.url)
    return log.recorder(LOGGED_METHODS.has(request.method) ? request.method : '(other)', known.has(path) ? path : '(unmatched)')
  }
}

export interface Serving {
  server: Server<undefined>
  /**
   * Answer every request already received (drain.ts), those still waiting for their body at
   * the drain's end with a 503 (deadlines.ts, endWaitingReads), stop accepting, flush the log.
   */
  stop(): Promise<Stopped>
}

export interface Stopped {
  /** POSTs answered with the stop's 503 because their body had not arrived. */
  refusedBodies: number
}

/** A handler, or a fixed Response that Bun sends without calling into JavaScript. */
type NativeRoutes = Record<string, Partial<Record<DirectRoute['method'] | 'HEAD', Handler | Response>>>

/**
 * The methods a direct route is registered under. Bun would answer HEAD with the GET handler;
 * registered as a method of its own, HEAD gets its own log line with no per-request check.
 */
const registeredMethods = (route: DirectRoute) => (route.method === 'GET' ? (['GET', 'HEAD'] as const) : [route.method])

/**
 * A primary with workers binds the port alone first (no SO_REUSEPORT), then lets that socket go:
 * the workers' sockets share the port with SO_REUSEPORT, which Linux lets any other process of the
 * same user join, so a second instance with workers started on it (an old version beside a new)
 * served half the connections unseen. Bound alone, it fails as any port in use does. The port it
 * got is the one to share (PORT=0 picks one). Two instances started within the same instant could
 * both pass before either shares the port: a narrow window, against one as wide as their lives.
 */
export function portBoundAlone(config: Config): number {
  const alone = Bun.serve({ port: config.port, hostname: config.host, fetch: () => new Response() })
  const port = alone.port!
  alone.stop(true)
  return port
}

/** How long a stop gives the answers to bodies still arriving to go out, and requests that start meanwhile. */
const REFUSAL_FLUSH_MS = 500
const FLUSH_POLL_MS = 10

/**
 * Bodies still arriving have had the drain's time; their deadline could outlast the grace
 * (start.ts). Each is answered with a 503 (not processed, so to send again, to another replica;
 * not a 408 blaming a slow client), then any that started meanwhile, until nothing is in flight
 * or REFUSAL_FLUSH_MS has passed. How many were refused.
 */
async function refuseWaitingBodies(server: Server<undefined>): Promise<number> {
  const until = performance.now() + REFUSAL_FLUSH_MS
  let refused = 0
  for (;;) {
    refused += endWaitingReads(() => unavailable(STOPPING, true))
    if (server.pendingRequests === 0 || performance.now() >= until) return refused
    await Bun.sleep(FLUSH_POLL_MS)
  }
}

export function serve({ app, direct }: Service, config: Config): Serving {
  const limiter = config.rateLimit ? new RateLimiter(config.rateLimit) : undefined
  const log = config.accessLog ? new AccessLog() : undefined
  const known = new Set(allowedMethods(app.routes).keys())
  // Requests on the socket are shed while the loop does not reach its timers (http/overload.ts).
  serverWatch.start()
  const wrap = (handle: AnsweringHandler, recorderOf: (log: AccessLog) => RecorderOf): Handler => {
    const limited = withClientAddress(limiter ? rateLimited(handle, limiter, known) : handle)
    return log ? logged(limited, recorderOf(log)) : (request, server) => limited(request, unchanged, server)
  }
  /** Every route's handler, and the fallback, each passed through `finish`. */
  const handlers = (finish: (handle: Handler) => Handler) => {
    const routes: NativeRoutes = {}
    for (const route of direct) {
      routes[route.path] ??= {}
      const methods = routes[route.path]!
      // A native GET route answers HEAD itself.
      const native = config.catalogueServing === 'native' ? route.nativeResponse?.() : undefined
      if (native !== undefined) methods[route.method] = native
      else
        for (const method of registeredMethods(route))
          methods[method] = finish(wrap(route.handle, (log) => fixedRecorder(log.recorder(method, route.path))))
    }
    return {
      routes: routes as Record<string, never>, // Bun's route typing infers path parameters; ours are plain paths
      fetch: finish(
        wrap(
          (request, answered) => app.handle(withAbsoluteUrl(request)).then(answered),
          (log) => fallbackRecorder(log, known),
        ),
      ),
      error: unexpectedResponse,
    }
  }
  const sharing = config.workers > 1
  const server = Bun.serve({
    port: sharing && !isWorker() ? portBoundAlone(config) : config.port,
    hostname: config.host,
    reusePort: sharing,
    idleTimeout: config.requestTimeoutSeconds + BODY_DEADLINE_HEADSTART_SECONDS,
    maxRequestBodySize: SOCKET_BODY_LIMIT_BYTES,
    ...handlers((handle) => handle),
  })
  return {
    server,
    async stop() {
      const drain = new Drain()
      server.reload(handlers((handle) => drain.closing(handle)))
      await drain.settled(server)
      const refusedBodies = await refuseWaitingBodies(server)
      // Closing every connection: Bun's graceful stop waits for one whose headers are still arriving
      // (a slow or hostile client), and would dispatch it, holding the stop until its grace ran out.
      await server.stop(true)
      serverWatch.stop()
      log?.close()
      return { refusedBodies }
    },
  }
}
