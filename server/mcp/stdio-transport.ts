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
import { MAX_JSON_NESTING, NESTING_CHECKED_ABOVE_CHARS } from '../../api/limits.ts'
import { nestsDeeperThan } from '../http/json-depth.ts'
import { ASSUMED_REVISION, batchRefusal, memberRefusal } from './batch.ts'
import { refusedMessage } from './message-shape.ts'
import { MESSAGES, RPC, type RpcErrorBody } from './rpc-errors.ts'
import { isRequest } from './server.ts'

const NEWLINE = 0x0a

/** What `awaited` holds while a line of ours (a refusal, a batch's answers) is written out. */
const WRITING = Symbol('writing')

/**
 * A cancellation, read a line at a time, is for a request already answered or not yet read: MCP lets
 * a receiver ignore it then, and passed on it would abort the next request of its id, which the SDK
 * then leaves unanswered (and the next line unread for good).
 */
const isCancellation = (m: JSONRPCMessage) => 'method' in m && !('id' in m) && m.method === 'notifications/cancelled'
/** A message that answers a request (a result or an error). */
const answerId = (m: JSONRPCMessage): RequestId | undefined => ('result' in m || 'error' in m ? (m.id as RequestId) : undefined)

export class StdioTransport implements Transport {
  onclose?: () => void
  onerror?: (error: Error) => void
  onmessage?: (message: JSONRPCMessage) => void
  /**
   * Input received and not yet read, bytes `first` to `end` of one buffer that doubles as it fills,
   * so that what is held costs at most twice the limit (a Buffer per chunk cost hundreds of bytes
   * apiece: 500 MB for a line trickled a byte at a time) and copying stays linear. No line's end
   * lies before `scanned`.
   */
  private held = Buffer.alloc(0)
  private first = 0
  private end = 0
  private scanned = 0
  /**
   * The request whose answer is awaited, or a line of ours not yet written out: the next line is read
   * only then. One line at a time, each answer written before the next is read, so a client that
   * sends and never reads fills its pipe, not this process (answers queued for a client that never
   * read grew the process past 1.2 GB in two seconds, 1.8 GB in an audit's run).
   */
  private awaited: RequestId | typeof WRITING | null = null
  /** Closed: an answer written out afterwards reads nor resumes nothing. */
  private closed = false
  /** The input has ended: what is held after the last newline is the last line. */
  private ended = false
  /** The revision initialize negotiated, which says whether a batch is answered (batch.ts). */
  private revision = ASSUMED_REVISION
  /** The id of the request awaiting its answer when that request is initialize. */
  private initializing: RequestId | undefined
  /** The batch being read: its members, the next to read, and the answers so far, written out together at its end. */
  private batch: { members: unknown[]; next: number; answers: JSONRPCMessage[] } | undefined

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
    this.input.on('end', this.inputEnded)
    this.input.on('error', this.failed)
  }

  send(message: JSONRPCMessage): Promise<void> {
    const answered = this.awaited !== null && answerId(message) === this.awaited
    if (answered && this.awaited === this.initializing && 'result' in message) this.revision = String(message.result.protocolVersion)
    if (answered && this.batch !== undefined) {
      this.batch.answers.push(message)
      this.awaited = null
      // Not from within the SDK's send: the next member reaches the server once this call has returned.
      queueMicrotask(() => {
        this.readMembers()
        this.readLines()
      })
      return Promise.resolve()
    }
    return new Promise((resolve) => {
      // Resolved once written out: a client that does not read holds this, and with it the next line.
      this.output.write(serializeMessage(message), () => {
        resolve()
        if (answered) this.next()
      })
    })
  }

  async close(): Promise<void> {
    this.input.off('data', this.received)
    this.input.off('end', this.inputEnded)
    this.input.off('error', this.failed)
    this.input.pause()
    this.held = Buffer.alloc(0)
    this.closed = true
    this.first = this.end = this.scanned = 0
    this.onclose?.()
  }

  private readonly failed = (error: Error) => this.onerror?.(error)

  /** A client may end its input without a newline after the last message: it is answered all the same. */
  private readonly inputEnded = () => {
    this.ended = true
    this.readLines()
  }

  // The SDK counts what it holds with each chunk, before looking for a line's end: so does this.
  private readonly received = (chunk: Buffer) => {
    if (this.end - this.first + chunk.length > this.maxBytes) {
      void this.close()
      return
    }
    this.hold(chunk)
    this.readLines()
  }

  /** The answer awaited is written out: read on. */
  private next(): void {
    this.awaited = null
    this.readLines()
  }

  /**
   * Reads the lines held until one awaits its answer, and pauses the input meanwhile. Each byte is
   * searched for a line's end once (`scanned`), so a line trickled a byte at a time costs its length,
   * not its length squared (the SDK's buffer copied all it held with every chunk).
   */
  private readLines(): void {
    if (this.closed) return
    while (this.awaited === null) {
      const at = this.held.subarray(this.scanned, this.end).indexOf(NEWLINE)
      const lineEnd = at !== -1 ? this.scanned + at : this.ended && this.first < this.end ? this.end : -1
      if (lineEnd === -1) {
        this.scanned = this.end
        break
      }
      const line = this.held.toString('utf8', this.first, lineEnd).replace(/\r$/, '')
      this.first = this.scanned = lineEnd + 1
      if (this.first >= this.end) this.first = this.end = this.scanned = 0
      this.read(line)
    }
    if (this.awaited === null) this.input.resume()
    else this.input.pause()
  }

  /**
   * Appends to what is held. When the buffer is full, what is held moves to its front, or to the
   * front of one twice as large when it would fill more than half: either way as many bytes must
   * arrive as were moved before the next move, so copying stays linear, and the buffer's size
   * grows with the most held at once (never shrinking), not with what has passed through.
   */
  private hold(bytes: Buffer): void {
    const kept = this.end - this.first
    if (this.end + bytes.length > this.held.length) {
      const target =
        2 * (kept + bytes.length) <= this.held.length ? this.held : Buffer.allocUnsafe(Math.max(2 * (kept + bytes.length), 256))
      this.held.copy(target, 0, this.first, this.end)
      this.held = target
      this.scanned -= this.first
      this.first = 0
      this.end = kept
    }
    bytes.copy(this.held, this.end)
    this.end += bytes.length
  }

  private read(line: string): void {
    // As over HTTP: nesting is refused before parsing (a 1 MiB line of brackets took 100 ms and 100 MB to parse).
    if (line.length > NESTING_CHECKED_ABOVE_CHARS && nestsDeeperThan(line, MAX_JSON_NESTING)) {
      this.refuse(null, { code: RPC.invalidRequest, message: MESSAGES.tooDeep })
      return
    }
    let value: unknown
    try {
      value = JSON.parse(line)
    } catch {
      this.refuse(null, { code: RPC.parseError, message: MESSAGES.lineNotJson })
      return
    }
    if (!Array.isArray(value)) {
      const refusal = this.pass(value, MESSAGES.lineNotAMessage)
      if (refusal !== undefined) this.write(refusal)
      return
    }
    const refused = batchRefusal(value, this.revision, MESSAGES.lineBatch)
    if (refused !== undefined) {
      this.refuse(null, refused)
      return
    }
    this.batch = { members: value, next: 0, answers: [] }
    this.readMembers()
  }

  /**
   * Passes a message on to the server, or returns its refusal: JSON-RPC 2.0 answers with the id
   * when it can be read, and `notAMessage` to null otherwise.
   */
  private pass(value: unknown, notAMessage: string): JSONRPCMessage | undefined {
    const parsed = JSONRPCMessageSchema.safeParse(value)
    if (!parsed.success) {
      const { id, error } = refusedMessage(value, notAMessage, this.answered)
      return { jsonrpc: '2.0', id, error } as JSONRPCMessage
    }
    if (isCancellation(parsed.data)) return undefined
    if (isRequest(parsed.data)) {
      this.awaited = parsed.data.id
      this.initializing = parsed.data.method === 'initialize' ? parsed.data.id : undefined
    }
    try {
      this.onmessage?.(parsed.data)
    } catch (error) {
      this.awaited = null // no answer will come; as the SDK's, the next line is read all the same
      this.onerror?.(error as Error)
    }
    return undefined
  }

  /**
   * Reads the batch's members in turn, each once the last is answered, as lines are: a batch costs
   * what its messages sent one a line would. At its end, the answers are written out as one line.
   */
  private readMembers(): void {
    const batch = this.batch!
    while (this.awaited === null && batch.next < batch.members.length) {
      const member = batch.members[batch.next++]
      const refusal = memberRefusal(member) ?? this.pass(member, MESSAGES.batchMember)
      if (refusal !== undefined) batch.answers.push(refusal as JSONRPCMessage)
    }
    if (this.awaited !== null) return
    this.batch = undefined
    if (batch.answers.length > 0) this.write(batch.answers)
  }

  /** JSON-RPC 2.0: the id is null when it cannot be read. */
  private refuse(id: RequestId | null, error: RpcErrorBody): void {
    this.write({ jsonrpc: '2.0', id, error } as JSONRPCMessage)
  }

  /** A message or a batch's answers of ours, as one line, written out before the next line is read. */
  private write(message: JSONRPCMessage | JSONRPCMessage[]): void {
    this.awaited = WRITING
    this.output.write(`${JSON.stringify(message)}\n`, () => this.next())
  }
}
