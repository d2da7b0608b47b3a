/** Body measures: BMI and body fat. */
import { html, type Markup } from '../html.ts'
import { formatNumber } from '../numbers.ts'
import { bodyWeight } from '../units.ts'
import { figureList } from './figures.ts'
import type { OutputOf, ResultContext } from './types.ts'

export function bmiResult(out: OutputOf<'bmi'>, { units: u }: ResultContext<'bmi'>): Markup {
  return html`${figureList([
    { label: 'BMI', value: `${formatNumber(out.bmi, 1)} kg/m²` },
    { label: 'WHO category', value: out.category },
    { label: 'BMI Prime', value: formatNumber(out.bmiPrime, 2) },
    {
      label: 'Healthy weight range at this height',
      value: `${bodyWeight(out.healthyWeightRangeKg.min, u)} to ${bodyWeight(out.healthyWeightRangeKg.max, u)}`,
    },
  ])}`
}

export function bodyFatResult(out: OutputOf<'bodyFat'>, { units: u }: ResultContext<'bodyFat'>): Markup {
  return html`${figureList([
    { label: 'Body fat', value: `${formatNumber(out.bodyFatPercent, 1)} %` },
    { label: 'ACE category', value: out.category },
    'fatMassKg' in out && { label: 'Fat mass', value: bodyWeight(out.fatMassKg, u) },
    'leanMassKg' in out && { label: 'Lean mass', value: bodyWeight(out.leanMassKg, u) },
  ])}`
}
