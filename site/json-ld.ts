/** schema.org JSON-LD for each page: the site, and each calculator as a web application with its sources. */

import { type CalculatorPage, HOME_PAGE, type LogPage, listedPages } from '../api/pages.ts'
import { parseAuthors } from '../knowledge/authors.ts'
import { bibliography, type CitedId, referenceLink } from '../knowledge/references.ts'
import { SERVICE } from '../knowledge/service.ts'
import { calculatorReferenceIds } from '../knowledge/warning-sources.ts'
import type { Reference } from '../metrics/sources.ts'
import { type Markup, trusted } from './view/html.ts'

const CONTEXT = 'https://schema.org'

function creativeWork(id: CitedId) {
  const r: Reference = bibliography[id]
  return {
    '@type': 'CreativeWork',
    name: r.title,
    author: parseAuthors(r.authors, r.corporateAuthor),
    datePublished: String(r.year),
    url: referenceLink(r),
  }
}

const webSite = (url: (path: string) => string) => ({ '@type': 'WebSite', name: SERVICE.name, url: url(HOME_PAGE.path) })

const application = (page: CalculatorPage | LogPage, url: (path: string) => string) => ({
  '@type': 'WebApplication',
  name: page.calculator.title,
  description: page.calculator.summary,
  url: url(page.path),
  applicationCategory: 'HealthApplication',
  operatingSystem: 'Any',
  browserRequirements: 'Works in any browser, with or without JavaScript',
  isAccessibleForFree: true,
  offers: { '@type': 'Offer', price: '0', priceCurrency: 'USD' },
})

export function calculatorJsonLd(page: CalculatorPage | LogPage, url: (path: string) => string) {
  const cited = [...calculatorReferenceIds(page.key), 'nistSp811' as const]
  return { '@context': CONTEXT, ...application(page, url), isPartOf: webSite(url), citation: cited.map(creativeWork) }
}

export function homeJsonLd(url: (path: string) => string) {
  return { '@context': CONTEXT, ...webSite(url), description: HOME_PAGE.description, hasPart: listedPages.map((p) => application(p, url)) }
}

/** JSON inside a script element: `<` escaped, so no value can close the element. */
export const jsonLdScript = (data: unknown): Markup =>
  trusted(`<script type="application/ld+json">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`)
