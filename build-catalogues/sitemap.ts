/** /knowledge-sitemap.xml (sitemaps.org protocol 0.9), written with xmlbuilder2. */
import type { Static } from '@sinclair/typebox'
import { create } from 'xmlbuilder2'
import type { SitemapEntriesSchema } from './schemas/sitemap.ts'

export const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9'
const XSI_NS = 'http://www.w3.org/2001/XMLSchema-instance'

export type SitemapEntries = Static<typeof SitemapEntriesSchema>

export function renderSitemap(entries: SitemapEntries): string {
  const urlset = create({ version: '1.0', encoding: 'UTF-8' })
    .ele(SITEMAP_NS, 'urlset')
    .att(XSI_NS, 'xsi:schemaLocation', `${SITEMAP_NS} ${SITEMAP_NS}/sitemap.xsd`)
  for (const { loc, lastmod } of entries) {
    urlset.ele('url').ele('loc').txt(loc).up().ele('lastmod').txt(lastmod)
  }
  return `${urlset.end({ prettyPrint: true })}\n`
}
