/** Warnings first and prominent, in plain words and the person's units. */
import type { Warning } from '../../metrics/calculator.ts'
import { DEFICIT_ESTIMATOR, GOAL_DATE_PLANNER } from '../../metrics/calculators/calculator-names.ts'
import { html, type Markup } from './html.ts'
import { inUnits, type Units } from './units.ts'

/**
 * The API's advice for an implausible BMI is to check for pounds and inches sent as kilograms and
 * centimetres; a person who chose pounds and feet here typed them on purpose, so the page asks them
 * to check what they typed instead (the sentence's first part, the BMI range, is kept).
 */
function inWords(w: Warning, u: Units): string {
  const advice = w.message.indexOf(': check that the weight is in kilograms')
  if (w.code === 'IMPLAUSIBLE_BMI' && u.system !== 'metric' && advice !== -1)
    return `${w.message.slice(0, advice)}: check the weight and height you typed, and the units chosen above.`
  return inUnits(w.message, u)
}

/** The calculators a warning may name (PACE_BELOW_FLOOR, PLATEAU_BEYOND_MODEL): their names link to their pages. */
const NAMED = [DEFICIT_ESTIMATOR, GOAL_DATE_PLANNER]

/** A warning's words, each calculator it names a link to its page, the rest escaped as text. */
function linkingNames(text: string): (string | Markup)[] {
  let parts: (string | Markup)[] = [text]
  for (const { id, title } of NAMED)
    parts = parts.flatMap((part) =>
      typeof part === 'string'
        ? part.split(title).flatMap((piece, i) => (i === 0 ? [piece] : [html`<a href="/${id}">${title}</a>`, piece]))
        : [part],
    )
  return parts
}

export function renderWarnings(warnings: readonly Warning[], u: Units): Markup {
  if (warnings.length === 0) return html``
  return html`<div class="warnings" role="note" aria-labelledby="warnings-title"><h3 id="warnings-title">Read this first</h3><ul>${warnings.map(
    (w) => html`<li>${linkingNames(inWords(w, u))}</li>`,
  )}</ul></div>`
}
