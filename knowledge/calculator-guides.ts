/**
 * For each calculator: the models it implements, the quantities it computes or uses, and
 * the reading advice and limitations the summaries publish. Keyed by calculator, so a new
 * calculator does not compile until it has a guide.
 */

import type { CalculatorKey } from '../api/endpoints.ts'
import { type Nutrient, outsideAmdr } from '../metrics/calculators/macronutrients.ts'
import {
  ADAPTIVE_TDEE,
  ADULT_AGE,
  AMDR,
  EFSA_ADULT_WATER,
  ENERGY_PER_KG,
  ESSENTIAL_FAT_WOMEN,
  HALL_GLYCOGEN_AND_FLUID,
  HEALTHY_BMI,
  HYDRATION,
  SAFETY_FLOOR_KCAL,
} from '../metrics/constants.ts'
import { fields, PRESETS } from '../metrics/fields.ts'
import type { ConceptId } from './concepts.ts'
import type { ModelKey } from './models.ts'
import { percent } from './numbers.ts'

export interface CalculatorGuide {
  models: ModelKey[]
  /** The one statement of which concepts a calculator computes or uses: each concept's calculators are read from it. */
  concepts: ConceptId[]
  howToRead: string
  limitations: string[]
}

const PLAN_READING =
  '`targetCalories` is the daily intake to aim for and `deficit` the daily gap to maintenance actually planned. ' +
  '`isFloorClipped` tells whether the safety floor held the target up; `daysToGoal`, `goalDate` and `formattedDate` project the ' +
  'goal at that deficit and are null when it is never reached. With `model=dynamic` they come from the Hall 2011 model, which adds ' +
  '`plateauWeightKg` (null when the body settling there would have no lean tissue) and a weekly `projection`. Read `warnings` first.'
/** What the Hall 2011 model assumes, for each guide and llms.txt. */
export const HALL_LIMIT =
  'is for adults, holds intake constant (adherence is not modelled) and projects an average person; individuals vary around it. ' +
  'Its equations allow a body with no lean tissue left; no figure is read from one (it is null, or the projection ends, with a warning).'
const DYNAMIC_LIMIT = `model=dynamic (Hall 2011) ${HALL_LIMIT}`
/** Who a plan is not for, on every plan's guide and the estimator's. */
const NOT_FOR = `Not for pregnancy, breastfeeding, people under ${ADULT_AGE.value} or anyone with an eating disorder or a medical condition without a clinician.`
const PLAN_LIMITS = [
  `Uses Mifflin-St Jeor for BMR. The default static ${ENERGY_PER_KG.value} kcal/kg rule ignores that expenditure falls as weight falls, so its dates are optimistic after the first weeks (Hall 2011); model=dynamic accounts for it.`,
  DYNAMIC_LIMIT,
  `The safety floor (${SAFETY_FLOOR_KCAL.value.male} kcal men, ${SAFETY_FLOOR_KCAL.value.female} kcal women) is a general guideline; supervised diets may differ.`,
  NOT_FOR,
]
const NUTRIENT_NAMES: Record<Nutrient, string> = { protein: 'protein', fat: 'fat', carb: 'carbohydrate' }
/** How one preset compares with the acceptable ranges, in words. */
function presetAgainstAmdr(preset: (typeof PRESETS)[number]): string {
  const outside = outsideAmdr(preset)
  return outside.length === 0
    ? `${preset} lies inside all three`
    : `${preset} is outside for ${outside.map((n) => NUTRIENT_NAMES[n]).join(' and ')}`
}
/** Computed from the preset table, so the comparison can never drift from the presets served. */
const PRESETS_AGAINST_AMDR =
  'Presets are common diet patterns, not recommendations. Against the IOM acceptable ranges for adults (' +
  (Object.keys(AMDR.value) as Nutrient[]).map((n) => `${NUTRIENT_NAMES[n]} ${AMDR.value[n].min}-${AMDR.value[n].max} %`).join(', ') +
  ` of energy): ${PRESETS.map(presetAgainstAmdr).join('; ')}.`
const WATER = HYDRATION.value
const GLYCOGEN = HALL_GLYCOGEN_AND_FLUID.value

