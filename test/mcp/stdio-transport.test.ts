/** The stdio transport's line reading, in process: what a client trickling its input costs the server. */

import { heapStats } from 'bun:jsc'
import { expect, spyOn, test } from 'bun:test'
import { PassThrough } from 'node:stream'
import type { JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js'
import { MESSAGES } from '../../server/mcp/rpc-errors.ts'
import { StdioTransport } from '../../server/mcp/stdio-transport.ts'

const MIB = 1024 * 1024
const ping = (id: number) => JSON.stringify({ jsonrpc: '2.0', id, method: 'ping' })

/** A transport whose server answers each request at once, as the SDK's does, and says which it received. */
function answering(input: PassThrough, output: PassThrough) {
  const transport = Object.assign(new StdioTransport(input, output, MIB, () => true), { onRequest: (_id: unknown) => {} })
  transport.onmessage = (message) => {
    const { id } = message as { id: number }
    transport.onRequest(id)
    void transport.send({ jsonrpc: '2.0', id, result: {} })
  }
  return transport
}

test('a line sent a byte at a time is read once whole, at a cost linear in its length', async () => {
  const input = new PassThrough()
  const transport = new StdioTransport(input, new PassThrough(), MIB, () => true)
  const received: JSONRPCMessage[] = []
  transport.onmessage = (message) => received.push(message)
  await transport.start()
  // A ping carrying 40 KB of padding in its _meta, then a newline: 40,000 chunks of one byte. Copying all
  // that is held with every chunk, as the SDK's buffer did, would copy some 800 MB before the line ends.
  const line = `${JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'ping', params: { _meta: { pad: 'x'.repeat(40_000) } } })}\n`
  const bytes = Buffer.from(line)
  // What is copied, counted rather than timed: each byte once into the buffer, and about once more as it
  // grows by doubling (a buffer grown by each chunk's length, or joined anew with each, copies n²/2).
  let copied = 0
  const copy = Buffer.prototype.copy
  const spy = spyOn(Buffer.prototype, 'copy').mockImplementation(function (this: Buffer, ...args: Parameters<Buffer['copy']>) {
    const n = copy.apply(this, args)
    copied += n
    return n
  })
  for (let i = 0; i < bytes.length; i++) input.write(bytes.subarray(i, i + 1))
  await Bun.sleep(0)
  spy.mockRestore()
  expect(received).toHaveLength(1)
  expect((received[0] as { id: number }).id).toBe(1)
  expect(copied).toBeGreaterThanOrEqual(bytes.length)
  expect(copied).toBeLessThanOrEqual(3 * bytes.length)
}, 60_000)

test('lines in one chunk, and a line split across chunks at a CRLF, are each read once', async () => {
  const input = new PassThrough()
  const transport = answering(input, new PassThrough().resume())
  const ids: unknown[] = []
  transport.onRequest = (id) => ids.push(id)
  await transport.start()
  input.write(`${ping(1)}\n${ping(2)}\r\n${ping(3).slice(0, 10)}`)
  input.write(`${ping(3).slice(10)}\r`)
  input.write('\n')
  await Bun.sleep(10)
  expect(ids).toEqual([1, 2, 3])
})

test('what is held of a line not yet ended costs about its length, however it was cut into chunks', async () => {
  const input = new PassThrough()
  const transport = new StdioTransport(input, new PassThrough(), MIB, () => true)
  await transport.start()
  const heap = () => {
    Bun.gc(true)
    return heapStats().heapSize
  }
  const before = heap()
  // 500,000 bytes a byte at a time, no line's end yet: held as one buffer, not as 500,000 objects (some 100 MB).
  const bytes = Buffer.alloc(500_000, 'x')
  for (let i = 0; i < bytes.length; i++) input.write(bytes.subarray(i, i + 1))
  await Bun.sleep(0)
  expect(heap() - before).toBeLessThan(20 * MIB)
  await transport.close()
}, 60_000)

test('the next line is read once the answer to this one is written out: a client that never reads fills its pipe, not the server', async () => {
  const input = new PassThrough()
  // Written out as far as its 1 KB buffer allows, then held: a client that stopped reading.
  const output = new PassThrough({ highWaterMark: 1024, readableHighWaterMark: 1024 })
  const transport = answering(input, output)
  const ids: number[] = []
  transport.onRequest = (id) => ids.push(id as number)
  await transport.start()
  input.write(Array.from({ length: 2000 }, (_, i) => `${ping(i)}\n`).join(''))
  await Bun.sleep(20)
  const answeredWhileBlocked = ids.length
  expect(answeredWhileBlocked).toBeLessThan(100)
  expect(input.isPaused()).toBe(true)
  // The client reads again: every line is answered, in order.
  output.resume()
  await Bun.sleep(50)
  expect(ids).toEqual(Array.from({ length: 2000 }, (_, i) => i))
  expect(input.isPaused()).toBe(false)
})

test('a refusal of ours is written out before the next line is read, as an answer is', async () => {
  const input = new PassThrough()
  const output = new PassThrough({ highWaterMark: 1024, readableHighWaterMark: 1024 })
  const transport = answering(input, output)
  await transport.start()
  input.write('not json\n'.repeat(2000))
  await Bun.sleep(20)
  // Each refusal is about 130 bytes: the buffers hold a few dozen, and the rest of the input waits unread.
  expect(output.readableLength + output.writableLength).toBeLessThan(20_000)
  let refusals = 0
  output.on('data', (chunk: Buffer) => {
    refusals += chunk.toString().split('\n').length - 1
  })
  await Bun.sleep(50)
  expect(refusals).toBeGreaterThan(1900)
})

test('a cancellation is not passed on: read a line at a time, it is for a request answered or not yet read', async () => {
  const input = new PassThrough()
  const transport = answering(input, new PassThrough().resume())
  const seen: string[] = []
  const answer = transport.onmessage!
  transport.onmessage = (message) => {
    seen.push('method' in message ? message.method : 'answer')
    answer(message)
  }
  const ids: unknown[] = []
  transport.onRequest = (id) => ids.push(id)
  await transport.start()
  // Passed on, the SDK would abort request 5 as it arrived and never answer it, and line 3 would wait for good.
  input.write(`{"jsonrpc":"2.0","method":"notifications/cancelled","params":{"requestId":5}}\n${ping(5)}\n${ping(6)}\n`)
  await Bun.sleep(10)
  expect(seen).toEqual(['ping', 'ping'])
  expect(ids).toEqual([5, 6])
})

test('a line nesting deeper than HTTP allows is refused before it is parsed, as over HTTP; the next is read', async () => {
  const input = new PassThrough()
  const output = new PassThrough()
  const transport = answering(input, output)
  const ids: unknown[] = []
  transport.onRequest = (id) => ids.push(id)
  await transport.start()
  const deep = `{"jsonrpc":"2.0","id":1,"method":"ping","params":{"_meta":{"x":${'['.repeat(2000)}${']'.repeat(2000)}}}}`
  input.write(`${deep}\n${ping(2)}\n`)
  await Bun.sleep(10)
  const written = output
    .read()
    .toString()
    .trim()
    .split('\n')
    .map((line: string) => JSON.parse(line))
  expect(written[0]).toEqual({ jsonrpc: '2.0', id: null, error: { code: -32600, message: MESSAGES.tooDeep } })
  expect(ids).toEqual([2])
})

test("a batch's members reach the server one at a time, each once the last is answered; their answers leave as one line, before the next line is read", async () => {
  const input = new PassThrough()
  const output = new PassThrough()
  const transport = new StdioTransport(input, output, MIB, () => true)
  const received: unknown[] = []
  transport.onmessage = (message) => received.push((message as { id: number }).id)
  await transport.start()
  input.write(`[${ping(1)},${ping(2)}]\n${ping(3)}\n`)
  await Bun.sleep(10)
  expect(received).toEqual([1])
  await transport.send({ jsonrpc: '2.0', id: 1, result: {} })
  await Bun.sleep(10)
  expect(received).toEqual([1, 2])
  expect(output.read()).toBeNull()
  await transport.send({ jsonrpc: '2.0', id: 2, result: {} })
  await Bun.sleep(10)
  expect(received).toEqual([1, 2, 3])
  expect(output.read().toString()).toBe(`${JSON.stringify([1, 2].map((id) => ({ jsonrpc: '2.0', id, result: {} })))}\n`)
})
