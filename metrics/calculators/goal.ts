/** What plans and timelines share: the days, weeks and dates to a goal, and the warnings. */
import { HEALTHY_BMI } from '../constants.ts'
import { addDays, formatLongDate } from '../dates.ts'
import type { Warning } from '../calculator.ts'
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

export const warnings = {
  floorClipped: (floor: number): Warning => ({
    code: 'FLOOR_CLIPPED',
    message: `The requested deficit would put intake below the safety floor of ${floor} kcal/day; the target is held at the floor.`,
  }),
  alreadyAtTarget: {
    code: 'ALREADY_AT_TARGET',
    message: 'The current weight is already at or below the target weight: there is nothing to lose.',
  },
  goalUnreachable: {
    code: 'GOAL_UNREACHABLE',
    message:
      'The safety floor is at or above maintenance calories, so no safe deficit exists and the goal has no date.',
  },
  targetBelowHealthyBmi: {
    code: 'TARGET_BELOW_HEALTHY_BMI',
    message: `The target weight gives a BMI below ${HEALTHY_BMI.value.min} (underweight by the WHO classification) at this height.`,
  },
} satisfies Record<string, Warning | ((n: number) => Warning)>
