/**
 * Output rounding (CONTRACT §1). Round only at the output; compute in full precision.
 *
 * Binary floating point turns some exact decimal halves into values just below them
 * (0.285 × 100 = 28.499999999999996). We round the decimal value a person would get by
 * hand: noise beyond 15 significant digits is removed first, then halves go away from zero.
 * Not fewer: 12 digits also erased real differences, turning BMI 228.44999999975 (462.4 kg,
 * 142.27 cm) into 228.5.
 */
const SIGNIFICANT_DIGITS = 15
/**
 * Cleaning can only change the result of a value this close to a half. Below 1e8 (far above
 * anything we round) 15 significant digits leave more than 4 decimals, so values outside
 * this window are already exact enough and skip the costly string round trip.
 */
const NEAR_HALF = 1e-4

function roundScaled(x: number, scale: number): number {
  let scaled = Math.abs(x) * scale
  const fraction = scaled - Math.floor(scaled)
  if (Math.abs(fraction - 0.5) < NEAR_HALF) scaled = Number(scaled.toPrecision(SIGNIFICANT_DIGITS))
  const rounded = Math.round(scaled) / scale
  return x < 0 ? -rounded : rounded
}

export const round = (x: number): number => roundScaled(x, 1)
export const round1 = (x: number): number => roundScaled(x, 10)
export const round2 = (x: number): number => roundScaled(x, 100)

/**
 * A figure's ten-thousandths when it has at most 4 decimals (its double round-trips through them), as
 * people and programs write figures; else undefined. Exact while |x| × 10⁴ stays below 2^53 (some 9 × 10¹¹),
 * far beyond every bound.
 */
export function tenThousandths(x: number): number | undefined {
  const n = Math.round(x * 1e4)
  return n / 1e4 === x ? n : undefined
}

/**
 * a − b, for figures of at most 4 decimals the double nearest the exact difference. Binary
 * subtraction cancels their leading digits and keeps their noise, more than the rounding's
 * cleaning removes: 102.79 − 111.94 came out −9.149999999999991, whose round1 was −9.1, not −9.2.
 */
export function difference(a: number, b: number): number {
  const m = tenThousandths(a)
  const n = tenThousandths(b)
  return m === undefined || n === undefined ? a - b : (m - n) / 1e4
}

/** Whole days needed: floating-point noise (90.3 − 80.3 = 9.999…/10.000…1) never adds a day. */
export const ceilDays = (x: number): number => Math.ceil(x - 1e-9)
