/** The warnings of the plans, the estimator and the goal-date planner, and the limits they state. */

import { BELOW_FLOOR_ADVICE } from '../adaptive/warnings.ts'
import type { Warning } from '../calculator.ts'
import { ENERGY_PER_KG, GLIM_LOW_BMI, HEALTHY_BMI, OLDER_ADULT_AGE, WEEKLY_LOSS_GOALS_KG } from '../constants.ts'
import { addDays, formatLongDate } from '../dates.ts'
import type { HallAdult } from '../dynamic/hall-adult.ts'
import { MODEL_HORIZON, SEARCH_YEARS } from '../dynamic/horizon.ts'
import { lowestHeldWeightKg, type NoMaintenance } from '../dynamic/intake-search.ts'
import type { DynamicGoal } from '../dynamic/projection.ts'
import { fields } from '../fields.ts'
import { round1 } from '../rounding.ts'
import { isUnderweight } from './bmi.ts'
import { DEFICIT_ESTIMATOR, GOAL_DATE_PLANNER } from './calculator-names.ts'

/**
 * How the Hall model's answers say that its body has run out of lean tissue, where the model stops
 * (a long date). Its lean tissue is a compartment of fat-free mass, not the whole: a projection's
 * leanMassKg also holds extracellular fluid and glycogen, and stays well above zero there.
 */
const LEAN_COMPARTMENT = "(the model's lean-tissue compartment: fat-free mass less extracellular fluid and glycogen)"
const LEAN_TISSUE = `lean tissue ${LEAN_COMPARTMENT}`
const runsOutOfLeanTissue = (on: string) => `the Hall 2011 model's body runs out of ${LEAN_TISSUE} on ${on}`

/** The lowest weight the model describes a body holding, rounded up to 0.1 kg, so that a target at or above the figure given is within it. */
const roundedUp = (kg: number) => Math.ceil(kg * 10) / 10
const describedDownTo = (lowestKg: number) =>
  `the model describes this body holding ${roundedUp(lowestKg)} kg or more (rounded up to 0.1 kg)`
const capitalised = (text: string) => text[0]!.toUpperCase() + text.slice(1)

/**
 * What an intake held at a bound comes to within the horizon: the long date it reaches the target,
 * the one its body runs out of lean tissue first, or neither.
 */
export type HeldOutcome = { reachedOn: string } | { leavesOn: string } | null

/** The end of a warning about an intake held at a bound: when that intake reaches the target, if it does. */
const whenHeldReaches = (outcome: HeldOutcome): string =>
  outcome === null
    ? `which does not reach the target within ${SEARCH_YEARS} years.`
    : 'reachedOn' in outcome
      ? `which reaches the target on ${outcome.reachedOn}.`
      : `on which ${runsOutOfLeanTissue(outcome.leavesOn)}, before it reaches the target.`

/** The most a gain's daily intake is held at: the top of the daily intake the service takes (its calories bound, a convention). */
export const INTAKE_CEILING_KCAL = fields.calories.max

/** The plans' fastest weekly pace: the most NICE advised weight-loss programmes to expect (CG43, 2006, since replaced). */
export const MAX_RECOMMENDED_PACE_KG = Math.max(...WEEKLY_LOSS_GOALS_KG.value)
/** What NICE CG43 advised programmes to expect, as WEEKLY_LOSS_GOALS_KG's source quotes it: a fact about the source, not our paces. */
export const NICE_PACE = '0.5 to 1 kg a week'
/** Who advised NICE_PACE, and when: the guideline has since been replaced, so its advice is told in the past. */
const NICE_ADVISED = 'NICE advised in 2006'

/** What WHO's classification says of a BMI below the healthy range (WHO 2000, its table of BMI classes). */
const UNDERWEIGHT_RISK = 'underweight by the WHO classification, which puts the risk of other clinical problems there as increased.'

