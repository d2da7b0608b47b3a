/**
 * The document every page is: head (title, description, canonical URL, the API it shows,
 * JSON-LD), the site header and footer. The Content-Security-Policy allows the one inline
 * stylesheet and the one inline line of script by their hashes, and scripts from this origin.
 */
import { hashSource } from '../api/csp.ts'
import { HOME_PAGE, listedPages, type ScriptAsset, SITE_ASSETS } from '../api/pages.ts'
import { STYLESHEET } from './style.ts'
import { html, type Markup, trusted } from './view/html.ts'

/** Marks the document as scripted before the first paint, so the unit choice shows without a layout shift. */
const SCRIPTED = "document.documentElement.className='js'"

export const PAGE_CONTENT_SECURITY_POLICY =
  `default-src 'none'; script-src 'self' ${hashSource(SCRIPTED)}; style-src ${hashSource(STYLESHEET)}; img-src 'self'; ` +
  "connect-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'"

export interface PageHead {
  title: string
  description: string
  /** Absolute URL of the page without a query; none for a page at no address of its own (a 404). */
  canonical?: string
  /** The JSON endpoint this page shows, with the page's query. */
  alternate?: string
  jsonLd: Markup
  /** Result pages describe a person: kept out of search indexes. */
  indexable: boolean
  /** The browser module loaded (calculator pages, the log page), if any. */
  script?: ScriptAsset
}

const FOOTER = html`<footer class="site"><nav aria-label="Calculators"><h2>Calculators</h2><ul>${listedPages.map(
  (p) => html`<li><a href="${p.path}">${p.calculator.title}</a></li>`,
)}</ul></nav><p>Nothing you enter is stored or logged: no cookies, no tracking. Your unit choice stays in this browser. Estimates for planning, not medical advice.</p><p><a href="/docs">API reference</a> · <a href="/openapi.json">OpenAPI</a> · <a href="/llms.txt">llms.txt</a></p></footer>`

export function pageDocument(head: PageHead, main: Markup): string {
  return `<!doctype html>${html`<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${head.title}</title><meta name="description" content="${head.description}">${
    head.indexable ? html`` : html`<meta name="robots" content="noindex">`
  }${head.canonical === undefined ? html`` : html`<link rel="canonical" href="${head.canonical}">`}${head.alternate === undefined ? html`` : html`<link rel="alternate" type="application/json" href="${head.alternate}">`}<link rel="icon" href="${
    SITE_ASSETS.icon.path
  }" type="image/svg+xml"><script>${trusted(SCRIPTED)}</script><style>${trusted(STYLESHEET)}</style>${
    head.script === undefined ? html`` : html`<script type="module" src="${SITE_ASSETS[head.script].path}"></script>`
  }${head.jsonLd}</head><body><a class="skip" href="#main">Skip to content</a><header class="site"><a class="brand" href="${HOME_PAGE.path}">Calorie and body metrics</a></header><main id="main">${main}</main>${FOOTER}</body></html>`}`
}

/** The small icon every browser asks for: a plain mark, no remote font or image. */
export const FAVICON =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="#0a58a8"/><path d="M8 22h16M10 18l4-6 4 4 4-7" fill="none" stroke="#fff" stroke-width="2.5" stroke-linecap="round" stroke-linejoin="round"/></svg>\n'
