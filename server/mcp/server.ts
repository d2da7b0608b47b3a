/**
 * The SDK's MCP server with our features: created per HTTP request (the stateless transport
 * takes one exchange per server) and once for stdio. The SDK answers initialize (version
 * negotiation) and ping; every other method reaches our answer (features.ts) as sent.
 *
 * Not through per-method handlers (`setRequestHandler`): those parse params with zod first,
 * which rebuilds tools/call `arguments` key by key, so a `__proto__` key became the object's
 * prototype instead of an unknown field the input check names (REST answers 422); and which
 * answers malformed params as -32603, quoting zod's issue list. Ours check the few params they
 * read and answer -32602.
 */
import { Server } from '@modelcontextprotocol/sdk/server/index.js'
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js'
import { InitializeRequestSchema, type JSONRPCMessage, type JSONRPCRequest, PingRequestSchema } from '@modelcontextprotocol/sdk/types.js'
import { AjvJsonSchemaValidator } from '@modelcontextprotocol/sdk/validation/ajv'
import { METRIC_INPUTS, SERVICE_SCOPE } from '../../api/scope.ts'
import packageJson from '../../package.json' with { type: 'json' }
import type { Answer, McpFeatures } from './features.ts'
import { INVALID_MEMBER, type ParamsMember, RPC, safeError } from './rpc-errors.ts'
import { ROUTES } from './tool-descriptions.ts'

/** `serverInfo` of the initialize result, over HTTP and stdio alike. */
const MCP_SERVER_INFO = {
  name: packageJson.name,
  title: 'Calorie and body metrics calculators',
  version: packageJson.version,
}

const INSTRUCTIONS =
  `Calculators of ${SERVICE_SCOPE}. ${METRIC_INPUTS} ${ROUTES} Each tool returns exactly what the REST endpoint named in ` +
  'its description returns; inputs are checked strictly, and a rejected input comes back as isError with one message per ' +
  "field. The resources are the service's catalogues: models, constants and their published sources. Estimates for planning, " +
  'not medical advice.'

/**
 * The server checks only elicitation answers against schemas, and never elicits; one
 * validator for all, as the SDK would otherwise compile a fresh Ajv for every request.
 */
const validator = new AjvJsonSchemaValidator()

function createMcpServer(answer: Answer): Server {
  const server = new Server(MCP_SERVER_INFO, {
    capabilities: { tools: { listChanged: false }, resources: { listChanged: false } },
    instructions: INSTRUCTIONS,
    jsonSchemaValidator: validator,
  })
  server.fallbackRequestHandler = async ({ method, params }) => answer(method, params)
  return server
}

type Issues = { path: PropertyKey[] }[]

/**
 * The requests the SDK answers itself, with the schema its handler parses them with. A parse
 * failure there is answered as an internal error (-32603, quoting zod), so their params are
 * checked here first and a mismatch is -32602, in fixed words.
 */
const SDK_REQUESTS = new Map<string, { safeParse(value: unknown): { success: true } | { success: false; error: { issues: Issues } } }>([
  ['initialize', InitializeRequestSchema],
  ['ping', PingRequestSchema],
])

/**
 * The params member the schema's first issue is about, when it is one the errors name (initialize's
 * protocolVersion, capabilities, clientInfo); else params. Never a member name the client made up.
 */
function memberAtFault(issues: Issues): ParamsMember {
  const [first, second] = issues[0]?.path ?? []
  const member = `params.${String(second)}`
  return first === 'params' && Object.hasOwn(INVALID_MEMBER, member) ? (member as ParamsMember) : 'params'
}

/** Which methods this server answers: the features', and those the SDK answers itself. */
export const methodsAnswered =
  (features: McpFeatures) =>
  (method: string): boolean =>
    features.answers(method) || SDK_REQUESTS.has(method)

/** A message that asks for an answer: a method and an id. */
export const isRequest = (message: JSONRPCMessage): message is JSONRPCRequest => 'method' in message && 'id' in message

/**
 * MCP 2025-11-25, tasks: a server that does not declare the tasks capability MUST process a
 * task-augmented request normally, ignoring its task metadata. The SDK refuses it instead.
 */
function withoutTask(request: JSONRPCRequest): JSONRPCRequest {
  const params = request.params
  if (params === undefined || !Object.hasOwn(params, 'task')) return request
  const { task: _ignored, ...rest } = params
  return { ...request, params: rest }
}

/**
 * Requests on their way to the server: task metadata dropped, and the params of the SDK's own
 * methods checked (answered here when malformed).
 */
function screenRequests(transport: Transport): void {
  const receive = transport.onmessage!
  transport.onmessage = (message, extra) => {
    if (!isRequest(message)) return receive(message, extra)
    const request = withoutTask(message)
    const checked = SDK_REQUESTS.get(request.method)?.safeParse(request)
    if (checked?.success === false) {
      const message = INVALID_MEMBER[memberAtFault(checked.error.issues)]
      const error = { jsonrpc: '2.0' as const, id: request.id, error: { code: RPC.invalidParams, message } }
      transport.send(error).catch((failure: Error) => transport.onerror?.(failure))
      return
    }
    receive(request, extra)
  }
}

/**
 * A new server with our features, answering on `transport`. Every error response leaves
 * through the transport's `send`, so rewording errors there covers the SDK's own.
 */
export async function serveOn({ answer }: McpFeatures, transport: Transport): Promise<void> {
  const send = transport.send.bind(transport)
  transport.send = (message, options) => send('error' in message ? { ...message, error: safeError(message.error) } : message, options)
  // The server sets the transport's onmessage when it connects, then starts the transport:
  // the screen goes in between, before the first message can arrive.
  const start = transport.start.bind(transport)
  transport.start = () => {
    screenRequests(transport)
    return start()
  }
  await createMcpServer(answer).connect(transport)
}
