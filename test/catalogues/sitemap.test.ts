/** The knowledge sitemap: sitemaps.org XML listing every public document, each answered 200. */
import { describe, expect, test } from 'bun:test'
import { convert } from 'xmlbuilder2'
import { get, localPath, manifest } from './support.ts'

interface UrlEntry {
  loc: string
  lastmod: string
}

const response = await get('/knowledge-sitemap.xml')
const xml = await response.text()
const parsed = convert(xml, { format: 'object' }) as unknown as { urlset: { '@xmlns': string; url: UrlEntry[] } }
const entries = parsed.urlset.url

describe('knowledge-sitemap.xml', () => {
  test('is application/xml in the sitemaps.org namespace', () => {
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/xml')
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true)
    expect(parsed.urlset['@xmlns']).toBe('http://www.sitemaps.org/schemas/sitemap/0.9')
  })

  test('lists every built document except itself, plus /openapi.json and /docs, absolute under BASE_URL', () => {
    const locs = entries.map((e) => e.loc)
    const expected = [
      ...manifest.files.map((f) => f.path).filter((p) => p !== '/knowledge-sitemap.xml'),
      '/openapi.json',
      '/docs',
    ].map((p) => manifest.baseUrl + p)
    expect(new Set(locs)).toEqual(new Set(expected))
    expect(locs.length).toBe(expected.length)
    for (const e of entries) expect(e.lastmod).toBe(manifest.builtAt)
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
