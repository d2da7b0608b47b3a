import { describe, expect, test } from 'bun:test'
import {
  addDays,
  dayNumber,
  formatLongDate,
  forwardDates,
  isCalendarDate,
  isoOfDayNumber,
  longDateOfDayNumber,
  START_DATE_PATTERN,
  START_DATE_RANGE,
  todayUtc,
} from '../../metrics/dates.ts'

describe('calendar dates in UTC', () => {
  test('adds days across month, leap-day and year ends', () => {
    expect(addDays('2026-01-01', 70)).toBe('2026-03-12')
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29')
    expect(addDays('2023-02-28', 1)).toBe('2023-03-01')
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01')
    expect(addDays('2026-05-01', 0)).toBe('2026-05-01')
  })

  test('day numbers and dates agree with the Date object: every day of 1600-2400, every 13th of 0001-9999', () => {
    // The Date object is the independent oracle for Hinnant's integer arithmetic.
    // Date.UTC would read years below 100 as 19xx; an ISO string does not.
    const dayOf = (y: number) => Date.parse(`${String(y).padStart(4, '0')}-01-01T00:00:00Z`) / 86_400_000
    const mismatches: string[] = []
    const check = (n: number) => {
      const iso = new Date(n * 86_400_000).toISOString().slice(0, 10)
      if (dayNumber(iso) !== n || isoOfDayNumber(n) !== iso) mismatches.push(iso)
    }
    for (let n = dayOf(1600); n < dayOf(2401); n += 1) check(n)
    for (let n = dayOf(1); n < dayOf(9999) + 365; n += 13) check(n)
    expect(mismatches.slice(0, 5)).toEqual([])
  }, 30_000)

  test('dates walked forward from a start agree with adding days, across months, leap days and years', () => {
    const mismatches: string[] = []
    for (const start of ['2026-01-01', '2024-02-28', '2023-12-31', '1900-02-27', '2099-11-30', '2999-12-31']) {
      const dateOf = forwardDates(start)
      // A projection's stops: every 7th day, then a last day that is not.
      for (let days = 0; days <= 1826; days += 7) if (dateOf(days) !== addDays(start, days)) mismatches.push(`${start}+${days}`)
      if (dateOf(1830) !== addDays(start, 1830)) mismatches.push(`${start}+1830`)
    }
    const everyDay = forwardDates('2027-02-01')
    for (let days = 0; days < 800; days++) if (everyDay(days) !== addDays('2027-02-01', days)) mismatches.push(`2027-02-01+${days}`)
    expect(mismatches).toEqual([])
  })

  test('long US form has no leading zero on the day', () => {
    expect(formatLongDate('2027-04-11')).toBe('April 11, 2027')
    expect(formatLongDate('2026-01-05')).toBe('January 5, 2026')
    expect(formatLongDate('2026-12-31')).toBe('December 31, 2026')
    // Day numbers since 1970-01-01: 0; 19,782 = 54 years of 365 days and 13 leap days, then February's 31 + 28 (2024-02-29).
    expect(longDateOfDayNumber(0)).toBe('January 1, 1970')
    expect(longDateOfDayNumber(54 * 365 + 13 + 31 + 28)).toBe('February 29, 2024')
    expect(longDateOfDayNumber(-1)).toBe('December 31, 1969')
  })

  test('calendar dates are real days of any four-digit year', () => {
    expect(isCalendarDate('2024-02-29')).toBe(true)
    expect(isCalendarDate('2027-02-29')).toBe(false)
    expect(isCalendarDate('2026-04-31')).toBe(false)
    expect(isCalendarDate('2026-13-01')).toBe(false)
    expect(isCalendarDate('2026-1-01')).toBe(false)
    expect(isCalendarDate('4750-06-30')).toBe(true) // goal dates can lie far ahead
    expect(isCalendarDate('0050-02-29')).toBe(false)
    expect(isCalendarDate('1900-02-29')).toBe(false) // a century year is not a leap year…
    expect(isCalendarDate('2000-02-29')).toBe(true) // …unless it divides by 400
    expect(isCalendarDate('2026-00-10')).toBe(false)
    expect(isCalendarDate('2026-06-00')).toBe(false)
    expect(isCalendarDate('2026-12-31')).toBe(true)
  })

  test('only the exact shape YYYY-MM-DD of ASCII digits is read as a date', () => {
    const odd = [
      '2026-01-01\n',
      ' 2026-01-01',
      '2026-01-1 ',
      '2026/01/01',
      '2026-0101-',
      '202６-01-01',
      '2026-01-0a',
      '+026-01-01',
      '-026-01-01',
      '2026-01-01T00:00:00Z',
      '',
      '2026--1-01',
      '2026-1--01',
      '2026-01-:1',
      '2026-01-/1',
    ]
    for (const text of odd) expect({ text, valid: isCalendarDate(text) }).toEqual({ text, valid: false })
  })

  test('the calendar check agrees with the Date object on every day of four centuries', () => {
    const pad = (n: number, width: number) => String(n).padStart(width, '0')
    let disagreements = 0
    for (let y = 1900; y < 2300; y++) {
      for (let m = 1; m <= 12; m++) {
        for (let d = 1; d <= 31; d++) {
          const iso = `${pad(y, 4)}-${pad(m, 2)}-${pad(d, 2)}`
          const real = new Date(Date.UTC(y, m - 1, d)).getUTCMonth() === m - 1
          if (isCalendarDate(iso) !== real) disagreements++
        }
      }
    }
    expect(disagreements).toBe(0)
  })

  test('the start-date pattern is exactly the published range', () => {
    const pattern = new RegExp(START_DATE_PATTERN)
    expect(pattern.test(START_DATE_RANGE.min)).toBe(true)
    expect(pattern.test(START_DATE_RANGE.max)).toBe(true)
    expect(pattern.test('1899-12-31')).toBe(false)
    expect(pattern.test('3000-01-01')).toBe(false)
  })

  test('today is the UTC calendar day, not the local one', () => {
    expect(todayUtc(new Date('2026-11-22T23:59:59-05:00'))).toBe('2026-11-23')
  })
})
