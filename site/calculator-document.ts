/**
 * What a calculator's page is around its form, the calculator pages' and the log page's alike:
 * the head (title, summary, canonical URL, JSON-LD, the browser module), the heading and
 * summary, the result's place and the status line the browser module speaks in, the method
 * with its sources.
 */
import type { CalculatorPage, LogPage, ScriptAsset } from '../api/pages.ts'
import { calculatorJsonLd, jsonLdScript } from './json-ld.ts'
import { pageDocument } from './layout.ts'
import { methodSection } from './method.ts'
import { ERROR_TITLE } from './view/errors.ts'
import { html, type Markup } from './view/html.ts'
import { DEFAULT_UNITS, inUnits } from './view/units.ts'

/** The fragment a form's action names: where a form submitted without script lands. */
export const LANDING = 'result'

/**
 * The result's place, a request's result between `start` and `end`; found by the browser module by its
 * heading (aria-labelledby), which every result and placeholder has. It is where a submitted form lands
 * (LANDING), but on a page with errors (`withErrors`), where the error summary is.
 */
export const RESULT_SECTION = {
  start: `<section id="${LANDING}" aria-labelledby="result-title">`,
  withErrors: '<section aria-labelledby="result-title">',
  end: '</section>',
} as const

export interface CalculatorDocumentParts {
  url: (path: string) => string
  /** The form, then the result's section (RESULT_SECTION) and the same calculation as JSON (site/method.ts). */
  content: Markup
  /** The JSON endpoint the page shows, with its query if it has one. */
  alternate: string
  /** A page showing a person's values stays out of search indexes. */
  indexable: boolean
  /** A page with errors says so first in its title, as a screen reader reads it on arrival. */
  failed?: boolean
}

/**
 * A page's document, its fixed parts prepared once; `intro` follows the heading and summary (the unit
 * choice, a note); `script`, the browser module the page loads.
 */
export function calculatorDocument(
  page: CalculatorPage | LogPage,
  intro: Markup,
  script: ScriptAsset,
): (parts: CalculatorDocumentParts) => string {
  // The summary's figures written as the page writes numbers (10,000 kcal/day, not the API's 10000).
  const top = html`<h1>${page.calculator.title}</h1><p>${inUnits(page.calculator.summary, DEFAULT_UNITS)}</p>${intro}`
  const status = html`<p class="visually-hidden" role="status" id="result-status"></p>`
  const bottom = html`${status}${methodSection(page)}`
  return ({ url, content, alternate, indexable, failed = false }) =>
    pageDocument(
      {
        title: `${failed ? ERROR_TITLE : ''}${page.calculator.title} · calculator`,
        description: page.calculator.summary,
        canonical: url(page.path),
        alternate,
        jsonLd: jsonLdScript(calculatorJsonLd(page, url)),
        indexable,
        script,
      },
      html`${top}${content}${bottom}`,
    )
}
