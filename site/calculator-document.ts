/**
 * What a calculator's page is around its form, the calculator pages' and the log page's alike:
 * the head (title, summary, canonical URL, JSON-LD, the browser module), the heading and
 * summary, the result's place and the status line the browser module speaks in, the method
 * with its sources.
 */
import type { CalculatorPage, LogPage } from '../api/pages.ts'
import { calculatorJsonLd, jsonLdScript } from './json-ld.ts'
import { pageDocument } from './layout.ts'
import { methodSection } from './method.ts'
import { html, type Markup } from './view/html.ts'

/** The result's place, named by the form's action (#result) and by the browser module; a request's result goes between. */
export const RESULT_SECTION = { start: '<section id="result" aria-labelledby="result-title">', end: '</section>' } as const

export interface CalculatorDocumentParts {
  url: (path: string) => string
  /** The form, then the result's section (RESULT_SECTION). */
  content: Markup
  /** The JSON endpoint the page shows, with its query if it has one. */
  alternate: string
  /** A page showing a person's values stays out of search indexes. */
  indexable: boolean
}

/** A page's document, its fixed parts prepared once; `intro` follows the heading and summary (the unit choice, a note). */
export function calculatorDocument(page: CalculatorPage | LogPage, intro: Markup): (parts: CalculatorDocumentParts) => string {
  const top = html`<h1>${page.calculator.title}</h1><p>${page.calculator.summary}</p>${intro}`
  const bottom = html`<p class="visually-hidden" role="status" id="result-status"></p>${methodSection(page)}`
  return ({ url, content, alternate, indexable }) =>
    pageDocument(
      {
        title: `${page.calculator.title} · calculator`,
        description: page.calculator.summary,
        canonical: url(page.path),
        alternate,
        jsonLd: jsonLdScript(calculatorJsonLd(page, url)),
        indexable,
        scripted: true,
      },
      html`${top}${content}${bottom}`,
    )
}
