/**
 * The same tools and resources over stdio, for desktop clients that start the server as a
 * subprocess: `npm run --silent mcp`, or the compiled binary's `mcp` subcommand. Only MCP
 * messages go to stdout; anything else this process says goes to stderr.
 */
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js'
import { type McpOptions, mcpFeatures } from './features.ts'
import { serveOn } from './server.ts'

/**
 * Resolves once connected. The process then answers each line on stdin, and ends when stdin
 * does (the client closes it or exits): nothing else keeps it running.
 */
export const serveStdio = (options: McpOptions): Promise<void> => serveOn(mcpFeatures(options), new StdioServerTransport())
