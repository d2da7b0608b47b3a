/** Warnings first and prominent, in plain words and the person's units. */
import type { Warning } from '../../metrics/calculator.ts'
import { html, type Markup } from './html.ts'
import { linkingNames } from './results/pointers.ts'
import type { ResultContext } from './results/types.ts'
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

/** `params`, the question asked: a calculator a warning names links to its page with it carried over. */
export function renderWarnings(warnings: readonly Warning[], u: Units, params: ResultContext['params'] = {}): Markup {
  if (warnings.length === 0) return html``
  return html`<div class="warnings" role="note" aria-labelledby="warnings-title"><h3 id="warnings-title">Read this first</h3><ul>${warnings.map(
    (w) => html`<li>${linkingNames(inWords(w, u), params)}</li>`,
  )}</ul></div>`
}
