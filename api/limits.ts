/** Request limits the server enforces and OpenAPI and the catalogues publish, with their wording. */
export const MAX_BODY_BYTES = 64 * 1024

export const TOO_LARGE = `The request body is larger than ${MAX_BODY_BYTES / 1024} KiB.`

export const NOT_JSON_MEDIA_TYPE = 'Send the body as UTF-8 JSON with Content-Type: application/json.'
