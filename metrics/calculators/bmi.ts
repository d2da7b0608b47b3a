/** Body mass index, WHO category, BMI Prime and the healthy weight range for a height. */
import { Type } from '@sinclair/typebox'
import { defineCalculator, warningsOf } from '../calculator.ts'
import { BMI_CATEGORIES, HEALTHY_BMI } from '../constants.ts'
import { weightAtBmi } from '../healthy-weight.ts'
import { defineInput } from '../input.ts'
import { round1, round2 } from '../rounding.ts'
import { bmiWarnings } from './person-warnings.ts'

export const bmi = (weightKg: number, heightCm: number): number => weightKg / (heightCm / 100) ** 2

/** WHO category of a BMI, judged on the value as published (one decimal). */
export function bmiCategory(value: number): string {
  const shown = round1(value)
  return BMI_CATEGORIES.value.find((c) => shown < c.below)!.category
}

export const isUnderweight = (value: number): boolean => round1(value) < HEALTHY_BMI.value.min

/** Above the WHO normal range (overweight or obese), judged on the value as published (one decimal). */
export const isAboveHealthy = (value: number): boolean => round1(value) > HEALTHY_BMI.value.max

export const bmiCalculator = defineCalculator({
  id: 'bmi-calculator',
  title: 'Body mass index',
  summary: 'BMI = weight / height², with its WHO category, BMI Prime and the healthy weight range for the height.',
  input: defineInput({ weightKg: 'weightKg', heightCm: 'heightCm' }),
  output: Type.Object(
    {
      bmi: Type.Number({ description: 'Body mass index (kg/m²), one decimal' }),
      category: Type.Union(
        BMI_CATEGORIES.value.map((c) => Type.Literal(c.category)),
        {
          description: 'WHO category of the one-decimal BMI',
        },
      ),
      bmiPrime: Type.Number({ description: `BMI / ${HEALTHY_BMI.value.primeReference}, two decimals` }),
      healthyWeightRangeKg: Type.Object(
        {
          min: Type.Number({ description: `${HEALTHY_BMI.value.min} × height² (kg), one decimal` }),
          max: Type.Number({ description: `${HEALTHY_BMI.value.max} × height² (kg), one decimal` }),
        },
        {
          additionalProperties: false,
          description: `Weights giving BMI ${HEALTHY_BMI.value.min} to ${HEALTHY_BMI.value.max} at this height (kg). The category is judged on the BMI at one decimal, so a weight a little outside the range can still be Normal weight (80.8 kg at 180 cm: BMI 24.94, shown 24.9, above the range's 80.7); and each end is rounded to 0.1 kg, so an end can lie just outside the exact range (59.9 kg at 180 cm: BMI 18.49, shown 18.5)`,
        },
      ),
      warnings: warningsOf('IMPLAUSIBLE_BMI'),
    },
    { additionalProperties: false },
  ),
  compute({ weightKg, heightCm }) {
    const value = bmi(weightKg, heightCm)
    const healthy = (limit: number) => round1(weightAtBmi(limit, heightCm))
    return {
      bmi: round1(value),
      category: bmiCategory(value),
      bmiPrime: round2(value / HEALTHY_BMI.value.primeReference),
      healthyWeightRangeKg: { min: healthy(HEALTHY_BMI.value.min), max: healthy(HEALTHY_BMI.value.max) },
      warnings: bmiWarnings(value),
    }
  },
})
