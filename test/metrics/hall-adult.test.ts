/**
 * The Hall 2011 adult model against the bw package: its published adult case and the
 * ChocoTonic/hallmodel-core contract cases that canonical bw produced (data/ holds the
 * extract, with its licence). bw seeds the model with Mifflin written 9.99·W + 625·H(m) − 4.92·A.
 */
import { describe, expect, test } from 'bun:test'
import fc from 'fast-check'
import { SAFETY_FLOOR_KCAL } from '../../metrics/constants.ts'
import { type AdultBaseline, expOfScaled, HallAdult, seriesOf } from '../../metrics/dynamic/hall-adult.ts'
import contract from './data/hallmodel-core-adult.json'

type Sex = 'male' | 'female'
const bwMifflin = (sex: Sex, w: number, hM: number, age: number) => 9.99 * w + 625 * hM - 4.92 * age + (sex === 'male' ? 5 : -161)
const bwAdult = (sex: Sex, w: number, hM: number, age: number, extra: Partial<AdultBaseline> = {}) =>
  new HallAdult({ gender: sex, age, weightKg: w, heightM: hM, restingKcal: bwMifflin(sex, w, hM, age), pal: 1.5, ...extra })

describe('bw reproduced', () => {
  test("bw's adult case: 90 kg, 1.80 m, 40 y, male, PAL 1.5, −500 kcal/day weighs 76.2608 kg on day 364", () => {
    const adult = bwAdult('male', 90, 1.8, 40)
    expect(Math.abs(adult.weightAfter(adult.maintenance - 500, 364) - 76.2608)).toBeLessThan(0.001)
  })

  // docs/dynamic-model.md ("Activity below the documented range") and the weight-change concept state the
  // same case at PAL 1.2, 1.375 and 1.4, below the 1.4-2.4 bw documents: the oracle's run (fixtures/oracle/hall.py),
  // seeded with the service's Mifflin BMR, 10·90 + 6.25·180 − 5·40 + 5 = 1830 kcal/day.
  test.each([
    [1.2, 74.18],
    [1.375, 75.45],
    [1.4, 75.62],
    [1.5, 76.26],
  ])('the same man at PAL %p weighs %p kg on day 364, as the docs say', (pal, kg) => {
    const adult = new HallAdult({ gender: 'male', age: 40, weightKg: 90, heightM: 1.8, restingKcal: 1830, pal })
    expect(Math.abs(adult.weightAfter(adult.maintenance - 500, 364) - kg)).toBeLessThan(0.005)
  })

  // bw rounds each kJ→kcal constant to 7 significant digits (ρF 9440.727); this module divides
  // by 4.184 exactly, so values differ by about 1e-7 of themselves, well inside this bound.
  const close = (mine: number, theirs: number) => Math.abs(mine - theirs) <= 1e-6 + 1e-6 * Math.abs(theirs)

  for (const c of contract.cases) {
    test(`hallmodel-core contract ${c.id}: every compartment, weekly and on the last day`, () => {
      const a = c.args as {
        bw: number
        ht: number
        age: number
        sex: Sex
        PAL?: number
        pcarb_base?: number
        EI?: number
        EIchange?: number
      }
      const adult = bwAdult(a.sex, a.bw, a.ht, a.age, {
        pal: a.PAL ?? contract.defaults.PAL,
        carbohydrateShare: a.pcarb_base,
        baselineIntakeKcal: a.EI,
      })
      const wanted = new Map(c.days.map((day, i) => [day, i]))
      let compared = 0
      adult.simulate(adult.baselineIntake + (a.EIchange ?? 0), c.days.at(-1)!, (day, body) => {
        const i = wanted.get(day)
        if (i === undefined) return
        const s = c.series
        const pairs: [number, number][] = [
          [body.weightKg, s.Body_Weight[i]!],
          [body.fatKg, s.Fat_Mass[i]!],
          [body.leanKg, s.Lean_Mass[i]!],
          [body.glycogenKg, s.Glycogen[i]!],
          [body.extracellularFluidKg, s.Extracellular_Fluid[i]!],
          [body.adaptationKcal, s.Adaptive_Thermogenesis[i]!],
        ]
        for (const [mine, theirs] of pairs) if (!close(mine, theirs)) expect([day, mine]).toEqual([day, theirs])
        compared++
      })
      expect(compared).toBe(c.days.length)
    })
  }
})

