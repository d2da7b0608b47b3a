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
import { AjvJsonSchemaValidator } from '@modelcontextprotocol/sdk/validation/ajv'
import packageJson from '../../package.json' with { type: 'json' }
import type { Answer } from './features.ts'
import { safeError } from './rpc-errors.ts'

/** `serverInfo` of the initialize result, over HTTP and stdio alike. */
const MCP_SERVER_INFO = {
  name: packageJson.name,
  title: 'Calorie and body metrics calculators',
  version: packageJson.version,
}

const INSTRUCTIONS =
  'Calculators of energy needs and body measures (BMR, TDEE, calorie-deficit plans with a safety floor and a goal date, ' +
  "macronutrients, body fat, BMI, water, and the adaptive TDEE: a person's own expenditure from their weight and intake log). Each tool returns exactly what the REST endpoint named in its description returns; " +
  'inputs are checked strictly, and a rejected input comes back as isError with one message per field. The resources are the ' +
  "service's catalogues: models, constants and their published sources. Estimates for planning, not medical advice."

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

/**
 * A new server with our features, answering on `transport`. Every error response leaves
 * through the transport's `send`, so rewording errors there covers the SDK's own.
 */
export async function serveOn(answer: Answer, transport: Transport): Promise<void> {
  const send = transport.send.bind(transport)
  transport.send = (message, options) => send('error' in message ? { ...message, error: safeError(message.error) } : message, options)
  await createMcpServer(answer).connect(transport)
}
