/**
 * The Model Context Protocol endpoint: where it answers and how the server names itself.
 * Free of the SDK, so the route table, the service index and the catalogues can name it
 * without loading the protocol code (server/mcp/route.ts loads that on the first call).
 */
import packageJson from '../../package.json' with { type: 'json' }

/** Streamable HTTP: every JSON-RPC message is POSTed here (stateless, so GET and DELETE answer 405). */
export const MCP_PATH = '/mcp'

/** `serverInfo` of the initialize result, over HTTP and stdio alike. */
export const MCP_SERVER_INFO = {
  name: packageJson.name,
  title: 'Calorie and body metrics calculators',
  version: packageJson.version,
}
