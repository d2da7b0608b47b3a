/** Daily total water: ml per kg of body weight plus climate and training allowances. */
import { Type } from '@sinclair/typebox'
import { HYDRATION } from '../constants.ts'
import { defineCalculator } from '../calculator.ts'
import { defineInput } from '../input.ts'
import { round, round2 } from '../rounding.ts'

const NOTE =
  `This is total water from all sources, food included: about ${HYDRATION.value.shareFromFood * 100} % usually comes from food (IOM 2005), ` +
  'so drinks make up the rest. Needs vary with health; kidney or heart conditions call for medical advice.'

export const waterIntakeCalculator = defineCalculator({
  id: 'water-intake',
  title: 'Daily water intake',
  summary: `Total daily water: ${HYDRATION.value.mlPerKg} ml per kg of body weight plus climate and training allowances.`,
  input: defineInput({
    weightKg: 'weightKg',
    climate: { field: 'climate', default: 'temperate' },
    trainingMinutes: { field: 'trainingMinutes', default: 0 },
  }),
  output: Type.Object(
    {
      baseMl: Type.Integer({ description: `weightKg × ${HYDRATION.value.mlPerKg} ml` }),
      climateAdjustmentMl: Type.Integer({ description: 'Allowance for the climate (ml)' }),
      trainingAdjustmentMl: Type.Integer({ description: `Allowance for training, ${HYDRATION.value.trainingMlPerMinute} ml per minute` }),
      totalMl: Type.Integer({ description: 'Total water per day (ml)' }),
      totalLiters: Type.Number({ description: 'Total water per day (L), two decimals' }),
      note: Type.String({ description: 'How to read the figure: total water, food included' }),
    },
    { additionalProperties: false },
  ),
  compute({ weightKg, climate = 'temperate', trainingMinutes = 0 }) {
    const c = HYDRATION.value
    const base = weightKg * c.mlPerKg
    const climateMl = c.climateMl[climate]
    const trainingMl = trainingMinutes * c.trainingMlPerMinute
    const total = base + climateMl + trainingMl
    return {
      baseMl: round(base),
      climateAdjustmentMl: climateMl,
      trainingAdjustmentMl: trainingMl,
      totalMl: round(total),
      totalLiters: round2(total / 1000),
      note: NOTE,
    }
  },
})
