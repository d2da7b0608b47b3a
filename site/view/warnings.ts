/** Warnings first and prominent, in plain words and the person's units. */
import type { Warning } from '../../metrics/calculator.ts'
import { html, type Markup } from './html.ts'
import { inUnits, type Units } from './units.ts'

export function renderWarnings(warnings: readonly Warning[], u: Units): Markup {
  if (warnings.length === 0) return html``
  return html`<div class="warnings" role="note" aria-labelledby="warnings-title"><h3 id="warnings-title">Read this first</h3><ul>${warnings.map(
    (w) => html`<li>${inUnits(w.message, u)}</li>`,
  )}</ul></div>`
}
