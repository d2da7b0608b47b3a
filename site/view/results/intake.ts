/** What to eat and drink: macronutrient grams, daily water. */
import { html, type Markup } from '../html.ts'
import { formatNumber } from '../numbers.ts'
import { energy, gramsPerBodyWeight, water } from '../units.ts'
import { figureList } from './figures.ts'
import type { OutputOf, ResultContext } from './types.ts'

const grams = (g: number, share?: number) => `${formatNumber(g)} g${share === undefined ? '' : ` (${formatNumber(share, 1)} % of energy)`}`

export function macronutrientResult(out: OutputOf<'macronutrient'>, { units: u }: ResultContext<'macronutrient'>): Markup {
  return html`${figureList([
    { label: 'Protein', value: grams(out.proteinGrams, out.percentages.protein) },
    { label: 'Fat', value: grams(out.fatGrams, out.percentages.fat) },
    { label: 'Carbohydrate', value: grams(out.carbGrams, out.percentages.carb) },
    { label: 'Of which fibre', value: grams(out.fiberGrams) },
    'proteinPerKg' in out && { label: 'Protein per body weight', value: gramsPerBodyWeight(out.proteinPerKg, u) },
    { label: 'For a daily intake of', value: energy(out.calories, u) },
  ])}`
}

export function waterResult(out: OutputOf<'waterIntake'>, { units: u }: ResultContext<'waterIntake'>): Markup {
  return html`${figureList([
    { label: 'Water per day, food included', value: water(out.totalMl, u) },
    { label: 'For your body weight', value: water(out.baseMl, u) },
    { label: 'For the climate', value: water(out.climateAdjustmentMl, u) },
    { label: 'For training', value: water(out.trainingAdjustmentMl, u) },
  ])}<p>${out.note}</p>`
}
