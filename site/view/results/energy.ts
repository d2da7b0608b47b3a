/** Energy needs: BMR by formula, TDEE by activity level. */
import type { ActivityLevel, BmrFormula } from '../../../metrics/fields.ts'
import { html, type Markup } from '../html.ts'
import { ACTIVITY_NAMES, FORMULA_NAMES } from '../labels.ts'
import { energy, energyNoun } from '../units.ts'
import { figureList, optionTable } from './figures.ts'
import type { OutputOf, ResultContext } from './types.ts'

export function bmrResult(out: OutputOf<'bmr'>, { units: u }: ResultContext<'bmr'>): Markup {
  const rows = Object.entries(out.byFormula).map(([formula, kcal]): [string, string] => [
    FORMULA_NAMES[formula as BmrFormula],
    energy(kcal, u),
  ])
  return html`${figureList([
    { label: 'Basal metabolic rate', value: `${energy(out.bmr, u)} a day` },
    { label: 'Formula', value: FORMULA_NAMES[out.formula] },
  ])}${optionTable('BMR by every formula your inputs allow', 'Formula', rows)}`
}

export function tdeeResult(out: OutputOf<'tdee'>, { units: u }: ResultContext<'tdee'>): Markup {
  const rows = Object.entries(out.tdeeByActivityLevel).map(([level, kcal]): [string, string] => [
    ACTIVITY_NAMES[level as ActivityLevel],
    energy(kcal, u),
  ])
  return html`${figureList([
    { label: `Maintenance ${energyNoun(u)} (TDEE)`, value: `${energy(out.tdee, u)} a day` },
    { label: 'BMR', value: energy(out.bmr, u) },
    { label: 'Activity multiplier', value: `× ${out.activityMultiplier}` },
    { label: 'BMR formula', value: FORMULA_NAMES[out.formula] },
  ])}${optionTable('TDEE at each activity level', 'Activity level', rows)}`
}
