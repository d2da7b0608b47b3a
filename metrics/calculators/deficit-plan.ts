/**
 * The deficit plan (CONTRACT §5): BMR → TDEE → target calories held at the safety floor,
 * the deficit actually planned, and the time and date to reach the goal weight.
 */

import { Type } from '@sinclair/typebox'
import { type Context, defineCalculator, Nullable, PERSON_WARNING_CODES, type Warning, warningsOf } from '../calculator.ts'
import { ENERGY_PER_KG, SAFETY_FLOOR_KCAL } from '../constants.ts'
import { DynamicSchemas, modelEntries, physicalAdult } from '../dynamic/plan-fields.ts'
import { adultFor, dynamicGoal, type Projection } from '../dynamic/projection.ts'
import type { ActivityLevel } from '../fields.ts'
import { defineInput, type InputOf } from '../input.ts'
import { ceilDays, difference, round } from '../rounding.ts'
import { bmi } from './bmi.ts'
import { DEFICIT_ESTIMATOR } from './calculator-names.ts'
import { activityMultiplier, type Body, mifflinStJeor, tdee } from './energy.ts'
import { type GoalTiming, goalTiming } from './goal-timing.ts'
import { personWarningsOf } from './person-warnings.ts'
import { type Macros, MacrosSchema, planMacros } from './plan-macros.ts'
import { dynamicGoalWarnings, goalBodyWarnings, nothingToLose, warnings } from './plan-warnings.ts'

const planInput = defineInput({
  gender: 'gender',
  age: 'age',
  weightKg: 'weightKg',
  heightCm: 'heightCm',
  activityLevel: 'activityLevel',
  weeklyLossGoalKg: 'weeklyLossGoalKg',
  targetWeightKg: 'targetWeightKg',
  startDate: { field: 'startDate' },
  ...modelEntries,
})
export type PlanInput = InputOf<typeof planInput>

export interface DeficitPlan extends GoalTiming {
  maintenanceCalories: number
  targetCalories: number
  deficit: number
  isFloorClipped: boolean
  bmr: number
  activityMultiplier: number
  macros?: Macros
  plateauWeightKg?: number | null
  projection?: Projection
  warnings: Warning[]
}

/**
 * Maintenance minus the weekly pace's deficit (the 7700 kcal/kg rule), never below the safety
 * floor: the intake a plan targets, and the one the estimator projects under the dynamic model.
 */
export function flooredTarget(body: Body & { activityLevel: ActivityLevel }, weeklyKg: number) {
  const bmrValue = mifflinStJeor(body)
  const maintenanceCalories = round(tdee(bmrValue, body.activityLevel))
  const floor = SAFETY_FLOOR_KCAL.value[body.gender]
  const unclipped = maintenanceCalories - (weeklyKg * ENERGY_PER_KG.value) / 7
  return { bmrValue, maintenanceCalories, floor, isFloorClipped: unclipped < floor, targetCalories: round(Math.max(unclipped, floor)) }
}

/** The plan; with `withMacros`, the macros sit before `warnings` (one object, built once). */
function deficitPlan(input: PlanInput, context: Context): DeficitPlan
function deficitPlan(input: PlanInput, context: Context, withMacros: true): DeficitPlan & { macros: Macros }
function deficitPlan(input: PlanInput, context: Context, withMacros = false): DeficitPlan {
  const kgToLose = difference(input.weightKg, input.targetWeightKg)
  const planned = flooredTarget(input, input.weeklyLossGoalKg)
  const { bmrValue, maintenanceCalories, floor } = planned
  // At or above the target the plan is maintenance: no deficit, so no floor to hold.
  const atTarget = kgToLose <= 0
  const targetCalories = atTarget ? maintenanceCalories : planned.targetCalories
  const isFloorClipped = !atTarget && planned.isFloorClipped
  const deficit = Math.max(0, maintenanceCalories - targetCalories)

  const currentBmi = bmi(input.weightKg, input.heightCm)
  const found = personWarningsOf(currentBmi, input.age, input)
  if (isFloorClipped) found.push(warnings.floorClipped(floor))
  const start = input.startDate ?? context.today
  const adult = input.model === 'dynamic' ? physicalAdult(adultFor(input)) : undefined
  const dynamic = adult && dynamicGoal(adult, targetCalories, input.targetWeightKg, start)
  let days: number | null
  if (atTarget) {
    days = 0
    found.push(nothingToLose(kgToLose))
  } else if (dynamic !== undefined && adult !== undefined) {
    days = dynamic.days
    found.push(...dynamicGoalWarnings(dynamic, adult, input.targetWeightKg, start))
  } else if (deficit > 0) {
    days = ceilDays((kgToLose * ENERGY_PER_KG.value) / deficit)
    const atTargetMaintenance = round(tdee(mifflinStJeor({ ...input, weightKg: input.targetWeightKg }), input.activityLevel))
    if (targetCalories >= atTargetMaintenance)
      found.push(warnings.levelsOffAboveTarget(targetCalories, input.targetWeightKg, atTargetMaintenance, deficit, floor))
  } else {
    days = null
    found.push(warnings.goalUnreachable(floor, maintenanceCalories))
  }
  found.push(...goalBodyWarnings({ age: input.age, currentBmi, targetBmi: bmi(input.targetWeightKg, input.heightCm), loss: !atTarget }))

  const timing = goalTiming(days, start)
  // Built without `warnings`, which must stay the last key: macros, when asked for, go before it.
  const plan = {
    maintenanceCalories,
    targetCalories,
    deficit,
    daysToGoal: timing.daysToGoal,
    weeksToGoal: timing.weeksToGoal,
    goalDate: timing.goalDate,
    formattedDate: timing.formattedDate,
    isFloorClipped,
    bmr: round(bmrValue),
    activityMultiplier: activityMultiplier(input.activityLevel),
  } as DeficitPlan
  if (withMacros) plan.macros = planMacros(targetCalories, input.weightKg, input.targetWeightKg)
  if (dynamic !== undefined) {
    plan.plateauWeightKg = dynamic.plateauWeightKg
    plan.projection = dynamic.projection
  }
  plan.warnings = found
  return plan
}

