/** Daily total water: ml per kg of body weight (capped) plus climate and training allowances. */
import { Type } from '@sinclair/typebox'
import { defineCalculator, type Warning, warningsOf } from '../calculator.ts'
import { EFSA_ADULT_WATER, HYDRATION } from '../constants.ts'
import type { Climate } from '../fields.ts'
import { defineInput } from '../input.ts'
import { round, round2 } from '../rounding.ts'

const { mlPerKg, baseCapMl, trainingMlPerMinute, shareFromFood, adequateIntakeMl } = HYDRATION.value

const NOTE =
  `This is total water from all sources, food included: about ${shareFromFood * 100} % usually comes from food (IOM 2005), ` +
  'so drinks make up the rest. Needs vary with health; kidney or heart conditions call for medical advice.'

/** Above the base cap the total comes from allowances for heat and training, which sweat rates vary widely around. */
export const highWaterIntake: Warning = {
  code: 'HIGH_WATER_INTAKE',
  message:
    `This total is above ${baseCapMl / 1000} L a day, more than 95 % of men take in at moderate temperature and activity (EFSA 2010), where for women the figure is 3.1 L. ` +
    'Drink to replace what you sweat, not beyond it: drinking well past sweat losses can dilute blood sodium (hyponatraemia; ' +
    'ACSM, Sawka 2007). Weighing yourself before and after training shows how much you lose.',
}

/**
 * Below the lower of EFSA's adult adequate intakes (women's) the per-kg base, a convention, is under both
 * population figures: said, since for a light body those may be the better guide. Not between the two,
 * as the calculator takes no sex.
 */
export const belowAdequateIntake: Warning = {
  code: 'BELOW_ADEQUATE_INTAKE',
  message:
    `This total is below both of EFSA's adequate intakes of total water for adults, ${EFSA_ADULT_WATER} (EFSA 2010). ` +
    `The ${mlPerKg} ml per kg base is a convention; for a light body the population figures may be the better guide.`,
}

/** What the input publishes as the defaults, and the calculator applies: one value each. */
const DEFAULT_CLIMATE: Climate = 'temperate'
const DEFAULT_TRAINING_MINUTES = 0

export const waterIntakeCalculator = defineCalculator({
  id: 'water-intake-calculator',
  title: 'Daily water intake',
  summary: `Total daily water: ${mlPerKg} ml per kg of body weight (at most ${baseCapMl / 1000} L) plus climate and training allowances.`,
  input: defineInput({
    weightKg: 'weightKg',
    climate: { field: 'climate', default: DEFAULT_CLIMATE },
    trainingMinutes: { field: 'trainingMinutes', default: DEFAULT_TRAINING_MINUTES },
  }),
  output: Type.Object(
    {
      baseMl: Type.Integer({ description: `weightKg × ${mlPerKg} ml, at most ${baseCapMl} ml` }),
      climateAdjustmentMl: Type.Integer({ description: 'Allowance for the climate (ml)' }),
      trainingAdjustmentMl: Type.Integer({ description: `Allowance for training, ${trainingMlPerMinute} ml per minute` }),
      totalMl: Type.Integer({ description: 'Total water per day (ml)' }),
      totalLiters: Type.Number({ description: 'Total water per day (L), two decimals' }),
      note: Type.String({ description: 'How to read the figure: total water, food included' }),
      warnings: warningsOf('HIGH_WATER_INTAKE', 'BELOW_ADEQUATE_INTAKE'),
    },
    { additionalProperties: false },
  ),
  compute({ weightKg, climate = DEFAULT_CLIMATE, trainingMinutes = DEFAULT_TRAINING_MINUTES }) {
    const base = Math.min(weightKg * mlPerKg, baseCapMl)
    const climateMl = HYDRATION.value.climateMl[climate]
    const trainingMl = trainingMinutes * trainingMlPerMinute
    const total = base + climateMl + trainingMl
    const totalMl = round(total)
    return {
      baseMl: round(base),
      climateAdjustmentMl: climateMl,
      trainingAdjustmentMl: trainingMl,
      totalMl,
      totalLiters: round2(total / 1000),
      note: NOTE,
      warnings: totalMl > baseCapMl ? [highWaterIntake] : totalMl < adequateIntakeMl.female ? [belowAdequateIntake] : [],
    }
  },
})