export const warnings = {
  floorClipped: (floor: number): Warning => ({
    code: 'FLOOR_CLIPPED',
    message: `The requested deficit would put intake below the safety floor of ${floor} kcal/day; the daily calorie target is held at the floor.`,
  }),
  alreadyAtTarget: {
    code: 'ALREADY_AT_TARGET',
    message: 'The current weight is already at or below the target weight: there is nothing to lose.',
  },
  /** A target above the current weight: a gain, which only the goal-date planner plans. */
  targetAboveCurrent: {
    code: 'ALREADY_AT_TARGET',
    message: `The target weight is above the current weight: there is nothing to lose, and this calculator plans losses only. To plan a gain, ${GOAL_DATE_PLANNER.title} gives the intake that reaches a higher weight on a chosen date.`,
  },
  /**
   * A static plan whose floor is at or above maintenance: no deficit fits above it. At maintenance the
   * weight holds; above it, the floor is a surplus and the weight rises.
   */
  goalUnreachable: (floor: number, maintenance: number): Warning => ({
    code: 'GOAL_UNREACHABLE',
    message:
      floor > maintenance
        ? `The safety floor of ${floor} kcal/day is above maintenance calories (${maintenance} kcal/day), so no deficit fits above the floor: at the floor the weight would rise, not fall (a surplus of ${floor - maintenance} kcal/day), and the goal has no date. ${BELOW_FLOOR_ADVICE}`
        : `The safety floor is at maintenance calories, so no deficit fits above the floor: at this intake the weight would not fall, and the goal has no date. ${BELOW_FLOOR_ADVICE}`,
  }),
  /** `currentKg`: where the weight starts; a plateau above it is a gain, said so. */
  goalUnreachableAt: (plateauKg: number, targetKg: number, currentKg: number): Warning => ({
    code: 'GOAL_UNREACHABLE',
    message:
      plateauKg > currentKg
        ? `At this intake the weight rises and settles near ${plateauKg} kg (Hall 2011 model): the safety floor is above what this body burns, and the goal is never reached. ${BELOW_FLOOR_ADVICE}`
        : plateauKg >= targetKg
          ? `At this intake the weight settles near ${plateauKg} kg (Hall 2011 model), above the target: the goal is never reached.`
          : `At this intake the weight settles near ${plateauKg} kg (Hall 2011 model), but so slowly that the target is not reached within ${SEARCH_YEARS} years.`,
  }),
  goalUnreachableLeaving: (leavesOn: string): Warning => ({
    code: 'GOAL_UNREACHABLE',
    message: `At this intake ${runsOutOfLeanTissue(leavesOn)}, before it reaches the target: the goal has no date.`,
  }),
  goalUnreachableWithin: {
    code: 'GOAL_UNREACHABLE',
    message: `At this intake the target is not reached within ${SEARCH_YEARS} years (Hall 2011 model).`,
  },
  /**
   * `lowestKg`: the lowest weight the model describes this body holding; `holdable`: the goal is
   * reached and the target is at or above it, so an intake holds it once there.
   */
  plateauBeyondModel: (lowestKg: number, holdable: boolean): Warning => ({
    code: 'PLATEAU_BEYOND_MODEL',
    message:
      `At this intake the Hall 2011 model's body would run out of ${LEAN_TISSUE} before its weight settled, which is beyond what the model describes, so there is no plateau to give. ` +
      (holdable
        ? `Once at the target, change to the intake that holds it (the goal-date calculator, ${GOAL_DATE_PLANNER.title}, gives it as its maintenance at the target weight) rather than keep this one; ${describedDownTo(lowestKg)}.`
        : `${capitalised(describedDownTo(lowestKg))}: a target there can be held.`),
  }),
  /**
   * `floor`: the safety floor, when even it runs out of lean tissue before the goal date. `atTheEdge`:
   * the target is at or above `lowestKg`, so an intake holds it and only the whole kcal's rounding, near
   * that weight, ran the body out: a later date, approaching it more slowly, may help. Below it, none does.
   */
  intakeBeyondModel: (leavesOn: string, lowestKg: number, floor: number | null, atTheEdge: boolean): Warning => ({
    code: 'INTAKE_BEYOND_MODEL',
    message:
      (floor === null
        ? `On the intake that would reach the target by the goal date, ${runsOutOfLeanTissue(leavesOn)}, which is beyond what the model describes, so no intake can be given. `
        : `Even at the safety floor of ${floor} kcal/day ${runsOutOfLeanTissue(leavesOn)}, before the goal date, and less runs out sooner, which is beyond what the model describes, so no intake can be given. `) +
      (atTheEdge
        ? `The target is at the edge of the model: ${describedDownTo(lowestKg)}, and a later goal date, approaching the target more slowly, may help.`
        : `A later goal date would not help: ${describedDownTo(lowestKg)}, and a target there can be held; an earlier goal date may, if the faster loss reaches the target before that day.`),
  }),
  floorHeld: (floor: number, outcome: HeldOutcome): Warning => ({
    code: 'FLOOR_CLIPPED',
    message: `Reaching the target by the goal date needs an intake below the safety floor of ${floor} kcal/day; the intake is held at the floor, ${whenHeldReaches(outcome)}`,
  }),
  ceilingHeld: (outcome: HeldOutcome): Warning => ({
    code: 'CEILING_HELD',
    message: `Reaching the target by the goal date needs an intake above ${INTAKE_CEILING_KCAL} kcal/day, the most this service takes as a daily intake; the intake is held there, ${whenHeldReaches(outcome)}`,
  }),
  paceAboveRecommended: {
    code: 'PACE_ABOVE_RECOMMENDED',
    message: `This plan loses more than ${MAX_RECOMMENDED_PACE_KG} kg a week on average, above the ${NICE_PACE} ${NICE_ADVISED}; consider a later goal date.`,
  },
  /** NICE's pace is advice for loss: holding a gain to its top is our convention, and the warning says so. */
  gainPaceAboveRecommended: {
    code: 'PACE_ABOVE_RECOMMENDED',
    message: `This plan gains more than ${MAX_RECOMMENDED_PACE_KG} kg a week on average. The ${NICE_PACE} ${NICE_ADVISED} is for weight loss; this service warns above ${MAX_RECOMMENDED_PACE_KG} kg a week for a gain too, a convention of its own. Consider a later goal date.`,
  },
  /**
   * The static timeline, given the body: the pace's intake would be below the floor, which the
   * timeline does not hold. Where maintenance itself is at or below the floor, no deficit fits above it.
   */
  paceBelowFloor: (deficit: number, floor: number, maintenance: number): Warning => ({
    code: 'PACE_BELOW_FLOOR',
    message:
      `This pace needs a daily deficit of about ${deficit} kcal (the ${ENERGY_PER_KG.value} kcal/kg rule), which would put intake below the safety floor of ${floor} kcal/day for this body (maintenance about ${maintenance} kcal/day): the dates assume a pace that cannot be kept at a safe intake. ` +
      (maintenance > floor
        ? `The ${DEFICIT_ESTIMATOR.title} holds intake at the floor and gives a later date.`
        : maintenance < floor
          ? `Maintenance is below the floor, so no deficit fits above it: at the floor the weight would rise (a surplus of about ${floor - maintenance} kcal/day). ${BELOW_FLOOR_ADVICE}`
          : `Maintenance is at the floor, so no deficit fits above it: at the floor the weight would not fall. ${BELOW_FLOOR_ADVICE}`),
  }),
  paceAboveUsualLimit: {
    code: 'PACE_ABOVE_RECOMMENDED',
    message: `A pace above ${MAX_RECOMMENDED_PACE_KG} kg a week is above the ${NICE_PACE} ${NICE_ADVISED}; consider ${MAX_RECOMMENDED_PACE_KG} kg a week or less.`,
  },
  targetBeyondModel: (why: NoMaintenance, lowestKg: number): Warning => ({
    code: 'TARGET_BEYOND_MODEL',
    message:
      why === 'no-lean-tissue'
        ? `At the target weight the Hall 2011 model would need a body with no lean tissue left ${LEAN_COMPARTMENT}, which is beyond what it describes, so no intake that holds the target can be given. ${capitalised(describedDownTo(lowestKg))}, and gives the intake that holds a target there.`
        : `Even eating nothing, the Hall 2011 model's body settles at ${roundedUp(lowestKg)} kg (rounded up to 0.1 kg), above the target weight, so no intake that holds the target can be given: a target of ${roundedUp(lowestKg)} kg or more has an intake that holds it.`,
  }),
  /**
   * A static plan whose intake is at or above maintenance at the target, by the plan's own equation: the
   * 7700 kcal/kg rule's date keeps the deficit all the way, where at this intake it is gone before the target.
   */
  levelsOffAboveTarget: (intake: number, targetKg: number, maintenanceAtTarget: number, deficit: number, floor: number): Warning => ({
    code: 'LEVELS_OFF_ABOVE_TARGET',
    message:
      `At this plan's intake of ${intake} kcal/day the weight levels off above the target: by the same equation (Mifflin-St Jeor) and activity level, maintenance at ${targetKg} kg is about ${maintenanceAtTarget} kcal/day, so the deficit shrinks as the weight falls and is gone before the target. ` +
      `The goal date is the ${ENERGY_PER_KG.value} kcal/kg rule's, which keeps a deficit of ${deficit} kcal/day all the way: ` +
      (maintenanceAtTarget - deficit >= floor
        ? `keeping it means lowering the intake as the weight falls, to about ${maintenanceAtTarget - deficit} kcal/day at the target.`
        : maintenanceAtTarget > floor
          ? `keeping it all the way would take the intake below the safety floor of ${floor} kcal/day before the target; at the floor the weight still reaches the target (${GOAL_DATE_PLANNER.title} gives an intake for a chosen date).`
          : `maintenance at the target is at or below the safety floor of ${floor} kcal/day, so no intake at or above the floor reaches it. ${BELOW_FLOOR_ADVICE}`) +
      ' The dynamic model (Hall 2011) projects this intake as it is.',
  }),
  /**
   * A static timeline's date further ahead than the dynamic model dates a goal: a pace kept for more
   * than a decade, which the Hall 2011 model would leave undated. Not on the plans: a constant intake's
   * date that far ahead always warns LEVELS_OFF_ABOVE_TARGET (docs/decisions.md).
   */
  distantGoalDate: {
    code: 'DISTANT_GOAL_DATE',
    message: `At this pace the target is more than ${MODEL_HORIZON.searchDays} days (about ${SEARCH_YEARS} years) away: the date assumes the same pace kept all those years, and the dynamic model (Hall 2011) gives no date that far ahead (it looks ${MODEL_HORIZON.searchDays} days ahead, a horizon this service chose). Consider a nearer target to reach first, and plan again from there.`,
  },
  /** A loss asked for from OLDER_ADULT_AGE on: ESPEN's geriatric guideline considers weight-reducing diets only in obesity with weight-related health problems. */
  olderAdultLoss: {
    code: 'OLDER_ADULT_LOSS',
    message: `From ${OLDER_ADULT_AGE.value}, losing weight calls for care: ESPEN's guideline on nutrition in older persons (2019) advises that dietary restrictions be generally avoided, and that a weight-reducing diet be considered only for obesity with weight-related health problems. Plan a loss with a doctor or a registered dietitian.`,
  },
  /** A loss asked for by someone already underweight: WHO puts the risk of other clinical problems there as increased. */
  currentBelowHealthyBmi: {
    code: 'CURRENT_BELOW_HEALTHY_BMI',
    message: `The current weight already gives a BMI below ${HEALTHY_BMI.value.min} at this height: ${UNDERWEIGHT_RISK} Losing weight from here calls for a doctor or a registered dietitian, not a calculator.`,
  },
  /** A loss aimed, from GLIM's age on, at a BMI GLIM counts as low, though within WHO's healthy range. */
  targetLowForAge: {
    code: 'TARGET_LOW_FOR_AGE',
    message: `The target weight gives a BMI below ${GLIM_LOW_BMI.value.below} at this height: from ${GLIM_LOW_BMI.value.fromAge}, the GLIM criteria for malnutrition (2019) count a BMI below ${GLIM_LOW_BMI.value.below} as low, one of the signs they diagnose it by. Choose a higher target, or plan with a doctor or a registered dietitian.`,
  },
  targetBelowHealthyBmi: {
    code: 'TARGET_BELOW_HEALTHY_BMI',
    message: `The target weight gives a BMI below ${HEALTHY_BMI.value.min} at this height: ${UNDERWEIGHT_RISK} Choose a target within the healthy range, or plan with a doctor or a registered dietitian.`,
  },
  targetAboveHealthyBmi: {
    code: 'TARGET_ABOVE_HEALTHY_BMI',
    message: `The target weight gives a BMI above ${HEALTHY_BMI.value.max} (overweight or obese by the WHO classification) at this height, and this plan gains weight to reach it.`,
  },
} satisfies Record<string, Warning | ((...n: never[]) => Warning)>

