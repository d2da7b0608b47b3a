/** Calendar arithmetic in UTC days; dates travel as ISO `YYYY-MM-DD` strings. */

export const MS_PER_DAY = 86_400_000
/** The mean Gregorian month, 365.2425 days a year / 12: plain here so that the pages can carry it (constants.ts registers it as MEAN_MONTH_DAYS). */
export const MEAN_GREGORIAN_MONTH_DAYS = 30.436875
/** The mean Gregorian year in days: wherever days are said in years (a chart's axis, the model's search horizon). */
export const MEAN_GREGORIAN_YEAR_DAYS = 12 * MEAN_GREGORIAN_MONTH_DAYS
/** A week's amount over a mean Gregorian month: the weight-loss estimator's month, and the page's restatement of it in pounds. */
export const perMeanMonth = (perWeek: number): number => (perWeek * MEAN_GREGORIAN_MONTH_DAYS) / 7
export const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const

/** Accepted start dates. The farthest goal any valid plan can reach (about 1,800 years
 *  out) then stays inside four-digit ISO years. */
export const START_DATE_RANGE = { min: '1900-01-01', max: '2999-12-31' } as const
/** The same range as a JSON Schema `pattern` (years 1900 to 2999), so any validator enforces it. */
export const START_DATE_PATTERN = '^(19\\d{2}|2\\d{3})-\\d{2}-\\d{2}$'

/**
 * Accepted goal dates: after the earliest start and at most 5 years after the latest. The
 * pattern admits 1900-01-01; the field check refuses it against this range, with the other fields' errors.
 */
export const GOAL_DATE_RANGE = { min: '1900-01-02', max: '3004-12-31' } as const
export const GOAL_DATE_PATTERN = '^(19\\d{2}|2\\d{3}|300[0-4])-\\d{2}-\\d{2}$'

const DASH = 0x2d
const DIGIT_ZERO = 0x30

/** The number the ASCII digits from `start` to `end` spell, or -1 if any is not 0-9. */
function digits(text: string, start: number, end: number): number {
  let value = 0
  for (let i = start; i < end; i++) {
    const digit = text.charCodeAt(i) - DIGIT_ZERO
    if (digit < 0 || digit > 9) return -1
    value = value * 10 + digit
  }
  return value
}

/**
 * A string shaped `YYYY-MM-DD` is read character by character, each part on its own: a regular
 * expression with captures cost four times as much, and returning the parts as a tuple twice as
 * much again, on paths that read many dates (a plan's input check and goal date, a daily log's
 * hundreds of entries, each checked and then counted in days).
 */
const isDateShaped = (iso: string) => iso.length === 10 && iso.charCodeAt(4) === DASH && iso.charCodeAt(7) === DASH
/** The year, month and day of a `YYYY-MM-DD`: -1 where a character is not a digit. */
const yearOf = (iso: string) => digits(iso, 0, 4)
const monthOf = (iso: string) => digits(iso, 5, 7)
const dayOf = (iso: string) => digits(iso, 8, 10)

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const
const isLeapYear = (y: number) => y % 4 === 0 && (y % 100 !== 0 || y % 400 === 0)
const monthLength = (y: number, m: number) => (m === 2 && isLeapYear(y) ? 29 : DAYS_IN_MONTH[m - 1]!)

/** A real calendar date written YYYY-MM-DD (no 2027-02-30): the JSON Schema `date` format. */
export function isCalendarDate(iso: string): boolean {
  if (!isDateShaped(iso)) return false
  const y = yearOf(iso)
  const m = monthOf(iso)
  const d = dayOf(iso)
  if (y < 0 || m < 1 || m > 12 || d < 1) return false
  return d <= monthLength(y, m)
}

export function todayUtc(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10)
}

export const addDays = (iso: string, days: number): string => isoOfDayNumber(dayNumber(iso) + days)

/**
 * Days since 1970-01-01 of a valid `YYYY-MM-DD`, by Hinnant's days-from-civil: integer
 * arithmetic in 400-year eras. Date.UTC was a tenth of a dynamic plan's time on its own.
 */
