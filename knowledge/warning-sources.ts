/**
 * What each warning rests on, so that a page and a summary cite the sources of every warning their
 * calculator can send, not only of its models: the constants it applies, and the models of a figure it
 * states (PACE_BELOW_FLOOR's maintenance). A warning resting on a convention of ours alone cites nothing.
 */

import type { CalculatorKey } from '../api/endpoints.ts'
import { type WarningCode, warningCodesOf } from '../metrics/calculator.ts'
import {
  ACE_BODY_FAT_CATEGORIES,
  ADAPTIVE_TDEE,
  ADULT_AGE,
  type Constant,
  DYNAMIC_MODEL_HORIZON,
  ENERGY_PER_KG,
  GLIM_LOW_BMI,
  HALL_ENERGY,
  HEALTHY_BMI,
  HYDRATION,
  KJ_PER_KCAL,
  OLDER_ADULT_AGE,
  PLAUSIBLE_BMI,
  SAFETY_FLOOR_KCAL,
  SUSTAINED_METABOLIC_SCOPE,
  WEEKLY_LOSS_GOALS_KG,
} from '../metrics/constants.ts'
import { calculators } from '../metrics/index.ts'
import { calculatorGuides } from './calculator-guides.ts'
import { citedIds, type ModelKey, modelReferenceIds, models } from './models.ts'
import type { CitedId } from './references.ts'

interface Grounds {
  constants: Constant<unknown>[]
  models?: ModelKey[]
}

const HALL: Grounds = { constants: [HALL_ENERGY] }
const FLOOR: Grounds = { constants: [SAFETY_FLOOR_KCAL] }
const LOG: Grounds = { constants: [ADAPTIVE_TDEE] }

const WARNING_GROUNDS: Record<WarningCode, Grounds> = {
  IMPLAUSIBLE_BMI: { constants: [PLAUSIBLE_BMI] },
  UNDER_18: { constants: [ADULT_AGE] },
  BELOW_ESSENTIAL_FAT: { constants: [ACE_BODY_FAT_CATEGORIES] },
  FLOOR_CLIPPED: FLOOR,
  ALREADY_AT_TARGET: { constants: [] },
  // The floor at or above maintenance (static: Mifflin-St Jeor and the activity level), or the Hall 2011 model's plateau or horizon (dynamic).
  GOAL_UNREACHABLE: { constants: [SAFETY_FLOOR_KCAL, HALL_ENERGY], models: ['mifflinStJeor', 'tdee'] },
  // Maintenance at the target by Mifflin-St Jeor and the activity level, against the 7700 kcal/kg rule's date; the floor when it is below.
  LEVELS_OFF_ABOVE_TARGET: { constants: [ENERGY_PER_KG, SAFETY_FLOOR_KCAL, HALL_ENERGY], models: ['mifflinStJeor', 'tdee'] },
  // A static timeline's date beyond the dynamic model's horizon (a convention of ours); the Hall 2011 model named.
  DISTANT_GOAL_DATE: { constants: [DYNAMIC_MODEL_HORIZON, HALL_ENERGY] },
  // The most the service takes as a daily intake: a convention.
  CEILING_HELD: { constants: [] },
  TARGET_BEYOND_MODEL: HALL,
  // Its words may give the safety floor, when even it runs out of lean tissue.
  INTAKE_BEYOND_MODEL: { constants: [HALL_ENERGY, SAFETY_FLOOR_KCAL] },
  PLATEAU_BEYOND_MODEL: HALL,
  OLDER_ADULT_LOSS: { constants: [OLDER_ADULT_AGE] },
  CURRENT_BELOW_HEALTHY_BMI: { constants: [HEALTHY_BMI] },
  TARGET_BELOW_HEALTHY_BMI: { constants: [HEALTHY_BMI] },
  TARGET_LOW_FOR_AGE: { constants: [GLIM_LOW_BMI] },
  TARGET_ABOVE_HEALTHY_BMI: { constants: [HEALTHY_BMI] },
  PACE_ABOVE_RECOMMENDED: { constants: [WEEKLY_LOSS_GOALS_KG] },
  // The pace's deficit by the 7700 kcal/kg rule, below the floor, from maintenance by Mifflin-St Jeor and the activity level.
  PACE_BELOW_FLOOR: { constants: [SAFETY_FLOOR_KCAL, ENERGY_PER_KG], models: ['mifflinStJeor', 'tdee'] },
  HIGH_WATER_INTAKE: { constants: [HYDRATION] },
  BELOW_ADEQUATE_INTAKE: { constants: [HYDRATION] },
  TOO_LITTLE_DATA: LOG,
  LARGE_GAP: LOG,
  OUTLIERS_DROPPED: LOG,
  IMPLAUSIBLE_CHANGE: LOG,
  FLOOR_ABOVE_EXPENDITURE: FLOOR,
  WIDE_INTERVAL: LOG,
  // The log's expenditure against resting expenditure by Mifflin-St Jeor.
  BELOW_PREDICTED_BMR: { constants: [ADAPTIVE_TDEE], models: ['mifflinStJeor'] },
  ABOVE_SUSTAINED_EXPENDITURE: { constants: [SUSTAINED_METABOLIC_SCOPE, KJ_PER_KCAL], models: ['mifflinStJeor'] },
}

const groundIds = ({ constants, models: keys = [] }: Grounds): CitedId[] => [
  ...citedIds(constants),
  ...keys.flatMap((key) => modelReferenceIds(models[key])),
]

/** A calculator's sources, each once: its models' (in the guide's order), then those of the warnings it can send. */
export const calculatorReferenceIds = (key: CalculatorKey): CitedId[] => [
  ...new Set([
    ...calculatorGuides[key].models.flatMap((m) => modelReferenceIds(models[m])),
    ...warningCodesOf(calculators[key].output).flatMap((code) => groundIds(WARNING_GROUNDS[code])),
  ]),
]
