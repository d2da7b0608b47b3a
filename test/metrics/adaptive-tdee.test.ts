/**
 * The adaptive TDEE's parts, each against a hand calculation of its definition
 * (docs/adaptive-tdee.md) or a published table, and the whole on a log small enough to work
 * by hand.
 */
import { describe, expect, test } from 'bun:test'
import { fatMassAtDensity, forbesEnergyDensity } from '../../metrics/adaptive/energy-density.ts'
import { leastSquaresLine, meanWithVariance } from '../../metrics/adaptive/least-squares.ts'
import { intakeOutlierFlags, weightOutlierFlags } from '../../metrics/adaptive/outliers.ts'
import { studentTQuantile } from '../../metrics/adaptive/student-t.ts'
import { smoothedTrend } from '../../metrics/adaptive/trend.ts'
import { addDays } from '../../metrics/dates.ts'
import type { LogEntry } from '../../metrics/fields.ts'
import { calculators, checkInput, type InvalidInputError } from '../../metrics/index.ts'

const adaptive = calculators.adaptiveTdee
const answer = (input: Record<string, unknown>) =>
  adaptive.compute(checkInput(adaptive.input, input, { fromJson: true }), { today: '2026-01-01' })
const rejection = (input: Record<string, unknown>) => {
  try {
    answer(input)
  } catch (error) {
    return (error as InvalidInputError).errors
  }
  throw new Error('expected a rejection')
}

/** Weights 80, 79.8, 79.9, 79.6 on four days; intakes 2000 and 2200. */
const SMALL: LogEntry[] = [
  { date: '2026-03-01', weightKg: 80, intakeKcal: 2000 },
  { date: '2026-03-02', weightKg: 79.8 },
  { date: '2026-03-03', weightKg: 79.9, intakeKcal: 2200 },
  { date: '2026-03-04', weightKg: 79.6 },
]
/** A log needs 7 entries: SMALL, after three weights from a year before (outside the 56-day window). */
const SMALL_LOG: LogEntry[] = [
  ...SMALL,
  { date: '2025-01-01', weightKg: 90 },
  { date: '2025-01-02', weightKg: 90 },
  { date: '2025-01-03', weightKg: 90 },
]

describe('least squares', () => {
  test('slope and its variance by hand: x̄ 1.5, ȳ 79.825, Sxy −0.55, Sxx 5, RSS 0.027', () => {
    const line = leastSquaresLine([0, 1, 2, 3], [80, 79.8, 79.9, 79.6])
    expect(line.slope).toBeCloseTo(-0.11, 12)
    expect(line.slopeVariance).toBeCloseTo(0.027 / 2 / 5, 12)
    expect(line.degreesOfFreedom).toBe(2)
    expect(line.meanY).toBeCloseTo(79.825, 12)
  })

  test('a mean and the variance of that mean: 2000 and 2200 → 2100, 20000 / 2', () => {
    expect(meanWithVariance([2000, 2200])).toEqual({ mean: 2100, meanVariance: 10000, degreesOfFreedom: 1 })
  })
})

describe("Student's t quantile, p = 0.95", () => {
  test('closed forms: df 1 is Cauchy, tan(0.45π); df 2 is 0.9 / √(2 × 0.95 × 0.05)', () => {
    expect(studentTQuantile(0.95, 1)).toBeCloseTo(Math.tan(0.45 * Math.PI), 10)
    expect(studentTQuantile(0.95, 2)).toBeCloseTo(0.9 / Math.sqrt(0.095), 10)
  })

  test('printed tables: df 5 → 2.015, df 30 → 1.697; very large df → the normal 1.645', () => {
    expect(studentTQuantile(0.95, 5)).toBeCloseTo(2.015, 3)
    expect(studentTQuantile(0.95, 30)).toBeCloseTo(1.697, 3)
    expect(studentTQuantile(0.95, 1e9)).toBeCloseTo(1.6449, 4)
  })
})