const baseline = fc.record({
  gender: fc.constantFrom<Sex>('male', 'female'),
  age: fc.integer({ min: 18, max: 80 }),
  heightM: fc.double({ min: 1.5, max: 2, noNaN: true }),
  bmi: fc.double({ min: 19, max: 45, noNaN: true }),
  pal: fc.constantFrom(1.2, 1.375, 1.55, 1.725, 1.9),
})
const LOWEST_FLOOR_KCAL = Math.min(...Object.values(SAFETY_FLOOR_KCAL.value))
const adultOf = (b: { gender: Sex; age: number; heightM: number; bmi: number; pal: number }) => {
  const w = b.bmi * b.heightM * b.heightM
  return bwAdult(b.gender, w, b.heightM, b.age, { pal: b.pal })
}

describe('properties', () => {
  test('weight falls every day under a constant deficit and rises under a surplus', () => {
    fc.assert(
      fc.property(baseline, fc.integer({ min: 50, max: 1000 }), fc.constantFrom(-1, 1), (b, kcal, sign) => {
        const adult = adultOf(b)
        const intake = adult.maintenance + sign * kcal
        // As below: never under the lowest safety floor, where two years can starve a small body to nothing.
        fc.pre(intake >= LOWEST_FLOOR_KCAL)
        let previous = Number.NaN
        adult.simulate(intake, 730, (day, body) => {
          if (day > 0) expect(sign * (body.weightKg - previous)).toBeGreaterThan(0)
          previous = body.weightKg
        })
      }),
      { numRuns: 60 },
    )
  })

  // The service never feeds the model less than the lowest safety floor, 1200 kcal/day: lower
  // intakes can starve lean tissue to nothing, where the model no longer describes a body.
  test('the plateau is where a long run settles', () => {
    fc.assert(
      fc.property(baseline, fc.integer({ min: -800, max: 800 }), (b, change) => {
        const adult = adultOf(b)
        const intake = Math.max(LOWEST_FLOOR_KCAL, adult.maintenance + change)
        // Heavy bodies approach their plateau slowly (fat changes little per kcal): 80 years get within 0.02 kg.
        const settled = adult.simulate(intake, 365 * 80, () => {})
        const steady = adult.steadyState(intake)
        expect(Math.abs(settled.weightKg - steady.weightKg)).toBeLessThan(0.02)
        expect(Math.abs(settled.leanKg - steady.leanKg)).toBeLessThan(0.02)
      }),
      { numRuns: 30 },
    )
  }, 30_000)

  test('maintenance holds the weight, and its plateau is the current weight', () => {
    const adult = bwAdult('female', 70, 1.68, 50)
    expect(adult.weightAfter(adult.maintenance, 3650)).toBeCloseTo(70, 9)
    expect(adult.plateauWeightKg(adult.maintenance)).toBeCloseTo(70, 6)
    expect(adult.steadyState(adult.maintenance).leanKg).toBeCloseTo(adult.lean0, 6)
  })

  test('a measured body fat replaces the Jackson estimate', () => {
    const adult = bwAdult('male', 90, 1.8, 40, { bodyFatPercent: 30 })
    expect(adult.fat0).toBeCloseTo(27, 12)
    // Jackson 2002 for this man: 0.14·40 + 37.31·ln(90/1.8²) − 103.94 = 25.6355… %
    expect(bwAdult('male', 90, 1.8, 40).fat0).toBeCloseTo((90 * (5.6 + 37.31 * Math.log(90 / 3.24) - 103.94)) / 100, 12)
  })
})

describe("Forbes' exponential by its series", () => {
  test('agrees with Math.exp to two units in the last place wherever the series is used, and beyond it', () => {
    for (const c of [0.001, 0.05, 0.31, 1.7]) {
      const series = seriesOf(c)
      const limit = 1 / 64 / c
      for (let i = -1000; i <= 1000; i++) {
        const k = (limit * 1.01 * i) / 1000 // up to just past the limit, where Math.exp takes over
        const exact = Math.exp(c * k)
        expect(Math.abs(expOfScaled(k, series) - exact)).toBeLessThanOrEqual(2 * Number.EPSILON * exact)
      }
    }
  })
})
