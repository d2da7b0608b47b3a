/**
 * Warnings about the person rather than the plan, first in every warnings list: a BMI that
 * suggests pounds or inches, an age the adult equations do not cover, fat below the essential range.
 */

import type { Warning } from '../calculator.ts'
import { ACE_BODY_FAT_CATEGORIES, ADULT_AGE, ESSENTIAL_FAT_WOMEN, PLAUSIBLE_BMI } from '../constants.ts'
import type { Gender } from '../fields.ts'
import { round1 } from '../rounding.ts'

const { min, max } = PLAUSIBLE_BMI.value
const ACE_WOMEN = ACE_BODY_FAT_CATEGORIES.value.female
/** The top of ACE's whole-percent essential range: the table's bound above it is the next whole percent, exclusive. */
const ESSENTIAL_FAT_WOMEN_TOP = ACE_WOMEN[1]!.below - 1

export const personWarnings = {
  implausibleBmi: {
    code: 'IMPLAUSIBLE_BMI',
    message: `This weight and height give a BMI below ${min} or above ${max}, which is rarely seen: check that the weight is in kilograms (not pounds) and the height in centimetres (not inches).`,
  },
  under18: {
    code: 'UNDER_18',
    message: `This answer rests on some of the rules made for adults (energy equations, safety floors, weekly paces, BMI cut-offs), none of which apply under ${ADULT_AGE.value}: growth needs energy, and BMI-for-age is the measure. Plan with a doctor or a registered dietitian.`,
  },
  belowEssentialFat: {
    code: 'BELOW_ESSENTIAL_FAT',
    message: `The body fat is below the essential fat range for women (${ESSENTIAL_FAT_WOMEN} to ${ESSENTIAL_FAT_WOMEN_TOP} %, ACE), the fat the body needs to function: re-measure, and if it is right, seek medical advice.`,
  },
} satisfies Record<string, Warning>

/** IMPLAUSIBLE_BMI when the BMI as shown (one decimal) is outside the plausible range; none without one. */
export function bmiWarnings(bmi: number | undefined): Warning[] {
  if (bmi === undefined) return []
  const shown = round1(bmi)
  return shown < min || shown > max ? [personWarnings.implausibleBmi] : []
}

/** A measured body fat a person gives (plans, BMR, TDEE, the estimator): a woman's, shown to one decimal, below the essential range. */
const isBelowEssentialFat = (gender: Gender | undefined, bodyFatPercent: number | undefined): boolean =>
  gender === 'female' && bodyFatPercent !== undefined && round1(bodyFatPercent) < ESSENTIAL_FAT_WOMEN

/**
 * The person warnings of an answer that takes an age: the BMI's, then UNDER_18, then
 * BELOW_ESSENTIAL_FAT for a body fat given; each only where its figure is known (the estimator's are optional).
 */
export function personWarningsOf(
  bmi: number | undefined,
  age: number | undefined,
  { gender, bodyFatPercent }: { gender?: Gender; bodyFatPercent?: number } = {},
): Warning[] {
  const found = bmiWarnings(bmi)
  if (age !== undefined && age < ADULT_AGE.value) found.push(personWarnings.under18)
  if (isBelowEssentialFat(gender, bodyFatPercent)) found.push(personWarnings.belowEssentialFat)
  return found
}
