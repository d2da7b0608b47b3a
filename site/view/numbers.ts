/** Numbers as a person reads them, the same in the server and in the browser. */
import { round, round1, round2 } from '../../metrics/rounding.ts'

const MINUS = '\u2212'
/** The API's rounding (half away from zero on the decimal value), to 0, 1 or 2 decimals. */
const ROUNDINGS = [round, round1, round2] as const
const SCALES = [1, 10, 100] as const
/** Below this a rounded value's hundredths are a whole number of at most 15 digits, exact in a double. */
const EXACT_BELOW = 1e12
/** '00' to '99': hundredths as written. */
const TWO_DIGITS = Array.from({ length: 100 }, (_, n) => String(n).padStart(2, '0'))

/** '000' to '999': a group after a comma. */
const THREE_DIGITS = Array.from({ length: 1000 }, (_, n) => String(n).padStart(3, '0'))

/**
 * A whole number with its thousands grouped (2,759), a group at a time: a regular expression's
 * replacement cost ten times as much, and a result page writes a dozen energies. Past what a double
 * holds exactly, or in exponent form, its digits are grouped as written.
 */
function grouped(whole: number): string {
  if (whole < 1000) return String(whole)
  if (!(whole < 1e15 && Number.isInteger(whole))) return String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  const thousands = Math.floor(whole / 1000)
  return `${grouped(thousands)},${THREE_DIGITS[whole - thousands * 1000]}`
}

/**
 * The shortest decimal of `magnitude`, a value rounded to `digits` decimals: its whole part and
 * its tenths or hundredths written as integers, which costs a fraction of converting the double
 * (a result page writes some fifty numbers per request). The same text: a decimal of at most 15
 * significant digits is the shortest that reads back as its nearest double.
 */
function decimalText(magnitude: number, digits: 0 | 1 | 2): string {
  if (digits === 0 || !(magnitude < EXACT_BELOW)) return grouped(magnitude)
  const scale = SCALES[digits]
  const scaled = Math.round(magnitude * scale)
  const fraction = scaled % scale
  const whole = (scaled - fraction) / scale
  if (fraction === 0) return grouped(whole)
  if (digits === 1) return `${grouped(whole)}.${fraction}`
  return `${grouped(whole)}.${fraction % 10 === 0 ? fraction / 10 : TWO_DIGITS[fraction]}`
}

/**
 * Grouped thousands, at most `digits` (0 to 2) decimals, trailing zeros dropped: 2,209, 1.5,
 * 12,345.6, −350. A value rounded to n decimals prints (shortest round trip) with at most n.
 */
export function formatNumber(value: number, digits: 0 | 1 | 2 = 0): string {
  const rounded = ROUNDINGS[digits](value)
  const text = decimalText(Math.abs(rounded), digits)
  return rounded < 0 ? `${MINUS}${text}` : text
}

/** A count with its unit, singular for exactly 1 as written: "1 day", "2 days", "1.1 weeks". */
export function counted(value: number, digits: 0 | 1 | 2, unit: string): string {
  const text = formatNumber(value, digits)
  return `${text} ${text === '1' ? unit : `${unit}s`}`
}
