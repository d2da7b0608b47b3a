/**
 * The document and the reference page are answered as the built files are: compressed when the
 * client takes it (the same bytes once decoded), with an ETag that a revalidation matches, from one
 * body prepared on the first request (test/hardening/unread-responses.test.ts shows why).
 */
import { describe, expect, spyOn, test } from 'bun:test'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import * as documentModule from '../../api/openapi/document.ts'
import { DOCS_PATH, OPENAPI_PATH } from '../../api/paths.ts'
import { madeOnFirstRequest } from '../../server/routes/openapi.ts'
import { inMemoryFile } from '../../server/static/in-memory.ts'
import { send, testApp } from './support/http.ts'

const BASE_URL = 'https://metrics.example.org'
const app = testApp(BASE_URL)
const get = (target: string, headers: Record<string, string> = {}) => send(app, { method: 'GET', target, headers })
const bytes = async (response: Response) => new Uint8Array(await response.arrayBuffer())

describe('the OpenAPI document and /docs, as files', () => {
  test('/openapi.json in brotli and gzip decodes to the identity answer, the document itself', async () => {
    const identity = await get(OPENAPI_PATH)
    expect(identity.headers.get('content-encoding')).toBeNull()
    const plain = await bytes(identity)
    expect(JSON.parse(new TextDecoder().decode(plain))).toEqual(JSON.parse(JSON.stringify(documentModule.buildOpenApi(BASE_URL))))
    const br = await get(OPENAPI_PATH, { 'accept-encoding': 'br' })
    expect(br.headers.get('content-encoding')).toBe('br')
    expect(brotliDecompressSync(await bytes(br))).toEqual(Buffer.from(plain))
    const gzip = await get(OPENAPI_PATH, { 'accept-encoding': 'gzip' })
    expect(gzip.headers.get('content-encoding')).toBe('gzip')
    expect(gunzipSync(await bytes(gzip))).toEqual(Buffer.from(plain))
    expect(identity.headers.get('vary')).toBe('accept-encoding')
  })

  test('/docs keeps its type and Content-Security-Policy in every variant, and a matching ETag gets a 304', async () => {
    for (const coding of ['identity', 'gzip', 'br']) {
      const response = await get(DOCS_PATH, { 'accept-encoding': coding })
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8')
      expect(response.headers.get('content-security-policy')).toContain("default-src 'none'")
      const etag = response.headers.get('etag')!
      expect(etag).toMatch(/^"[\w-]{22}"$/)
      const again = await get(DOCS_PATH, { 'accept-encoding': coding, 'if-none-match': etag })
      expect(again.status).toBe(304)
      expect(await again.text()).toBe('')
    }
  })
})

describe("the real routes' first requests", () => {
  test('the document and /docs, asked together of a fresh app, are made from one document, once', async () => {
    const built = spyOn(documentModule, 'buildOpenApi')
    try {
      const fresh = testApp(BASE_URL)
      const first = await Promise.all(
        [OPENAPI_PATH, DOCS_PATH, OPENAPI_PATH, DOCS_PATH].map((target) => send(fresh, { method: 'GET', target, headers: {} })),
      )
      expect(first.map((r) => r.status)).toEqual([200, 200, 200, 200])
      expect(built).toHaveBeenCalledTimes(1)
      const tags = first.map((r) => r.headers.get('etag'))
      expect([tags[0] === tags[2], tags[1] === tags[3], tags[0] === tags[1]]).toEqual([true, true, false])
    } finally {
      built.mockRestore()
    }
  })
})

describe('a document made on its first request', () => {
  const file = inMemoryFile('/made.json', '{"made":true}', { 'content-type': 'application/json' })
  const ask = (route: ReturnType<typeof madeOnFirstRequest>) => route.handle(new Request('http://localhost/made.json'), (r) => r)

  test('requests that come while it is made wait for that one making', async () => {
    let makings = 0
    const route = madeOnFirstRequest('/made.json', async () => {
      makings++
      await Bun.sleep(5)
      return file
    })
    const answers = await Promise.all([ask(route), ask(route), ask(route)])
    expect([answers.map((r) => r.status), makings]).toEqual([[200, 200, 200], 1])
  })

  test('a making that fails is answered 500 and not kept: the next request makes it again', async () => {
    let makings = 0
    const route = madeOnFirstRequest('/made.json', async () => {
      makings++
      if (makings === 1) throw new Error('the first making fails')
      return file
    })
    const first = await ask(route)
    expect([first.status, first.headers.get('content-type')]).toEqual([500, 'application/problem+json'])
    const second = await ask(route)
    expect([second.status, await second.text(), makings]).toEqual([200, '{"made":true}', 2])
    // Made once: later requests are answered synchronously, without making it again.
    expect(ask(route)).toBeInstanceOf(Response)
    expect(makings).toBe(2)
  })
})