describe('energy per kg of weight change (Forbes partition, Hall 2011 densities)', () => {
  test('25 kg of fat: (9440.73 × 25 + 1816.44 × 10.4) / 35.4 = 7200.8 kcal/kg', () => {
    expect(forbesEnergyDensity(25)).toBeCloseTo(((39500 / 4.184) * 25 + (7600 / 4.184) * 10.4) / 35.4, 9)
    expect(forbesEnergyDensity(25)).toBeCloseTo(7200.8, 1)
  })

  test('7700 kcal/kg is met at 10.4 × (7700 − 1816.44) / (9440.73 − 7700) = 35.15 kg of fat', () => {
    expect(fatMassAtDensity(7700)).toBeCloseTo((10.4 * (7700 - 7600 / 4.184)) / (39500 / 4.184 - 7700), 9)
    expect(fatMassAtDensity(7700)).toBeCloseTo(35.15, 2)
  })

  test('more fat, more energy per kg: toward fat alone (9441) and lean alone (1816) at the extremes', () => {
    expect(forbesEnergyDensity(15)).toBeLessThan(forbesEnergyDensity(40))
    expect(forbesEnergyDensity(1e6)).toBeCloseTo(39500 / 4.184, 0)
    expect(forbesEnergyDensity(0)).toBeCloseTo(7600 / 4.184, 9)
  })
})

/** The places of the values flagged. */
const flagged = (flags: boolean[]) => flags.flatMap((flag, i) => (flag ? [i] : []))

describe('Hampel outliers', () => {
  test('a weight typed 8 kg high among steady ones is flagged, and nothing else', () => {
    expect(flagged(weightOutlierFlags([0, 1, 2, 3, 4, 5, 6], [80, 80.2, 79.9, 80.1, 88, 80, 79.8]))).toEqual([4])
  })

  test('both conditions: far in robust SDs but within 2 % of the median is kept', () => {
    // MAD 0: any gap is "far" in robust SDs, yet 1 kg at 80 kg is within 2 %.
    expect(weightOutlierFlags([0, 1, 2, 3, 4], [80, 80, 81, 80, 80])).toEqual([false, false, false, false, false])
    expect(weightOutlierFlags([0, 1, 2, 3, 4], [80, 80, 82, 80, 80])).toEqual([false, false, true, false, false])
  })

  test('fewer than 5 values within a week either side: never judged', () => {
    expect(weightOutlierFlags([0, 1, 2, 3], [80, 80, 120, 80])).toEqual([false, false, false, false])
    expect(weightOutlierFlags([0, 10, 20, 30, 40], [80, 80, 120, 80, 80])).toEqual([false, false, false, false, false])
  })
})

describe('intakes a regular log keeps, and the slips it leaves out', () => {
  // Eight weeks of a person spending 2200 kcal a day, weighed each morning exactly as the 7700 kcal/kg
  // rule moves the weight: without the person the estimate is that rule, so it should find 2200.
  const TRUE_KCAL = 2200
  const weeks = (intakeOn: (day: number) => number) => {
    const entries: LogEntry[] = []
    let weightKg = 90
    for (let day = 0; day < 56; day++) {
      entries.push({ date: addDays('2026-01-01', day), weightKg, intakeKcal: intakeOn(day) })
      weightKg += (intakeOn(day) - TRUE_KCAL) / 7700
    }
    return entries
  }
  const estimated = (intakeOn: (day: number) => number) => answer({ entries: weeks(intakeOn) }) as Record<string, unknown>
  const codes = (result: Record<string, unknown>) => (result.warnings as { code: string }[]).map((w) => w.code)

  test.each([
    ['a weekly fast logged as 0', (day: number) => (day % 7 === 6 ? 0 : 2000)],
    ['a 5:2 week, 500 kcal on two days', (day: number) => (day % 7 >= 5 ? 500 : 2000)],
    ['a weekly feast at 2.5 times the usual, the most kept', (day: number) => (day % 7 === 6 ? 4000 : 1600)],
    ['alternate-day fasting, 0 and 2600 kcal', (day: number) => (day % 2 === 0 ? 0 : 2600)],
    ['modified alternate-day fasting, 500 and 2600 kcal', (day: number) => (day % 2 === 0 ? 500 : 2600)],
  ])('%s: every intake kept, the estimate within 20 kcal/day of the truth', (_, intakeOn) => {
    const result = estimated(intakeOn)
    expect(codes(result)).not.toContain('OUTLIERS_DROPPED')
    // Half a median away, as the filter cut before, these days read 250 kcal/day or more off.
    expect(Math.abs((result.tdee as number) - TRUE_KCAL)).toBeLessThan(20)
  })

  test('an intake above 2.5 times the local upper quartile (kJ for kcal, 4.184 times) is left out', () => {
    const result = estimated((day) => (day === 20 ? Math.round(1800 * 4.184) : day === 30 ? 4501 : 1800))
    expect(result.warnings).toContainEqual(expect.objectContaining({ code: 'OUTLIERS_DROPPED' }))
    expect((result.warnings as { message: string }[])[0]!.message).toStartWith('0 weights and 2 intakes were left out')
  })
})

