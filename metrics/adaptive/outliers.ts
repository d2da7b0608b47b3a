/**
 * A Hampel filter over a dated series: a value is an outlier when it lies far from the
 * median of the values logged within a week either side of it, both in robust standard
 * deviations and as a share of that median (ADAPTIVE_TDEE.outliers).
 */
import { ADAPTIVE_TDEE } from '../constants.ts'

const O = ADAPTIVE_TDEE.value.outliers
/** Values within a week either side: at most 15, as dates are unique. */
const MAX_NEAR = 2 * O.neighbourDays + 1

/** The median of the first `n` values of `a`, ascending. */
const medianOfSorted = (a: Float64Array, n: number): number => (n % 2 === 1 ? a[n >> 1]! : (a[(n >> 1) - 1]! + a[n >> 1]!) / 2)

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

/**
 * For each value (days ascending, unique), whether it is an outlier; `share` is the least gap, as a share of the local median, that counts.
 * The values within a week either side are kept sorted as the week slides along (each value
 * goes in and out once), rather than copied and sorted for each value.
 */
export function outlierFlags(days: readonly number[], values: readonly number[], share: number): boolean[] {
  const flags: boolean[] = []
  const near = new Float64Array(MAX_NEAR)
  const deviations = new Float64Array(MAX_NEAR)
  let n = 0
  let first = 0
  let next = 0
  for (let i = 0; i < days.length; i++) {
    for (; days[first]! < days[i]! - O.neighbourDays; first++) remove(near, n--, values[first]!)
    for (; next < days.length && days[next]! <= days[i]! + O.neighbourDays; next++) insert(near, n++, values[next]!)
    if (n < O.minNeighbours) {
      flags.push(false)
      continue
    }
    const centre = medianOfSorted(near, n)
    const gap = Math.abs(values[i]! - centre)
    // Most values are near their median: the spread is only needed past the share test.
    if (!(gap > share * centre)) {
      flags.push(false)
      continue
    }
    for (let k = 0; k < n; k++) insert(deviations, k, Math.abs(near[k]! - centre))
    flags.push(gap > O.robustSds * O.madToSd * medianOfSorted(deviations, n))
  }
  return flags
}
