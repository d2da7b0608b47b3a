import { describe, expect, test } from 'bun:test'
import {
  activityMultiplier,
  bmrBy,
  cunningham,
  harrisBenedictRevised,
  katchMcArdle,
  leanBodyMassKg,
  mifflinStJeor,
  tdee,
} from '../../metrics/calculators/energy.ts'
import { calculators } from '../../metrics/index.ts'

const man = { gender: 'male' as const, age: 30, weightKg: 80, heightCm: 180 }
const woman = { gender: 'female' as const, age: 30, weightKg: 60, heightCm: 160 }

describe('BMR equations (worked by hand from the cited papers)', () => {
  test('Mifflin-St Jeor 1990: 10w + 6.25h − 5a + 5 / − 161', () => {
    expect(mifflinStJeor(man)).toBe(800 + 1125 - 150 + 5) // 1780
    expect(mifflinStJeor(woman)).toBe(600 + 1000 - 150 - 161) // 1289
  })

  test('Harris-Benedict revised by Roza & Shizgal 1984', () => {
    // 88.362 + 13.397·80 + 4.799·180 − 5.677·30 = 88.362 + 1071.76 + 863.82 − 170.31
    expect(harrisBenedictRevised(man)).toBeCloseTo(1853.632, 9)
    // 447.593 + 9.247·60 + 3.098·160 − 4.330·30 = 447.593 + 554.82 + 495.68 − 129.9
    expect(harrisBenedictRevised(woman)).toBeCloseTo(1368.193, 9)
  })

  test('lean-mass equations: Katch-McArdle 370 + 21.6·LBM, Cunningham 500 + 22·LBM', () => {
    expect(leanBodyMassKg(80, 20)).toBeCloseTo(64, 12)
    expect(katchMcArdle(64)).toBeCloseTo(1752.4, 9)
    expect(cunningham(64)).toBe(1908)
    expect(bmrBy('katch-mcardle', { ...man, bodyFatPercent: 20 })).toBeCloseTo(1752.4, 9)
    expect(bmrBy('cunningham', { ...man, bodyFatPercent: 20 })).toBeCloseTo(1908, 9)
  })

  test('lean-mass equations are unavailable without body fat', () => {
    expect(bmrBy('katch-mcardle', man)).toBeUndefined()
    expect(bmrBy('cunningham', man)).toBeUndefined()
  })
})

describe('TDEE = BMR × activity multiplier', () => {
  test('the published multiplier set', () => {
    expect(['sedentary', 'light', 'moderate', 'active', 'extreme'].map((l) => activityMultiplier(l as never))).toEqual([
      1.2, 1.375, 1.55, 1.725, 1.9,
    ])
  })

  test('1780 × 1.55 = 2759', () => {
    expect(tdee(1780, 'moderate')).toBeCloseTo(2759, 9)
  })
})

describe('BMR and TDEE answer by equations fitted in adults', () => {
  const codes = (w: { code: string }[]) => w.map((x) => x.code)
  test('an age under 18 warns UNDER_18, 18 does not', () => {
    expect(codes(calculators.bmr.compute({ ...man, age: 17 }, { today: '2026-01-01' }).warnings)).toEqual(['UNDER_18'])
    expect(codes(calculators.bmr.compute({ ...man, age: 18 }, { today: '2026-01-01' }).warnings)).toEqual([])
    // 80 kg at 100 cm is BMI 80, implausible: the BMI's warning comes first.
    const tdee15 = calculators.tdee.compute({ ...man, age: 15, heightCm: 100, activityLevel: 'light' }, { today: '2026-01-01' })
    expect(codes(tdee15.warnings)).toEqual(['IMPLAUSIBLE_BMI', 'UNDER_18'])
  })
})
