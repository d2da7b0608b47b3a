/**
 * The Model Context Protocol endpoint: where it answers and what its tools are called. Free of
 * the SDK, so the route table, the service index and the catalogues can name it without loading
 * the protocol code (server/mcp/route.ts loads that on the first call).
 */
import { type Calculator, codeName } from '../metrics/index.ts'

/** Streamable HTTP: every JSON-RPC message is POSTed here (stateless, so GET and DELETE answer 405). */
export const MCP_PATH = '/mcp'

/** A calculator's tool: named as its OpenAPI operation, so one name serves both. */
export const toolName = (calculator: Calculator): string => codeName(calculator.id)
