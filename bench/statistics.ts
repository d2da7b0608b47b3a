/** The few statistics the benchmarks report: medians, quantiles, and how far a median can be trusted. */

export const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = sorted.length >> 1
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2
}

/** The q-quantile of sorted values, interpolated between neighbours. */
export function quantile(sorted: number[], q: number): number {
  const at = q * (sorted.length - 1)
  const below = Math.floor(at)
  return sorted[below]! + (sorted[Math.ceil(at)]! - sorted[below]!) * (at - below)
}

export interface Interval {
  low: number
  high: number
  /** The chance that the interval holds the true median: at least the confidence asked for. */
  confidence: number
}

/**
 * A confidence interval for the median that assumes nothing about the distribution, only that
 * the values are independent: the k-th smallest and k-th largest of n values, where k is the
 * largest for which the chance that fewer than k values fall below the true median (binomial,
 * n trials of ½) is at most half of what may be missed. With 18 values at 95 %, the 5th and the
 * 14th (96.9 %). Undefined when there are too few values for the confidence asked (5 or fewer
 * at 95 %).
 */
export function medianInterval(values: number[], confidence = 0.95): Interval | undefined {
  if (!(confidence > 0 && confidence < 1)) throw new RangeError(`a confidence is between 0 and 1, not ${confidence}`)
  const sorted = [...values].sort((a, b) => a - b)
  const n = sorted.length
  const tail = (1 - confidence) / 2
  let k = 0
  let fewerThanK = 0
  // P(exactly k below) = C(n, k) / 2^n, kept as a logarithm: 2^-n itself is 0 in floating point from n = 1075.
  let logExactlyK = -n * Math.LN2
  while (fewerThanK + Math.exp(logExactlyK) <= tail) {
    fewerThanK += Math.exp(logExactlyK)
    logExactlyK += Math.log((n - k) / (k + 1))
    k++
  }
  if (k === 0) return undefined
  return { low: sorted[k - 1]!, high: sorted[n - k]!, confidence: 1 - 2 * fewerThanK }
}
