/** The inputs and outputs a plan gains with the dynamic model, shared by every plan that offers it. */
import { Type } from '@sinclair/typebox'
import { Nullable } from '../calculator.ts'
import { DYNAMIC_MODEL_HORIZON } from '../constants.ts'
import { InvalidInputError } from '../errors.ts'
import type { HallAdult } from './hall-adult.ts'

export const modelEntries = {
  model: { field: 'model', default: 'static' },
  bodyFatPercent: { field: 'bodyFatPercent' },
} as const

const kg = (description: string) => Type.Number({ description: `${description} (kg), two decimals` })

export const ProjectionPointSchema = Type.Object(
  {
    day: Type.Integer({ description: 'Days from startDate' }),
    date: Type.String({ format: 'date', description: 'startDate + day' }),
    weightKg: kg('Projected body weight'),
    fatMassKg: kg('Projected fat mass'),
    leanMassKg: Type.Number({
      description:
        "Projected fat-free mass (kg), two decimals: weight − fat (lean tissue, extracellular fluid, glycogen and its water). Not the model's lean-tissue compartment, whose running out (this less fluid and glycogen with its water, reaching zero) ends the model's domain: a projection cut there still shows fat-free mass well above zero",
    }),
  },
  { additionalProperties: false },
)

const H = DYNAMIC_MODEL_HORIZON.value
/** Where a projection's points fall, `ending` said for its endpoint. */
export const projectionPoints = (ending: string) =>
  `day 0, every ${H.projectionEveryDays} days and ${ending}; or, when the model's body runs out of lean tissue first, up to the last day it keeps any`
/** The end of a projection toward a goal. */
export const GOAL_PROJECTION_END = `the goal day (day ${H.projectionDaysWithoutGoal} when the goal is not reached)`

/** The projection's points, `ending` said for its endpoint. */
export const projectionSchema = (ending: string) =>
  Type.Array(ProjectionPointSchema, {
    minItems: 1,
    description: `Hall 2011 model projection at the planned intake: ${projectionPoints(ending)}`,
  })

const ProjectionSchema = projectionSchema(GOAL_PROJECTION_END)

/** Present only when `model` is dynamic, so static answers stay as they were. */
export const DynamicSchemas = {
  plateauWeightKg: Type.Optional(
    Nullable(
      Type.Number({
        description:
          "Dynamic model only: the weight this intake would settle at if kept, given years (kg), two decimals: not where the plan ends, since a plan that reaches its target is meant to change then to the intake that holds it (the goal-date planner's maintenanceCaloriesAtGoal); null, with PLATEAU_BEYOND_MODEL, when the body settling there would have no lean tissue",
      }),
    ),
  ),
  projection: Type.Optional(ProjectionSchema),
}

/**
 * The model needs lean tissue at day 0. Within the input bounds only a measured body fat can
 * leave none once fat, fluid and glycogen are counted (the Jackson estimate is held within
 * 3-70 %): such a body is refused, not integrated.
 */
export function physicalAdult(adult: HallAdult): HallAdult {
  if (adult.lean0 > 0) return adult
  throw new InvalidInputError([
    {
      field: 'bodyFatPercent',
      message:
        'leaves no lean tissue at this weight and height once fat and extracellular fluid are counted, so the dynamic model cannot start from it; check the units, or use model=static',
    },
  ])
}