describe('intake outliers: above 2.5 times the upper quartile of the week either side', () => {
  const days = (n: number) => Array.from({ length: n }, (_, i) => i)

  test('a day logged in kJ among steady days: 8368 > 2.5 × 2000 (the upper quartile, rank ⌈21/4⌉ = 6 of 7)', () => {
    expect(flagged(intakeOutlierFlags(days(7), [2000, 2000, 2000, 8368, 2000, 2000, 2000]))).toEqual([3])
  })

  test('exactly 2.5 times the upper quartile is kept, one kcal more is not', () => {
    expect(intakeOutlierFlags(days(5), [2000, 2000, 5000, 2000, 2000])[2]).toBe(false)
    expect(intakeOutlierFlags(days(5), [2000, 2000, 5001, 2000, 2000])[2]).toBe(true)
  })

  test('the quartile is the value ranked ⌈3n/4⌉: of 8, the 6th (2000), so 9000 > 2.5 × 2000 is cut where the 7th (4000) would keep it', () => {
    expect(flagged(intakeOutlierFlags(days(8), [2000, 2000, 2000, 4000, 2000, 2000, 9000, 2000]))).toEqual([6])
  })

  test('of 8 days, 2 eating days are a quarter, not more: cut; 3 are kept', () => {
    expect(intakeOutlierFlags(days(8), [0, 2000, 0, 0, 0, 2000, 0, 0]).filter(Boolean)).toHaveLength(2)
    expect(intakeOutlierFlags(days(8), [0, 2000, 0, 0, 2000, 2000, 0, 0]).some(Boolean)).toBe(false)
  })

  test('fasts on two days in three leave the upper quartile at the eating days; on three in four they do not', () => {
    // Eating every third day, 15 days hold 5 meals, more than the 15 − 12 = 3 the quartile's rank needs; every fourth, 3 or 4.
    const eatingEvery = (period: number) => days(30).map((d) => (d % period === period - 1 ? 2000 : 0))
    expect(intakeOutlierFlags(days(30), eatingEvery(3)).some(Boolean)).toBe(false)
    expect(intakeOutlierFlags(days(30), eatingEvery(4)).some(Boolean)).toBe(true)
  })
})

describe("the Hacker's Diet trend", () => {
  test('a tenth a day; over a 2-day gap 1 − 0.9² of the way', () => {
    const points = smoothedTrend([0, 1, 3, 4], ['d0', 'd1', 'd3', 'd4'], [80, 81, 79, undefined])
    expect(points.map((p) => p.date)).toEqual(['d0', 'd1', 'd3', 'd4'])
    expect(points[1]!.weightKg).toBeCloseTo(80.1, 12)
    expect(points[2]!.weightKg).toBeCloseTo(80.1 + 0.19 * (79 - 80.1), 12)
    expect(points[3]!.weightKg).toBe(points[2]!.weightKg) // no weight: the trend holds
  })

  test('starts at the first weight: days before it have no trend point', () => {
    expect(smoothedTrend([0, 1, 2], ['d0', 'd1', 'd2'], [undefined, 70, 71]).map((p) => p.date)).toEqual(['d1', 'd2'])
  })
})

