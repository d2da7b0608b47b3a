/**
 * JSON-RPC errors as /mcp answers them: fixed wording only, so that no error can repeat what a
 * client sent (a tool name, a URI, a header, a value). Errors the SDK words itself are
 * reworded on their way out (`safeError`).
 */
import { MAX_BATCH_ANSWER_BYTES, MAX_BATCH_MESSAGES } from '../../api/mcp.ts'
import { BASE_HEADERS } from '../http/headers.ts'

export const RPC = {
  parseError: -32700,
  invalidRequest: -32600,
  methodNotFound: -32601,
  invalidParams: -32602,
  internalError: -32603,
  /** The JSON-RPC range for implementation-defined server errors: the SDK's code for HTTP-level refusals. */
  serverError: -32000,
  /** MCP 2025-11-25, resources: "Resource not found". */
  resourceNotFound: -32002,
} as const

const NO_BATCHES = 'batches are not part of MCP since revision 2025-06-18'

export const MESSAGES = {
  unknownTool: 'Unknown tool: tools/list names the tools of this server.',
  unknownResource: 'Resource not found: resources/list names the resources of this server.',
  internalError: 'Internal error.',
  /** The SDK's own text for a method it has no handler for: fixed, so passed on as is. */
  methodNotFound: 'Method not found',
  invalidParams: "Invalid params: the params do not follow this method's schema in the MCP specification.",
  /** MCP pagination: an invalid cursor is -32602, and every cursor is, as every list fits one page. */
  noCursor: 'Invalid params: this server gives out no cursor (every list is one page); send list requests without one.',
  batch: `Invalid Request: send one JSON-RPC message per request; ${NO_BATCHES}.`,
  batchSize: `Invalid Request: a batch holds 1 to ${MAX_BATCH_MESSAGES} messages; send more in several batches.`,
  batchAnswerSize: `Server error: this batch's answers reached ${MAX_BATCH_ANSWER_BYTES / 1024} KiB, the most one batch may have, so this request was not answered; send it on its own or in another batch.`,
  batchMember: 'Invalid Request: this member of the batch is not a JSON-RPC 2.0 request, notification or response.',
  batchInitialize: 'Invalid Request: send initialize alone, not in a batch (MCP 2025-03-26, lifecycle).',
  notAMessage: 'Invalid Request: the body is not a JSON-RPC 2.0 request, notification or response.',
  tooDeep: 'Invalid Request: the message nests arrays or objects too deep; tool arguments are flat JSON objects.',
  /** The SDK transport's 406, in words that say what to send. */
  notAcceptable:
    'Not Acceptable: send Accept with both application/json and text/event-stream, as Streamable HTTP requires; this server answers with application/json.',
  /** Over stdio, a line that is not JSON (over HTTP, the body's problem says why). */
  lineNotJson: 'Parse error: the line is not JSON; send one JSON-RPC message per line.',
  lineNotAMessage:
    'Invalid Request: the line is not a JSON-RPC 2.0 request, notification or response; send one message, a JSON object, per line.',
  /** Over stdio, a JSON array: the words docs/mcp.md quotes. */
  lineBatch: `Invalid Request: the line is not a JSON-RPC 2.0 request, notification or response; send one message, a JSON object, per line (${NO_BATCHES}).`,
  foreignOrigin:
    "Forbidden: browsers may call the MCP endpoint only from the service's own origin or this machine (DNS-rebinding protection); other clients send no Origin.",
} as const

/**
 * -32602 naming the params member at fault, so that a client can correct it: fixed words for each
 * member the server checks, never a name or value the client made up.
 */
export const INVALID_MEMBER = {
  params: 'Invalid params: params must be a JSON object.',
  'params._meta':
    "Invalid params: params._meta does not follow the MCP specification's schema (an object; its progressToken a string or an integer).",
  'params.name': 'Invalid params: params.name must be a string, the name of a tool from tools/list.',
  'params.arguments': "Invalid params: params.arguments must be a JSON object, the tool's input, or be left out.",
  'params.uri': 'Invalid params: params.uri must be a string, the URI of a resource from resources/list.',
  'params.protocolVersion': 'Invalid params: params.protocolVersion must be a string, a revision of MCP such as 2025-11-25.',
  'params.capabilities':
    "Invalid params: params.capabilities does not follow the MCP specification's schema (ClientCapabilities, an object).",
  'params.clientInfo':
    "Invalid params: params.clientInfo does not follow the MCP specification's schema (an object with name and version strings).",
} as const

export type ParamsMember = keyof typeof INVALID_MEMBER

const SAFE_MESSAGES = new Set<string>([...Object.values(MESSAGES), ...Object.values(INVALID_MEMBER)])

/** What a message-less or reworded error of each code says. */
const GENERIC: Record<number, string> = {
  [RPC.parseError]: 'Parse error.',
  [RPC.invalidRequest]: MESSAGES.notAMessage,
  [RPC.methodNotFound]: MESSAGES.methodNotFound,
  [RPC.invalidParams]: MESSAGES.invalidParams,
  [RPC.internalError]: MESSAGES.internalError,
}

/** Thrown by our handlers; the SDK answers it as a JSON-RPC error with this code and message. */
export class RpcError extends Error {
  constructor(
    readonly code: number,
    message: (typeof MESSAGES)[keyof typeof MESSAGES] | (typeof INVALID_MEMBER)[ParamsMember],
  ) {
    super(message)
  }
}

export interface RpcErrorBody {
  code: number
  message: string
  data?: unknown
}

/**
 * An error as it may leave: ours unchanged; the SDK's with its code, in fixed words (its
 * messages may quote the request). The params its own handlers parse are checked before they
 * reach it (server.ts), so an internal error it reports is one.
 */
export function safeError(error: RpcErrorBody): RpcErrorBody {
  if (SAFE_MESSAGES.has(error.message) && error.data === undefined) return error
  return { code: error.code, message: GENERIC[error.code] ?? 'The request could not be answered.' }
}

/** Headers every /mcp answer carries, the SDK's included: those of the API, never cached (results describe a person). */
export const MCP_HEADERS: Record<string, string> = { ...BASE_HEADERS, 'cache-control': 'no-store' }

const HEADERS = { ...MCP_HEADERS, 'content-type': 'application/json' }

/** A JSON-RPC error answered to a request, over a 200, as the SDK's transport answers one. */
export function rpcErrorAnswer(id: string | number, error: RpcErrorBody): Response {
  return new Response(JSON.stringify({ jsonrpc: '2.0', id, error }), { status: 200, headers: HEADERS })
}

/** An HTTP-level refusal with a JSON-RPC error body: no `id`, as the transport specification allows. */
export function rpcErrorResponse(status: number, code: number, message: string, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify({ jsonrpc: '2.0', id: null, error: { code, message } }), {
    status,
    headers: { ...HEADERS, ...headers },
  })
}
