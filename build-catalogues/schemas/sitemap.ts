/**
 * The sitemap's entries, checked before they become XML (sitemaps.org protocol limits:
 * absolute URLs of at most 2048 characters, at most 50,000 per file, W3C datetime).
 */
import { Type } from '@sinclair/typebox'
import { closed } from './common.ts'

export const SitemapEntriesSchema = Type.Array(
  closed({ loc: Type.String({ format: 'uri', maxLength: 2048 }), lastmod: Type.String({ format: 'date-time' }) }),
  { minItems: 1, maxItems: 50_000, uniqueItems: true },
)
