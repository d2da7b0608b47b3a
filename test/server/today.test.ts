import { describe, expect, test } from 'bun:test'
import { cachedToday } from '../../server/today.ts'

describe('cached UTC date', () => {
  test('follows the clock across midnight, forwards and backwards', () => {
    let now = new Date('2026-05-01T23:59:59.999Z')
    const today = cachedToday(() => now)
    expect(today()).toBe('2026-05-01')
    now = new Date('2026-05-02T00:00:00.000Z')
    expect(today()).toBe('2026-05-02')
    now = new Date('2026-04-30T12:00:00Z')
    expect(today()).toBe('2026-04-30')
    now = new Date('2027-01-01T00:00:00Z')
    expect(today()).toBe('2027-01-01')
  })
})
