/** What to eat and drink: macronutrient grams, daily water. */
import { PROTEIN_RDA_G_PER_KG } from '../../../metrics/protein-rda.ts'
import { html, type Markup } from '../html.ts'
import { formatNumber } from '../numbers.ts'
import { energy, energyNoun, gramsPerBodyWeight, perShownWeight, water } from '../units.ts'
import { figureList } from './figures.ts'
import type { OutputOf, ResultContext } from './types.ts'

const grams = (g: number, share?: number) => `${formatNumber(g)} g${share === undefined ? '' : ` (${formatNumber(share, 1)} % of energy)`}`

/**
 * Below the adult RDA for protein, said beside the figures, judged on the figures as shown (0.79 g/kg
 * and the RDA both show as 0.36 g/lb): the split is the preset's share of the calories asked about,
 * however little that leaves for this body. The RDA is set per kg of a healthy body weight, so at a
 * high weight the note says to judge by that one instead. Not among the warnings ("Read this first"):
 * the API's answer has none, and the page's warnings are the API's.
 */
const belowRda = (out: OutputOf<'macronutrient'>, u: ResultContext['units']): Markup =>
  'proteinPerKg' in out && perShownWeight(out.proteinPerKg, u) < perShownWeight(PROTEIN_RDA_G_PER_KG, u)
    ? html`<p>This is below the adult recommended dietary allowance (RDA) for protein, ${gramsPerBodyWeight(PROTEIN_RDA_G_PER_KG, u)} of body weight a day (IOM 2005), which is set for a healthy body weight: at a high weight, judge by the weight at a healthy BMI. A split with more protein, or more ${energyNoun(u)}, would meet it.</p>`
    : html``

export function macronutrientResult(out: OutputOf<'macronutrient'>, { units: u }: ResultContext<'macronutrient'>): Markup {
  return html`${figureList([
    { label: 'Protein', value: grams(out.proteinGrams, out.percentages.protein) },
    { label: 'Fat', value: grams(out.fatGrams, out.percentages.fat) },
    { label: 'Carbohydrate', value: grams(out.carbGrams, out.percentages.carb) },
    // Fiber is carbohydrate: held at the split's carbohydrate where the fiber guide asks for more (keto's 5 %).
    // Spelled "fiber", as the method and the API are.
    {
      label: 'Of which fiber',
      value:
        out.fiberGrams === out.carbGrams && out.carbGrams > 0
          ? `${grams(out.fiberGrams)} (all of its carbohydrate: the fiber guide asks for more than this split has)`
          : grams(out.fiberGrams),
    },
    'proteinPerKg' in out && { label: 'Protein per body weight', value: gramsPerBodyWeight(out.proteinPerKg, u) },
    { label: 'For a daily intake of', value: energy(out.calories, u) },
  ])}${belowRda(out, u)}`
}

export function waterResult(out: OutputOf<'waterIntake'>, { units: u }: ResultContext<'waterIntake'>): Markup {
  return html`${figureList([
    { label: 'Water per day, food included', value: water(out.totalMl, u) },
    { label: 'For your body weight', value: water(out.baseMl, u) },
    { label: 'For the climate', value: water(out.climateAdjustmentMl, u) },
    { label: 'For training', value: water(out.trainingAdjustmentMl, u) },
  ])}<p>${out.note}</p>`
}
