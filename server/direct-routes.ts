/**
 * Routes whose handlers need only the Request: the calculators, the pages, MCP, the built files,
 * /openapi.json and /docs.
 * The app mounts them in Elysia (so `app.handle`, 404/405/OPTIONS and OpenAPI see one route
 * table); when serving, the same handlers are also given to Bun's native router, which skips
 * the framework's per-request dispatch (or, with CATALOGUE_SERVING=native, a route's fixed
 * `nativeResponse` instead of its handler). Measured (bench): these handlers on a bare
 * Bun.serve reach 1.01× the raw baseline, and behind Elysia's dispatch 0.87×.
 */
import { Elysia } from 'elysia'

/**
 * Sees each response as a handler gives it, and returns it: the access log times a request
 * here, inside the handler's own promise, rather than with a `.then` of its own (a promise
 * more per request, about 0.2 µs on the POST path).
 */
export type Answered = (response: Response) => Response

export const unchanged: Answered = (response) => response

export interface DirectRoute {
  method: 'GET' | 'POST'
  path: string
  /** Every response this handler gives, it gives through `answered`, exactly once. */
  handle(request: Request, answered: Answered): Response | Promise<Response>
  /**
   * A fixed answer Bun can give with no JavaScript at all (it also answers HEAD and
   * If-None-Match itself), used in place of `handle` when the configuration allows it.
   */
  nativeResponse?: () => Response
}

export function mountDirect(name: string, routes: DirectRoute[]) {
  const app = new Elysia({ name })
  // parse: 'none' — a body is read by the handler (readJsonBody), never by Elysia's lenient parser.
  for (const route of routes) app.route(route.method, route.path, ({ request }) => route.handle(request, unchanged), { parse: 'none' })
  return app
}
