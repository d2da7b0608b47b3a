/**
 * Expenditure from a person's own log, by energy balance over the log's last 56 days: what
 * was eaten (the mean logged intake) minus what went into or out of the body (the
 * least-squares slope of the weights times the energy per kg of change), with a 90 %
 * interval from both sources of scatter (Welch-Satterthwaite degrees of freedom).
 */
import { ADAPTIVE_TDEE } from '../constants.ts'
import { dayNumber } from '../dates.ts'
import { InvalidInputError } from '../errors.ts'
import { fields, type LogEntry } from '../fields.ts'
import { type DensityBasis, energyDensity, type Person } from './energy-density.ts'
import { leastSquaresLine, meanWithVariance } from './least-squares.ts'
import { intakeOutlierFlags, weightOutlierFlags } from './outliers.ts'
import { studentTQuantile } from './student-t.ts'
import { smoothedTrend, type TrendPoint } from './trend.ts'

const A = ADAPTIVE_TDEE.value
/** The expenditures an answer may give: the daily energy the service takes as an intake (a convention). */
const PLAUSIBLE = { min: fields.calories.min, max: fields.calories.max }
/** The standard normal's 0.95 quantile, for the 90 % interval. */
const NORMAL_95 = 1.6448536269514722

/** One series of the log (weights or intakes) in date order: the days with a value and the values. */
interface Series {
  days: number[]
  values: number[]
}

/** The weights also keep each one's place in the log, for the trend drawn on every logged day. */
interface PlacedSeries extends Series {
  at: number[]
}

/** The series' values that are not outliers, on the days after `after`, with their days. */
function windowOf(s: Series, outlier: readonly boolean[], after: number): { days: number[]; values: number[] } {
  const out = { days: [] as number[], values: [] as number[] }
  for (let k = 0; k < s.days.length; k++) {
    if (outlier[k] || s.days[k]! <= after) continue
    out.days.push(s.days[k]!)
    out.values.push(s.values[k]!)
  }
  return out
}

const count = (flags: readonly boolean[]) => flags.reduce((n, flag) => (flag ? n + 1 : n), 0)

/** The most days in a row from `firstDay` to `lastDay` on which the series has no value. */
function longestGap(days: readonly number[], firstDay: number, lastDay: number): number {
  let longest = 0
  let previous = firstDay - 1
  for (const d of days) {
    longest = Math.max(longest, d - previous - 1)
    previous = d
  }
  return Math.max(longest, lastDay - previous)
}

/**
 * The log in date order: its days and dates, and its weights and intakes. Each date is once in
 * the log, so its entries sort by day number alone: each day number is keyed with the entry's
 * place (day × n + place) and the keys sorted as numbers, natively, rather than the entries by a
 * comparison of their dates.
 */
function inDateOrder(entries: readonly LogEntry[]) {
  const n = entries.length
  const keys = new Float64Array(n)
  for (let i = 0; i < n; i++) keys[i] = dayNumber(entries[i]!.date) * n + i
  keys.sort()
  const days: number[] = new Array(n)
  const dates: string[] = new Array(n)
  const weights: PlacedSeries = { days: [], values: [], at: [] }
  const intakes: Series = { days: [], values: [] }
  for (let k = 0; k < n; k++) {
    const day = Math.floor(keys[k]! / n)
    const e = entries[keys[k]! - day * n]!
    days[k] = day
    dates[k] = e.date
    if (e.weightKg !== undefined) {
      weights.days.push(day)
      weights.values.push(e.weightKg)
      weights.at.push(k)
    }
    if (e.intakeKcal !== undefined) {
      intakes.days.push(day)
      intakes.values.push(e.intakeKcal)
    }
  }
  return { days, dates, weights, intakes }
}

/** The weights kept on each of the log's `n` days (undefined where none was logged or it was left out), for the trend. */
function keptOnEachDay(s: PlacedSeries, outlier: readonly boolean[], n: number): (number | undefined)[] {
  const kept: (number | undefined)[] = new Array(n).fill(undefined)
  for (let k = 0; k < s.days.length; k++) if (!outlier[k]) kept[s.at[k]!] = s.values[k]!
  return kept
}

