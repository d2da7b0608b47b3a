/** The stdio transport's line reading, in process: what a client trickling its input costs the server. */

import { heapStats } from 'bun:jsc'
import { expect, spyOn, test } from 'bun:test'
import { PassThrough } from 'node:stream'
import type { JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js'
import { StdioTransport } from '../../server/mcp/stdio-transport.ts'

const MIB = 1024 * 1024

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
  // What is copied, counted rather than timed: joining the held chunks once copies the line once.
  let copied = 0
  const concat = Buffer.concat
  const spy = spyOn(Buffer, 'concat').mockImplementation((list, length) => {
    const joined = concat(list, length)
    copied += joined.length
    return joined
  })
  for (let i = 0; i < bytes.length; i++) input.write(bytes.subarray(i, i + 1))
  await Bun.sleep(0)
  spy.mockRestore()
  expect(received).toHaveLength(1)
  expect((received[0] as { id: number }).id).toBe(1)
  expect(copied).toBeLessThanOrEqual(2 * bytes.length)
}, 60_000)

test('lines in one chunk, and a line split across chunks at a CRLF, are each read once', async () => {
  const input = new PassThrough()
  const transport = new StdioTransport(input, new PassThrough(), MIB, () => true)
  const ids: unknown[] = []
  transport.onmessage = (message) => ids.push((message as { id: unknown }).id)
  await transport.start()
  const ping = (id: number) => JSON.stringify({ jsonrpc: '2.0', id, method: 'ping' })
  input.write(`${ping(1)}\n${ping(2)}\r\n${ping(3).slice(0, 10)}`)
  input.write(`${ping(3).slice(10)}\r`)
  input.write('\n')
  await Bun.sleep(0)
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
