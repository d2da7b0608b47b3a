/**
 * Calories for a goal date, the NIH Body Weight Planner's question: the constant daily
 * intake that brings the Hall 2011 model to the target weight on the chosen day.
 */

import { Type } from '@sinclair/typebox'
import { defineCalculator, Nullable, PERSON_WARNING_CODES, warningsOf } from '../calculator.ts'
import { DYNAMIC_MODEL_HORIZON, SAFETY_FLOOR_KCAL } from '../constants.ts'
import { addDays, dayNumber, formatLongDate } from '../dates.ts'
import { type HallAdult, keepsLeanTissue } from '../dynamic/hall-adult.ts'
import { SEARCH_YEARS } from '../dynamic/horizon.ts'
import { intakeForDate, lowestHeldWeightKg, maintenanceAt } from '../dynamic/intake-search.ts'
import { physicalAdult, projectionSchema } from '../dynamic/plan-fields.ts'
import { adultFor, dayReaching, projection } from '../dynamic/projection.ts'
import { InvalidInputError } from '../errors.ts'
import { defineInput } from '../input.ts'
import { difference, round } from '../rounding.ts'
import { bmi, isAboveHealthy } from './bmi.ts'
import { GOAL_DATE_PLANNER } from './calculator-names.ts'
import { personWarningsOf } from './person-warnings.ts'
import { goalBodyWarnings, type HeldOutcome, INTAKE_CEILING_KCAL, MAX_RECOMMENDED_PACE_KG, warnings } from './plan-warnings.ts'

const H = DYNAMIC_MODEL_HORIZON.value

const input = defineInput({
  gender: 'gender',
  age: 'age',
  weightKg: 'weightKg',
  heightCm: 'heightCm',
  activityLevel: 'activityLevel',
  targetWeightKg: 'targetWeightKg',
  goalDate: 'goalDate',
  startDate: { field: 'startDate' },
  bodyFatPercent: { field: 'bodyFatPercent' },
})

const daysBetween = (from: string, to: string) => dayNumber(to) - dayNumber(from)

/**
 * Days from start to goal: after the start and at most the horizon's years on (same month and day).
 * Without a startDate the start is the server's today in UTC, which a client in another time zone
 * may not expect: the error says it is UTC's, without naming it (an error never shows a default).
 */
function daysToGoalDate(start: string, goalDate: string): number {
  const latest = `${Number(start.slice(0, 4)) + H.goalDateMaxYears}${start.slice(4)}`
  if (goalDate <= start || goalDate > latest) {
    throw new InvalidInputError([
      {
        field: 'goalDate',
        message: `must be after startDate (today in UTC when startDate is not given) and at most ${H.goalDateMaxYears} years after it`,
      },
    ])
  }
  return daysBetween(start, goalDate)
}

/**
 * When an intake held at a bound reaches the target within the search (its day), and how the warning
 * says it: that long date, the one its body runs out of lean tissue first, or neither.
 */
function heldReach(adult: HallAdult, intake: number, target: number, losing: boolean, longDate: (day: number) => string) {
  const plateau = adult.steadyState(intake)
  // A plateau the model keeps short of the target is never passed.
  const reachable = !keepsLeanTissue(plateau) || (losing ? plateau.weightKg < target : plateau.weightKg > target)
  const reach = reachable ? dayReaching(adult, intake, target, H.searchDays) : { day: null, leavesOn: null }
  const outcome: HeldOutcome =
    reach.day !== null ? { reachedOn: longDate(reach.day) } : reach.leavesOn !== null ? { leavesOn: longDate(reach.leavesOn) } : null
  return { day: reach.day, outcome }
}

