/** Weight-loss timeline at a steady weekly pace, with chart-ready points. */
import { Type } from '@sinclair/typebox'
import { defineCalculator, Nullable, PERSON_WARNING_CODES, type Warning, warningsOf } from '../calculator.ts'
import {
  ADULT_AGE,
  DYNAMIC_MODEL_HORIZON,
  ENERGY_PER_KG,
  ESSENTIAL_FAT_WOMEN,
  GLIM_LOW_BMI,
  HEALTHY_BMI,
  MEAN_MONTH_DAYS,
  OLDER_ADULT_AGE,
  PLAUSIBLE_BMI,
} from '../constants.ts'
import { perMeanMonth } from '../dates.ts'
import { SEARCH_YEARS } from '../dynamic/horizon.ts'
import {
  DynamicSchemas,
  GOAL_PROJECTION_END,
  modelEntries,
  ProjectionPointSchema,
  physicalAdult,
  projectionPoints,
} from '../dynamic/plan-fields.ts'
import { adultFor, type DynamicGoal, dynamicGoal } from '../dynamic/projection.ts'
import { fields, ruleOf } from '../fields.ts'
import type { InputOf, RequiredWhen } from '../input.ts'
import { defineInput } from '../input.ts'
import { ceilDays, difference, round, round1, round2 } from '../rounding.ts'
import { bmi } from './bmi.ts'
import { flooredTarget } from './deficit-plan.ts'
import { goalTiming } from './goal-timing.ts'
import { personWarningsOf } from './person-warnings.ts'
import { dynamicGoalWarnings, goalBodyWarnings, MAX_RECOMMENDED_PACE_KG, nothingToLose, warnings } from './plan-warnings.ts'
import { MAX_TIMELINE_POINTS, StaticTimeline } from './static-timeline.ts'

/** What the four body fields do together under the static model (staticFloorWarning). */
const STATIC_FLOOR_NOTE =
  "With the static model, gender, age, heightCm and activityLevel given together add PACE_BELOW_FLOOR when the pace's intake (maintenance less the pace's deficit) would be below the safety floor"

/**
 * The body the dynamic model needs, required by the input check when model is dynamic; its
 * note, the warnings the field adds when given (a static timeline takes the body too).
 */
const forDynamic = <F extends 'gender' | 'age' | 'heightCm' | 'activityLevel'>(field: F, alone?: string) => ({
  field,
  requiredWhen: {
    field: 'model',
    values: ['dynamic'],
    message: () => `is required when model is dynamic; it ${ruleOf(fields[field])}`,
    note: alone === undefined ? STATIC_FLOOR_NOTE : `${alone}. ${STATIC_FLOOR_NOTE}`,
  } satisfies RequiredWhen,
})

const input = defineInput({
  currentWeightKg: 'currentWeightKg',
  targetWeightKg: 'targetWeightKg',
  weeklyLossGoalKg: 'weeklyLossPaceKg',
  startDate: { field: 'startDate' },
  ...modelEntries,
  gender: forDynamic(
    'gender',
    `With either model, a woman giving bodyFatPercent below ${ESSENTIAL_FAT_WOMEN} % (one decimal) adds BELOW_ESSENTIAL_FAT`,
  ),
  age: forDynamic(
    'age',
    `With either model, an age under ${ADULT_AGE.value} adds the UNDER_18 warning, and a loss at ${OLDER_ADULT_AGE.value} or over OLDER_ADULT_LOSS (and from ${GLIM_LOW_BMI.value.fromAge}, with a height, TARGET_LOW_FOR_AGE for a target BMI, at one decimal, from ${HEALTHY_BMI.value.min} to below ${GLIM_LOW_BMI.value.below})`,
  ),
  heightCm: forDynamic(
    'heightCm',
    `With either model, it adds IMPLAUSIBLE_BMI when the current weight's BMI (one decimal) is below ${PLAUSIBLE_BMI.value.min} or above ${PLAUSIBLE_BMI.value.max}, CURRENT_BELOW_HEALTHY_BMI when a loss starts from one below ${HEALTHY_BMI.value.min}, TARGET_BELOW_HEALTHY_BMI when the target's is below ${HEALTHY_BMI.value.min}, and, for a loss with an age from ${GLIM_LOW_BMI.value.fromAge}, TARGET_LOW_FOR_AGE when the target's BMI, at one decimal, is from ${HEALTHY_BMI.value.min} to below ${GLIM_LOW_BMI.value.below}`,
  ),
  activityLevel: forDynamic('activityLevel'),
})

