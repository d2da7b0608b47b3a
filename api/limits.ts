/** Request limits the server enforces and OpenAPI and the catalogues publish, with their wording. */
export const MAX_BODY_BYTES = 64 * 1024
/**
 * Bun's own limit at the socket, for bodies declared or streamed: beyond it Bun answers a bare
 * 413 (no problem body) and closes, before any of our code runs. Up to it a body over
 * MAX_BODY_BYTES gets our 413 problem. A little above the limit, so a body just over it still
 * hears why, while a connection streaming without end holds at most this much
 * (docs/security.md, "Reading a body sent without a length").
 */
export const SOCKET_BODY_LIMIT_BYTES = MAX_BODY_BYTES + 16 * 1024
/**
 * What the bodies being received at once may hold, counted at their declared length (or the
 * API's limit, undeclared): past it a new body is refused with 503 rather than bought with
 * memory the process does not have (1,000 stalled 64 KB bodies held 128 MB; the container has
 * 160 MiB, 60–70 of them idle).
 */
export const PENDING_BODY_BUDGET_BYTES = 48 * 1024 * 1024

/** Inputs are flat objects; a little nesting still gets its field named, deeper nesting is refused unparsed. */
export const MAX_JSON_NESTING = 32
/** Bodies of at most this many characters skip the nesting check: they parse in microseconds however they nest. */
export const NESTING_CHECKED_ABOVE_CHARS = 1024

export const OVERLOADED = 'The server is overloaded; retry after the time in Retry-After.'

export const BODIES_BUSY = 'The server is receiving too many request bodies at once; retry after the time in Retry-After.'

/** A body still arriving when a stop has waited all it will: not processed, so it may be sent again (to another replica). */
export const STOPPING = 'The server is stopping; send the request again after the time in Retry-After.'

export const TOO_LARGE = `The request body is larger than ${MAX_BODY_BYTES / 1024} KiB.`

export const NOT_JSON_MEDIA_TYPE = 'Send the body as UTF-8 JSON with Content-Type: application/json.'

/** The log page's form, as a browser submits it without script. */
export const FORM_MEDIA_TYPE = 'application/x-www-form-urlencoded'
/**
 * The most name=value pairs a submitted form is read with: several times the fields the log page has.
 * A 64 KiB body of `a&a&…` (32,700 pairs) read by URLSearchParams held its pairs in memory the
 * collector does not see: one connection sending it took the process past 160 MiB.
 */
export const MAX_FORM_FIELDS = 64

export const NOT_A_FORM = `Send the form as ${FORM_MEDIA_TYPE} in UTF-8, as a browser does; for JSON, use the API.`
