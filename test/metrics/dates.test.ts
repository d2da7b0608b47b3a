import { describe, expect, test } from 'bun:test'
import { addDays, formatLongDate, isValidStartDate, todayUtc } from '../../metrics/dates.ts'

describe('calendar dates in UTC', () => {
  test('adds days across month, leap-day and year ends', () => {
    expect(addDays('2026-01-01', 70)).toBe('2026-03-12')
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29')
    expect(addDays('2023-02-28', 1)).toBe('2023-03-01')
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01')
    expect(addDays('2026-05-01', 0)).toBe('2026-05-01')
  })

  test('long US form has no leading zero on the day', () => {
    expect(formatLongDate('2027-04-11')).toBe('April 11, 2027')
    expect(formatLongDate('2026-01-05')).toBe('January 5, 2026')
    expect(formatLongDate('2026-12-31')).toBe('December 31, 2026')
  })

  test('start dates must be real calendar dates inside the published range', () => {
    expect(isValidStartDate('2024-02-29')).toBe(true)
    expect(isValidStartDate('2027-02-29')).toBe(false)
    expect(isValidStartDate('2026-04-31')).toBe(false)
    expect(isValidStartDate('2026-13-01')).toBe(false)
    expect(isValidStartDate('2026-1-01')).toBe(false)
    expect(isValidStartDate('1900-01-01')).toBe(true)
    expect(isValidStartDate('1899-12-31')).toBe(false)
    expect(isValidStartDate('2999-12-31')).toBe(true)
    expect(isValidStartDate('3000-01-01')).toBe(false)
  })

  test('today is the UTC calendar day, not the local one', () => {
    expect(todayUtc(new Date('2026-11-22T23:59:59-05:00'))).toBe('2026-11-23')
  })
})
