/**
 * The Model Context Protocol endpoint: where it answers and how the server names itself.
 * Free of the SDK, so the route table, the service index and the catalogues can name it
 * without loading the protocol code (server/mcp/route.ts loads that on the first call).
 */
import packageJson from '../../package.json' with { type: 'json' }
import type { Calculator } from '../../metrics/index.ts'
import { camelCase } from '../openapi/operation-ids.ts'

/** Streamable HTTP: every JSON-RPC message is POSTed here (stateless, so GET and DELETE answer 405). */
export const MCP_PATH = '/mcp'

/** A calculator's tool: named as its OpenAPI operation, so one name serves both. */
export const toolName = (calculator: Calculator): string => camelCase(calculator.id)

/** `serverInfo` of the initialize result, over HTTP and stdio alike. */
export const MCP_SERVER_INFO = {
  name: packageJson.name,
  title: 'Calorie and body metrics calculators',
  version: packageJson.version,
}
