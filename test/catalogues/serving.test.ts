/** How the built files are served: types, validators, negotiation, and nothing else reachable. */
import { describe, expect, test } from 'bun:test'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { publishedDocuments } from '../../api/documents.ts'
import type { Encoding } from '../../api/manifest.ts'
import { pagePaths } from '../../api/pages.ts'
import { DOCS_PATH, OPENAPI_PATH } from '../../api/paths.ts'
import { prefersHtml } from '../../server/http/accept.ts'
import { chooseVariant } from '../../server/static/accept-encoding.ts'
import { ifNoneMatchHits } from '../../server/static/if-none-match.ts'
import { app, get, JSON_CATALOGUE_PATHS, manifest } from './support.ts'

const CONTENT_TYPES: Record<string, string> = {
  '/.well-known/ai-agent.json': 'application/json',
  '/api/v1/entities.json': 'application/ld+json',
  '/api/v1/nutrition-benchmarks.json': 'application/json',
  '/api/v1/summaries': 'application/json',
  '/api/v1/citations': 'application/json',
  '/api/v1/knowledge-objects': 'application/json',
  '/api/v1/dataset-discovery': 'application/ld+json',
  '/knowledge-sitemap.xml': 'application/xml',
  '/llms.txt': 'text/plain; charset=utf-8',
  '/schemas/ai-agent.schema.json': 'application/schema+json',
}

const bytes = async (r: Response) => new Uint8Array(await r.arrayBuffer())
const PATH = '/api/v1/summaries'

describe('content types and caching', () => {
  for (const [path, type] of Object.entries(CONTENT_TYPES)) {
    test(`${path} is ${type}, cacheable, with an ETag`, async () => {
      const r = await get(path)
      expect(r.status).toBe(200)
      expect(r.headers.get('content-type')).toBe(type)
      expect(r.headers.get('cache-control')).toBe('public, max-age=300')
      expect(r.headers.get('etag')).toMatch(/^"[\w-]{22}"$/)
      expect(r.headers.get('vary')).toBe('accept-encoding')
      expect(r.headers.get('x-content-type-options')).toBe('nosniff')
      expect(r.headers.get('access-control-allow-origin')).toBe('*')
    })
  }

  test('exactly the published documents and the pages are built, each document served with its media type and the same bytes every time', async () => {
    expect(new Set(manifest.files.map((f) => f.path))).toEqual(new Set([...publishedDocuments.map((d) => d.path), ...pagePaths]))
    // Each catalogue and its schema, llms.txt, the sitemap, robots.txt, the pages' two scripts and icon.
    expect(publishedDocuments.length).toBe(JSON_CATALOGUE_PATHS.length * 2 + 6)
    for (const doc of publishedDocuments) {
      const [a, b] = [await get(doc.path), await get(doc.path)]
      expect(a.status).toBe(200)
      expect(a.headers.get('content-type')).toBe(doc.mediaType)
      expect(await bytes(a)).toEqual(await bytes(b))
    }
  })
})

