/** Weight-loss timeline at a steady weekly pace, with chart-ready points. */
import { Type } from '@sinclair/typebox'
import { addDays } from '../dates.ts'
import { defineCalculator, WarningsSchema, type Warning } from '../calculator.ts'
import { defineInput } from '../input.ts'
import { ceilDays, round1, round2 } from '../rounding.ts'
import { goalTiming, warnings } from './goal.ts'

const MAX_TIMELINE_POINTS = 200

export interface TimelinePoint {
  day: number
  date: string
  weightKg: number
}

/**
 * At most 200 evenly spaced points from day 0 to the goal day. The first is the current
 * weight and the last the target, exactly as given; in between, the weight falls linearly,
 * rounded to 2 decimals and kept within [target, current] so that it never increases.
 * Already at target (0 days): the single point is the current weight.
 */
export function timeline(current: number, target: number, weeklyKg: number, days: number, start: string): TimelinePoint[] {
  if (days === 0) return [{ day: 0, date: start, weightKg: current }]
  const count = Math.min(days + 1, MAX_TIMELINE_POINTS)
  const points: TimelinePoint[] = []
  for (let i = 0; i < count; i++) {
    const day = Math.round((i * days) / (count - 1))
    const falling = Math.min(current, Math.max(target, round2(current - (weeklyKg * day) / 7)))
    const weight = i === 0 ? current : i === count - 1 ? target : falling
    points.push({ day, date: addDays(start, day), weightKg: weight })
  }
  return points
}

export const weightLossCalculator = defineCalculator({
  id: 'weight-loss',
  title: 'Weight-loss timeline',
  summary: 'Days and date to reach a target weight at a steady weekly pace, with a chart-ready timeline.',
  input: defineInput({
    currentWeightKg: 'currentWeightKg',
    targetWeightKg: 'targetWeightKg',
    weeklyLossGoalKg: 'weeklyLossPaceKg',
    startDate: { field: 'startDate' },
  }),
  output: Type.Object(
    {
      kgToLose: Type.Number({ description: 'currentWeightKg − targetWeightKg, one decimal (negative: a gain)' }),
      daysToGoal: Type.Integer({ description: 'ceil(kgToLose × 7 / weekly pace); 0 when already at target' }),
      weeksToGoal: Type.Number({ description: 'daysToGoal / 7, one decimal' }),
      monthlyLossForecastKg: Type.Number({ description: 'weekly pace × 4, two decimals' }),
      goalDate: Type.String({ format: 'date', description: 'startDate + daysToGoal, YYYY-MM-DD' }),
      formattedDate: Type.String({ description: 'goalDate in US English long form, e.g. April 11, 2027' }),
      timeline: Type.Array(
        Type.Object(
          {
            day: Type.Integer({ description: 'Days from startDate' }),
            date: Type.String({ format: 'date', description: 'startDate + day' }),
            weightKg: Type.Number({ description: 'Expected weight that day (kg): the inputs at both ends, two decimals between' }),
          },
          { additionalProperties: false },
        ),
        { minItems: 1, maxItems: MAX_TIMELINE_POINTS, description: 'Chart points, day 0 to the goal day' },
      ),
      warnings: WarningsSchema,
    },
    { additionalProperties: false },
  ),
  compute({ currentWeightKg, targetWeightKg, weeklyLossGoalKg, startDate }, context) {
    const start = startDate ?? context.today
    const kgToLose = currentWeightKg - targetWeightKg
    const found: Warning[] = []
    const days = kgToLose > 0 ? ceilDays((kgToLose * 7) / weeklyLossGoalKg) : 0
    if (kgToLose <= 0) found.push(warnings.alreadyAtTarget)
    const timing = goalTiming(days, start) as { daysToGoal: number; weeksToGoal: number; goalDate: string; formattedDate: string }
    return {
      kgToLose: round1(kgToLose),
      ...timing,
      monthlyLossForecastKg: round2(weeklyLossGoalKg * 4),
      timeline: timeline(currentWeightKg, targetWeightKg, weeklyLossGoalKg, days, start),
      warnings: found,
    }
  },
})
