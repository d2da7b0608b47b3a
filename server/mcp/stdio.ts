/**
 * The same tools and resources over stdio, for desktop clients that start the server as a
 * subprocess: `npm run --silent mcp`, or the compiled binary's `mcp` subcommand. Only MCP
 * messages go to stdout; anything else this process says goes to stderr.
 */
import { type McpOptions, mcpFeatures } from './features.ts'
import { methodsAnswered, serveOn } from './server.ts'
import { StdioTransport } from './stdio-transport.ts'

/**
 * The most input the stdio server holds while it waits for a message's end (counted with each
 * chunk that arrives; a burst of messages waits in the pipe, as a line is read only once the last is
 * answered): far above any tool call (a 731-day log is
 * about 40 KB), far below the SDK transport's default of 10 MiB, whose line buffer, copied on every chunk, took
 * the process from 76 to 155 MB for one line under it (an independent attack, 2026-11-27).
 */
const MAX_STDIO_MESSAGE_BYTES = 1024 * 1024

/**
 * Resolves once connected. The process then answers each line on stdin, and ends when stdin
 * does (the client closes it or exits): nothing else keeps it running. Input past the limit closes
 * the transport (the only way it closes itself); the process then says why on stderr and exits with 1, where it used
 * to end silently with 0.
 */
export function serveStdio(options: McpOptions): Promise<void> {
  const features = mcpFeatures(options, 'stdio')
  const transport = new StdioTransport(process.stdin, process.stdout, MAX_STDIO_MESSAGE_BYTES, methodsAnswered(features))
  transport.onclose = () => {
    console.error(
      JSON.stringify({
        level: 'error',
        event: 'mcp-stdio-closed',
        reason: `more than ${MAX_STDIO_MESSAGE_BYTES} bytes of input at once without a message's end`,
      }),
    )
    process.exit(1)
  }
  return serveOn(features, transport)
}
