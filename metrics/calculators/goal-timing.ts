/** What plans and timelines share: the days, weeks and dates to a goal. */

import { addDays, formatLongDate } from '../dates.ts'
import { round1 } from '../rounding.ts'

export interface GoalTiming {
  daysToGoal: number | null
  weeksToGoal: number | null
  goalDate: string | null
  formattedDate: string | null
}

/** Days, weeks and dates for a day count; all null when the goal cannot be reached. */
export function goalTiming(days: number | null, startDate: string): GoalTiming {
  if (days === null) return { daysToGoal: null, weeksToGoal: null, goalDate: null, formattedDate: null }
  const goalDate = addDays(startDate, days)
  return { daysToGoal: days, weeksToGoal: round1(days / 7), goalDate, formattedDate: formatLongDate(goalDate) }
}
