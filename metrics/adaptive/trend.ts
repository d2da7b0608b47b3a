/**
 * The Hacker's Diet trend (Walker): each day it moves a tenth of the way from the previous
 * trend to the day's weight. After days without a weight it moves as those daily steps would
 * have, the new weight standing in for the missing ones: 1 − 0.9^k of the way after k days.
 */
import { HACKERS_DIET_TREND } from '../constants.ts'

const keep = 1 - HACKERS_DIET_TREND.value.smoothing

export interface TrendPoint {
  date: string
  weightKg: number
}

/** The trend on each of `days` (ascending, with their `dates`) from the first weight on; a day without a weight keeps the trend it had. */
export function smoothedTrend(days: readonly number[], dates: readonly string[], weights: readonly (number | undefined)[]): TrendPoint[] {
  const points: TrendPoint[] = []
  let trend: number | undefined
  let trendDay = 0
  for (let i = 0; i < days.length; i++) {
    const w = weights[i]
    if (w !== undefined) {
      trend = trend === undefined ? w : w + (trend - w) * keep ** (days[i]! - trendDay)
      trendDay = days[i]!
    }
    if (trend !== undefined) points.push({ date: dates[i]!, weightKg: trend })
  }
  return points
}
