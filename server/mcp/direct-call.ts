/**
 * The plain call of one of our methods (`tools/call` above all), answered without the SDK's
 * server and transport: the same answer function, the same JSON-RPC response the SDK would
 * build, byte for byte (test/mcp/direct-call.test.ts compares them). The SDK validates each
 * message and response with zod about ten times and builds a server and a transport per
 * request; for a tool call that cost four times the calculation itself.
 *
 * Only messages whose every part the SDK would pass through unchanged come here: a request
 * with exactly the JSON-RPC members, one of our methods, params an object without `_meta`
 * (validated by the SDK), `task` (task augmentation) or `__proto__`, and a Content-Type the
 * SDK's own check accepts. Anything else, however rare, takes the SDK's path and gets its answer.
 */
import { isJsonContentType } from '@modelcontextprotocol/sdk/shared/mediaType.js'
import { prebuiltHeaders } from '../http/headers.ts'
import type { McpFeatures } from './features.ts'
import { requestId } from './message-shape.ts'
import { MCP_HEADERS, rpcErrorAnswer, safeError } from './rpc-errors.ts'
import { answerBody } from './shared-results.ts'

/** Params members the SDK reads or validates itself; `__proto__` because its copy of params would set a prototype. */
const SDK_PARAMS = new Set(['_meta', 'task', '__proto__'])

type Id = string | number

/** A message the SDK would hand to our answer as it is, or undefined. */
function plainRequest(message: object, ours: McpFeatures['answers']): { id: Id; method: string; params: unknown } | undefined {
  const id = requestId(message)
  if (id === undefined) return undefined
  const { method, params } = message as { method: string; params?: unknown }
  if (!ours(method)) return undefined
  if (params !== undefined) {
    if (typeof params !== 'object' || params === null || Array.isArray(params)) return undefined
    for (const key of Object.keys(params)) if (SDK_PARAMS.has(key)) return undefined
  }
  return { id, method, params }
}

const HEADERS = prebuiltHeaders({ ...MCP_HEADERS, 'content-type': 'application/json' })

/** A handler's error as the SDK's Protocol words it, then reworded, as every error leaving the server is. */
function rpcError(error: unknown) {
  const { code, message, data } = (error ?? {}) as { code?: unknown; message?: unknown; data?: unknown }
  return safeError({
    code: Number.isSafeInteger(code) ? (code as number) : -32603,
    message: (message as string) ?? 'Internal error',
    ...(data !== undefined && { data }),
  })
}

/**
 * The response to `message`, or undefined when the SDK must answer it. The caller has already
 * refused an Accept without JSON and SSE and an unsupported MCP-Protocol-Version header, as on
 * the SDK's path. Synchronous when the answer is (a tool call): each promise on a request's
 * path costs about 0.2 µs.
 */
export function directCall({ answer, answers }: McpFeatures, request: Request, message: object): Response | Promise<Response> | undefined {
  const call = plainRequest(message, answers)
  // The SDK transport's own Content-Type check: its 415 comes from its path.
  if (call === undefined || !isJsonContentType(request.headers.get('content-type'))) return undefined
  const { id, method, params } = call
  const failed = (error: unknown) => rpcErrorAnswer(id, rpcError(error))
  let result: ReturnType<McpFeatures['answer']>
  try {
    result = answer(method, params)
  } catch (error) {
    return failed(error)
  }
  const succeeded = (value: object) => new Response(answerBody(value, id), { status: 200, headers: HEADERS })
  return result instanceof Promise ? result.then(succeeded, failed) : succeeded(result)
}
