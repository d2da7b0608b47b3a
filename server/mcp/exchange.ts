/**
 * One HTTP exchange, stateless, the request body already read and limited by the route. A
 * plain call of one of our methods is answered directly (direct-call.ts); any other message
 * goes through the SDK's web-standard Streamable HTTP transport, with a fresh transport and
 * server per request (the SDK refuses to reuse a stateless transport), answering as JSON
 * rather than an SSE stream.
 */
import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js'
import { isJsonContentType } from '@modelcontextprotocol/sdk/shared/mediaType.js'
import { type JSONRPCMessage, JSONRPCMessageSchema, SUPPORTED_PROTOCOL_VERSIONS } from '@modelcontextprotocol/sdk/types.js'
import { NOT_JSON_MEDIA_TYPE } from '../../api/limits.ts'
import { MAX_BATCH_ANSWER_BYTES } from '../../api/mcp.ts'
import { ASSUMED_REVISION, batchRefusal, memberRefusal } from './batch.ts'
import { directCall } from './direct-call.ts'
import { type McpFeatures, type McpOptions, mcpFeatures } from './features.ts'
import { refusedMessage } from './message-shape.ts'
import { MCP_HEADERS, MESSAGES, RPC, rpcErrorAnswer, rpcErrorResponse } from './rpc-errors.ts'
import { methodsAnswered, serveOn } from './server.ts'

/** Answers what was POSTed to /mcp: one JSON-RPC message (a JSON object), or a batch (an array). */
export type Exchange = (request: Request, body: object) => Response | Promise<Response>

/** One message answered, as a request of its own; `notAMessage` says why JSON that is no message is refused. */
type AnswerOne = (request: Request, message: object, notAMessage?: string) => Response | Promise<Response>

const UNSUPPORTED_VERSION = `Bad Request: unsupported MCP-Protocol-Version; this server supports ${SUPPORTED_PROTOCOL_VERSIONS.join(', ')}.`

/**
 * The SDK transport's version check, in words that do not quote the header. As there, it skips
 * `initialize`, where the version is negotiated from the params, not the header.
 */
function versionRefusal(request: Request, message: object): Response | undefined {
  if ((message as { method?: unknown }).method === 'initialize') return undefined
  return unsupportedVersion(request.headers.get('mcp-protocol-version'))
}

const unsupportedVersion = (version: string | null): Response | undefined =>
  version !== null && !SUPPORTED_PROTOCOL_VERSIONS.includes(version)
    ? rpcErrorResponse(400, RPC.serverError, UNSUPPORTED_VERSION)
    : undefined

/** The SDK transport's first check (every POST must accept JSON and SSE), in words of ours: its 406 says nothing of what to send. */
function acceptRefusal(request: Request): Response | undefined {
  const accept = request.headers.get('accept')
  if (accept?.includes('application/json') && accept.includes('text/event-stream')) return undefined
  return rpcErrorResponse(406, RPC.serverError, MESSAGES.notAcceptable)
}

/** Where the transport is told the request came: it reads only the headers, and the URL must parse. */
const TRANSPORT_URL = 'http://mcp.invalid/mcp'

/**
 * The request as the SDK's transport reads it: the headers on a fixed URL, without the body, which
 * was read and parsed before. With its own URL, a request without a Host (HTTP/1.0) or with `a b`
 * (Bun then gives a bare path, whose body could not be copied) was a 500, and `Host: [x` a parse
 * error quoting the URL parser's exception.
 */
const forTransport = (request: Request): Request => new Request(TRANSPORT_URL, { method: request.method, headers: request.headers })

/**
 * A message through the SDK's transport and server. An object the SDK's schema refuses is
 * answered first: the transport calls it a parse error with id null, where JSON-RPC 2.0 says
 * Invalid Request, or Invalid params to the request's id when only its params are wrong.
 * `answered`: methodsAnswered(features), given by a caller that refuses a batch's late members with it too.
 */