const BMR_MODELS: ModelKey[] = ['mifflinStJeor', 'harrisBenedict', 'katchMcArdle', 'cunningham', 'leanMass']
const ENERGY_LIMITS = [
  'Equations predict the average for people alike in size, age and sex; a measured value can differ by a few hundred kcal.',
  'Katch-McArdle and Cunningham need bodyFatPercent and inherit its measurement error.',
  `The equations were fitted in adults: under ${ADULT_AGE.value} the answer warns UNDER_18.`,
  `A woman's bodyFatPercent below ${ESSENTIAL_FAT_WOMEN} % (one decimal) is below ACE's essential fat: the answer warns BELOW_ESSENTIAL_FAT.`,
]

export const calculatorGuides: Record<CalculatorKey, CalculatorGuide> = {
  calculate: {
    models: ['mifflinStJeor', 'tdee', 'dailyDeficit', 'targetCalories', 'timeToGoal', 'hallDynamic', 'planMacros'],
    concepts: [
      'bmr',
      'tdee',
      'activity-level',
      'calorie-deficit',
      'safety-floor',
      'target-calories',
      'weight-change',
      'energy-per-kg',
      'protein',
      'fat',
      'carbohydrate',
      'fiber',
    ],
    howToRead: `${PLAN_READING} \`macros\` splits targetCalories into daily grams of protein, fat, carbohydrate and fiber.`,
    limitations: PLAN_LIMITS,
  },
  calculateDeficit: {
    models: ['mifflinStJeor', 'tdee', 'dailyDeficit', 'targetCalories', 'timeToGoal', 'hallDynamic'],
    concepts: ['bmr', 'tdee', 'activity-level', 'calorie-deficit', 'safety-floor', 'target-calories', 'weight-change', 'energy-per-kg'],
    howToRead: PLAN_READING,
    limitations: PLAN_LIMITS,
  },
  bodyFat: {
    models: ['usNavyBodyFat', 'leanMass'],
    concepts: ['body-fat', 'lean-mass'],
    howToRead:
      '`bodyFatPercent` with its ACE `category`; with weightKg also fat and lean mass in kg. Track changes with the same measuring routine.',
    limitations: [
      'A field method: expect an error of a few percentage points against laboratory methods, more at the extremes.',
      'Measure at the navel (men) or the narrowest point (women), tape level and snug, relaxed, not after a meal.',
    ],
  },
  tdee: {
    models: [...BMR_MODELS, 'tdee'],
    concepts: ['bmr', 'tdee', 'activity-level'],
    howToRead: '`tdee` is the maintenance intake at the chosen level; `tdeeByActivityLevel` shows how much the activity choice matters.',
    limitations: [...ENERGY_LIMITS, 'The activity multipliers are a convention, not a measurement.'],
  },
  bmr: {
    models: BMR_MODELS,
    concepts: ['bmr', 'lean-mass'],
    howToRead: '`bmr` by the chosen formula; `byFormula` lists every formula the inputs allow, so the spread between equations is visible.',
    limitations: ENERGY_LIMITS,
  },
  weightLoss: {
    models: ['weightLossTimeline', 'hallDynamic'],
    // The floor: PACE_BELOW_FLOOR under the static model, the intake held at it under the dynamic one.
    concepts: ['weight-change', 'safety-floor'],
    howToRead:
      '`daysToGoal` and `goalDate` at the chosen steady pace; `timeline` holds chart points from the start to the goal day. With ' +
      "`model=dynamic` (which needs gender, age, heightCm and activityLevel) the intake is maintenance minus the pace's static deficit, " +
      'and the dates and timeline come from the Hall 2011 model. Read `warnings` first.',
    limitations: [
      'The default static timeline assumes a constant weekly loss; real loss is faster at first (water) and slower later (Hall 2011).',
      DYNAMIC_LIMIT,
      NOT_FOR,
    ],
  },
  caloriesForGoalDate: {
    models: ['mifflinStJeor', 'tdee', 'hallDynamic'],
    concepts: ['tdee', 'safety-floor', 'target-calories', 'weight-change'],
    howToRead:
      "`dailyCalories` is the constant intake that reaches the target on `goalDate` by the Hall 2011 model (null, with INTAKE_BEYOND_MODEL, when on it the model's body runs out of lean tissue first); `dailyDeficit` its gap to " +
      "today's maintenance, and `maintenanceCaloriesAtGoal` the intake that holds the target afterwards (null, with TARGET_BEYOND_MODEL, when the model's body at the target would have no lean tissue). When the safety floor held the intake " +
      `up (losing), or ${fields.calories.max} kcal/day held it down (gaining), \`targetReachedDate\` says when that intake gets there. Read \`warnings\` first.`,
    limitations: [
      `The Hall 2011 model ${HALL_LIMIT}`,
      `A goal date a few days or weeks away is met in part by water, the more so the nearer it is: in the model the first weeks' change includes glycogen (${GLYCOGEN.baselineGlycogenKg} kg at the start, stored with ${GLYCOGEN.waterPerGlycogen} g of water a gram) and extracellular fluid, which come back when intake does.`,
      `The safety floor (${SAFETY_FLOOR_KCAL.value.male} kcal men, ${SAFETY_FLOOR_KCAL.value.female} kcal women) is a general guideline; supervised diets may differ.`,
      "In a gain, the projection's `leanMassKg` is weight less fat: lean tissue, extracellular fluid and glycogen with its water, which the model moves with fat by Forbes' rule whatever a person does. It is not muscle built: the model's split between fat and lean tissue does not depend on training.",
      NOT_FOR,
    ],
  },
  adaptiveTdee: {
    models: ['adaptiveTdee'],
    concepts: ['tdee', 'energy-per-kg', 'weight-change', 'safety-floor'],
    howToRead:
      `\`tdee\` is the mean daily expenditure over the log's last ${ADAPTIVE_TDEE.value.windowDays / 7} weeks, and \`tdeeInterval\` a ${percent(ADAPTIVE_TDEE.value.confidence)} % interval (its coverage was checked on logs the Hall 2011 model synthesised, not on people's); ` +
      '`weeklyTrendKg` is the weight trend behind it and `trend` the smoothed weight for a chart. With `weeklyLossGoalKg`, ' +
      '`recommendedIntake.dailyCalories` is the intake for that pace. Read `warnings` first: a short, gappy or scattered log gives a rough estimate.',
    limitations: [
      'Assumes the log is complete and honest on the days it covers: intakes logged low (a common bias of food diaries) make the estimate low by as much.',
      'In the first weeks of a new diet, water and glycogen fall fast and read as tissue, which inflates the estimate (on synthetic logs with gender, age and height given, by about 160 kcal/day over a first fortnight and 45 over a first four weeks; more without them); start the log two weeks into the diet, or wait for eight weeks of it.',
      `Without a measured body fat or gender, age and height the energy per kg is the ${ENERGY_PER_KG.value} kcal/kg rule, which overstates it for lean people (Hall 2008); with gender, age and height alone, the body fat is taken to be what Jackson 2002 predicts from BMI and age.`,
      'Adults only; not for pregnancy, breastfeeding or anyone with an eating disorder or a medical condition without a clinician.',
    ],
  },
  macronutrient: {
    models: ['macroPresets'],
    concepts: ['protein', 'fat', 'carbohydrate', 'fiber'],
    howToRead:
      'Daily grams for the preset split of the given calories; with weightKg, `proteinPerKg` shows protein relative to body weight.',
    limitations: [PRESETS_AGAINST_AMDR],
  },
  bmi: {
    models: ['bmi'],
    concepts: ['bmi'],
    howToRead: `\`category\` is the WHO class of the one-decimal BMI; \`healthyWeightRangeKg\` gives the weights for BMI ${HEALTHY_BMI.value.min} to ${HEALTHY_BMI.value.max} at this height.`,
    limitations: ['Does not separate fat from muscle; not for children, and ethnic groups differ in risk at the same BMI.'],
  },
  waterIntake: {
    models: ['hydration'],
    concepts: ['hydration'],
    howToRead: '`totalMl` is total water for the day from drinks and food; the adjustments show where it comes from.',
    limitations: [
      'A planning figure; thirst, urine colour and medical advice take precedence, especially with kidney or heart conditions.',
      `The ${WATER.mlPerKg} ml/kg base is a convention; EFSA's adequate intakes of total water are for populations, not per kg: ` +
        `${EFSA_ADULT_WATER}. ` +
        `Below about ${Math.round(WATER.adequateIntakeMl.female / WATER.mlPerKg)} kg (women) or ${Math.round(WATER.adequateIntakeMl.male / WATER.mlPerKg)} kg (men) the base is under them.`,
    ],
  },
}
