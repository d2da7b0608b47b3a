/**
 * The stdio transport: one JSON-RPC message per line on stdin, one per line on stdout. The SDK's
 * own (`StdioServerTransport`) only reports a line its schema refuses to `onerror`, without the
 * line, so a request with wrong params could be answered only to id null, as if no message had
 * been sent; this one reads its lines itself, as the SDK's does, and answers such a request to
 * its id.
 */
import type { Readable, Writable } from 'node:stream'
import { serializeMessage } from '@modelcontextprotocol/sdk/shared/stdio.js'
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js'
import { type JSONRPCMessage, JSONRPCMessageSchema, type RequestId } from '@modelcontextprotocol/sdk/types.js'
import { refusedMessage } from './message-shape.ts'
import { MESSAGES, RPC, type RpcErrorBody } from './rpc-errors.ts'

const NEWLINE = 0x0a

/** A JSON array: a batch, which MCP no longer has (over HTTP, route.ts refuses it before the SDK loads). */
const BATCH = { id: null, error: { code: RPC.invalidRequest, message: MESSAGES.lineBatch } }

export class StdioTransport implements Transport {
  onclose?: () => void
  onerror?: (error: Error) => void
  onmessage?: (message: JSONRPCMessage) => void
  /**
   * Input received after the last whole line: the first `heldBytes` of one buffer that doubles as it
   * fills, so that what is held costs at most twice the limit (a Buffer per chunk cost hundreds of bytes
   * apiece: 500 MB for a line trickled a byte at a time) and copying stays linear.
   */
  private held = Buffer.alloc(0)
  private heldBytes = 0

  /** Input held past `maxBytes` while waiting for a line's end closes the transport, as the SDK's does. */
  constructor(
    private readonly input: Readable,
    private readonly output: Writable,
    private readonly maxBytes: number,
    /** Which methods the server answers: a request refused for its params is told -32601 for another. */
    private readonly answered: (method: string) => boolean,
  ) {}

  async start(): Promise<void> {
    this.input.on('data', this.received)
    this.input.on('error', this.failed)
  }

  send(message: JSONRPCMessage): Promise<void> {
    return new Promise((resolve) => {
      if (this.output.write(serializeMessage(message))) resolve()
      else this.output.once('drain', resolve)
    })
  }

  async close(): Promise<void> {
    this.input.off('data', this.received)
    this.input.off('error', this.failed)
    this.input.pause()
    this.held = Buffer.alloc(0)
    this.heldBytes = 0
    this.onclose?.()
  }

  private readonly failed = (error: Error) => this.onerror?.(error)

  // The SDK counts what it holds with each chunk, before looking for a line's end: so does this.
  // Each chunk is searched once, and what is held is copied once more on average (the buffer doubles),
  // so a line trickled a byte at a time costs its length, not its length squared (the SDK's buffer
  // copied all it held with every chunk).
  private readonly received = (chunk: Buffer) => {
    if (this.heldBytes + chunk.length > this.maxBytes) {
      void this.close()
      return
    }
    let start = 0
    for (let end = chunk.indexOf(NEWLINE); end !== -1; end = chunk.indexOf(NEWLINE, start)) {
      const tail = chunk.subarray(start, end)
      const line = this.heldBytes === 0 ? tail : Buffer.concat([this.held.subarray(0, this.heldBytes), tail])
      this.heldBytes = 0
      start = end + 1
      this.read(line.toString('utf8').replace(/\r$/, ''))
    }
    if (start < chunk.length) this.hold(chunk.subarray(start))
  }

  /** Appends to what is held, doubling the buffer when it is full. */
  private hold(bytes: Buffer): void {
    const needed = this.heldBytes + bytes.length
    if (needed > this.held.length) {
      const grown = Buffer.allocUnsafe(Math.max(needed, 2 * this.held.length, 256))
      this.held.copy(grown, 0, 0, this.heldBytes)
      this.held = grown
    }
    bytes.copy(this.held, this.heldBytes)
    this.heldBytes = needed
  }

  private read(line: string): void {
    let value: unknown
    try {
      value = JSON.parse(line)
    } catch {
      this.refuse(null, { code: RPC.parseError, message: MESSAGES.lineNotJson })
      return
    }
    const parsed = JSONRPCMessageSchema.safeParse(value)
    if (!parsed.success) {
      const { id, error } = Array.isArray(value) ? BATCH : refusedMessage(value, MESSAGES.lineNotAMessage, this.answered)
      this.refuse(id, error)
      return
    }
    try {
      this.onmessage?.(parsed.data)
    } catch (error) {
      this.onerror?.(error as Error) // as the SDK's: the next line is read all the same
    }
  }

  /** JSON-RPC 2.0: the id is null when it cannot be read. */
  private refuse(id: RequestId | null, error: RpcErrorBody): void {
    const message = { jsonrpc: '2.0', id, error } as JSONRPCMessage
    this.send(message).catch(() => {}) // stdout gone: the process ends with stdin
  }
}
