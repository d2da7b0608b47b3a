/**
 * Quantiles of Student's t distribution for any positive degrees of freedom (the
 * Welch-Satterthwaite df is not whole): the CDF through the regularised incomplete beta
 * function, evaluated by its continued fraction (modified Lentz), then bisection.
 */

/** ln Γ(x) for x > 0, Lanczos approximation (g = 7, 9 terms): about 15 significant digits. */
function logGamma(x: number): number {
  const c = [
    0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059, 12.507343278686905,
    -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7,
  ]
  const z = x - 1
  let sum = c[0]!
  for (let i = 1; i < 9; i++) sum += c[i]! / (z + i)
  const t = z + 7.5
  return 0.5 * Math.log(2 * Math.PI) + (z + 0.5) * Math.log(t) - t + Math.log(sum)
}

const TINY = 1e-300
const EPSILON = 1e-15

/** The continued fraction of I_x(a, b), converging fast for x < (a + 1)/(a + b + 2). */
function betaFraction(x: number, a: number, b: number): number {
  let c = 1
  let d = 1 - ((a + b) * x) / (a + 1)
  if (Math.abs(d) < TINY) d = TINY
  d = 1 / d
  let h = d
  for (let m = 1; m <= 300; m++) {
    const even = (m * (b - m) * x) / ((a + 2 * m - 1) * (a + 2 * m))
    d = 1 + even * d
    if (Math.abs(d) < TINY) d = TINY
    c = 1 + even / c
    if (Math.abs(c) < TINY) c = TINY
    d = 1 / d
    h *= d * c
    const odd = (-(a + m) * (a + b + m) * x) / ((a + 2 * m) * (a + 2 * m + 1))
    d = 1 + odd * d
    if (Math.abs(d) < TINY) d = TINY
    c = 1 + odd / c
    if (Math.abs(c) < TINY) c = TINY
    d = 1 / d
    const step = d * c
    h *= step
    if (Math.abs(step - 1) < EPSILON) break
  }
  return h
}

/** The regularised incomplete beta function I_x(a, b). */
function incompleteBeta(x: number, a: number, b: number): number {
  if (x <= 0) return 0
  if (x >= 1) return 1
  const front = Math.exp(logGamma(a + b) - logGamma(a) - logGamma(b) + a * Math.log(x) + b * Math.log(1 - x))
  return x < (a + 1) / (a + b + 2) ? (front * betaFraction(x, a, b)) / a : 1 - (front * betaFraction(1 - x, b, a)) / b
}

/** P(T ≤ t) for t ≥ 0. */
const cdf = (t: number, df: number): number => 1 - 0.5 * incompleteBeta(df / (df + t * t), df / 2, 0.5)

/** The t with P(T ≤ t) = p, for 0.5 < p < 1: Newton's method on the CDF, kept inside a bracket that bisection narrows when a step leaves it. */
export function studentTQuantile(p: number, df: number): number {
  const logScale = logGamma((df + 1) / 2) - logGamma(df / 2) - 0.5 * Math.log(df * Math.PI)
  const density = (t: number) => Math.exp(logScale - ((df + 1) / 2) * Math.log1p((t * t) / df))
  let low = 0
  let high = 1
  while (cdf(high, df) < p) high *= 2
  let t = (low + high) / 2
  for (let i = 0; i < 100; i++) {
    const miss = cdf(t, df) - p
    if (miss < 0) low = t
    else high = t
    let next = t - miss / density(t)
    if (!(next > low && next < high)) next = (low + high) / 2
    if (Math.abs(next - t) <= 1e-13 * t) return next
    t = next
  }
  return t
}
