/**
 * Outliers in a dated series, each value judged against the values logged within a week either
 * side of it (itself included, at least ADAPTIVE_TDEE.outliers.minNeighbours of them):
 * - a weight by a Hampel filter: far from their median both in robust standard deviations and as
 *   a share of that median;
 * - an intake only above a multiple of their upper quartile: a slip of units or digits. Fasts,
 *   light days and feasts are real days the energy balance needs, and fasts cannot pull the upper
 *   quartile below the eating days while more than a quarter of the days around are eating days
 *   (alternate-day fasting, 5:2 and 4:3 are).
 */
import { ADAPTIVE_TDEE } from '../constants.ts'

const O = ADAPTIVE_TDEE.value.outliers
/** Values within a week either side: at most 15, as dates are unique. */
const MAX_NEAR = 2 * O.neighbourDays + 1

/** The median of the first `n` values of `a`, ascending. */
const medianOfSorted = (a: Float64Array, n: number): number => (n % 2 === 1 ? a[n >> 1]! : (a[(n >> 1) - 1]! + a[n >> 1]!) / 2)

/** The upper quartile of the first `n` values of `a`, ascending, by nearest rank: the value ranked ⌈3n/4⌉. */
const upperQuartileOfSorted = (a: Float64Array, n: number): number => a[Math.ceil((3 * n) / 4) - 1]!

/** Inserts `x` into the ascending first `n` values of `a`. */
function insert(a: Float64Array, n: number, x: number): void {
  let j = n - 1
  while (j >= 0 && a[j]! > x) {
    a[j + 1] = a[j]!
    j--
  }
  a[j + 1] = x
}

/** Removes one value equal to `x` from the ascending first `n` values of `a`. */
function remove(a: Float64Array, n: number, x: number): void {
  let j = 0
  while (a[j] !== x) j++
  for (; j < n - 1; j++) a[j] = a[j + 1]!
}

/** Whether `value` is an outlier among the ascending first `n` values of `near`. */
type Judge = (value: number, near: Float64Array, n: number) => boolean

/**
 * For each value (days ascending, unique), whether `judge` finds it an outlier among the values
 * within a week either side; with fewer than minNeighbours of them, never. The values are kept
 * sorted as the week slides along (each value goes in and out once), rather than copied and
 * sorted for each value.
 */
function flagsAgainstNeighbours(days: readonly number[], values: readonly number[], judge: Judge): boolean[] {
  const flags: boolean[] = []
  const near = new Float64Array(MAX_NEAR)
  let n = 0
  let first = 0
  let next = 0
  for (let i = 0; i < days.length; i++) {
    for (; days[first]! < days[i]! - O.neighbourDays; first++) remove(near, n--, values[first]!)
    for (; next < days.length && days[next]! <= days[i]! + O.neighbourDays; next++) insert(near, n++, values[next]!)
    flags.push(n >= O.minNeighbours && judge(values[i]!, near, n))
  }
  return flags
}

/** A Hampel filter: `share` is the least gap, as a share of the local median, that counts. */
function hampel(share: number): Judge {
  const deviations = new Float64Array(MAX_NEAR)
  return (value, near, n) => {
    const centre = medianOfSorted(near, n)
    const gap = Math.abs(value - centre)
    // Most values are near their median: the spread is only needed past the share test.
    if (!(gap > share * centre)) return false
    for (let k = 0; k < n; k++) insert(deviations, k, Math.abs(near[k]! - centre))
    return gap > O.robustSds * O.madToSd * medianOfSorted(deviations, n)
  }
}

/** Weights far from their neighbours' median (ADAPTIVE_TDEE.outliers.weightShare and robustSds). */
export const weightOutlierFlags = (days: readonly number[], values: readonly number[]): boolean[] =>
  flagsAgainstNeighbours(days, values, hampel(O.weightShare))

/** Intakes above intakeRatio times their neighbours' upper quartile. */
export const intakeOutlierFlags = (days: readonly number[], values: readonly number[]): boolean[] =>
  flagsAgainstNeighbours(days, values, (value, near, n) => value > O.intakeRatio * upperQuartileOfSorted(near, n))