/**
 * Why a goal under the dynamic model has no date (GOAL_UNREACHABLE: a plateau above the target, the
 * horizon, or a body out of lean tissue first), and PLATEAU_BEYOND_MODEL when it has no plateau.
 */
export function dynamicGoalWarnings(goal: DynamicGoal, adult: HallAdult, targetKg: number, start: string): Warning[] {
  const found: Warning[] = []
  if (goal.days === null)
    found.push(
      goal.leavesOn !== null
        ? warnings.goalUnreachableLeaving(formatLongDate(addDays(start, goal.leavesOn)))
        : goal.plateauWeightKg === null
          ? warnings.goalUnreachableWithin
          : warnings.goalUnreachableAt(goal.plateauWeightKg, targetKg, adult.baseline.weightKg),
    )
  if (goal.plateauWeightKg === null) {
    const lowest = lowestHeldWeightKg(adult)
    found.push(warnings.plateauBeyondModel(lowest, goal.days !== null && targetKg >= lowest))
  }
  return found
}

/** ALREADY_AT_TARGET for a loss calculator given nothing to lose (kgToLose ≤ 0): a gain is pointed to the goal-date planner. */
export const nothingToLose = (kgToLose: number): Warning => (kgToLose < 0 ? warnings.targetAboveCurrent : warnings.alreadyAtTarget)

