/**
 * Results every request shares: their JSON made once, and a large one's answer sent in pieces of its
 * kept bytes, each answer the same text JSON.stringify would make.
 */
import { expect, test } from 'bun:test'
import { answerBody, sharedResult } from '../../server/mcp/shared-results.ts'

const text = async (body: string | ReadableStream<Uint8Array>) => (typeof body === 'string' ? body : new Response(body).text())

test('a shared result is serialized once: a change after its first answer is not seen; any other result is made anew', async () => {
  const shared = sharedResult({ tools: ['a'] })
  expect(await text(answerBody(shared, 1))).toBe(JSON.stringify({ result: { tools: ['a'] }, jsonrpc: '2.0', id: 1 }))
  shared.tools.push('b')
  expect(await text(answerBody(shared, 'x'))).toBe(JSON.stringify({ result: { tools: ['a'] }, jsonrpc: '2.0', id: 'x' }))
  const fresh = { tools: ['a'] }
  await text(answerBody(fresh, 1))
  fresh.tools.push('b')
  expect(await text(answerBody(fresh, 2))).toBe(JSON.stringify({ result: fresh, jsonrpc: '2.0', id: 2 }))
})

test('over 64 KB, a shared answer is pieces of 16 KiB or less, the same text each time (the kept bytes never detached)', async () => {
  // Not ASCII alone: a character's bytes may fall on either side of a piece's end.
  const contents = { contents: [{ uri: 'u', text: 'é"\n'.repeat(40_000) }] }
  const shared = sharedResult(contents)
  for (const id of [1, 2, 'three']) {
    const body = answerBody(shared, id)
    expect(body).toBeInstanceOf(ReadableStream)
    const pieces: Uint8Array[] = []
    const reader = (body as ReadableStream<Uint8Array>).getReader()
    for (let next = await reader.read(); !next.done; next = await reader.read()) pieces.push(next.value)
    expect(Math.max(...pieces.map((p) => p.byteLength))).toBeLessThanOrEqual(16 * 1024)
    expect(new TextDecoder().decode(Buffer.concat(pieces))).toBe(JSON.stringify({ result: contents, jsonrpc: '2.0', id }))
  }
  expect(typeof answerBody(sharedResult({ contents: [{ uri: 'u', text: 'small' }] }), 1)).toBe('string')
})
