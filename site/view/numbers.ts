/** Numbers as a person reads them, the same in the server and in the browser. */

const MINUS = '\u2212'

/** Grouped thousands, at most `digits` decimals, trailing zeros dropped: 2,209, 1.5, 12,345.6, −350. */
export function formatNumber(value: number, digits = 0): string {
  const fixed = Math.abs(value).toFixed(digits)
  const [whole = '0', fraction = ''] = fixed.split('.')
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  const decimals = fraction.replace(/0+$/, '')
  const text = decimals === '' ? grouped : `${grouped}.${decimals}`
  return value < 0 && Number(fixed) !== 0 ? `${MINUS}${text}` : text
}