const TimelinePointSchema = Type.Object(
  {
    ...ProjectionPointSchema.properties,
    weightKg: Type.Number({
      description:
        'Expected weight that day (kg). Static: the inputs at both ends, two decimals between; dynamic: the Hall 2011 projection, two decimals',
    }),
    fatMassKg: Type.Optional(ProjectionPointSchema.properties.fatMassKg),
    leanMassKg: Type.Optional(ProjectionPointSchema.properties.leanMassKg),
  },
  { additionalProperties: false },
)

export const weightLossCalculator = defineCalculator({
  id: 'weight-loss-estimator',
  title: 'Weight-loss timeline',
  summary: 'Days and date to reach a target weight at a steady weekly pace, with a chart-ready timeline.',
  input,
  output: Type.Object(
    {
      kgToLose: Type.Number({ description: 'currentWeightKg − targetWeightKg, one decimal (negative: a gain)' }),
      daysToGoal: Nullable(
        Type.Integer({
          description: `Static: ceil(kgToLose × 7 / weekly pace). Dynamic: the first day the projection is at or below the target; null when it never is (within ${SEARCH_YEARS} years, and before the model's body runs out of lean tissue). 0 when already at target`,
        }),
      ),
      weeksToGoal: Nullable(Type.Number({ description: 'daysToGoal / 7, one decimal' })),
      monthlyLossForecastKg: Type.Number({
        description: `The pace asked for over a mean Gregorian month: weekly pace × ${MEAN_MONTH_DAYS.value} / 7, two decimals. Not the projection's course: under the dynamic model, and where its intake is held at the safety floor, the timeline gives the weight month by month`,
      }),
      goalDate: Nullable(Type.String({ format: 'date', description: 'startDate + daysToGoal, YYYY-MM-DD' })),
      formattedDate: Nullable(Type.String({ description: 'goalDate in US English long form, e.g. April 11, 2027' })),
      timeline: Type.Array(TimelinePointSchema, {
        minItems: 1,
        maxItems: Math.floor(DYNAMIC_MODEL_HORIZON.value.searchDays / DYNAMIC_MODEL_HORIZON.value.projectionEveryDays) + 2,
        description: `Chart points. Static: at most ${MAX_TIMELINE_POINTS}, evenly spaced from day 0 to the goal day. Dynamic: the model's projection, ${projectionPoints(GOAL_PROJECTION_END)}`,
      }),
      plateauWeightKg: DynamicSchemas.plateauWeightKg,
      warnings: warningsOf(
        ...PERSON_WARNING_CODES,
        'ALREADY_AT_TARGET',
        'PACE_ABOVE_RECOMMENDED',
        'PACE_BELOW_FLOOR',
        'DISTANT_GOAL_DATE',
        'FLOOR_CLIPPED',
        'GOAL_UNREACHABLE',
        'PLATEAU_BEYOND_MODEL',
        'OLDER_ADULT_LOSS',
        'CURRENT_BELOW_HEALTHY_BMI',
        'TARGET_BELOW_HEALTHY_BMI',
        'TARGET_LOW_FOR_AGE',
      ),
    },
    { additionalProperties: false },
  ),
  compute(given, context) {
    const { currentWeightKg, targetWeightKg, weeklyLossGoalKg } = given
    const start = given.startDate ?? context.today
    const kgToLose = difference(currentWeightKg, targetWeightKg)
    // A timeline is a plan for the person: a minor's age, when given, warns as on the plans.
    const currentBmi = given.heightCm === undefined ? undefined : bmi(currentWeightKg, given.heightCm)
    const found = personWarningsOf(currentBmi, given.age, given)
    if (kgToLose <= 0) found.push(nothingToLose(kgToLose))
    else if (weeklyLossGoalKg > MAX_RECOMMENDED_PACE_KG) found.push(warnings.paceAboveUsualLimit)
    const dynamic = given.model === 'dynamic' ? dynamicTimeline(given as DynamicInput, kgToLose, start, found) : undefined
    const staticDays = kgToLose > 0 ? ceilDays((kgToLose * 7) / weeklyLossGoalKg) : 0
    if (dynamic === undefined && kgToLose > 0) {
      found.push(...staticFloorWarning(given))
      // The dynamic model dates no goal past its horizon: a static date beyond it says so.
      if (staticDays > DYNAMIC_MODEL_HORIZON.value.searchDays) found.push(warnings.distantGoalDate)
    }
    // With a height, the BMIs are known: the plans' guardrails, last as there.
    const targetBmi = given.heightCm === undefined ? undefined : bmi(targetWeightKg, given.heightCm)
    found.push(...goalBodyWarnings({ age: given.age, currentBmi, targetBmi, loss: kgToLose > 0 }))
    return {
      kgToLose: round1(kgToLose),
      ...goalTiming(dynamic !== undefined ? dynamic.days : staticDays, start),
      monthlyLossForecastKg: round2(perMeanMonth(weeklyLossGoalKg)),
      timeline: dynamic?.projection ?? new StaticTimeline(start, currentWeightKg, targetWeightKg, weeklyLossGoalKg, staticDays),
      ...(dynamic && { plateauWeightKg: dynamic.plateauWeightKg }),
      warnings: found,
    }
  },
})

