/**
 * POST /mcp, the Streamable HTTP endpoint. What needs no protocol code is done here, before
 * the SDK is loaded: the Origin check, the body limits of every POST (size, media type,
 * deadline, UTF-8 JSON), and that the body is a message or a batch. The SDK and the tools load
 * on the first body that passes, so the REST routes never pay for them (about 300 ms of imports).
 */

import { isLoopbackHost } from '../../api/config.ts'
import { MCP_PATH } from '../../api/mcp.ts'
import { InvalidInputError } from '../../metrics/index.ts'
import type { Answered, DirectRoute } from '../direct-routes.ts'
import { jsonReader } from '../http/json-body.ts'
import { CLOSE, HttpProblem } from '../http/problem.ts'
import { madeOnce } from '../made-once.ts'
import type { Exchange } from './exchange.ts'
import type { McpOptions } from './features.ts'
import { MESSAGES, RPC, RpcError, rpcErrorResponse } from './rpc-errors.ts'

export interface McpRouteOptions extends McpOptions {
  /** How long a body may take to arrive (config REQUEST_TIMEOUT_SECONDS), as for REST. */
  bodyTimeoutMs: number
}

/**
 * MCP 2025-11-25, transports: servers MUST validate Origin on all incoming connections, and a
 * present, invalid one gets 403 (DNS rebinding). Valid: the service's own origin, and pages on
 * the user's own machine (developer tools, MCP Inspector): a rebinding page's Origin names the
 * attacker's domain, never a loopback host. The 403 for a request to /mcp with a foreign Origin,
 * else undefined, whatever its method: this route calls it for POST, and the generic layer
 * (server/errors.ts) for the methods it refuses with 405.
 */
export function foreignOriginRefusal(baseUrl: string): (request: Request) => Response | undefined {
  const own = new URL(baseUrl).origin
  const allowed = (origin: string) => {
    if (origin === own) return true
    try {
      return isLoopbackHost(new URL(origin).hostname)
    } catch {
      return false // `null` (sandboxed pages, files) and anything else that is not an origin
    }
  }
  return (request) => {
    const origin = request.headers.get('origin')
    return origin === null || allowed(origin) ? undefined : rpcErrorResponse(403, RPC.serverError, MESSAGES.foreignOrigin, CLOSE)
  }
}

/** A JSON-RPC message is a JSON object, a batch an array: the exchange answers a batch for the revisions that have them (batch.ts). */
function messageOrBatch(value: unknown): object {
  if (value === null || typeof value !== 'object') throw new RpcError(RPC.invalidRequest, MESSAGES.notAMessage)
  return value
}

/** A refused body as a JSON-RPC error with the status REST would give (400, 408, 413, 415, 503). */
function refusal(error: unknown): Response {
  if (error instanceof RpcError) return rpcErrorResponse(400, error.code, error.message)
  // The reader's one refusal of a body that parses: nesting deeper than any message has.
  if (error instanceof InvalidInputError) return rpcErrorResponse(400, RPC.invalidRequest, MESSAGES.tooDeep)
  if (error instanceof HttpProblem) {
    const { status, detail, headers } = error.problem
    return rpcErrorResponse(status, status === 400 ? RPC.parseError : RPC.serverError, detail, headers)
  }
  throw error
}

export function mcpRoute(options: McpRouteOptions): DirectRoute {
  const originRefusal = foreignOriginRefusal(options.baseUrl)
  const readMessage = jsonReader(options.bodyTimeoutMs, messageOrBatch)
  let exchange: Exchange | undefined
  const load = madeOnce(() => import('./exchange.ts').then((module) => (exchange = module.createExchange(options))))
  const exchanged = (request: Request, message: object, answered: Answered): Response | Promise<Response> => {
    if (exchange === undefined) return load().then(() => exchanged(request, message, answered))
    const response = exchange(request, message)
    return response instanceof Response ? answered(response) : response.then(answered)
  }
  return {
    method: 'POST',
    path: MCP_PATH,
    handle(request, answered) {
      const refused = originRefusal(request)
      if (refused !== undefined) return answered(refused)
      // A promise resolved with a promise takes on its value: the reader's Promise<Promise<Response>> is a Promise<Response>.
      return readMessage<Response | Promise<Response>>(
        request,
        (message) => exchanged(request, message, answered),
        (error) => answered(refusal(error)),
      ) as Response | Promise<Response>
    },
  }
}
