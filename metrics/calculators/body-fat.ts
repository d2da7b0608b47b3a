/** US Navy circumference method (Hodgdon & Beckett 1984) with ACE categories. */
import { Type } from '@sinclair/typebox'
import { defineCalculator, warningsOf } from '../calculator.ts'
import { ACE_BODY_FAT_CATEGORIES, ESSENTIAL_FAT_WOMEN, US_NAVY_BODY_FAT } from '../constants.ts'
import { InvalidInputError } from '../errors.ts'
import { fields, type Gender, ruleOf } from '../fields.ts'
import { defineInput, type RequiredWhen } from '../input.ts'
import { round1 } from '../rounding.ts'
import { bmi } from './bmi.ts'
import { bmiWarnings, personWarnings } from './person-warnings.ts'

export interface Circumferences {
  gender: Gender
  heightCm: number
  neckCm: number
  waistCm: number
  hipCm?: number
}

const siri = (density: number): number => US_NAVY_BODY_FAT.value.siri.numerator / density - US_NAVY_BODY_FAT.value.siri.offset

/** Body fat % (full precision). Throws when the measurements cannot describe a body. */
export function usNavyBodyFat({ gender, heightCm, neckCm, waistCm, hipCm }: Circumferences): number {
  const c = US_NAVY_BODY_FAT.value
  let percent: number
  if (gender === 'male') {
    if (waistCm <= neckCm) {
      throw new InvalidInputError(
        [{ field: 'waistCm', message: 'must be greater than neckCm for the US Navy method' }],
        'The waist must be larger than the neck: log10(waist − neck) is undefined otherwise.',
      )
    }
    percent = siri(c.male.intercept - c.male.circumference * Math.log10(waistCm - neckCm) + c.male.height * Math.log10(heightCm))
  } else {
    // The calculator's input check requires hipCm for women (HIP_FOR_WOMEN): only a direct caller can get here without it.
    if (hipCm === undefined) throw new TypeError('usNavyBodyFat: hipCm is required for female')
    if (waistCm + hipCm <= neckCm) {
      throw new InvalidInputError(
        [{ field: 'waistCm', message: 'plus hipCm must be greater than neckCm for the US Navy method' }],
        'Waist plus hip must be larger than the neck: log10(waist + hip − neck) is undefined otherwise.',
      )
    }
    percent = siri(
      c.female.intercept - c.female.circumference * Math.log10(waistCm + hipCm - neckCm) + c.female.height * Math.log10(heightCm),
    )
  }
  const { min, max } = c.plausibleRangePercent
  if (!(percent >= min && percent <= max)) {
    // Every measurement in the equation: any of them may be the wrong one.
    const measured = gender === 'male' ? ['heightCm', 'neckCm', 'waistCm'] : ['heightCm', 'neckCm', 'waistCm', 'hipCm']
    throw new InvalidInputError(
      measured.map((field) => ({
        field,
        message: `with the other measurements gives a body fat outside ${min} to ${max} %, which is not plausible: check the measurement`,
      })),
      `These measurements give a body fat outside ${min} to ${max} %, which is not physiologically plausible; re-measure neck, waist${gender === 'female' ? ', hip' : ''} and height.`,
    )
  }
  return percent
}

/** The women's equation uses the hip circumference. */
const HIP_FOR_WOMEN: RequiredWhen = {
  field: 'gender',
  values: ['female'],
  message: () => `is required for female; it ${ruleOf(fields.hipCm)}`,
}

/** The category below a sex's essential fat range (ACE gives one for women only). */
const BELOW_ESSENTIAL = ACE_BODY_FAT_CATEGORIES.value.female[0]!.category

/** ACE category of a body fat percentage, judged on the value as published (one decimal). */
export function bodyFatCategory(gender: Gender, percent: number): string {
  const shown = round1(percent)
  return ACE_BODY_FAT_CATEGORIES.value[gender].find((c) => shown < c.below)!.category
}

export const bodyFatCalculator = defineCalculator({
  id: 'body-fat-calculator',
  title: 'Body fat (US Navy method)',
  summary: 'Body fat percentage from neck, waist, height (and hip for women), its ACE category, and fat and lean mass.',
  input: defineInput({
    gender: 'gender',
    heightCm: 'heightCm',
    neckCm: 'neckCm',
    waistCm: 'waistCm',
    hipCm: { field: 'hipCm', requiredWhen: HIP_FOR_WOMEN },
    weightKg: { field: 'weightKg' },
  }),
  output: Type.Object(
    {
      bodyFatPercent: Type.Number({ description: 'Body fat (%), one decimal' }),
      category: Type.Union(
        [...new Set([...ACE_BODY_FAT_CATEGORIES.value.female, ...ACE_BODY_FAT_CATEGORIES.value.male].map((c) => c.category))].map((c) =>
          Type.Literal(c),
        ),
        {
          description: `ACE category of the one-decimal percentage; a woman below ACE's essential range (${ESSENTIAL_FAT_WOMEN} %) gets '${BELOW_ESSENTIAL}'`,
        },
      ),
      method: Type.Literal('us-navy'),
      fatMassKg: Type.Optional(Type.Number({ description: 'Fat mass (kg), when weightKg is given' })),
      leanMassKg: Type.Optional(Type.Number({ description: 'Lean mass (kg), when weightKg is given' })),
      warnings: warningsOf('IMPLAUSIBLE_BMI', 'BELOW_ESSENTIAL_FAT'),
    },
    { additionalProperties: false },
  ),
  compute(input) {
    const percent = usNavyBodyFat(input)
    const category = bodyFatCategory(input.gender, percent)
    const result = { bodyFatPercent: round1(percent), category, method: 'us-navy' as const }
    const found = bmiWarnings(input.weightKg === undefined ? undefined : bmi(input.weightKg, input.heightCm))
    if (category === BELOW_ESSENTIAL) found.push(personWarnings.belowEssentialFat)
    if (input.weightKg === undefined) return { ...result, warnings: found }
    const fat = (input.weightKg * percent) / 100
    return { ...result, fatMassKg: round1(fat), leanMassKg: round1(input.weightKg - fat), warnings: found }
  },
})
