/** Body measures: BMI and body fat. */
import { HEALTHY_BMI_RANGE, weightAtBmi } from '../../../metrics/healthy-weight.ts'
import { html, type Markup } from '../html.ts'
import { formatNumber } from '../numbers.ts'
import { bodyWeight, rangeHint, type Units, weightChange } from '../units.ts'
import { figureList } from './figures.ts'
import type { OutputOf, ResultContext } from './types.ts'

/**
 * The healthy range in the person's units: in kg, the answer's; in pounds, from the height asked
 * about (the answer's one-decimal kg would be rounded twice: 150 cm gives 91.7 lb, not 91.8) and
 * rounded inward, so that each bound shown is itself in the range (a bound of 123.5 lb rounded to
 * 124 lb, 8 st 12 lb, is a BMI of 25.0 at 150 cm: overweight).
 */
function healthyRange(out: OutputOf<'bmi'>, u: Units, heightCm: number): string {
  const { min, max } = out.healthyWeightRangeKg
  const exact = (limit: 'min' | 'max') => weightAtBmi(HEALTHY_BMI_RANGE[limit], heightCm)
  if (u.system === 'metric' || !Number.isFinite(heightCm)) return `${bodyWeight(min, u)} to ${bodyWeight(max, u)}`
  return rangeHint('mass', exact('min'), exact('max'), u)
}

/**
 * How far the weight is from the healthy range, when the BMI shown is outside it: to the range's
 * nearer end, worked from the exact end (BMI 18.5 or 24.9 × the height²), as the category is judged.
 */
function toTheRange(out: OutputOf<'bmi'>, u: Units, weightKg: number, heightCm: number) {
  const { min, max } = HEALTHY_BMI_RANGE
  if (out.bmi >= min && out.bmi <= max) return false
  const [verb, end] = out.bmi > max ? (['lose', 'max'] as const) : (['gain', 'min'] as const)
  return {
    label: 'To the healthy range',
    value: `${weightChange(Math.abs(weightKg - weightAtBmi(HEALTHY_BMI_RANGE[end], heightCm)), u)} to ${verb}`,
  }
}

export function bmiResult(out: OutputOf<'bmi'>, { units: u, params }: ResultContext<'bmi'>): Markup {
  return html`${figureList([
    { label: 'BMI', value: `${formatNumber(out.bmi, 1)} kg/m²` },
    { label: 'WHO category', value: out.category },
    { label: 'BMI Prime', value: formatNumber(out.bmiPrime, 2) },
    { label: 'Healthy weight range at this height', value: healthyRange(out, u, Number(params.heightCm)) },
    toTheRange(out, u, Number(params.weightKg), Number(params.heightCm)),
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
