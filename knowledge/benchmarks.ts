/**
 * The cohort benchmark dataset: published US reference body measures, fed through the
 * calculators exactly as the API computes them, for every sex, age band and activity level.
 */

import { computeAsApi, EXAMPLE_DATE } from '../api/examples.ts'
import { WEEKLY_LOSS_GOALS_KG } from '../metrics/constants.ts'
import { ACTIVITY_LEVELS, type ActivityLevel, GENDERS, type Gender } from '../metrics/fields.ts'
import { calculators } from '../metrics/index.ts'

export const referenceSource = {
  referenceId: 'fryar2021',
  survey: 'National Health and Nutrition Examination Survey (NHANES), CDC/NCHS',
  years: '2015-2018',
  table:
    'Mean body weight (kg) and mean standing height (cm) of adults aged 20 and over, all race and Hispanic-origin groups, by sex ' +
    'and age group (the weight and height tables for men and for women)',
  note:
    "Each age band enters its own means. They were read from a transcription of the report's tables (mitre/GrowthViz, " +
    'growthviz-data/ext/vdsmeasures.csv), not from the PDF, and checked two ways: in each of the four tables the seven age ' +
    "groups' sample sizes add up to the 20-and-over sample size, and the 20-and-over means (men 90.6 kg and 175.3 cm, women " +
    '77.5 kg and 161.3 cm) are those of the report and of the CDC FastStats "Body Measurements" page (199.8 lb and 69.0 in, ' +
    '170.8 lb and 63.5 in).',
} as const

type Measures = { weightKg: number; heightCm: number }

/**
 * The report's adult age groups, each with its mean weight and height by sex (NHANES 2015-2018,
 * Fryar et al. 2021). The age entered is the middle of the band (85 for the open band).
 */
export const ageBands: { band: string; ageYears: number; measures: Record<Gender, Measures> }[] = [
  { band: '20-29', ageYears: 25, measures: { male: { weightKg: 85.5, heightCm: 175.8 }, female: { weightKg: 74.9, heightCm: 162.6 } } },
  { band: '30-39', ageYears: 35, measures: { male: { weightKg: 94.4, heightCm: 176.3 }, female: { weightKg: 79.3, heightCm: 162.7 } } },
  { band: '40-49', ageYears: 45, measures: { male: { weightKg: 93.9, heightCm: 176.3 }, female: { weightKg: 80.8, heightCm: 162.3 } } },
  { band: '50-59', ageYears: 55, measures: { male: { weightKg: 91.9, heightCm: 175.4 }, female: { weightKg: 78.7, heightCm: 161.3 } } },
  { band: '60-69', ageYears: 65, measures: { male: { weightKg: 91.2, heightCm: 174.4 }, female: { weightKg: 78.2, heightCm: 160.7 } } },
  { band: '70-79', ageYears: 75, measures: { male: { weightKg: 87.7, heightCm: 173.0 }, female: { weightKg: 74.7, heightCm: 158.2 } } },
  {
    band: '80 and over',
    ageYears: 85,
    measures: { male: { weightKg: 80.5, heightCm: 170.4 }, female: { weightKg: 67.9, heightCm: 155.6 } },
  },
]

type Band = (typeof ageBands)[number]

/**
 * The target weight each row plans for: target calories do not depend on it, as long as it is
 * below the current weight (at or above it a plan is maintenance).
 */
export const benchmarkTargetKg = (weightKg: number) => weightKg - 5

function cohortResults(sex: Gender, band: Band, activityLevel: ActivityLevel) {
  const measures = band.measures[sex]
  const body = { gender: sex, age: band.ageYears, ...measures, activityLevel, startDate: EXAMPLE_DATE }
  return {
    sex,
    band,
    activityLevel,
    measures,
    plans: WEEKLY_LOSS_GOALS_KG.value.map((goal) =>
      computeAsApi(calculators.calculateDeficit, { ...body, weeklyLossGoalKg: goal, targetWeightKg: benchmarkTargetKg(measures.weightKg) }),
    ),
    bmi: computeAsApi(calculators.bmi, measures),
    water: computeAsApi(calculators.waterIntake, { weightKg: measures.weightKg }),
  }
}

