/** The benchmark's statistics against textbook values: medians, and the distribution-free interval of a median. */
import { describe, expect, test } from 'bun:test'
import { median, medianInterval, quantile } from '../../bench/statistics.ts'

const oneTo = (n: number) => Array.from({ length: n }, (_, i) => i + 1)

describe('median and quantiles', () => {
  test('odd and even counts', () => {
    expect(median([3, 1, 2])).toBe(2)
    expect(median([4, 1, 3, 2])).toBe(2.5)
  })

  test('quartiles interpolate between neighbours', () => {
    expect(quantile(oneTo(5), 0.25)).toBe(2)
    expect(quantile(oneTo(4), 0.25)).toBe(1.75)
  })
})

describe('the 95 % interval of a median', () => {
  // Order statistics (k, n − k + 1) and coverage 1 − 2·P(Binomial(n, ½) ≤ k − 1), worked by hand:
  // n = 10: P(X ≤ 1) = 11/1024, P(X ≤ 2) = 56/1024 > 0.025, so k = 2, coverage 1 − 22/1024.
  // n = 18: P(X ≤ 4) = 4048/262144 = 0.01544, P(X ≤ 5) = 0.04813 > 0.025, so k = 5.
  // n = 6: P(X = 0) = 1/64 = 0.0156 ≤ 0.025 < P(X ≤ 1) = 7/64, so k = 1: the extremes.
  test.each([
    [10, 2, 9, 1 - 22 / 1024],
    [18, 5, 14, 1 - (2 * 4048) / 262144],
    [6, 1, 6, 1 - 2 / 64],
  ])('%i values: from the value ranked %i to the one ranked %i', (n, low, high, confidence) => {
    const interval = medianInterval(oneTo(n).reverse())! // given in any order
    expect([interval.low, interval.high]).toEqual([low, high])
    expect(interval.confidence).toBeCloseTo(confidence, 10)
  })

  test('five values or fewer cannot give 95 %: even the extremes hold the median only 1 − 2/32 of the time', () => {
    for (const n of [0, 1, 5]) expect(medianInterval(oneTo(n))).toBeUndefined()
    expect(medianInterval(oneTo(5), 0.9)).toEqual({ low: 1, high: 5, confidence: 1 - 2 / 32 })
  })

  test('many values: 2^-n underflows to 0 from n = 1075, the interval does not', () => {
    // Exact binomial sums (Python's math.comb over integers): k = 956, coverage 0.953447.
    const interval = medianInterval(oneTo(2000))!
    expect([interval.low, interval.high]).toEqual([956, 1045])
    expect(interval.confidence).toBeCloseTo(0.953447, 5)
  })

  test('a confidence outside (0, 1) is refused, not looped on', () => {
    for (const confidence of [0, 1, -0.5, Number.NaN]) expect(() => medianInterval(oneTo(10), confidence)).toThrow(RangeError)
  })
})
