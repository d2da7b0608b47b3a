/** The ordinary least-squares line through points, with its slope's variance from the residuals. */

export interface Line {
  slope: number
  /** s²/Sxx: the slope's estimated variance, s² the residual variance on n − 2 degrees of freedom. */
  slopeVariance: number
  /** n − 2. */
  degreesOfFreedom: number
  meanX: number
  meanY: number
}

/** Needs at least three points with at least two distinct x. */
export function leastSquaresLine(xs: readonly number[], ys: readonly number[]): Line {
  const n = xs.length
  let meanX = 0
  let meanY = 0
  for (let i = 0; i < n; i++) {
    meanX += xs[i]!
    meanY += ys[i]!
  }
  meanX /= n
  meanY /= n
  let sxx = 0
  let sxy = 0
  for (let i = 0; i < n; i++) {
    const dx = xs[i]! - meanX
    sxx += dx * dx
    sxy += dx * (ys[i]! - meanY)
  }
  const slope = sxy / sxx
  let rss = 0
  for (let i = 0; i < n; i++) {
    const r = ys[i]! - meanY - slope * (xs[i]! - meanX)
    rss += r * r
  }
  const degreesOfFreedom = n - 2
  return { slope, slopeVariance: rss / degreesOfFreedom / sxx, degreesOfFreedom, meanX, meanY }
}

/** The mean and the variance of that mean (sample variance / n), on n − 1 degrees of freedom. */
export function meanWithVariance(values: readonly number[]): { mean: number; meanVariance: number; degreesOfFreedom: number } {
  const n = values.length
  let mean = 0
  for (const v of values) mean += v
  mean /= n
  let ss = 0
  for (const v of values) ss += (v - mean) * (v - mean)
  return { mean, meanVariance: ss / (n - 1) / n, degreesOfFreedom: n - 1 }
}
