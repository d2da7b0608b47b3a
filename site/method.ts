/**
 * How a calculator works, in words and symbols, with its limits and sources: the knowledge
 * the catalogues publish (knowledge/), rendered for a person.
 */

import { endpointOf } from '../api/endpoints.ts'
import type { CalculatorPage, LogPage } from '../api/pages.ts'
import { DOCS_PATH } from '../api/paths.ts'
import { calculatorGuides } from '../knowledge/calculator-guides.ts'
import { models } from '../knowledge/models.ts'
import { citations, type PublishedCitation } from '../knowledge/references.ts'
import { summaryPath } from '../knowledge/service.ts'
import { calculatorReferenceIds } from '../knowledge/warning-sources.ts'
import { codeName } from '../metrics/calculator.ts'
import { KJ_PER_KCAL, UNIT_CONVERSIONS } from '../metrics/constants.ts'
import { html, type Markup, prose } from './view/html.ts'

const cite = (c: PublishedCitation): Markup =>
  html`<li>${c.authors} (${c.year}). ${c.title}${c.note === undefined ? '' : ` (${c.note})`}${/[?!.]$/.test(c.title) && c.note === undefined ? '' : '.'} <i>${c.journal}</i>.${c.url === undefined ? '' : html` <a href="${c.url}">${c.doi === undefined ? c.url : `doi:${c.doi}`}</a>`}</li>`

const u = UNIT_CONVERSIONS.value
const UNITS_NOTE =
  `The service computes in kilograms, centimetres and kcal. Your units are converted on this page with exact factors: ` +
  `1 lb = ${u.kgPerPound} kg and 1 in = ${u.cmPerInch} cm (NIST SP 811), 1 ft = ${u.inchesPerFoot} in, 1 st = ${u.poundsPerStone} lb, ` +
  `1 kcal = ${KJ_PER_KCAL.value} kJ. Heights are rounded to whole inches before they are split into feet and inches.`

/**
 * The same calculation as JSON, after the result: a GET endpoint, the paragraph around where a result page's
 * query goes (`?` and the query, escaped), as `[before, after with a query, after without]`: a result page
 * links the answer it shows, which the browser module keeps following the form; the empty page names the
 * form's parameters. Rendered per request beside the result rather than in the method section
 * (site/calculator-page.ts): a slot of its own there cost a result page 390 bytes gzipped.
 */
export function jsonLink(page: CalculatorPage): [before: string, asked: string, empty: string] {
  const code = html`<code>${endpointOf(page.key).method} ${page.api}</code></a>`.text
  return [
    html`<p>The same calculation as JSON: <a href="${page.api}`.text,
    `">${code}.</p>`,
    `">${code}, with the parameters of this form.</p>`,
  ]
}

/** A POST endpoint, which a browser's link cannot ask: named, with its reference in the API documentation. */
export const jsonPostNote = (page: LogPage): Markup =>
  html`<p>The same calculation as JSON: <code>${endpointOf(page.key).method} ${page.api}</code>, with this form's values as a JSON body (<a href="${DOCS_PATH}#${codeName(page.calculator.id)}">its reference</a>).</p>`

export function methodSection(page: CalculatorPage | LogPage): Markup {
  const guide = calculatorGuides[page.key]
  const sources = citations([...calculatorReferenceIds(page.key), 'nistSp811'])
  return html`<section class="method" aria-labelledby="method-title"><h2 id="method-title">How it is calculated</h2>${guide.models.map(
    (key) => {
      const m = models[key]
      return html`<h3>${m.name}</h3><p>${prose(m.inWords)}</p><details><summary>Formula: ${m.name}</summary><pre><code>${m.formula}</code></pre></details>`
    },
  )}<h3>Limits</h3><ul>${guide.limitations.map((l) => html`<li>${prose(l)}</li>`)}</ul><h3>Units</h3><p>${UNITS_NOTE}</p><h3>Sources</h3><ol class="sources">${sources.map(
    cite,
  )}</ol><p>Its machine-readable summary is in the <a href="${summaryPath(
    'calculator',
    page.calculator.id,
  )}">summaries catalogue</a>.</p></section>`
}
