/**
 * One view per calculator page, the same in the server (no-JavaScript result pages) and in the
 * browser module (results as the person types): warnings first, then the figures.
 */

import type { PageKey } from '../../../api/pages.ts'
import { html, type Markup } from '../html.ts'
import { renderWarnings } from '../warnings.ts'
import { bmiResult, bodyFatResult } from './body.ts'
import { bmrResult, tdeeResult } from './energy.ts'
import { macronutrientResult, waterResult } from './intake.ts'
import { deficitResult, goalDateResult, weightLossResult } from './plans.ts'
import type { OutputOf, ResultContext, ResultView } from './types.ts'

export type { OutputOf, ResultContext } from './types.ts'

const views: { [K in PageKey]: ResultView<K> } = {
  calculateDeficit: deficitResult,
  bodyFat: bodyFatResult,
  tdee: tdeeResult,
  bmr: bmrResult,
  weightLoss: weightLossResult,
  macronutrient: macronutrientResult,
  bmi: bmiResult,
  waterIntake: waterResult,
  caloriesForGoalDate: goalDateResult,
}

export const RESULT_HEADING = html`<h2 id="result-title">Your result</h2>`

export function renderResult<K extends PageKey>(key: K, output: OutputOf<K>, context: ResultContext<K>): Markup {
  const warnings = 'warnings' in output ? renderWarnings(output.warnings, context.units, context.params) : html``
  return html`${RESULT_HEADING}${warnings}${views[key](output, context)}`
}

/**
 * The result's place with no result: an invitation, or, when fields need attention, a pointer to them (to the
 * summary above, where a form submitted without script lands: site/calculator-document.ts).
 */
export const renderNoResult = (fieldsNeedAttention = false): Markup =>
  fieldsNeedAttention
    ? html`${RESULT_HEADING}<p class="placeholder">Some fields need attention: <a href="#error-summary">see the list above</a>.</p>`
    : html`${RESULT_HEADING}<p class="placeholder">Fill in the form and press Calculate.</p>`
