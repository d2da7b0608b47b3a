/**
 * One HTTP exchange on the SDK's web-standard Streamable HTTP transport, stateless: a fresh
 * transport and server per request (the SDK refuses to reuse a stateless transport), answers
 * as JSON rather than an SSE stream, the request body already read and limited by the route.
 */
import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js'
import { JSONRPCMessageSchema, SUPPORTED_PROTOCOL_VERSIONS, type JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js'
import { withAbsoluteUrl } from '../route-table.ts'
import { mcpFeatures, type McpOptions } from './features.ts'
import { MCP_HEADERS, MESSAGES, RPC, rpcErrorResponse } from './rpc-errors.ts'
import { serveOn } from './server.ts'

/** Answers one JSON-RPC message (a JSON object) POSTed to /mcp. */
export type Exchange = (request: Request, message: object) => Promise<Response>

const UNSUPPORTED_VERSION = `Bad Request: unsupported MCP-Protocol-Version; this server supports ${SUPPORTED_PROTOCOL_VERSIONS.join(', ')}.`

/**
 * What the transport would refuse in words that quote the request (the version header), or
 * with the wrong code (it calls a well-formed JSON value that is no JSON-RPC message a parse
 * error, where JSON-RPC 2.0 says Invalid Request).
 */
function refusal(request: Request, message: object): Response | undefined {
  const version = request.headers.get('mcp-protocol-version')
  if (version !== null && !SUPPORTED_PROTOCOL_VERSIONS.includes(version)) return rpcErrorResponse(400, RPC.serverError, UNSUPPORTED_VERSION)
  if (!JSONRPCMessageSchema.safeParse(message).success) return rpcErrorResponse(400, RPC.invalidRequest, MESSAGES.notAMessage)
  return undefined
}

export function createExchange(options: McpOptions): Exchange {
  const answer = mcpFeatures(options)
  return async (request, message) => {
    const refused = refusal(request, message)
    if (refused !== undefined) return refused
    const transport = new WebStandardStreamableHTTPServerTransport({ enableJsonResponse: true })
    await serveOn(answer, transport)
    const response = await transport.handleRequest(withAbsoluteUrl(request), { parsedBody: message as JSONRPCMessage })
    for (const [name, value] of Object.entries(MCP_HEADERS)) response.headers.set(name, value)
    return response
  }
}
