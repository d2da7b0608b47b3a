/** Macronutrient grams for a daily energy intake and a preset split. */
import { Type } from '@sinclair/typebox'
import { defineCalculator } from '../calculator.ts'
import { AMDR, ENERGY_PER_GRAM, FIBER_PER_1000_KCAL, MACRO_PRESETS } from '../constants.ts'
import { PRESETS, type Preset } from '../fields.ts'
import { defineInput } from '../input.ts'
import { round, round2 } from '../rounding.ts'
import { fiberGrams } from './plan-macros.ts'

const DEFAULT_PRESET: Preset = 'balanced'

export type Nutrient = keyof typeof AMDR.value

/** The nutrients of a preset whose share of energy lies outside the IOM acceptable range (AMDR). */
export const outsideAmdr = (preset: Preset): Nutrient[] =>
  (Object.keys(AMDR.value) as Nutrient[]).filter((n) => {
    const share = MACRO_PRESETS.value[preset][n]
    return share < AMDR.value[n].min || share > AMDR.value[n].max
  })

/** The presets with at least one nutrient outside its AMDR. */
export const presetsOutsideAmdr: Preset[] = PRESETS.filter((preset) => outsideAmdr(preset).length > 0)

export const macronutrientCalculator = defineCalculator({
  id: 'macronutrient-calculator',
  title: 'Macronutrient split',
  summary: 'Grams of protein, fat, carbohydrate and fiber for a calorie intake and a preset split.',
  input: defineInput({
    calories: 'calories',
    preset: { field: 'preset', default: DEFAULT_PRESET },
    weightKg: { field: 'weightKg' },
  }),
  output: Type.Object(
    {
      calories: Type.Number({ description: 'The daily intake the split is for (kcal/day)' }),
      preset: Type.Union(
        PRESETS.map((p) => Type.Literal(p)),
        { description: 'The split used' },
      ),
      proteinGrams: Type.Integer({ description: 'Protein (g/day): calories × share / 4' }),
      fatGrams: Type.Integer({ description: 'Fat (g/day): calories × share / 9' }),
      carbGrams: Type.Integer({ description: 'Carbohydrate (g/day): calories × share / 4' }),
      fiberGrams: Type.Integer({ description: `${FIBER_PER_1000_KCAL.value} g per 1000 kcal, at most carbGrams (fibre is carbohydrate)` }),
      percentages: Type.Object(
        { protein: Type.Number(), fat: Type.Number(), carb: Type.Number() },
        { additionalProperties: false, description: 'Share of energy (%)' },
      ),
      proteinPerKg: Type.Optional(Type.Number({ description: 'Protein per kg of body weight (g/kg), when weightKg is given' })),
    },
    { additionalProperties: false },
  ),
  compute({ calories, preset = DEFAULT_PRESET, weightKg }) {
    const split = MACRO_PRESETS.value[preset]
    const g = ENERGY_PER_GRAM.value
    const protein = (calories * split.protein) / 100 / g.protein
    const carb = (calories * split.carb) / 100 / g.carb
    const result = {
      calories,
      preset,
      proteinGrams: round(protein),
      fatGrams: round((calories * split.fat) / 100 / g.fat),
      carbGrams: round(carb),
      fiberGrams: round(fiberGrams(calories, carb)),
      percentages: { ...split },
    }
    return weightKg === undefined ? result : { ...result, proteinPerKg: round2(protein / weightKg) }
  },
})
