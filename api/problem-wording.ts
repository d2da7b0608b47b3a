/** The fixed wording of problem details: titles per status and what `instance` means, published as well as sent. */
import { DOCS_PATH, ROOT_PATH } from './paths.ts'
export const STATUS_TITLES: Record<number, string> = {
  400: 'Bad Request',
  404: 'Not Found',
  405: 'Method Not Allowed',
  408: 'Request Timeout',
  413: 'Content Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Content',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
}

const methodNotAllowed = (methods: readonly string[]) => `This path answers ${methods.join(', ')} only.`

/** The fixed `detail` of problems whose wording depends on nothing sent: sent by the server, shown in OpenAPI. */
export const DETAILS = {
  notJson: 'The request body is not valid JSON.',
  emptyBody: 'The request body is empty; send a JSON object.',
  notUtf8: 'The request body is not valid UTF-8 (or holds U+FFFD, which no input accepts).',
  bodyTimeout: 'The request body was not received in time.',
  rateLimited: 'Too many requests from this client; retry after the time in Retry-After.',
  unexpected: 'An unexpected error occurred.',
  notFound: `There is nothing at this path. The API index is at ${ROOT_PATH} and the documentation at ${DOCS_PATH}.`,
  methodNotAllowed,
  /** A crawler following llms.txt to the MCP endpoint learns what it is and how to talk to it. */
  mcpMethodNotAllowed: (methods: readonly string[]) =>
    `${methodNotAllowed(methods)} It is the MCP endpoint (Streamable HTTP, stateless, with no stream to GET): POST each JSON-RPC message, accepting application/json and text/event-stream. The documentation is at ${DOCS_PATH}.`,
} as const

/** What `instance` holds, as published in OpenAPI and the agent catalogue. */
export const INSTANCE_MEANING =
  'The request path when it is one of the service paths; for a 500, or any other path, an opaque urn:uuid naming ' +
  'this occurrence only (a 500 names it in the server log too), so that no path the client made up is repeated'