type CohortResults = ReturnType<typeof cohortResults>
type Cell = string | number | boolean

export interface Column {
  name: string
  type: 'string' | 'integer' | 'number' | 'boolean'
  unit?: string
  description: string
  value(r: CohortResults): Cell
}

const goalColumns: Column[] = WEEKLY_LOSS_GOALS_KG.value.flatMap((goal, i): Column[] => {
  const plan = (r: CohortResults) => r.plans[i]!
  const at = `at a goal of ${goal} kg/week`
  return [
    {
      name: `targetCaloriesAt${goal}KgPerWeek`,
      type: 'integer',
      unit: 'kcal/day',
      description: `Daily target calories ${at}, held at the safety floor`,
      value: (r) => plan(r).targetCalories,
    },
    {
      name: `deficitAt${goal}KgPerWeek`,
      type: 'integer',
      unit: 'kcal/day',
      description: `Daily deficit actually planned ${at}`,
      value: (r) => plan(r).deficit,
    },
    {
      name: `floorClippedAt${goal}KgPerWeek`,
      type: 'boolean',
      description: `Whether the safety floor held the target up ${at}`,
      value: (r) => plan(r).isFloorClipped,
    },
  ]
})

const first = (r: CohortResults) => r.plans[0]!

export const columns: Column[] = [
  { name: 'sex', type: 'string', description: 'male or female', value: (r) => r.sex },
  { name: 'ageBand', type: 'string', unit: 'years', description: 'Age group of the report', value: (r) => r.band.band },
  {
    name: 'ageYears',
    type: 'integer',
    unit: 'years',
    description: 'Age entered in the BMR equation: the middle of the band, 85 for the open band',
    value: (r) => r.band.ageYears,
  },
  { name: 'activityLevel', type: 'string', description: 'Activity level entered', value: (r) => r.activityLevel },
  {
    name: 'activityMultiplier',
    type: 'number',
    unit: 'TDEE/BMR',
    description: 'Multiplier of the activity level',
    value: (r) => first(r).activityMultiplier,
  },
  {
    name: 'referenceWeightKg',
    type: 'number',
    unit: 'kg',
    description: 'Reference body weight: the NHANES mean for the sex and age band',
    value: (r) => r.measures.weightKg,
  },
  {
    name: 'referenceHeightCm',
    type: 'number',
    unit: 'cm',
    description: 'Reference height: the NHANES mean for the sex and age band',
    value: (r) => r.measures.heightCm,
  },
  { name: 'bmr', type: 'integer', unit: 'kcal/day', description: 'Basal metabolic rate, Mifflin-St Jeor', value: (r) => first(r).bmr },
  {
    name: 'tdee',
    type: 'integer',
    unit: 'kcal/day',
    description: 'Maintenance calories: round(BMR x multiplier)',
    value: (r) => first(r).maintenanceCalories,
  },
  ...goalColumns,
  {
    name: 'bmi',
    type: 'number',
    unit: 'kg/m²',
    description: 'Body mass index of the reference measures, one decimal',
    value: (r) => r.bmi.bmi,
  },
  { name: 'bmiCategory', type: 'string', description: 'WHO category of that BMI', value: (r) => r.bmi.category },
  {
    name: 'waterMl',
    type: 'integer',
    unit: 'ml/day',
    description: 'Daily total water at the reference weight, temperate climate, no training',
    value: (r) => r.water.totalMl,
  },
]

export function benchmarkRows(): Record<string, Cell>[] {
  return GENDERS.flatMap((sex) =>
    ageBands.flatMap((band) =>
      ACTIVITY_LEVELS.map((level) => {
        const results = cohortResults(sex, band, level)
        return Object.fromEntries(columns.map((c) => [c.name, c.value(results)]))
      }),
    ),
  )
}