/**
 * PACE_BELOW_FLOOR for a static timeline given the whole body the plans take (sex, age, height,
 * activity): the pace's intake, maintenance minus its 7700 kcal/kg deficit, below the safety
 * floor. The timeline keeps its pace (the rule's dates); the dynamic model and the deficit plan
 * hold intake at the floor instead.
 */
function staticFloorWarning(given: InputOf<typeof input>): Warning[] {
  const { gender, age, heightCm, activityLevel } = given
  if (gender === undefined || age === undefined || heightCm === undefined || activityLevel === undefined) return []
  const planned = flooredTarget({ gender, age, heightCm, activityLevel, weightKg: given.currentWeightKg }, given.weeklyLossGoalKg)
  if (!planned.isFloorClipped) return []
  const deficit = round((given.weeklyLossGoalKg * ENERGY_PER_KG.value) / 7)
  return [warnings.paceBelowFloor(deficit, planned.floor, planned.maintenanceCalories)]
}

/** The input check has required the body when model is dynamic. */
type DynamicInput = Required<Omit<InputOf<typeof input>, 'bodyFatPercent' | 'startDate'>> & { bodyFatPercent?: number }

/**
 * The pace as a plan's intake (maintenance minus its static deficit, held at the safety floor:
 * below it the model leaves the range it was built for), projected by the Hall 2011 model. With
 * nothing to lose, maintenance itself, as the plans take it (its plateau is then the weight itself).
 */
function dynamicTimeline(given: DynamicInput, kgToLose: number, start: string, found: Warning[]): DynamicGoal {
  const body = { ...given, weightKg: given.currentWeightKg }
  const { floor, isFloorClipped, targetCalories, maintenanceCalories } = flooredTarget(body, given.weeklyLossGoalKg)
  if (kgToLose > 0 && isFloorClipped) found.push(warnings.floorClipped(floor))
  const adult = physicalAdult(adultFor(body))
  const goal = dynamicGoal(adult, kgToLose > 0 ? targetCalories : maintenanceCalories, given.targetWeightKg, start)
  found.push(...dynamicGoalWarnings(goal, adult, given.targetWeightKg, start))
  return goal
}
