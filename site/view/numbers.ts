/** Numbers as a person reads them, the same in the server and in the browser. */
import { round, round1, round2 } from '../../metrics/rounding.ts'

const MINUS = '\u2212'
/** The API's rounding (half away from zero on the decimal value), to 0, 1 or 2 decimals. */
const ROUNDINGS = [round, round1, round2] as const

/**
 * Grouped thousands, at most `digits` (0 to 2) decimals, trailing zeros dropped: 2,209, 1.5,
 * 12,345.6, −350. A value rounded to n decimals prints (shortest round trip) with at most n.
 */
export function formatNumber(value: number, digits: 0 | 1 | 2 = 0): string {
  const rounded = ROUNDINGS[digits](value)
  const magnitude = Math.abs(rounded)
  const text = magnitude < 1000 ? String(magnitude) : String(magnitude).replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  return rounded < 0 ? `${MINUS}${text}` : text
}
