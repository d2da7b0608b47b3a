/**
 * The one error hook: whatever went wrong, the client gets a problem+json response
 * (CONTRACT §2), but for a browser asking for an address the site does not have, which gets a
 * page. Unknown failures become a generic 500; the log gets the stack frames but never the
 * message, which could quote client input.
 */
import { API_PREFIX } from '../api/endpoints.ts'
import { MCP_PATH } from '../api/mcp.ts'
import { DETAILS } from '../api/problem-wording.ts'
import { InvalidInputError } from '../metrics/index.ts'
import { prefersHtml } from './http/accept.ts'
import { BASE_HEADERS, PREFLIGHT_MAX_AGE_SECONDS } from './http/headers.ts'
import { HttpProblem, occurrenceUrn, problemResponse } from './http/problem.ts'
import { type AllowedMethods, pathOf } from './route-table.ts'

/**
 * CORS preflight for a known path: which methods and headers a browser may use. MCP clients send
 * MCP-Protocol-Version with every message after initialize (browsers may call /mcp from loopback origins).
 */
function preflight(methods: string[]): Response {
  return new Response(null, {
    status: 204,
    headers: {
      ...BASE_HEADERS,
      allow: methods.join(', '),
      'access-control-allow-methods': methods.join(', '),
      'access-control-allow-headers': 'content-type, if-none-match, mcp-protocol-version',
      'access-control-max-age': String(PREFLIGHT_MAX_AGE_SECONDS),
    },
  })
}

/** `instance`, when a client was answered: the id its 500 carries, so a report can be matched to this line. */
export function logUnexpected(error: unknown, instance?: string): void {
  // Stack frames only: a message (which may span lines) could quote client input.
  const frames =
    error instanceof Error
      ? (error.stack ?? '')
          .split('\n')
          .filter((l) => /^\s+at /.test(l))
          .join('\n')
      : ''
  const name = error instanceof Error ? error.name : typeof error
  console.error(JSON.stringify({ level: 'error', event: 'unexpected-error', name, instance, frames }))
}

/** A 500 names its occurrence rather than the path, and the log line names it too. */
export function unexpectedResponse(error: unknown): Response {
  const instance = occurrenceUrn()
  logUnexpected(error, instance)
  return problemResponse({ status: 500, detail: DETAILS.unexpected, instance })
}

/** The answer to a rejection we raised ourselves (bad input, body limits), or undefined for anything else. */
export function rejectionResponse(error: unknown, instance: string | undefined): Response | undefined {
  if (error instanceof HttpProblem) return problemResponse({ ...error.problem, instance })
  if (error instanceof InvalidInputError) {
    return problemResponse({ status: 422, detail: error.summary, instance, errors: error.errors })
  }
  return undefined
}

export function errorResponse(
  error: unknown,
  code: unknown,
  request: Request,
  allowed: AllowedMethods,
  notFoundPage: () => Response,
  mcpOriginRefusal: (request: Request) => Response | undefined,
): Response {
  const path = pathOf(request.url)
  const known = allowed.has(path)
  const instance = known ? path : undefined
  const rejection = rejectionResponse(error, instance)
  if (rejection !== undefined) return rejection
  if (code === 'NOT_FOUND') {
    const methods = allowed.get(path)
    if (methods === undefined)
      // A person's mistyped address gets a page; API clients, and /api or any address under it, the problem. Caches key on Accept.
      return (request.method === 'GET' || request.method === 'HEAD') &&
        !`${path}/`.startsWith(API_PREFIX) &&
        prefersHtml(request.headers.get('accept'))
        ? notFoundPage()
        : problemResponse({ status: 404, detail: DETAILS.notFound, headers: { vary: 'accept' } })
    // OPTIONS is answered here, not by a route per path: known paths reach this hook only for methods they lack.
    if (request.method === 'OPTIONS') return preflight(methods)
    // MCP's transport has every request to its endpoint checked for a foreign Origin, those it refuses too.
    const refused = path === MCP_PATH ? mcpOriginRefusal(request) : undefined
    if (refused !== undefined) return refused
    return problemResponse({
      status: 405,
      detail: (path === MCP_PATH ? DETAILS.mcpMethodNotAllowed : DETAILS.methodNotAllowed)(methods),
      instance,
      headers: { allow: methods.join(', ') },
    })
  }
  // A safety net: no route lets Elysia parse a body (POST routes use parse: 'none').
  if (code === 'PARSE') return problemResponse({ status: 400, detail: 'The request could not be parsed.', instance })
  return unexpectedResponse(error)
}