const planFields = {
  maintenanceCalories: Type.Integer({ description: 'Daily calories that maintain the current weight (kcal/day): round(TDEE)' }),
  targetCalories: Type.Integer({
    description:
      'Daily calorie target (kcal/day): maintenance − requested deficit, never below the safety floor; at or below the target weight, maintenance itself (no deficit, so no floor: it can lie below it)',
  }),
  deficit: Type.Integer({
    description:
      'The daily deficit actually planned (kcal/day): maintenanceCalories − targetCalories, after the floor, and 0 where that is negative (the floor above maintenance, which GOAL_UNREACHABLE reports: targetCalories is then above maintenance)',
  }),
  daysToGoal: Nullable(
    Type.Integer({
      description: `Days to reach the target weight (static: the ${ENERGY_PER_KG.value} kcal/kg rule; dynamic: the first day the projection is at or below it, before the model's body runs out of lean tissue); null when unreachable`,
    }),
  ),
  weeksToGoal: Nullable(Type.Number({ description: 'daysToGoal / 7, one decimal; null when unreachable' })),
  goalDate: Nullable(Type.String({ format: 'date', description: 'startDate + daysToGoal, YYYY-MM-DD' })),
  formattedDate: Nullable(Type.String({ description: 'goalDate in US English long form, e.g. April 11, 2027' })),
  isFloorClipped: Type.Boolean({ description: 'Whether the target was held at the safety floor' }),
  bmr: Type.Integer({ description: 'Basal metabolic rate, Mifflin-St Jeor (kcal/day)' }),
  activityMultiplier: Type.Number({ description: 'TDEE / BMR for the activity level' }),
}

/** Both plans send the same warnings: the person's, then the plan's. */
const PlanWarnings = warningsOf(
  ...PERSON_WARNING_CODES,
  'FLOOR_CLIPPED',
  'ALREADY_AT_TARGET',
  'GOAL_UNREACHABLE',
  'LEVELS_OFF_ABOVE_TARGET',
  'PLATEAU_BEYOND_MODEL',
  'OLDER_ADULT_LOSS',
  'CURRENT_BELOW_HEALTHY_BMI',
  'TARGET_BELOW_HEALTHY_BMI',
  'TARGET_LOW_FOR_AGE',
)

export const deficitCalculator = defineCalculator({
  ...DEFICIT_ESTIMATOR,
  summary: 'Target daily calories, the deficit and the time to reach a goal weight, held at the safety floor.',
  input: planInput,
  output: Type.Object({ ...planFields, ...DynamicSchemas, warnings: PlanWarnings }, { additionalProperties: false }),
  compute: (input: PlanInput, context: Context) => deficitPlan(input, context),
})

export const calculateCalculator = defineCalculator({
  id: 'calculate',
  title: 'Deficit plan with macronutrients',
  summary: 'BMR → TDEE → deficit plan with safety floor and goal date, plus daily protein, fat, carbohydrate and fiber.',
  input: planInput,
  output: Type.Object({ ...planFields, macros: MacrosSchema, ...DynamicSchemas, warnings: PlanWarnings }, { additionalProperties: false }),
  compute: (input: PlanInput, context: Context) => deficitPlan(input, context, true),
})