describe('content negotiation', () => {
  test('br, then gzip, then identity; each variant decodes to the same bytes', async () => {
    const identity = await get(PATH)
    const plain = await bytes(identity)
    expect(identity.headers.get('content-encoding')).toBeNull()
    const br = await get(PATH, { 'accept-encoding': 'gzip, deflate, br' })
    expect(br.headers.get('content-encoding')).toBe('br')
    expect(new Uint8Array(brotliDecompressSync(await bytes(br)))).toEqual(plain)
    const gz = await get(PATH, { 'accept-encoding': 'gzip' })
    expect(gz.headers.get('content-encoding')).toBe('gzip')
    expect(new Uint8Array(gunzipSync(await bytes(gz)))).toEqual(plain)
    expect(new Set([identity, br, gz].map((r) => r.headers.get('etag'))).size).toBe(3)
  })

  test('q=0 refuses a coding; * accepts the rest', async () => {
    const enc = async (header: string) => (await get(PATH, { 'accept-encoding': header })).headers.get('content-encoding')
    expect(await enc('br;q=0, gzip')).toBe('gzip')
    expect(await enc('gzip;q=0, *')).toBe('br')
    expect(await enc('*;q=0')).toBeNull()
    expect(await enc('br;q=0, gzip;q=0')).toBeNull()
    expect(await enc('identity')).toBeNull()
  })

  test('chooseVariant: order of preference, aliases, malformed weights', () => {
    const variants = [{ encoding: 'br' as const }, { encoding: 'gzip' as const }, { encoding: 'identity' as const }]
    const pick = (h: string | null) => chooseVariant(h, variants).encoding
    expect(pick(null)).toBe('identity')
    expect(pick('')).toBe('identity')
    expect(pick('BR;Q=0.5')).toBe('br')
    expect(pick('x-gzip')).toBe('gzip')
    expect(pick('br;q=abc, gzip;q=0.1')).toBe('gzip')
    expect(pick('identity;q=0')).toBe('identity')
    expect(chooseVariant('br', [{ encoding: 'gzip' as const }, { encoding: 'identity' as const }]).encoding).toBe('identity')
  })

  test("chooseVariant: the client's weights decide, the server's order only breaks ties", () => {
    const variants = [{ encoding: 'br' as const }, { encoding: 'gzip' as const }, { encoding: 'identity' as const }]
    const pick = (h: string) => chooseVariant(h, variants).encoding
    expect(pick('gzip;q=0.5, br;q=0.1')).toBe('gzip')
    expect(pick('br;q=0.5, gzip;q=0.5')).toBe('br')
    expect(pick('gzip, br;q=0.9')).toBe('gzip')
    expect(pick('*;q=0.3, gzip;q=0.2')).toBe('br') // br takes the wildcard's weight
    expect(pick('identity, br;q=0.5')).toBe('identity') // named and weighted higher
    expect(pick('identity;q=0.5, br')).toBe('br')
    expect(pick('br;q=0.5')).toBe('br') // identity unnamed: acceptable, never preferred
  })

  test('chooseVariant remembers each header for any file, and its bounded memory gives the same answers', () => {
    const variants = [{ encoding: 'br' as const }, { encoding: 'gzip' as const }, { encoding: 'identity' as const }]
    const gzipOnly = [{ encoding: 'gzip' as const }, { encoding: 'identity' as const }]
    const cases: [string, Encoding, Encoding][] = [
      ['gzip, deflate, br', 'br', 'gzip'],
      ['br;q=abc, gzip;q=0.1', 'gzip', 'gzip'],
      ['br', 'br', 'identity'],
      ['*;q=0.1, gzip;q=0', 'br', 'identity'],
    ]
    // Many distinct headers in between, so the memory fills and starts again several times.
    for (let i = 0; i < 1000; i++) {
      expect(chooseVariant(`gzip;q=0.5, token-${i}`, variants).encoding).toBe('gzip')
      const [header, full, withoutBr] = cases[i % cases.length]!
      expect([chooseVariant(header, variants).encoding, chooseVariant(header, gzipOnly).encoding]).toEqual([full, withoutBr])
    }
  })
})

describe('conditional requests', () => {
  test('a matching If-None-Match gets 304 with the validators and no body', async () => {
    const first = await get(PATH, { 'accept-encoding': 'br' })
    const etag = first.headers.get('etag')!
    for (const condition of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const again = await get(PATH, { 'accept-encoding': 'br', 'if-none-match': condition })
      expect(again.status).toBe(304)
      expect(again.headers.get('etag')).toBe(etag)
      expect(again.headers.get('cache-control')).toBe('public, max-age=300')
      expect(again.headers.get('vary')).toBe('accept-encoding')
      expect((await bytes(again)).byteLength).toBe(0)
    }
  })

  test("a 304 says nothing its 200 contradicts: a page's Content-Security-Policy is its own, not the API's", async () => {
    // An audit: browsers store a 304's headers over their copy's, and the API's policy on a page's 304
    // blocked its style and script on every visit until the copy expired (test/browser/pages.test.ts).
    // The built files, and the two documents the server prepares itself (/docs, a page, has a policy of its own).
    const paths = [...manifest.files.map((f) => f.path), DOCS_PATH, OPENAPI_PATH]
    expect(paths).toContain('/calculate-deficit')
    // `/` is the home page for a browser (the JSON index has no validators).
    for (const path of paths)
      for (const encoding of ['identity', 'gzip']) {
        const headers = { 'accept-encoding': encoding, ...(path === '/' && { accept: 'text/html' }) }
        const ok = await get(path, headers)
        const again = await get(path, { ...headers, 'if-none-match': ok.headers.get('etag')! })
        expect([path, again.status]).toEqual([path, 304])
        for (const [name, value] of again.headers)
          if (name !== 'date') expect([path, name, value]).toEqual([path, name, ok.headers.get(name)!])
        expect([path, again.headers.get('content-security-policy')]).toEqual([path, ok.headers.get('content-security-policy')])
      }
  })

  test("another variant's ETag does not match", async () => {
    const brTag = (await get(PATH, { 'accept-encoding': 'br' })).headers.get('etag')!
    const plain = await get(PATH, { 'if-none-match': brTag })
    expect(plain.status).toBe(200)
    expect((await bytes(plain)).byteLength).toBeGreaterThan(0)
  })

  test('ifNoneMatchHits uses weak comparison', () => {
    expect(ifNoneMatchHits('W/"a"', '"a"')).toBe(true)
    expect(ifNoneMatchHits('"b" , "a"', '"a"')).toBe(true)
    expect(ifNoneMatchHits('"ab"', '"a"')).toBe(false)
    expect(ifNoneMatchHits('', '"a"')).toBe(false)
  })
})

