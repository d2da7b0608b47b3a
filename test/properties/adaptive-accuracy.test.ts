/**
 * Issue 25's accuracy property: on logs synthesised by the Hall 2011 model (synthetic-logs.ts),
 * the adaptive TDEE is within ±150 kcal/day of the true mean expenditure over 28-day logs and
 * within ±100 over 56-day logs in at least 90 % of seeded trials each, and its 90 % interval holds
 * the truth in 85-97 % of trials. It must beat the baseline, a plain regression × 7700 kcal/kg.
 * Without gender, age and height (7700 kcal/kg) the goals are out of reach, and the interval,
 * widened by the density's spread, must still be calibrated. With them, the estimate takes the
 * person's body fat to be what Jackson 2002 predicts, as the synthetic people's is; trials whose
 * body fat is off that prediction measure how much the figures rest on it.
 * The figures are published in docs/adaptive-tdee.md, which this test holds to them.
 */
import { describe, expect, test } from 'bun:test'
import { readFileSync } from 'node:fs'
import type { LogEntry } from '../../metrics/fields.ts'
import { calculators, checkInput } from '../../metrics/index.ts'
import { NOISE, random, syntheticLog } from './synthetic-logs.ts'

const TRIALS = 3000
/** The standard deviation, in percentage points, of the sensitivity trials' body fat around Jackson 2002's prediction (a chosen spread). */
const FAT_SPREAD_POINTS = 5
const CASES = [
  { days: 28, toleranceKcal: 150, seedBase: 280_000 },
  { days: 56, toleranceKcal: 100, seedBase: 560_000 },
]

const dayOf = (iso: string) => Date.parse(iso) / 86_400_000

/** The least-squares slope of y on x. */
function slope(xs: number[], ys: number[]): number {
  const mx = xs.reduce((a, b) => a + b) / xs.length
  const my = ys.reduce((a, b) => a + b) / ys.length
  let sxy = 0
  let sxx = 0
  xs.forEach((x, i) => {
    sxy += (x - mx) * (ys[i]! - my)
    sxx += (x - mx) ** 2
  })
  return sxy / sxx
}

const meanIntake = (log: LogEntry[]) => {
  const intakes = log.flatMap((e) => (e.intakeKcal === undefined ? [] : [e.intakeKcal]))
  return intakes.reduce((a, b) => a + b) / intakes.length
}

/** The baseline: mean intake minus the plain least-squares slope of the weights × 7700 kcal/kg. */
function baseline(log: LogEntry[]): number {
  const weighed = log.filter((e) => e.weightKg !== undefined)
  return (
    meanIntake(log) -
    7700 *
      slope(
        weighed.map((e) => dayOf(e.date)),
        weighed.map((e) => e.weightKg!),
      )
  )
}

/** erf(x), Abramowitz & Stegun 7.1.26 (error below 1.5e-7). */
function erf(x: number): number {
  const t = 1 / (1 + 0.3275911 * Math.abs(x))
  const y = 1 - ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) * t * Math.exp(-x * x)
  return x >= 0 ? y : -y
}

/**
 * The chance that an unbiased estimate with the least variance this log allows lands within the
 * tolerance: the weight slope's variance from the noise model's 0.5 % and the intake mean's from its
 * 10 %, at the energy density the answer used. No method without outside knowledge does better.
 */
function limit(log: LogEntry[], density: number, tolerance: number): number {
  const weighed = log.filter((e) => e.weightKg !== undefined)
  const days = weighed.map((e) => dayOf(e.date))
  const meanDay = days.reduce((a, b) => a + b) / days.length
  const sxx = days.reduce((a, d) => a + (d - meanDay) ** 2, 0)
  const meanWeight = weighed.reduce((a, e) => a + e.weightKg!, 0) / weighed.length
  const intakes = log.filter((e) => e.intakeKcal !== undefined).length
  const sd = Math.sqrt((density * NOISE.weightShare * meanWeight) ** 2 / sxx + (NOISE.intakeShare * meanIntake(log)) ** 2 / intakes)
  return erf(tolerance / sd / Math.SQRT2)
}

/** Order as a person might paste it: shuffled (dates are unique, in any order). */
function shuffled<T>(items: T[], seed: number): T[] {
  const r = random(seed)
  const out = [...items]
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(r() * (i + 1))
    ;[out[i], out[j]] = [out[j]!, out[i]!]
  }
  return out
}

interface Figures {
  within: number
  limit: number
  baselineWithin: number
  trendRegressionWithin: number
  covered: number
  meanError: number
  sdError: number
  meanHalfWidth: number
}

