/** Body measures: BMI and body fat. */
import { HEALTHY_BMI_RANGE, weightAtBmi } from '../../../metrics/healthy-weight.ts'
import { html, type Markup } from '../html.ts'
import { formatNumber } from '../numbers.ts'
import { bodyWeight, weightShownFrom } from '../units.ts'
import { figureList } from './figures.ts'
import type { OutputOf, ResultContext } from './types.ts'

export function bmiResult(out: OutputOf<'bmi'>, { units: u, params }: ResultContext<'bmi'>): Markup {
  // In pounds, from the height asked about: the answer's one-decimal kg would be rounded twice (150 cm: 91.7 lb, not 91.8).
  const healthy = (limit: 'min' | 'max') =>
    bodyWeight(weightShownFrom(u, out.healthyWeightRangeKg[limit], weightAtBmi(HEALTHY_BMI_RANGE[limit], Number(params.heightCm))), u)
  return html`${figureList([
    { label: 'BMI', value: `${formatNumber(out.bmi, 1)} kg/m²` },
    { label: 'WHO category', value: out.category },
    { label: 'BMI Prime', value: formatNumber(out.bmiPrime, 2) },
    {
      label: 'Healthy weight range at this height',
      value: `${healthy('min')} to ${healthy('max')}`,
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
