/** Request limits the server enforces and OpenAPI and the catalogues publish, with their wording. */
export const MAX_BODY_BYTES = 64 * 1024
/**
 * Bun's own limit at the socket, for bodies declared or streamed: beyond it Bun answers a bare
 * 413 (no problem body) and closes, before any of our code runs. Up to it a body over
 * MAX_BODY_BYTES gets our 413 problem. Twice the limit, so no input near it meets the bare
 * answer, while a connection streaming a body without end holds at most this much
 * (docs/security.md, "Reading a body sent without a length").
 */
export const SOCKET_BODY_LIMIT_BYTES = 2 * MAX_BODY_BYTES

export const TOO_LARGE = `The request body is larger than ${MAX_BODY_BYTES / 1024} KiB.`

export const NOT_JSON_MEDIA_TYPE = 'Send the body as UTF-8 JSON with Content-Type: application/json.'
