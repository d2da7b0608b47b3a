/** The knowledge sitemap: sitemaps.org XML listing every public GET URL, each answered 200. */
import { describe, expect, test } from 'bun:test'
import { create } from 'xmlbuilder2'
import { endpoints } from '../../api/endpoints.ts'
import { exampleRequest } from '../../api/openapi/example-request.ts'
import type { OpenApiDocument } from '../../api/openapi/types.ts'
import { get, getJson, localPath, manifest } from './support.ts'

const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9'

const response = await get('/knowledge-sitemap.xml')
const xml = await response.text()
// A DOM, so entities are decoded as a crawler reads them (the object converter re-escapes text).
const urlset = create(xml).root().node as unknown as Element
const child = (parent: Element, name: string) => parent.getElementsByTagNameNS(NS, name)[0]?.textContent ?? ''
const entries = Array.from(urlset.getElementsByTagNameNS(NS, 'url')).map((url) => ({
  loc: child(url, 'loc'),
  lastmod: child(url, 'lastmod'),
}))

const openapi: OpenApiDocument = await getJson('/openapi.json')
const getEndpoints = endpoints.filter((e) => e.method === 'GET')
/** What the API reference shows as each GET calculator's example request. */
const documentedExamples = getEndpoints.map(({ path }) => exampleRequest(path, 'get', openapi.paths[path]!.get!).target)

describe('knowledge-sitemap.xml', () => {
  test('is application/xml in the sitemaps.org namespace', () => {
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/xml')
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true)
    expect(urlset.namespaceURI).toBe(NS)
    expect(urlset.localName).toBe('urlset')
  })

  test("lists every built document except itself, robots.txt and the pages' scripts and icon, the index at /, /openapi.json, /docs and each GET calculator at its documented example, absolute under BASE_URL", () => {
    const locs = entries.map((e) => e.loc)
    const notContent = ['/knowledge-sitemap.xml', '/robots.txt', '/assets/calculator.js', '/assets/log.js', '/favicon.svg']
    const expected = [
      // The built pages include the home page, which is the index at /.
      ...manifest.files.map((f) => f.path).filter((p) => !notContent.includes(p)),
      '/openapi.json',
      '/docs',
      ...documentedExamples,
    ].map((p) => manifest.baseUrl + p)
    expect(new Set(locs)).toEqual(new Set(expected))
    expect(locs.length).toBe(expected.length)
    for (const e of entries) expect(e.lastmod).toBe(manifest.builtAt)
  })

  test('robots.txt allows everything and names the sitemap by its absolute URL', async () => {
    const robots = await (await get('/robots.txt')).text()
    expect(robots).toBe(`User-agent: *\nAllow: /\nSitemap: ${manifest.baseUrl}/knowledge-sitemap.xml\n`)
  })

  test('each GET calculator has an example query; /healthz, a probe, is left out', () => {
    const paths = entries.map((e) => new URL(e.loc))
    for (const { path } of getEndpoints) {
      const [url, ...more] = paths.filter((u) => u.pathname === path)
      expect(more).toEqual([])
      expect(url!.searchParams.size).toBeGreaterThan(0)
    }
    expect(paths.map((u) => u.pathname)).not.toContain('/healthz')
  })

  test('the same example requests as llms.txt links', async () => {
    const llms = await (await get('/llms.txt')).text()
    const linked = getEndpoints.map(({ path }) => new RegExp(`^- \\[GET ${path}\\]\\((.+?)\\)`, 'm').exec(llms)?.[1])
    expect(linked).toEqual(documentedExamples.map((target) => manifest.baseUrl + target))
  })

  test('& in a query is escaped exactly once', () => {
    expect(xml).toContain('&amp;')
    expect(xml).not.toMatch(/&(?!(?:amp|lt|gt|quot|apos);)/)
    expect(xml).not.toContain('&amp;amp;')
    expect(entries.some((e) => e.loc.includes('&'))).toBe(true)
    expect(entries.some((e) => e.loc.includes('&amp;'))).toBe(false)
  })

  test('every loc answers 200', async () => {
    const failing: string[] = []
    for (const { loc } of entries) {
      const status = (await get(localPath(loc))).status
      if (status !== 200) failing.push(`${loc} → ${status}`)
    }
    expect(failing).toEqual([])
  })
})
