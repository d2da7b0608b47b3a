/**
 * A page's fixed text encoded and compressed once, a request's parts around it: the same bytes
 * as the text joined whole, in UTF-8 and in a gzip member any decoder reads (node's zlib here;
 * the browser suite loads every page compressed in Chromium).
 */
import { describe, expect, test } from 'bun:test'
import { gunzipSync } from 'node:zlib'
import { DocumentTemplate, SLOT, utf8 } from '../../site/document-template.ts'
import { get } from '../catalogues/support.ts'
import { pageExamples } from './support.ts'

const decode = (bytes: Uint8Array) => new TextDecoder().decode(bytes)

describe('a template filled', () => {
  const template = new DocumentTemplate(`<!doctype html><p title="${SLOT}">Choose… ${SLOT}</p><footer>×</footer>`, 2)

  test('UTF-8 and gzip: the text as if joined whole, with pieces encoded once or per request, short or long', () => {
    const long = 'x−'.repeat(3000)
    for (const [query, pieces] of [
      ['a=1&amp;b=2', ['form ', utf8('fixed … '), 'result']],
      ['', []],
      [long, [long, utf8(long)]],
    ] as const) {
      const expected = `<!doctype html><p title="${query}">Choose… ${pieces.map((p) => (typeof p === 'string' ? p : decode(p))).join('')}</p><footer>×</footer>`
      const body = template.fill([[query], pieces])
      expect(decode(body.utf8())).toBe(expected)
      expect(decode(body.utf8ForResponse())).toBe(expected)
      expect(decode(gunzipSync(body.gzip()))).toBe(expected)
    }
  })

  test("a Response made of the scratch space's bytes keeps them when the next page reuses that space", async () => {
    const response = new Response(template.fill([['one'], ['first']]).utf8ForResponse())
    template.fill([['two'], ['later']]).utf8ForResponse()
    expect(await response.text()).toBe('<!doctype html><p title="one">Choose… first</p><footer>×</footer>')
  })

  test('each answer is its own copy: a later fill does not change an earlier one', () => {
    const first = template.fill([['one'], ['first']]).utf8()
    const firstText = decode(first)
    template.fill([['two'], ['later']]).utf8()
    expect(decode(first)).toBe(firstText)
  })

  test('a page longer than the space set aside for one is put together all the same', () => {
    const huge = 'abc…'.repeat(50_000)
    expect(decode(template.fill([['q'], [huge]]).utf8())).toBe(`<!doctype html><p title="q">Choose… ${huge}</p><footer>×</footer>`)
  })

  test('a fill with the wrong number of slots is refused', () => {
    expect(() => template.fill([['only one']])).toThrow()
  })
})

describe('the result pages', () => {
  test.each(pageExamples.map((e) => [e.target]))('%s: the gzip answer is the identity answer, compressed', async (target) => {
    const identity = await (await get(target, { 'accept-encoding': 'identity' })).text()
    const compressed = await get(target, { 'accept-encoding': 'gzip' })
    expect(compressed.headers.get('content-encoding')).toBe('gzip')
    const bytes = new Uint8Array(await compressed.arrayBuffer())
    expect(decode(gunzipSync(bytes))).toBe(identity)
    // Compressed it is: the page's 20 KB and more come to well under half.
    expect(bytes.length).toBeLessThan(identity.length / 2)
  })
})
