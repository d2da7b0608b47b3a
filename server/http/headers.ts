/**
 * Headers every response carries, as constants spread into each response builder: no
 * per-request hook, so the hot path pays nothing for them (issue: security headers).
 * CORS is open (`*`, never with credentials): the API and catalogues are public and
 * hold no cookies or sessions.
 */
export const BASE_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'cross-origin-resource-policy': 'cross-origin',
  'access-control-allow-origin': '*',
  // Cross-origin scripts may read these: the wait after a 429, the validators, the methods, the schema link.
  'access-control-expose-headers': 'retry-after, etag, allow, link',
} as const

export const JSON_HEADERS = { ...BASE_HEADERS, 'content-type': 'application/json' } as const

/**
 * A ready Headers object: a Response copies it (the shared one is never changed), and
 * copying costs a third of building one from a plain object on every request.
 */
export const prebuiltHeaders = (headers: Record<string, string>): Headers => new Headers(headers)

/** How long browsers may cache a CORS preflight answer. */
export const PREFLIGHT_MAX_AGE_SECONDS = 86_400

/**
 * Negotiation and validator headers (Accept, Accept-Encoding, If-None-Match) longer than this are
 * taken as absent: identity, JSON, no match. Browsers send a few hundred characters at most, while
 * parsing one of Bun's 16 KiB took 0.2-1.1 ms on routes that are never shed (static files, `/`), so
 * eight clients sending such headers had a quarter of other clients' calculations refused (an
 * independent attack, 2026-11-27).
 */
export const MAX_PARSED_HEADER_CHARS = 1024
