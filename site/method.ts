/**
 * How a calculator works, in words and symbols, with its limits and sources: the knowledge
 * the catalogues publish (knowledge/), rendered for a person.
 */

import { endpointOf } from '../api/endpoints.ts'
import type { CalculatorPage, LogPage } from '../api/pages.ts'
import { calculatorGuides } from '../knowledge/calculator-guides.ts'
import { models } from '../knowledge/models.ts'
import { citations, type PublishedCitation } from '../knowledge/references.ts'
import { summaryPath } from '../knowledge/service.ts'
import { calculatorReferenceIds } from '../knowledge/warning-sources.ts'
import { KJ_PER_KCAL, UNIT_CONVERSIONS } from '../metrics/constants.ts'
import { html, type Markup, prose } from './view/html.ts'

const cite = (c: PublishedCitation): Markup =>
  html`<li>${c.authors} (${c.year}). ${c.title}${c.note === undefined ? '' : ` (${c.note})`}${/[?!.]$/.test(c.title) && c.note === undefined ? '' : '.'} <i>${c.journal}</i>.${c.url === undefined ? '' : html` <a href="${c.url}">${c.doi === undefined ? c.url : `doi:${c.doi}`}</a>`}</li>`

const u = UNIT_CONVERSIONS.value
const UNITS_NOTE =
  `The service computes in kilograms, centimetres and kcal. Your units are converted on this page with exact factors: ` +
  `1 lb = ${u.kgPerPound} kg and 1 in = ${u.cmPerInch} cm (NIST SP 811), 1 ft = ${u.inchesPerFoot} in, 1 st = ${u.poundsPerStone} lb, ` +
  `1 kcal = ${KJ_PER_KCAL.value} kJ. Heights are rounded to whole inches before they are split into feet and inches.`

export function methodSection(page: CalculatorPage | LogPage): Markup {
  const guide = calculatorGuides[page.key]
  const sources = citations([...calculatorReferenceIds(page.key), 'nistSp811'])
  return html`<section class="method" aria-labelledby="method-title"><h2 id="method-title">How it is calculated</h2>${guide.models.map(
    (key) => {
      const m = models[key]
      return html`<h3>${m.name}</h3><p>${prose(m.inWords)}</p><details><summary>Formula</summary><pre><code>${m.formula}</code></pre></details>`
    },
  )}<h3>Limits</h3><ul>${guide.limitations.map((l) => html`<li>${prose(l)}</li>`)}</ul><h3>Units</h3><p>${UNITS_NOTE}</p><h3>Sources</h3><ol class="sources">${sources.map(
    cite,
  )}</ol><p>The same calculation as JSON: <a href="${page.api}"><code>${endpointOf(page.key).method} ${page.api}</code></a>, with the parameters of this form; its machine-readable summary is in the <a href="${summaryPath(
    'calculator',
    page.calculator.id,
  )}">summaries catalogue</a>.</p></section>`
}