describe('the estimate on a log worked by hand', () => {
  // Window: the 4 March days (the 2025 entries are more than 56 days older). tdee = 2100 − 7700 × (−0.11) = 2947.
  // Without the person ρ's variance is (ρ(60) − ρ(10))²/12 = (8314.412 − 5553.837)²/12 = 635064.45 (Forbes, 10-60 kg of fat).
  // V = 7700² × 0.0027 + 10000 + 0.11² × 635064.45 = 177767.28; Welch df = V² / (160083²/2 + 10000²/1) = 2.4472;
  // t(0.95, 2.4472) = 2.58674 (scipy.stats.t.ppf) → 2947 ± 1090.63 → 1856 to 4038.
  test('without the person: the 7700 kcal/kg rule', () => {
    const out = answer({ entries: SMALL_LOG })
    expect(out.tdee).toBe(2947)
    expect(out.tdeeInterval).toEqual({ low: 1856, high: 4038, confidence: 0.9 })
    expect(out.weeklyTrendKg).toBe(-0.77)
    expect(out.energyDensityKcalPerKg).toBe(7700)
    expect(out.method).toBe('least-squares-7700-rule')
    expect([out.daysUsed, out.weightsUsed, out.intakesUsed]).toEqual([4, 4, 2])
    expect(out.warnings.map((w: { code: string }) => w.code)).toEqual(['TOO_LITTLE_DATA', 'WIDE_INTERVAL'])
  })

  test('the trend covers the whole log, older entries included', () => {
    expect(answer({ entries: SMALL_LOG }).trend.map((p: { date: string }) => p.date)).toEqual([
      '2025-01-01',
      '2025-01-02',
      '2025-01-03',
      '2026-03-01',
      '2026-03-02',
      '2026-03-03',
      '2026-03-04',
    ])
  })

  test('with the person: Forbes density at the window mean weight, Jackson fat', () => {
    const out = answer({ entries: SMALL_LOG, gender: 'male', age: 40, heightCm: 180 })
    const bmi = 79.825 / 1.8 ** 2
    const fat = (79.825 * (-103.94 + 37.31 * Math.log(bmi) + 0.14 * 40)) / 100
    const rho = ((39500 / 4.184) * fat + (7600 / 4.184) * 10.4) / (fat + 10.4)
    expect(out.energyDensityKcalPerKg).toBe(Math.round(rho))
    expect(out.tdee).toBe(Math.round(2100 + 0.11 * rho))
    expect(out.method).toBe('least-squares-forbes-density')
  })

  test('a pace: tdee − pace × density / 7, and PACE_ABOVE_RECOMMENDED above 1 kg a week', () => {
    expect(answer({ entries: SMALL_LOG, weeklyLossGoalKg: 0.5 }).recommendedIntake).toEqual({
      dailyCalories: 2397,
      weeklyLossGoalKg: 0.5,
      dailyDeficit: 550,
    })
    // 2947 − 1650 = 1297: above a woman's 1200 floor (gender alone sets only the floor).
    const fast = answer({ entries: SMALL_LOG, gender: 'female', weeklyLossGoalKg: 1.5 })
    expect(fast.recommendedIntake).toEqual({ dailyCalories: 1297, weeklyLossGoalKg: 1.5, dailyDeficit: 1650 })
    expect(fast.warnings.map((w: { code: string }) => w.code)).toContain('PACE_ABOVE_RECOMMENDED')
  })

  test("without gender the floor is the men's 1500 kcal, the one that holds for either sex", () => {
    const unknown = answer({ entries: SMALL_LOG, weeklyLossGoalKg: 1.5 })
    expect(unknown.recommendedIntake).toEqual({ dailyCalories: 1500, weeklyLossGoalKg: 1.5, dailyDeficit: 1447 })
    expect(unknown.warnings.map((w: { code: string }) => w.code)).toContain('FLOOR_CLIPPED')
  })
})

