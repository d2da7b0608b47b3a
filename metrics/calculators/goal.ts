/** What plans and timelines share: the days, weeks and dates to a goal, and the warnings. */

import { adaptiveWarningExamples } from '../adaptive/warnings.ts'
import type { Warning } from '../calculator.ts'
import { DYNAMIC_MODEL_HORIZON, HEALTHY_BMI, SAFETY_FLOOR_KCAL, WEEKLY_LOSS_GOALS_KG } from '../constants.ts'
import { addDays, formatLongDate } from '../dates.ts'
import type { NoMaintenance } from '../dynamic/intake-search.ts'
import { fields } from '../fields.ts'
import { round1 } from '../rounding.ts'
import { highWaterIntake } from './hydration.ts'
import { personWarnings } from './person-warnings.ts'

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

/** How far the dynamic model looks for a goal, in whole years (10). */
export const SEARCH_YEARS = Math.round(DYNAMIC_MODEL_HORIZON.value.searchDays / 365.25)

/** The end of a warning about an intake held at a bound: when that intake reaches the target, if it does. */
const whenHeldReaches = (reachedOn: string | null): string =>
  reachedOn === null ? `which does not reach the target within ${SEARCH_YEARS} years.` : `which reaches the target on ${reachedOn}.`

/** The most a gain's daily intake is held at: the top of the daily intake the service takes (its calories bound, a convention). */
export const INTAKE_CEILING_KCAL = fields.calories.max

/** The plans' fastest weekly pace: the most NICE advises weight-loss programmes to expect (CG43). */
export const MAX_RECOMMENDED_PACE_KG = Math.max(...WEEKLY_LOSS_GOALS_KG.value)
/** What NICE CG43 advises programmes to expect, as WEEKLY_LOSS_GOALS_KG's source quotes it: a fact about the source, not our paces. */
export const NICE_PACE = '0.5 to 1 kg a week'

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
    message: 'The safety floor is at or above maintenance calories, so no deficit fits above the floor and the goal has no date.',
  },
  goalUnreachableAt: (plateauKg: number, targetKg: number): Warning => ({
    code: 'GOAL_UNREACHABLE',
    message:
      plateauKg >= targetKg
        ? `At this intake the weight settles near ${plateauKg} kg (Hall 2011 model), above the target: the goal is never reached.`
        : `At this intake the weight settles near ${plateauKg} kg (Hall 2011 model), but so slowly that the target is not reached within ${SEARCH_YEARS} years.`,
  }),
  floorHeld: (floor: number, reachedOn: string | null): Warning => ({
    code: 'FLOOR_CLIPPED',
    message: `Reaching the target by the goal date needs less than the safety floor of ${floor} kcal/day; the intake is held at the floor, ${whenHeldReaches(reachedOn)}`,
  }),
  ceilingHeld: (ceiling: number, reachedOn: string | null): Warning => ({
    code: 'CEILING_HELD',
    message: `Reaching the target by the goal date needs more than ${ceiling} kcal/day, the most this service takes as a daily intake; the intake is held there, ${whenHeldReaches(reachedOn)}`,
  }),
  paceAboveRecommended: (maxKgPerWeek: number): Warning => ({
    code: 'PACE_ABOVE_RECOMMENDED',
    message: `This plan changes weight by more than ${maxKgPerWeek} kg a week on average, above the ${NICE_PACE} NICE advises; consider a later goal date.`,
  }),
  paceAboveUsualLimit: {
    code: 'PACE_ABOVE_RECOMMENDED',
    message: `A pace above ${MAX_RECOMMENDED_PACE_KG} kg a week is above the ${NICE_PACE} NICE advises; consider ${MAX_RECOMMENDED_PACE_KG} kg a week or less.`,
  },
  targetBeyondModel: (why: NoMaintenance): Warning => ({
    code: 'TARGET_BEYOND_MODEL',
    message:
      why === 'no-lean-tissue'
        ? 'At the target weight the Hall 2011 model would need a body with no lean tissue left, which is beyond what it describes, so no intake that holds the target can be given.'
        : "Even eating nothing, the Hall 2011 model's body settles above the target weight, so no intake that holds the target can be given.",
  }),
  targetBelowHealthyBmi: {
    code: 'TARGET_BELOW_HEALTHY_BMI',
    message: `The target weight gives a BMI below ${HEALTHY_BMI.value.min} (underweight by the WHO classification) at this height.`,
  },
} satisfies Record<string, Warning | ((...n: never[]) => Warning)>

/** Each warning code once, worded as the service sends it, for the catalogues. */
export const warningExamples: Warning[] = [
  warnings.floorClipped(SAFETY_FLOOR_KCAL.value.male),
  warnings.alreadyAtTarget,
  warnings.goalUnreachable,
  warnings.ceilingHeld(INTAKE_CEILING_KCAL, null),
  warnings.targetBeyondModel('no-lean-tissue'),
  warnings.targetBelowHealthyBmi,
  warnings.paceAboveRecommended(MAX_RECOMMENDED_PACE_KG),
  ...Object.values(personWarnings),
  highWaterIntake,
  ...adaptiveWarningExamples,
]