/** What a goal says of the body, each figure where it is known (the estimator's are optional). */
export interface GoalBody {
  age?: number
  currentBmi?: number
  targetBmi?: number
  /** A loss is asked for: the person's age and present BMI, and GLIM's low BMI, speak only then. */
  loss: boolean
}

/**
 * The last of a goal's warnings, about the body: for a loss, the age from OLDER_ADULT_AGE on, then a BMI
 * already below the healthy range; then the target's BMI, below WHO's healthy range or, for a loss from
 * GLIM's age on, below GLIM's low BMI for that age. BMIs at one decimal, as the category is read.
 */
export function goalBodyWarnings({ age, currentBmi, targetBmi, loss }: GoalBody): Warning[] {
  const found: Warning[] = []
  if (loss && age !== undefined && age >= OLDER_ADULT_AGE.value) found.push(warnings.olderAdultLoss)
  if (loss && currentBmi !== undefined && isUnderweight(currentBmi)) found.push(warnings.currentBelowHealthyBmi)
  if (targetBmi === undefined) return found
  const { fromAge, below } = GLIM_LOW_BMI.value
  if (isUnderweight(targetBmi)) found.push(warnings.targetBelowHealthyBmi)
  else if (loss && age !== undefined && age >= fromAge && round1(targetBmi) < below) found.push(warnings.targetLowForAge)
  return found
}