export function dayNumber(iso: string): number {
  const y = yearOf(iso)
  const m = monthOf(iso)
  const d = dayOf(iso)
  const year = m <= 2 ? y - 1 : y
  const era = Math.floor(year / 400)
  const yearOfEra = year - era * 400
  const dayOfYear = Math.floor((153 * (m > 2 ? m - 3 : m + 9) + 2) / 5) + d - 1
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear
  return era * 146_097 + dayOfEra - 719_468
}

/** '00' to '31': month and day numbers as written. */
const TWO_DIGITS = Array.from({ length: 32 }, (_, n) => String(n).padStart(2, '0'))

/**
 * The date `days` after 1970-01-01 (years 0 to 9999), by Hinnant's civil-from-days: integer
 * arithmetic in 400-year eras, a tenth of the cost of a Date and toISOString on a projection's
 * weekly points. Written by `write` from its year, month and day.
 */
function civilOfDayNumber(days: number, write: (year: number, month: number, day: number) => string): string {
  const z = days + 719_468
  const era = Math.floor(z / 146_097)
  const dayOfEra = z - era * 146_097
  const yearOfEra = Math.floor(
    (dayOfEra - Math.floor(dayOfEra / 1460) + Math.floor(dayOfEra / 36_524) - Math.floor(dayOfEra / 146_096)) / 365,
  )
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100))
  const monthFromMarch = Math.floor((5 * dayOfYear + 2) / 153)
  const day = dayOfYear - Math.floor((153 * monthFromMarch + 2) / 5) + 1
  const month = monthFromMarch < 10 ? monthFromMarch + 3 : monthFromMarch - 9
  const year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
  return write(year, month, day)
}

/** `YYYY-MM-DD` of the date `days` after 1970-01-01. */
export const isoOfDayNumber = (days: number): string => civilOfDayNumber(days, isoDate)

/** YYYY-MM-DD of a calendar date given by its numbers (month 1 to 12). */
export const isoDate = (year: number, month: number, day: number): string =>
  `${year < 1000 ? String(year).padStart(4, '0') : year}-${TWO_DIGITS[month]}-${TWO_DIGITS[day]}`

/**
 * The calendar dates of days after `start`, asked in increasing order: the year, month and
 * day are carried forward, so a projection names its weekly points without the divisions of
 * `isoOfDayNumber` (a third of a one-year projection's point-building).
 */
export class ForwardCalendar {
  year: number
  month: number
  day: number
  private at = 0

  constructor(start: string) {
    this.year = yearOf(start)
    this.month = monthOf(start)
    this.day = dayOf(start)
  }

  /** Moves to `days` after the start (never back). */
  advanceTo(days: number): void {
    this.day += days - this.at
    this.at = days
    for (let length = monthLength(this.year, this.month); this.day > length; length = monthLength(this.year, this.month)) {
      this.day -= length
      if (++this.month > 12) {
        this.month = 1
        this.year++
      }
    }
  }
}

/** The ISO dates of days after `start`, asked in increasing order (see ForwardCalendar). */
export function forwardDates(start: string): (days: number) => string {
  const calendar = new ForwardCalendar(start)
  return (days) => {
    calendar.advanceTo(days)
    return isoDate(calendar.year, calendar.month, calendar.day)
  }
}

/** How a long date is written: month first, as the API's US English (`April 11, 2027`), or day first (`11 April 2027`). */
export type DateOrder = 'month-first' | 'day-first'

const LONG_DATES: Record<DateOrder, (year: number, month: number, day: number) => string> = {
  'month-first': (year, month, day) => `${MONTHS[month - 1]} ${day}, ${year}`,
  'day-first': (year, month, day) => `${day} ${MONTHS[month - 1]} ${year}`,
}

/** The long form, US English by default, e.g. `April 11, 2027` (no leading zero on the day). */
export const formatLongDate = (iso: string, order: DateOrder = 'month-first'): string =>
  LONG_DATES[order](yearOf(iso), monthOf(iso), dayOf(iso))

/** The long form of the date `days` after 1970-01-01, without writing it as `YYYY-MM-DD` first (a chart's table rows). */
export const longDateOfDayNumber = (days: number, order: DateOrder = 'month-first'): string => civilOfDayNumber(days, LONG_DATES[order])
