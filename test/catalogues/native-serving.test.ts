/**
 * CATALOGUE_SERVING=native over a real socket: Bun sends the identity bytes itself, with the
 * same validators, and everything that is not a GET or HEAD still reaches the app.
 */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { DOCS_PATH, OPENAPI_PATH } from '../../api/paths.ts'
import { type Running, startServer, stopAndRead } from '../support/process.ts'
import { get } from './support.ts'

const PATH = '/api/v1/summaries'
const bytes = async (r: Response) => new Uint8Array(await r.arrayBuffer())

/** HEAD: a 200 with the validator of GET, and no body. */
async function expectHeadAlone(server: Running, etag: string) {
  const head = await fetch(`${server.url}${PATH}`, { method: 'HEAD' })
  expect(head.status).toBe(200)
  expect(head.headers.get('etag')).toBe(etag)
  expect((await bytes(head)).byteLength).toBe(0)
}

describe('catalogues as native static routes (CATALOGUE_SERVING=native)', () => {
  let server: Running
  beforeAll(async () => {
    server = await startServer([process.execPath, 'server/main.ts'], { CATALOGUE_SERVING: 'native', ACCESS_LOG: 'on' })
  })
  afterAll(() => server.proc.kill())

  test('GET: the identity bytes and headers of the negotiated route, without Vary, whatever the client accepts', async () => {
    const negotiated = await get(PATH)
    const native = await fetch(`${server.url}${PATH}`, { headers: { 'accept-encoding': 'br, gzip' }, decompress: false })
    expect(native.status).toBe(200)
    expect(native.headers.get('content-encoding')).toBeNull()
    expect(native.headers.get('vary')).toBeNull()
    for (const name of ['etag', 'content-type', 'cache-control', 'link', 'access-control-allow-origin', 'x-content-type-options']) {
      expect([name, native.headers.get(name)]).toEqual([name, negotiated.headers.get(name)])
    }
    expect(await bytes(native)).toEqual(await bytes(negotiated))
  })

  test('If-None-Match gets 304 with the validators; HEAD gets the headers alone', async () => {
    const etag = (await fetch(`${server.url}${PATH}`)).headers.get('etag')!
    const again = await fetch(`${server.url}${PATH}`, { headers: { 'if-none-match': `W/${etag}` } })
    expect(again.status).toBe(304)
    expect(again.headers.get('etag')).toBe(etag)
    expect(again.headers.get('cache-control')).toBe('public, max-age=300')
    await expectHeadAlone(server, etag)
  })

  test('other methods still get the app: 405 with Allow, and the CORS preflight', async () => {
    const post = await fetch(`${server.url}${PATH}`, { method: 'POST' })
    expect(post.status).toBe(405)
    expect(post.headers.get('content-type')).toBe('application/problem+json')
    expect(post.headers.get('allow')).toBe('GET, HEAD, OPTIONS')
    const preflight = await fetch(`${server.url}${PATH}`, {
      method: 'OPTIONS',
      headers: { origin: 'https://a.example', 'access-control-request-method': 'GET' },
    })
    expect(preflight.status).toBe(204)
  })

  test('/openapi.json and /docs, made on their first request, have no fixed answer: they stay negotiated', async () => {
    for (const path of [OPENAPI_PATH, DOCS_PATH]) {
      const r = await fetch(`${server.url}${path}`, { headers: { 'accept-encoding': 'br' }, decompress: false })
      expect([path, r.status, r.headers.get('content-encoding'), r.headers.get('vary')]).toEqual([path, 200, 'br', 'accept-encoding'])
      await r.arrayBuffer()
    }
  })

  test('the calculators are unchanged and logged; native catalogue requests make no log line', async () => {
    expect((await fetch(`${server.url}/api/bmi-calculator?weightKg=80&heightCm=180`)).status).toBe(200)
    const routes = (await stopAndRead(server)).requests.map((l) => `${l.method} ${l.route}`)
    expect(routes).toContain('GET /api/bmi-calculator')
    expect(routes).toContain(`POST ${PATH}`)
    expect(routes).not.toContain(`GET ${PATH}`)
    expect(routes).not.toContain(`HEAD ${PATH}`)
  })
})

describe('catalogues over a socket by default (negotiated)', () => {
  let server: Running
  beforeAll(async () => {
    server = await startServer([process.execPath, 'server/main.ts'], { ACCESS_LOG: 'on' })
  })
  afterAll(() => server.proc.kill())

  test('brotli for a client that accepts it; every request gets the whole body, not only the first', async () => {
    const expected = await bytes(await get(PATH, { 'accept-encoding': 'br' }))
    for (let i = 0; i < 3; i++) {
      const r = await fetch(`${server.url}${PATH}`, { headers: { 'accept-encoding': 'br' }, decompress: false })
      expect(r.headers.get('content-encoding')).toBe('br')
      expect(r.headers.get('vary')).toBe('accept-encoding')
      expect(await bytes(r)).toEqual(expected)
    }
  })

  test('If-None-Match gets 304 with the validators, every time; HEAD gets the headers alone and its own log line', async () => {
    const etag = (await fetch(`${server.url}${PATH}`)).headers.get('etag')!
    for (let i = 0; i < 2; i++) {
      const again = await fetch(`${server.url}${PATH}`, { headers: { 'if-none-match': etag } })
      expect(again.status).toBe(304)
      expect(again.headers.get('etag')).toBe(etag)
      expect(again.headers.get('vary')).toBe('accept-encoding')
    }
    await expectHeadAlone(server, etag)
    const lines = (await stopAndRead(server)).requests.filter((l) => l.route === PATH)
    // This test's four requests come last.
    expect(lines.slice(-4).map((l) => `${l.method} ${l.status}`)).toEqual(['GET 200', 'GET 304', 'GET 304', 'HEAD 200'])
  })
})
