/** Which methods each path answers, and the path of a request URL as routes see it. */

/** Methods answered per path, for 405 responses, CORS preflights and the access log. */
export type AllowedMethods = Map<string, string[]>

/** GET routes also answer HEAD (Elysia derives it), and every path answers a CORS preflight. */
export function allowedMethods(routes: { method: string; path: string }[]): AllowedMethods {
  const allowed: AllowedMethods = new Map()
  for (const { method, path } of routes) {
    const methods = allowed.get(path) ?? []
    methods.push(...(method === 'GET' ? ['GET', 'HEAD'] : [method]))
    allowed.set(path, methods)
  }
  for (const methods of allowed.values()) methods.push('OPTIONS')
  return allowed
}

const SLASH = 0x2f

/**
 * Bun gives `request.url` as the path alone (`/x?y`) when the Host header is missing (an
 * HTTP/1.0 request may omit it) or not a valid host. Everything that reads a path must take
 * that form too, or a query holding `//` would choose the route it is judged as.
 */
const isPathOnly = (url: string): boolean => url.charCodeAt(0) === SLASH

/** The URL's path without query, and without the trailing slash the router also ignores. */
export function pathOf(url: string): string {
  const start = isPathOnly(url) ? 0 : url.indexOf('/', url.indexOf('//') + 2)
  if (start === -1) return '/'
  const query = url.indexOf('?', start)
  const path = query === -1 ? url.slice(start) : url.slice(start, query)
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path
}

/**
 * The request with an absolute URL, for Elysia, whose router takes the path to start at the
 * first `/` after the scheme. The placeholder origin is never shown: the app reads only the path.
 */
export const withAbsoluteUrl = (request: Request): Request =>
  isPathOnly(request.url) ? new Request(`http://host.invalid${request.url}`, request) : request
