/**
 * The same tools and resources over stdio, for desktop clients that start the server as a
 * subprocess: `npm run --silent mcp`, or the compiled binary's `mcp` subcommand. Only MCP
 * messages go to stdout; anything else this process says goes to stderr.
 */
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js'
import { mcpFeatures, type McpOptions } from './features.ts'
import { serveOn } from './server.ts'

/** Serves until the client closes stdin. */
export const serveStdio = (options: McpOptions): Promise<void> => serveOn(mcpFeatures(options), new StdioServerTransport())
