/**
 * The same tools and resources over stdio, for desktop clients that start the server as a
 * subprocess: `npm run --silent mcp`, or the compiled binary's `mcp` subcommand. Only MCP
 * messages go to stdout; anything else this process says goes to stderr.
 */
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js'
import type { JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js'
import { type McpOptions, mcpFeatures } from './features.ts'
import { MESSAGES, RPC } from './rpc-errors.ts'
import { serveOn } from './server.ts'

/**
 * The most input the stdio server holds while it waits for a message's end (the SDK counts what it
 * holds with each chunk that arrives, so a burst of messages counts too): far above any tool call (a 731-day log is
 * about 40 KB), far below the SDK's default of 10 MiB, whose line buffer, copied on every chunk, took
 * the process from 76 to 155 MB for one line under it (an independent attack, 2026-11-27).
 */
const MAX_STDIO_MESSAGE_BYTES = 1024 * 1024

/**
 * Resolves once connected. The process then answers each line on stdin, and ends when stdin
 * does (the client closes it or exits): nothing else keeps it running. Input past the limit makes
 * the SDK's transport close (the only way it closes itself); the process then says why on stderr and exits with 1, where it used
 * to end silently with 0.
 */
export function serveStdio(options: McpOptions): Promise<void> {
  const transport = new StdioServerTransport(process.stdin, process.stdout, { maxBufferSize: MAX_STDIO_MESSAGE_BYTES })
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
  answerUnreadableLines(transport)
  return serveOn(mcpFeatures(options), transport)
}

/**
 * JSON-RPC 2.0: a message that cannot be read is answered with an error whose id is null. The
 * SDK's transport only reports such a line to `onerror` (JSON.parse's SyntaxError, or its schema's
 * error for JSON that is no message), and a client waiting on it would wait for ever. Set before
 * the server connects, which calls this handler before its own.
 */
function answerUnreadableLines(transport: StdioServerTransport): void {
  transport.onerror = (error) => {
    const reply = unreadable(error)
    if (reply === undefined) return
    const message = { jsonrpc: '2.0', id: null, error: reply } as unknown as JSONRPCMessage
    transport.send(message).catch(() => {}) // stdout gone: the process ends with stdin
  }
}

function unreadable(error: Error): { code: number; message: string } | undefined {
  if (error instanceof SyntaxError) return { code: RPC.parseError, message: MESSAGES.lineNotJson }
  if (error.name === 'ZodError') return { code: RPC.invalidRequest, message: MESSAGES.lineNotAMessage }
  return undefined
}
