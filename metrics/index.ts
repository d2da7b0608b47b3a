/** The pure domain: formulas, constants with sources, input bounds and schemas. No HTTP. */

import { adaptiveTdeeCalculator } from './calculators/adaptive-tdee.ts'
import { bmiCalculator } from './calculators/bmi.ts'
import { bodyFatCalculator } from './calculators/body-fat.ts'
import { calculateCalculator, deficitCalculator } from './calculators/deficit-plan.ts'
import { bmrCalculator, tdeeCalculator } from './calculators/energy.ts'
import { goalDateCalculator } from './calculators/goal-date.ts'
import { waterIntakeCalculator } from './calculators/hydration.ts'
import { macronutrientCalculator } from './calculators/macronutrients.ts'
import { weightLossCalculator } from './calculators/weight-loss.ts'

/** Keyed by each calculator's `codeName` (test/metrics/names.test.ts holds them to it). */
export const calculators = {
  calculate: calculateCalculator,
  calculateDeficit: deficitCalculator,
  bodyFat: bodyFatCalculator,
  tdee: tdeeCalculator,
  bmr: bmrCalculator,
  weightLoss: weightLossCalculator,
  macronutrient: macronutrientCalculator,
  bmi: bmiCalculator,
  waterIntake: waterIntakeCalculator,
  caloriesForGoalDate: goalDateCalculator,
  adaptiveTdee: adaptiveTdeeCalculator,
}

export { type Calculator, codeName, type Warning } from './calculator.ts'
export { todayUtc } from './dates.ts'
export { type FieldError, InvalidInputError } from './errors.ts'
export { checkInput } from './input.ts'
