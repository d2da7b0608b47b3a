/** Macronutrients for a deficit plan, from its integer target calories. */
import { Type } from '@sinclair/typebox'
import { ENERGY_PER_GRAM, FIBER_PER_1000_KCAL, PLAN_MACROS } from '../constants.ts'
import { round } from '../rounding.ts'

export interface Macros {
  proteinGrams: number
  fatGrams: number
  carbGrams: number
  fiberGrams: number
}

export const MacrosSchema = Type.Object(
  {
    proteinGrams: Type.Integer({
      description:
        `Protein (g/day): ${PLAN_MACROS.value.proteinGramsPerKg} g/kg of the lower of current and target weight, inside the range ` +
        `recommended during weight loss in athletes (Hector & Phillips 2018), capped at ${PLAN_MACROS.value.proteinMaxEnergyShare * 100} % of energy`,
    }),
    fatGrams: Type.Integer({ description: 'Fat (g/day)' }),
    carbGrams: Type.Integer({ description: 'Carbohydrate (g/day)' }),
    fiberGrams: Type.Integer({ description: 'Fiber (g/day)' }),
  },
  { additionalProperties: false },
)

/** Fiber for a daily energy intake (IOM: 14 g per 1000 kcal), never more than the carbohydrate it is part of; full precision. */
export const fiberGrams = (kcal: number, carbGrams: number): number => Math.min((FIBER_PER_1000_KCAL.value * kcal) / 1000, carbGrams)

/**
 * Protein 2.2 g/kg of the lower of current and target weight, capped at 35 % of energy;
 * fat 25 % of energy; carbohydrate the remainder (never negative); fiber 14 g/1000 kcal, at most the carbohydrate.
 * All in full precision, rounded only at the end.
 */
export function planMacros(targetCalories: number, weightKg: number, targetWeightKg: number): Macros {
  const c = PLAN_MACROS.value
  const g = ENERGY_PER_GRAM.value
  const referenceWeight = Math.min(weightKg, targetWeightKg)
  const protein = Math.min(c.proteinGramsPerKg * referenceWeight, (c.proteinMaxEnergyShare * targetCalories) / g.protein)
  const fat = (c.fatEnergyShare * targetCalories) / g.fat
  // The rest is carbohydrate, never negative: protein's cap and fat's share leave part of the energy (test/metrics/deficit-plan.test.ts).
  const carb = (targetCalories - protein * g.protein - fat * g.fat) / g.carb
  return {
    proteinGrams: round(protein),
    fatGrams: round(fat),
    carbGrams: round(carb),
    fiberGrams: round(fiberGrams(targetCalories, carb)),
  }
}
