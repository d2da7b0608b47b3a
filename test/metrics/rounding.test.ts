import { describe, expect, test } from 'bun:test'
import { ceilDays, round, round1, round2 } from '../../metrics/rounding.ts'

describe('rounding (CONTRACT §1)', () => {
  test('halves go away from zero', () => {
    expect(round(2.5)).toBe(3)
    expect(round(-2.5)).toBe(-3)
    expect(round(2.4999)).toBe(2)
    expect(round1(0.25)).toBe(0.3)
    expect(round2(0.125)).toBe(0.13)
  })

  test('decimal halves hidden by binary noise round as by hand', () => {
    // 0.285 is 28.5 hundredths by hand but 28.499999999999996 once scaled in binary.
    expect(0.285 * 100).toBeLessThan(28.5)
    expect(round2(0.285)).toBe(0.29)
    // 1.005 is stored as 1.00499999999999989...
    expect(round2(1.005)).toBe(1.01)
  })

  test('values clearly below a half still round down', () => {
    expect(round(2460.4999)).toBe(2460)
    expect(round1(10.049)).toBe(10)
  })

  test('a value a hair below a half is not cleaned up into the half', () => {
    // Exact values (by fractions): 462.4 / 1.4227² = 228.44999999975…, 638.59 / 1.1631² = 472.04999999963…,
    // 624.88 / 1.1529² / 25 = 18.80499999996…; keeping 12 significant digits rounded all three up.
    expect(round1(462.4 / 1.4227 ** 2)).toBe(228.4)
    expect(round1(638.59 / 1.1631 ** 2)).toBe(472)
    expect(round2(624.88 / 1.1529 ** 2 / 25)).toBe(18.8)
    expect(round1(72.2499999999999)).toBe(72.2)
  })

  test('a day count with floating-point noise adds no day, a real fraction does', () => {
    expect(ceilDays(140.00000000000003)).toBe(140)
    expect(ceilDays(139.99999999999997)).toBe(140)
    expect(ceilDays(140.001)).toBe(141)
  })
})
