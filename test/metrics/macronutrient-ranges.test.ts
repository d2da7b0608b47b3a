import { describe, expect, test } from 'bun:test'
import { outsideAmdr } from '../../metrics/calculators/macronutrients.ts'
import { AMDR, PLAN_MACROS, PROTEIN_REFERENCE_RANGES } from '../../metrics/constants.ts'
import { PRESETS } from '../../metrics/fields.ts'

describe('presets against the IOM acceptable ranges (protein 10-35 %, fat 20-35 %, carbohydrate 45-65 %)', () => {
  test('each preset is judged as by hand', () => {
    // balanced 30/30/40: carb 40 < 45. low-carb 35/40/25: fat 40 > 35, carb 25 < 45.
    // high-protein 40/30/30: protein 40 > 35, carb 30 < 45. keto 20/75/5: fat 75 > 35, carb 5 < 45.
    // low-fat 30/20/50: every share inside (fat 20 is the lower bound itself).
    const judged = Object.fromEntries(PRESETS.map((p) => [p, outsideAmdr(p)]))
    expect(judged).toEqual({
      balanced: ['carb'],
      'low-carb': ['fat', 'carb'],
      'high-protein': ['protein', 'carb'],
      keto: ['fat', 'carb'],
      'low-fat': [],
    })
  })

  test('the ranges are the published ones, which the catalogues show', () => {
    // IOM 2005, Dietary Reference Intakes for macronutrients, adult AMDR (% of energy).
    expect(AMDR.value).toEqual({ protein: { min: 10, max: 35 }, fat: { min: 20, max: 35 }, carb: { min: 45, max: 65 } })
    // Hector & Phillips 2018 (weight loss in athletes); Jäger et al. 2017, ISSN (most exercising people; trained, in a
    // deficit); the adult RDA, IOM 2005 (g/kg/day).
    expect(PROTEIN_REFERENCE_RANGES.value).toEqual({
      weightLossInAthletes: { min: 1.6, max: 2.4 },
      mostExercisingPeople: { min: 1.4, max: 2.0 },
      trainedInDeficit: { min: 2.3, max: 3.1 },
      rda: 0.8,
    })
  })

  test("the plan's protein cap is the protein range's upper end", () => {
    expect(PLAN_MACROS.value.proteinMaxEnergyShare).toBe(0.35)
    expect(AMDR.value.protein.max).toBe(35)
  })

  test('2.2 g/kg lies inside the range for weight loss in athletes and above the ISSN range', () => {
    const { weightLossInAthletes, mostExercisingPeople } = PROTEIN_REFERENCE_RANGES.value
    const perKg = PLAN_MACROS.value.proteinGramsPerKg
    expect(perKg >= weightLossInAthletes.min && perKg <= weightLossInAthletes.max).toBe(true)
    expect(perKg).toBeGreaterThan(mostExercisingPeople.max)
  })
})