describe('other methods and paths', () => {
  test('HEAD answers the headers of GET without a body', async () => {
    const r = await get(PATH, { 'accept-encoding': 'gzip' }, 'HEAD')
    expect(r.status).toBe(200)
    expect(r.headers.get('content-encoding')).toBe('gzip')
    expect((await bytes(r)).byteLength).toBe(0)
  })

  test('POST to a catalogue is 405 with Allow', async () => {
    const r = await get(PATH, {}, 'POST')
    expect(r.status).toBe(405)
    expect(r.headers.get('allow')).toContain('GET')
  })

  test('no URL reaches a file that is not a route', async () => {
    const attempts = [
      '/manifest.json',
      '/dist/manifest.json',
      '/api/v1/summaries.json',
      '/api/v1/entities.json.br',
      '/api/v1/../../package.json',
      '/api/v1/%2e%2e/%2e%2e/package.json',
      '/.well-known/..%2f..%2fpackage.json',
      '/schemas/..%5c..%5cpackage.json',
      '/schemas/',
      '/.well-known/',
    ]
    for (const path of attempts) expect({ path, status: (await get(path)).status }).toEqual({ path, status: 404 })
  })
})

describe('the index at the base URL', () => {
  test('answers JSON whose every link, resolved against it, answers 200 (the MCP endpoint to a POSTed ping)', async () => {
    const r = await get('/')
    expect(r.status).toBe(200)
    expect(r.headers.get('content-type')).toBe('application/json')
    const { mcp, ...pages } = (await r.json()).links
    const links = Object.values(pages) as string[]
    expect(links).toContain('/.well-known/ai-agent.json')
    const ping = await app.handle(
      new Request(new URL(mcp, 'http://localhost/'), {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
        body: '{"jsonrpc":"2.0","id":1,"method":"ping"}',
      }),
    )
    expect(ping.status).toBe(200)
    for (const link of links) {
      const target = new URL(link, 'http://localhost/')
      expect({ link, status: (await get(target.pathname)).status }).toEqual({ link, status: 200 })
    }
  })
})

describe('one canonical URL per file', () => {
  test('the file and its trailing-slash form name the same canonical URL, in every encoding', async () => {
    for (const { path } of publishedDocuments) {
      const canonical = `<${manifest.baseUrl}${path}>; rel="canonical"`
      for (const target of [path, `${path}/`]) {
        for (const encoding of ['identity', 'gzip', 'br']) {
          const r = await get(target, { 'accept-encoding': encoding })
          expect(r.status).toBe(200)
          expect(r.headers.get('link')!.split(', ')[0]).toBe(canonical)
        }
      }
    }
  })
})

describe('negotiation headers past 1 KiB are taken as absent, not parsed', () => {
  // Browsers send a few hundred characters; 16 KiB ones cost up to a millisecond to parse on routes never shed.
  const padded = (head: string) => `${head}${', x'.repeat(400)}` // 1,200 characters and more

  test('Accept-Encoding: identity, though it names br first', async () => {
    const response = await get(PATH, { 'accept-encoding': padded('br') })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-encoding')).toBeNull()
    expect(chooseVariant(padded('gzip'), [{ encoding: 'gzip' }, { encoding: 'identity' }] as const).encoding).toBe('identity')
  })

  test('If-None-Match: no match, though it holds the current ETag', async () => {
    const etag = (await get(PATH)).headers.get('etag')!
    expect((await get(PATH, { 'if-none-match': padded(etag) })).status).toBe(200)
    expect((await get(PATH, { 'if-none-match': `${etag}, "x"` })).status).toBe(304)
  })

  test('Accept at the base URL: the JSON index, though it prefers text/html', async () => {
    const response = await get('/', { accept: padded('text/html') })
    expect(response.headers.get('content-type')).toBe('application/json')
    expect(prefersHtml(padded('text/html'))).toBe(false)
    expect(prefersHtml('text/html, application/json;q=0.9')).toBe(true)
  })
})