export function sdkExchange(features: McpFeatures, answered = methodsAnswered(features)): AnswerOne {
  return async (request, message, notAMessage = MESSAGES.notAMessage) => {
    if (!JSONRPCMessageSchema.safeParse(message).success) {
      const { id, error } = refusedMessage(message, notAMessage, answered)
      return id === null ? rpcErrorResponse(400, error.code, error.message) : rpcErrorAnswer(id, error)
    }
    const transport = new WebStandardStreamableHTTPServerTransport({ enableJsonResponse: true })
    await serveOn(features, transport)
    const response = await transport.handleRequest(forTransport(request), { parsedBody: message as JSONRPCMessage })
    for (const [name, value] of Object.entries(MCP_HEADERS)) response.headers.set(name, value)
    return response
  }
}

const JSON_HEADERS = { ...MCP_HEADERS, 'content-type': 'application/json' }

/**
 * A batch, for a revision that has them (the MCP-Protocol-Version header's, or 2025-03-26 without
 * one): each member answered in turn as if POSTed alone, the answers in one array (JSON-RPC 2.0,
 * batch), or 202 when none is due (MCP 2025-03-26, transports). In turn, not at once: a batch
 * costs the server what its requests sent one after another would. Its answers stop at
 * MAX_BATCH_ANSWER_BYTES (pastTheLimit).
 */
async function batchExchange(
  request: Request,
  members: unknown[],
  one: AnswerOne,
  answered: (method: string) => boolean,
): Promise<Response> {
  const version = request.headers.get('mcp-protocol-version')
  const unsupported = unsupportedVersion(version)
  if (unsupported !== undefined) return unsupported
  const refused = batchRefusal(members, version ?? ASSUMED_REVISION, MESSAGES.batch)
  if (refused !== undefined) return rpcErrorResponse(400, refused.code, refused.message)
  // The SDK transport's Content-Type check, made once: each member would otherwise get its 415.
  if (!isJsonContentType(request.headers.get('content-type'))) return rpcErrorResponse(415, RPC.serverError, NOT_JSON_MEDIA_TYPE)
  // Each answer as the JSON it was sent as, joined: parsing them back to serialize the array cost as much again.
  const answers: string[] = []
  let bytes = 0
  const add = (answer: string) => {
    answers.push(answer)
    bytes += Buffer.byteLength(answer)
  }
  let full = false
  for (const member of members) {
    const refusal = memberRefusal(member)
    if (refusal !== undefined) {
      add(JSON.stringify(refusal))
      continue
    }
    if (!full) {
      const response = await one(request, member as object, MESSAGES.batchMember)
      if (response.status === 202) continue
      const answer = await response.text()
      full = bytes + Buffer.byteLength(answer) > MAX_BATCH_ANSWER_BYTES
      if (!full) {
        add(answer)
        continue
      }
    }
    const past = pastTheLimit(member as object, answered)
    if (past !== undefined) add(past)
  }
  if (answers.length === 0) return new Response(null, { status: 202, headers: MCP_HEADERS })
  return new Response(`[${answers.join(',')}]`, { status: 200, headers: JSON_HEADERS })
}

/**
 * The answer of a member once a batch's answers have reached MAX_BATCH_ANSWER_BYTES: the one whose answer
 * passed it (run, its answer dropped) and every one after (not run). A request gets -32000, saying so; JSON
 * the message schema refuses gets what it would alone (JSON-RPC 2.0 answers every invalid request); a
 * notification or a response, nothing.
 */
function pastTheLimit(member: object, answered: (method: string) => boolean): string | undefined {
  if (!JSONRPCMessageSchema.safeParse(member).success) {
    const { id, error } = refusedMessage(member, MESSAGES.batchMember, answered)
    return JSON.stringify({ jsonrpc: '2.0', id, error })
  }
  const { id, method } = member as { id?: unknown; method?: unknown }
  if (id === undefined || typeof method !== 'string') return undefined
  return JSON.stringify({ jsonrpc: '2.0', id, error: { code: RPC.serverError, message: MESSAGES.batchAnswerSize } })
}

export function createExchange(options: McpOptions): Exchange {
  const features = mcpFeatures(options)
  const answered = methodsAnswered(features)
  const viaSdk = sdkExchange(features, answered)
  const one: AnswerOne = (request, message, notAMessage) => directCall(features, request, message) ?? viaSdk(request, message, notAMessage)
  return (request, body) =>
    acceptRefusal(request) ??
    (Array.isArray(body) ? batchExchange(request, body, one, answered) : (versionRefusal(request, body) ?? one(request, body)))
}
