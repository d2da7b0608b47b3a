/**
 * One HTTP exchange, stateless, the request body already read and limited by the route. A
 * plain call of one of our methods is answered directly (direct-call.ts); any other message
 * goes through the SDK's web-standard Streamable HTTP transport, with a fresh transport and
 * server per request (the SDK refuses to reuse a stateless transport), answering as JSON
 * rather than an SSE stream.
 */
import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js'
import { type JSONRPCMessage, JSONRPCMessageSchema, SUPPORTED_PROTOCOL_VERSIONS } from '@modelcontextprotocol/sdk/types.js'
import { directCall } from './direct-call.ts'
import { type McpFeatures, type McpOptions, mcpFeatures } from './features.ts'
import { refusedMessage } from './message-shape.ts'
import { MCP_HEADERS, MESSAGES, RPC, rpcErrorAnswer, rpcErrorResponse } from './rpc-errors.ts'
import { methodsAnswered, serveOn } from './server.ts'

/** Answers one JSON-RPC message (a JSON object) POSTed to /mcp. */
export type Exchange = (request: Request, message: object) => Response | Promise<Response>

const UNSUPPORTED_VERSION = `Bad Request: unsupported MCP-Protocol-Version; this server supports ${SUPPORTED_PROTOCOL_VERSIONS.join(', ')}.`

/**
 * The SDK transport's version check, in words that do not quote the header. As there, it skips
 * `initialize`, where the version is negotiated from the params, not the header.
 */
function versionRefusal(request: Request, message: object): Response | undefined {
  if ((message as { method?: unknown }).method === 'initialize') return undefined
  const version = request.headers.get('mcp-protocol-version')
  if (version !== null && !SUPPORTED_PROTOCOL_VERSIONS.includes(version)) return rpcErrorResponse(400, RPC.serverError, UNSUPPORTED_VERSION)
  return undefined
}

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
 */
export function sdkExchange(features: McpFeatures): (request: Request, message: object) => Promise<Response> {
  const answered = methodsAnswered(features)
  return async (request, message) => {
    if (!JSONRPCMessageSchema.safeParse(message).success) {
      const { id, error } = refusedMessage(message, MESSAGES.notAMessage, answered)
      return id === null ? rpcErrorResponse(400, error.code, error.message) : rpcErrorAnswer(id, error)
    }
    const transport = new WebStandardStreamableHTTPServerTransport({ enableJsonResponse: true })
    await serveOn(features, transport)
    const response = await transport.handleRequest(forTransport(request), { parsedBody: message as JSONRPCMessage })
    for (const [name, value] of Object.entries(MCP_HEADERS)) response.headers.set(name, value)
    return response
  }
}

export function createExchange(options: McpOptions): Exchange {
  const features = mcpFeatures(options)
  const viaSdk = sdkExchange(features)
  return (request, message) =>
    acceptRefusal(request) ?? versionRefusal(request, message) ?? directCall(features, request, message) ?? viaSdk(request, message)
}