export interface AdaptiveEstimate {
  /** Mean daily expenditure over the window (kcal/day), unrounded. */
  tdee: number
  /** Half the width of the 90 % interval (kcal/day). */
  halfWidth: number
  /** Weight change per day over the window (kg/day), the least-squares slope. */
  slopeKgPerDay: number
  energyDensity: { kcalPerKg: number; basis: DensityBasis }
  /** Mean of the window's weights (kg). */
  meanWeightKg: number
  daysUsed: number
  weightsUsed: number
  intakesUsed: number
  outliers: { weights: number; intakes: number }
  /** Most days in a row in the window without a weight, or without an intake. */
  longestGapDays: number
  trend: TrendPoint[]
}

export function estimateExpenditure(entries: readonly LogEntry[], person: Person | undefined, bodyFatPercent?: number): AdaptiveEstimate {
  const { days, dates, weights, intakes } = inDateOrder(entries)
  const weightOutliers = weightOutlierFlags(weights.days, weights.values)
  const intakeOutliers = intakeOutlierFlags(intakes.days, intakes.values)
  const lastDay = days[days.length - 1]!
  const w = windowOf(weights, weightOutliers, lastDay - A.windowDays)
  const i = windowOf(intakes, intakeOutliers, lastDay - A.windowDays)
  if (w.days.length < A.minWeights || i.days.length < A.minIntakes) {
    throw new InvalidInputError([
      {
        field: 'entries',
        message: `needs at least ${A.minWeights} weights and ${A.minIntakes} intakes within the log's last ${A.windowDays} days (outliers left out): the estimate sets the weight trend against the energy eaten`,
      },
    ])
  }
  const firstDay = Math.min(w.days[0]!, i.days[0]!)
  const line = leastSquaresLine(w.days, w.values)
  const eaten = meanWithVariance(i.values)
  const density = energyDensity(person, line.meanY, bodyFatPercent)
  const rho = density.kcalPerKg
  const weightPart = rho * rho * line.slopeVariance
  // Known only as a range without the person: its spread as a variance known exactly (no degrees of freedom lost).
  const densityPart = line.slope * line.slope * density.variance
  const variance = weightPart + eaten.meanVariance + densityPart
  // Welch-Satterthwaite: the degrees of freedom of a sum of two variances estimated apart.
  const df =
    (variance * variance) /
    ((weightPart * weightPart) / line.degreesOfFreedom + (eaten.meanVariance * eaten.meanVariance) / eaten.degreesOfFreedom)
  // Only the density's spread (known, not estimated) is left, or degrees of freedom past where t's gamma
  // functions cancel to noise (a log on an exact line gave 1e30, and ±1e22 kcal): the normal quantile, t's limit.
  const tdee = eaten.mean - rho * line.slope
  if (!(tdee >= PLAUSIBLE.min && tdee <= PLAUSIBLE.max)) {
    throw new InvalidInputError([
      {
        field: 'entries',
        message: `give an expenditure outside ${PLAUSIBLE.min} to ${PLAUSIBLE.max} kcal/day, which no adult has: the weights or intakes look like mixed units (pounds and kilograms, kJ and kcal) or typing slips; check them`,
      },
    ])
  }
  const quantile = variance === 0 ? 0 : df <= A.normalAboveDegreesOfFreedom ? studentTQuantile((1 + A.confidence) / 2, df) : NORMAL_95
  return {
    tdee,
    halfWidth: quantile * Math.sqrt(variance),
    slopeKgPerDay: line.slope,
    energyDensity: density,
    meanWeightKg: line.meanY,
    daysUsed: lastDay - firstDay + 1,
    weightsUsed: w.days.length,
    intakesUsed: i.days.length,
    outliers: { weights: count(weightOutliers), intakes: count(intakeOutliers) },
    longestGapDays: Math.max(longestGap(w.days, firstDay, lastDay), longestGap(i.days, firstDay, lastDay)),
    trend: smoothedTrend(days, dates, keptOnEachDay(weights, weightOutliers, days.length)),
  }
}
