/**
 * Direction properties of the formulas, on the published (rounded) outputs: more weight
 * never lowers BMR or water, more waist never lowers body fat, and a clear step
 * (1 kg, 1 cm) always raises them (water only below its 4000 ml base cap, above which
 * weight no longer counts); the BMI category never falls as weight rises.
 */
import { describe, expect, test } from 'bun:test'
import fc from 'fast-check'
import { BMI_CATEGORIES, HYDRATION } from '../../metrics/constants.ts'
import { BMR_FORMULAS, fields, GENDERS } from '../../metrics/fields.ts'
import { type Calculator, calculators, InvalidInputError } from '../../metrics/index.ts'
import { ascendingPair, type Input, RUNS, validInput } from './arbitraries.ts'

const context = { today: '2026-01-01' }
const compute = (calculator: Calculator, input: Input) => calculator.compute(input, context)

/** `higher` is not below `lower`, and is above it when the input rose by at least `step`. */
function expectRise(lower: number, higher: number, inputRise: number, step: number): void {
  expect(higher).toBeGreaterThanOrEqual(lower)
  if (inputRise >= step) expect(higher).toBeGreaterThan(lower)
}

describe('more weight', () => {
  test('gives a higher BMR by every formula', () => {
    fc.assert(
      fc.property(validInput(calculators.bmr, { allFields: true }), ascendingPair(fields.weightKg), (input, [w1, w2]) => {
        const lighter = compute(calculators.bmr, { ...input, weightKg: w1 }).byFormula
        const heavier = compute(calculators.bmr, { ...input, weightKg: w2 }).byFormula
        expect(Object.keys(heavier)).toEqual([...BMR_FORMULAS])
        for (const formula of BMR_FORMULAS) expectRise(lighter[formula], heavier[formula], w2 - w1, 1)
      }),
      RUNS,
    )
  })

  test('gives more water below the base cap, and the same above it', () => {
    const cap = HYDRATION.value.baseCapMl / HYDRATION.value.mlPerKg
    fc.assert(
      fc.property(validInput(calculators.waterIntake), ascendingPair(fields.weightKg), (input, [w1, w2]) => {
        const less = compute(calculators.waterIntake, { ...input, weightKg: w1 }).totalMl
        const more = compute(calculators.waterIntake, { ...input, weightKg: w2 }).totalMl
        if (w1 >= cap) expect(more).toBe(less)
        else expectRise(less, more, Math.min(w2, cap) - w1, 1)
      }),
      RUNS,
    )
  })

  test('never lowers the BMI category', () => {
    const rank = (category: string) => BMI_CATEGORIES.value.findIndex((c) => c.category === category)
    fc.assert(
      fc.property(validInput(calculators.bmi), ascendingPair(fields.weightKg), (input, [w1, w2]) => {
        const lighter = rank(compute(calculators.bmi, { ...input, weightKg: w1 }).category)
        const heavier = rank(compute(calculators.bmi, { ...input, weightKg: w2 }).category)
        expect(lighter).toBeGreaterThanOrEqual(0)
        expect(heavier).toBeGreaterThanOrEqual(lighter)
      }),
      RUNS,
    )
  })
})

describe.each(GENDERS)('a larger waist (%s)', (gender) => {
  /** The body fat, or undefined where the method rejects the measurements (tested in http-responses). */
  function bodyFat(input: Input): number | undefined {
    try {
      return compute(calculators.bodyFat, input).bodyFatPercent
    } catch (error) {
      if (error instanceof InvalidInputError) return undefined
      throw error
    }
  }

  test('gives a higher body fat wherever both are valid', () => {
    const input = validInput(calculators.bodyFat, { allFields: true }).map((i) => ({ ...i, gender }))
    fc.assert(
      fc.property(input, ascendingPair(fields.waistCm), (body, [waist1, waist2]) => {
        const less = bodyFat({ ...body, waistCm: waist1 })
        const more = bodyFat({ ...body, waistCm: waist2 })
        fc.pre(less !== undefined && more !== undefined)
        expectRise(less!, more!, waist2 - waist1, 1)
      }),
      RUNS,
    )
  })
})
