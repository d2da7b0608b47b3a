/**
 * Output rounding (CONTRACT §1). Round only at the output; compute in full precision.
 *
 * Binary floating point turns some exact decimal halves into values just below them
 * (0.285 × 100 = 28.499999999999996). We round the decimal value a person would get by
 * hand: noise beyond 12 significant digits is removed first, then halves go away from zero.
 */
const SIGNIFICANT_DIGITS = 12

function roundTo(x: number, decimals: number): number {
  const scale = 10 ** decimals
  const scaled = Number((Math.abs(x) * scale).toPrecision(SIGNIFICANT_DIGITS))
  const rounded = Math.round(scaled) / scale
  return x < 0 ? -rounded : rounded
}

export const round = (x: number): number => roundTo(x, 0)
export const round1 = (x: number): number => roundTo(x, 1)
export const round2 = (x: number): number => roundTo(x, 2)

/** Whole days needed: floating-point noise (90.3 − 80.3 = 9.999…/10.000…1) never adds a day. */
export const ceilDays = (x: number): number => Math.ceil(x - 1e-9)
