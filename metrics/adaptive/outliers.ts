/**
 * A Hampel filter over a dated series: a value is an outlier when it lies far from the
 * median of the values logged within a week either side of it, both in robust standard
 * deviations and as a share of that median (ADAPTIVE_TDEE.outliers).
 */
import { ADAPTIVE_TDEE } from '../constants.ts'

const O = ADAPTIVE_TDEE.value.outliers
/** Values within a week either side: at most 15, as dates are unique. */
const MAX_NEAR = 2 * O.neighbourDays + 1

/** The median of the first `n` values of `a`, which it sorts in place (insertion sort: n ≤ 15). */
function medianOf(a: Float64Array, n: number): number {
  for (let i = 1; i < n; i++) {
    const x = a[i]!
    let j = i - 1
    while (j >= 0 && a[j]! > x) {
      a[j + 1] = a[j]!
      j--
    }
    a[j + 1] = x
  }
  const mid = n >> 1
  return n % 2 === 1 ? a[mid]! : (a[mid - 1]! + a[mid]!) / 2
}

/** For each value (days ascending, unique), whether it is an outlier; `share` is the least gap, as a share of the local median, that counts. */
export function outlierFlags(days: readonly number[], values: readonly number[], share: number): boolean[] {
  const flags: boolean[] = []
  const near = new Float64Array(MAX_NEAR)
  let first = 0
  let last = 0
  for (let i = 0; i < days.length; i++) {
    while (days[first]! < days[i]! - O.neighbourDays) first++
    while (last + 1 < days.length && days[last + 1]! <= days[i]! + O.neighbourDays) last++
    const n = last - first + 1
    if (n < O.minNeighbours) {
      flags.push(false)
      continue
    }
    for (let k = 0; k < n; k++) near[k] = values[first + k]!
    const centre = medianOf(near, n)
    const gap = Math.abs(values[i]! - centre)
    // Most values are near their median: the spread is only needed past the share test.
    if (!(gap > share * centre)) {
      flags.push(false)
      continue
    }
    for (let k = 0; k < n; k++) near[k] = Math.abs(near[k]! - centre)
    flags.push(gap > O.robustSds * O.madToSd * medianOf(near, n))
  }
  return flags
}