export const goalDateCalculator = defineCalculator({
  ...GOAL_DATE_PLANNER,
  summary: `The constant daily intake that reaches a target weight on a chosen date by the Hall 2011 dynamic model (the NIH Body Weight Planner), held at the safety floor when losing and at ${INTAKE_CEILING_KCAL} kcal/day when gaining, with a projection.`,
  input,
  output: Type.Object(
    {
      dailyCalories: Nullable(
        Type.Integer({
          description: `Constant daily intake (kcal/day) that reaches the target on goalDate, to the nearest kcal; never below the safety floor when losing, never above ${INTAKE_CEILING_KCAL} kcal/day when gaining; null, with INTAKE_BEYOND_MODEL, when on that intake, or even at the floor, the model's body runs out of lean tissue before goalDate`,
        }),
      ),
      maintenanceCalories: Type.Integer({
        description: 'Daily calories that maintain the current weight (kcal/day): round(TDEE), as the plans give it',
      }),
      maintenanceCaloriesAtGoal: Nullable(
        Type.Integer({
          description:
            'Daily calories that hold the target weight once reached (kcal/day; Hall 2011 steady state); null, with TARGET_BEYOND_MODEL, when that steady state would have no lean tissue or even no intake settles above the target',
        }),
      ),
      dailyDeficit: Nullable(
        Type.Integer({
          description: 'maintenanceCalories − dailyCalories (kcal/day; negative: a surplus, to gain); null when dailyCalories is',
        }),
      ),
      goalDate: Type.String({ format: 'date', description: 'The goal date asked for' }),
      targetReachedDate: Nullable(
        Type.String({
          format: 'date',
          description: `When the target is reached: goalDate for the intake found (the whole kcal nearest the one that reaches the target on goalDate, whose own run may reach it a little sooner or later: days, or more for a change of grams over years), or, when held at the floor (losing) or the ceiling (gaining), the day the held intake's projection reaches it; null when not within ${SEARCH_YEARS} years, only after the model's body runs out of lean tissue, or when dailyCalories is null`,
        }),
      ),
      projection: projectionSchema(
        'goalDate, whether or not the target is reached by then (when dailyCalories is null, of the intake that would reach it, or of the safety floor when even the floor runs out of lean tissue first; cut on the last day with lean tissue)',
      ),
      warnings: warningsOf(
        ...PERSON_WARNING_CODES,
        'FLOOR_CLIPPED',
        'CEILING_HELD',
        'INTAKE_BEYOND_MODEL',
        'TARGET_BEYOND_MODEL',
        'PACE_ABOVE_RECOMMENDED',
        'OLDER_ADULT_LOSS',
        'CURRENT_BELOW_HEALTHY_BMI',
        'TARGET_BELOW_HEALTHY_BMI',
        'TARGET_LOW_FOR_AGE',
        'TARGET_ABOVE_HEALTHY_BMI',
      ),
    },
    { additionalProperties: false },
  ),
  compute(given, context) {
    const start = given.startDate ?? context.today
    const days = daysToGoalDate(start, given.goalDate)
    const adult = physicalAdult(adultFor(given))
    const maintenanceCalories = round(adult.maintenance)
    const target = given.targetWeightKg
    const change = difference(target, given.weightKg)
    const currentBmi = bmi(given.weightKg, given.heightCm)
    const found = personWarningsOf(currentBmi, given.age, given)
    const floor = SAFETY_FLOOR_KCAL.value[given.gender]
    // No change asked: maintenance holds the weight, with no search. Losing, the intake is held at the
    // safety floor; gaining, at the ceiling.
    const plan =
      change === 0 ? undefined : intakeForDate(adult, target, days, start, change < 0 ? { floor } : { ceiling: INTAKE_CEILING_KCAL })
    const answered = plan?.intake ?? maintenanceCalories
    // The domain before the bound: a run, the root's or the bound's, that runs out of lean tissue before
    // the goal date is read from no body by then, so none is given. Even "the target needs less than the
    // floor" would be read from such a body's weight on the goal date.
    const leavesOn = plan?.run.leavesOn ?? null
    const beyondModel = leavesOn !== null
    const longDate = (day: number) => formatLongDate(addDays(start, day))
    // The lowest weight the model describes this body holding: only the warnings beyond it need it.
    let lowestKg: number | undefined
    const lowest = () => (lowestKg ??= lowestHeldWeightKg(adult))
    let targetReachedDate: string | null = beyondModel ? null : given.goalDate
    if (beyondModel)
      found.push(warnings.intakeBeyondModel(longDate(leavesOn), lowest(), plan?.boundHeld && change < 0 ? floor : null, target >= lowest()))
    else if (plan?.boundHeld) {
      // Even the bound does not get there in time: answer the bound, and when it does get there.
      const held = heldReach(adult, answered, target, change < 0, longDate)
      targetReachedDate = held.day === null ? null : addDays(start, held.day)
      found.push(change < 0 ? warnings.floorHeld(floor, held.outcome) : warnings.ceilingHeld(held.outcome))
    }
    const chart = plan?.run.points ?? projection(adult, answered, days, start)
    // The pace of the plan answered: one held at a bound changes weight by what its projection reaches on
    // the goal date (it keeps lean tissue to then), not by what was asked. With no intake given there is
    // no plan to pace, and a later goal date, which the warning suggests, would not help.
    const answeredChange = plan?.boundHeld ? chart.weight(chart.length - 1) - given.weightKg : change
    // Above the pace by more than floating-point noise: 30 kg in 30 weeks from 100.3 kg is exactly 1 kg a week, not 1.0000000000000002.
    if (!beyondModel && Math.abs(answeredChange) * 7 > MAX_RECOMMENDED_PACE_KG * days + 1e-9)
      found.push(answeredChange > 0 ? warnings.gainPaceAboveRecommended : warnings.paceAboveRecommended)
    const targetBmi = bmi(target, given.heightCm)
    // Gaining into the range above the healthy one; a loss that ends there is still a step towards it.
    if (change > 0 && isAboveHealthy(targetBmi)) found.push(warnings.targetAboveHealthyBmi)
    else found.push(...goalBodyWarnings({ age: given.age, currentBmi, targetBmi, loss: change < 0 }))
    const atGoal = maintenanceAt(adult, target)
    if ('none' in atGoal) found.push(warnings.targetBeyondModel(atGoal.none, lowest()))
    return {
      dailyCalories: beyondModel ? null : answered,
      maintenanceCalories,
      maintenanceCaloriesAtGoal: 'none' in atGoal ? null : round(atGoal.intake),
      dailyDeficit: beyondModel ? null : maintenanceCalories - answered,
      goalDate: given.goalDate,
      targetReachedDate,
      projection: chart,
      warnings: found,
    }
  },
})