function run(days: number, tolerance: number, seedBase: number, withPerson: boolean, fatSpreadPoints = 0): Figures {
  const calculator = calculators.adaptiveTdee
  let within = 0
  let baselineWithin = 0
  let trendRegressionWithin = 0
  let covered = 0
  let halfWidths = 0
  let limits = 0
  const errors: number[] = []
  for (let k = 0; k < TRIALS; k++) {
    const { entries, person, trueExpenditure } = syntheticLog(seedBase + k, days, fatSpreadPoints)
    const input = checkInput(
      calculator.input,
      { entries: shuffled(entries, seedBase + k), ...(withPerson ? person : {}) },
      { fromJson: true },
    )
    const answer = calculator.compute(input, { today: '2026-01-01' })
    errors.push(answer.tdee - trueExpenditure)
    if (Math.abs(answer.tdee - trueExpenditure) <= tolerance) within++
    if (answer.tdeeInterval.low <= trueExpenditure && trueExpenditure <= answer.tdeeInterval.high) covered++
    halfWidths += (answer.tdeeInterval.high - answer.tdeeInterval.low) / 2
    limits += limit(entries, answer.energyDensityKcalPerKg, tolerance)
    if (Math.abs(baseline(entries) - trueExpenditure) <= tolerance) baselineWithin++
    // The Hacker's Diet way: a line fitted to the smoothed trend rather than to the weights.
    const trend = answer.trend as { date: string; weightKg: number }[]
    const trendSlope = slope(
      trend.map((p) => dayOf(p.date)),
      trend.map((p) => p.weightKg),
    )
    if (Math.abs(meanIntake(entries) - answer.energyDensityKcalPerKg * trendSlope - trueExpenditure) <= tolerance) trendRegressionWithin++
  }
  const meanError = errors.reduce((a, b) => a + b) / TRIALS
  const sdError = Math.sqrt(errors.reduce((a, e) => a + (e - meanError) ** 2, 0) / (TRIALS - 1))
  const share = (n: number) => n / TRIALS
  return {
    within: share(within),
    limit: share(limits),
    baselineWithin: share(baselineWithin),
    trendRegressionWithin: share(trendRegressionWithin),
    covered: share(covered),
    meanError,
    sdError,
    meanHalfWidth: halfWidths / TRIALS,
  }
}

const pct = (share: number) => `${(100 * share).toFixed(1)} %`
const kcal = (x: number) => `${Math.round(x)}`

/** The row docs/adaptive-tdee.md publishes for a case. */
const row = (days: number, tolerance: number, label: string, f: Figures) =>
  `| ${days} days${label} | ±${tolerance} | ${pct(f.within)} | ${pct(f.limit)} | ${pct(f.baselineWithin)} | ${pct(f.trendRegressionWithin)} | ${pct(f.covered)} | ${kcal(f.meanError)} | ${kcal(f.sdError)} | ${kcal(f.meanHalfWidth)} |`

const published = readFileSync(new URL('../../docs/adaptive-tdee.md', import.meta.url), 'utf8')
const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8')

describe.each(CASES)('adaptive TDEE on $days-day logs synthesised by the Hall 2011 model', ({ days, toleranceKcal, seedBase }) => {
  const figures = run(days, toleranceKcal, seedBase, true)
  const withoutPerson = run(days, toleranceKcal, seedBase, false)
  const offPrediction = run(days, toleranceKcal, seedBase, true, FAT_SPREAD_POINTS)

  test(`within ±${toleranceKcal} kcal/day of the true mean expenditure in at least 90 % of ${TRIALS} trials`, () => {
    expect(figures.within).toBeGreaterThanOrEqual(0.9)
  })

  test('its 90 % interval holds the truth in 85 to 97 % of trials: calibrated, not merely wide', () => {
    expect(figures.covered).toBeGreaterThanOrEqual(0.85)
    expect(figures.covered).toBeLessThanOrEqual(0.97)
  })

  test('beats the baseline, a plain regression × 7700 kcal/kg', () => {
    expect(figures.within).toBeGreaterThan(figures.baselineWithin)
  })

  test('without gender, age and height its interval, widened by the spread of the energy per kg, is still calibrated', () => {
    expect(withoutPerson.covered).toBeGreaterThanOrEqual(0.85)
    expect(withoutPerson.covered).toBeLessThanOrEqual(0.97)
  })

  test('without the person it falls short of the goal, as docs/adaptive-tdee.md and the README say', () => {
    expect(withoutPerson.within).toBeLessThan(0.9)
  })

  test(`with body fat ${FAT_SPREAD_POINTS} points (SD) off the prediction the estimate is further off, and its interval, which assumes none, narrower than its errors`, () => {
    expect(offPrediction.within).toBeLessThan(figures.within)
    expect(offPrediction.covered).toBeLessThan(figures.covered)
  })

  test('docs/adaptive-tdee.md publishes these very figures, and the README quotes them', () => {
    expect(published).toContain(row(days, toleranceKcal, '', figures))
    expect(published).toContain(row(days, toleranceKcal, ', no person', withoutPerson))
    expect(published).toContain(row(days, toleranceKcal, `, body fat ±${FAT_SPREAD_POINTS} points`, offPrediction))
    for (const share of [
      figures.within,
      figures.baselineWithin,
      figures.covered,
      withoutPerson.within,
      withoutPerson.covered,
      offPrediction.within,
    ])
      expect(readme).toContain(pct(share))
  })
})