describe('the window on logs that start or end oddly', () => {
  test('daysUsed counts from the first weight when the window opens with weights alone', () => {
    // Weights on 1-4 March, intakes only on the 2nd and 4th: the window opens on the 1st, so 4 days, not 3.
    const weightsFirst: LogEntry[] = [
      ...SMALL_LOG.slice(4),
      { date: '2026-03-01', weightKg: 80 },
      { date: '2026-03-02', weightKg: 79.8, intakeKcal: 2000 },
      { date: '2026-03-03', weightKg: 79.9 },
      { date: '2026-03-04', weightKg: 79.6, intakeKcal: 2200 },
    ]
    expect(answer({ entries: weightsFirst }).daysUsed).toBe(4)
  })

  test('weights that start a week after the intakes are a LARGE_GAP of 7 days at the window start; 6 days are not', () => {
    // Intakes on 1-14 March; weights from the (1 + gap)th: the first `gap` days have no weight.
    const lateWeights = (gap: number) =>
      Array.from({ length: 14 }, (_, i) => ({
        date: `2026-03-${String(i + 1).padStart(2, '0')}`,
        intakeKcal: 2000 + 10 * (i % 3),
        ...(i >= gap ? { weightKg: 80 - 0.1 * i } : {}),
      }))
    const gaps = (gap: number) =>
      answer({ entries: lateWeights(gap) })
        .warnings.filter((w: { code: string }) => w.code === 'LARGE_GAP')
        .map((w: { message: string }) => w.message.split(', ')[1]!.split(' have')[0])
    expect(gaps(7)).toEqual(['7 days in a row'])
    expect(gaps(6)).toEqual([])
  })

  test('an expenditure of exactly 800 or 10000 kcal/day is answered: the plausible range includes its ends', () => {
    // A steady 70 kg: slope 0, so tdee is the mean intake exactly.
    const steady = (intakeKcal: number) =>
      Array.from({ length: 14 }, (_, i) => ({ date: `2026-03-${String(i + 1).padStart(2, '0')}`, weightKg: 70, intakeKcal }))
    expect(answer({ entries: steady(800) }).tdee).toBe(800)
    expect(answer({ entries: steady(10000) }).tdee).toBe(10000)
    expect(rejection({ entries: steady(799) }).map((e) => e.field)).toEqual(['entries'])
  })
})

describe('the floor, reached exactly', () => {
  test('an intake for the pace exactly at the floor is not FLOOR_CLIPPED', () => {
    // A steady 70 kg at 2050 kcal: tdee 2050; 2050 − 0.5 × 7700 / 7 = 2050 − 550 = 1500, the floor without gender.
    const steady = Array.from({ length: 14 }, (_, i) => ({
      date: `2026-03-${String(i + 1).padStart(2, '0')}`,
      weightKg: 70,
      intakeKcal: 2050,
    }))
    const out = answer({ entries: steady, weeklyLossGoalKg: 0.5 })
    expect(out.recommendedIntake).toEqual({ dailyCalories: 1500, weeklyLossGoalKg: 0.5, dailyDeficit: 550 })
    expect(out.warnings).toEqual([])
  })
})

describe('rejections', () => {
  test('age or height without the rest of the person names what is missing', () => {
    expect(rejection({ entries: SMALL_LOG, heightCm: 170 }).map((e) => e.field)).toEqual(['gender', 'age'])
    expect(rejection({ entries: SMALL_LOG, gender: 'female', age: 30 })).toEqual([
      {
        field: 'heightCm',
        message:
          'is required with gender and age: gender, age and heightCm describe the person together (the energy per kg of weight change without bodyFatPercent, the BMI, the age and the predicted resting expenditure); it must be a number from 100 to 280 (cm)',
      },
    ])
  })

  test('a window with fewer than 3 weights is refused on entries', () => {
    const thin = [
      ...SMALL_LOG.slice(4),
      { date: '2026-03-01', weightKg: 80, intakeKcal: 2000 },
      { date: '2026-03-02', weightKg: 80, intakeKcal: 2100 },
      { date: '2026-03-03', intakeKcal: 2000 },
      { date: '2026-03-04', intakeKcal: 1900 },
    ]
    expect(rejection({ entries: thin }).map((e) => e.field)).toEqual(['entries'])
  })
})
