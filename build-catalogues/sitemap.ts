/** /knowledge-sitemap.xml (sitemaps.org protocol 0.9), written with xmlbuilder2. */
import type { Static } from '@sinclair/typebox'
import { create } from 'xmlbuilder2'
import { endpoints } from '../api/endpoints.ts'
import { exampleTarget, SERVICE_PATHS } from '../knowledge/service.ts'
import type { SitemapEntriesSchema } from './schemas/sitemap.ts'

const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9'
const XSI_NS = 'http://www.w3.org/2001/XMLSchema-instance'

export type SitemapEntries = Static<typeof SitemapEntriesSchema>

/**
 * Every public GET URL: the documents built here, the index and the documents other routes serve, and each GET
 * calculator at its documented example query (without one it answers 422). /healthz is left
 * out on purpose: it is an operational probe for load balancers, not content.
 */
export const sitemapPaths = (builtPaths: string[]): string[] => [
  SERVICE_PATHS.root,
  SERVICE_PATHS.openapi,
  SERVICE_PATHS.docs,
  ...endpoints.filter((e) => e.method === 'GET').map(exampleTarget),
  ...builtPaths,
]

export function renderSitemap(entries: SitemapEntries): string {
  const urlset = create({ version: '1.0', encoding: 'UTF-8' })
    .ele(SITEMAP_NS, 'urlset')
    .att(XSI_NS, 'xsi:schemaLocation', `${SITEMAP_NS} ${SITEMAP_NS}/sitemap.xsd`)
  for (const { loc, lastmod } of entries) {
    urlset.ele('url').ele('loc').txt(loc).up().ele('lastmod').txt(lastmod)
  }
  return `${urlset.end({ prettyPrint: true })}\n`
}
