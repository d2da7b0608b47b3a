/** Calendar arithmetic in UTC days; dates travel as ISO `YYYY-MM-DD` strings. */

const MS_PER_DAY = 86_400_000
const MONTHS = [
  'January', 'February', 'March', 'April', 'May', 'June',
  'July', 'August', 'September', 'October', 'November', 'December',
] as const

/** Accepted start dates. The farthest goal any valid plan can reach (about 1,800 years
 *  out) then stays inside four-digit ISO years. */
export const START_DATE_RANGE = { min: '1900-01-01', max: '2999-12-31' } as const

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/

function parts(iso: string): [number, number, number] | undefined {
  const m = ISO_DATE.exec(iso)
  return m ? [Number(m[1]), Number(m[2]), Number(m[3])] : undefined
}

/** A real calendar date (no 2027-02-30) inside START_DATE_RANGE. */
export function isValidStartDate(iso: string): boolean {
  const p = parts(iso)
  if (!p) return false
  const [y, m, d] = p
  const t = new Date(Date.UTC(y, m - 1, d))
  const real = t.getUTCFullYear() === y && t.getUTCMonth() === m - 1 && t.getUTCDate() === d
  return real && iso >= START_DATE_RANGE.min && iso <= START_DATE_RANGE.max
}

export function todayUtc(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10)
}

export function addDays(iso: string, days: number): string {
  const [y, m, d] = parts(iso)!
  return new Date(Date.UTC(y, m - 1, d) + days * MS_PER_DAY).toISOString().slice(0, 10)
}

/** US English long form, e.g. `April 11, 2027` (no leading zero on the day). */
export function formatLongDate(iso: string): string {
  const [y, m, d] = parts(iso)!
  return `${MONTHS[m - 1]} ${d}, ${y}`
}
