/**
 * The input bounds table (CONTRACT §3), once. Each field yields its TypeBox schema (used
 * to validate, and published in OpenAPI and the catalogues) and the plain-words rule
 * that a 422 error states. Messages describe the rule, never the value received.
 */
import { FormatRegistry, type TSchema, Type } from '@sinclair/typebox'
import { EXAMPLE_LOG } from './adaptive/example-log.ts'
import {
  ACTIVITY_MULTIPLIERS,
  DYNAMIC_MODEL_HORIZON,
  ENERGY_PER_KG,
  ESSENTIAL_FAT_WOMEN,
  HYDRATION,
  MACRO_PRESETS,
  US_NAVY_BODY_FAT,
  WEEKLY_LOSS_GOALS_KG,
} from './constants.ts'
import { GOAL_DATE_PATTERN, GOAL_DATE_RANGE, isCalendarDate, START_DATE_PATTERN, START_DATE_RANGE } from './dates.ts'

// Output dates (goals) use this format too, so it checks the calendar only; the start-date range is a pattern.
FormatRegistry.Set('date', isCalendarDate)

interface Common {
  description: string
}
/** One day of a weight and intake log: a date, and the weight, the intake or both. */
export interface LogEntry {
  date: string
  weightKg?: number
  intakeKcal?: number
}
/** A bounded number. */
export type NumberSpec = Common & { kind: 'number' | 'integer'; min: number; max: number; unit: string; example: number }
/** A field holding one value; its example is published with the schema so agents see a realistic value. */
export type ScalarSpec =
  | NumberSpec
  | (Common & { example: number | string } & (
        | { kind: 'enum'; values: readonly string[] }
        | { kind: 'numberEnum'; values: readonly number[]; unit: string }
        | { kind: 'date'; range: { min: string; max: string }; pattern: string }
      ))
export type DateSpec = Extract<ScalarSpec, { kind: 'date' }>
/** A daily log: entries of scalar fields, each date once (a rule JSON Schema cannot state; see log-input.ts). */
export interface LogSpec extends Common {
  kind: 'log'
  minItems: number
  maxItems: number
  entry: { date: DateSpec; weightKg: NumberSpec; intakeKcal: NumberSpec }
  example: readonly LogEntry[]
}
export type FieldSpec = ScalarSpec | LogSpec

const keys = <T extends object>(o: T) => Object.keys(o) as (keyof T & string)[]

export const GENDERS = ['male', 'female'] as const
export type Gender = (typeof GENDERS)[number]
export const ACTIVITY_LEVELS = keys(ACTIVITY_MULTIPLIERS.value)
/**
 * What each level means, in the words that usually go with this multiplier set: a convention like the
 * multipliers themselves (cited to no source), not a measured activity level.
 */
const ACTIVITY_DESCRIPTIONS: Record<ActivityLevel, string> = {
  sedentary: 'little or no exercise',
  light: 'light exercise 1 to 3 days a week',
  moderate: 'moderate exercise 3 to 5 days a week',
  active: 'hard exercise 6 to 7 days a week',
  extreme: 'very hard exercise daily, training twice a day or a physical job',
}

/** The levels described in one sentence's tail, for the field's description and the form's hint. */
export const ACTIVITY_LEVELS_DESCRIBED = `${ACTIVITY_LEVELS.map((level) => `${level}, ${ACTIVITY_DESCRIPTIONS[level]}`).join('; ')} (the usual descriptions of these multipliers, a convention)`
export type ActivityLevel = keyof typeof ACTIVITY_MULTIPLIERS.value
export const BMR_FORMULAS = ['mifflin-st-jeor', 'harris-benedict', 'katch-mcardle', 'cunningham'] as const
export type BmrFormula = (typeof BMR_FORMULAS)[number]
const MODELS = ['static', 'dynamic'] as const
export type Model = (typeof MODELS)[number]
export const PRESETS = keys(MACRO_PRESETS.value)
export type Preset = keyof typeof MACRO_PRESETS.value
const CLIMATES = keys(HYDRATION.value.climateMl)
const PLAUSIBLE_BODY_FAT = US_NAVY_BODY_FAT.value.plausibleRangePercent
export type Climate = keyof typeof HYDRATION.value.climateMl

const bodyWeight = (description: string, example: number): NumberSpec => ({
  kind: 'number',
  min: 30,
  max: 650,
  unit: 'kg',
  description,
  example,
})
const circumference = (description: string, example: number): ScalarSpec => ({
  kind: 'number',
  min: 40,
  max: 250,
  unit: 'cm',
  description,
  example,
})

export const fields = {
  gender: { kind: 'enum', values: GENDERS, description: 'Sex used by the sex-specific equations', example: 'male' },
  age: { kind: 'integer', min: 15, max: 100, unit: 'years', description: 'Age', example: 30 },
  weightKg: bodyWeight('Current body weight', 80),
  currentWeightKg: bodyWeight('Current body weight', 90),
  targetWeightKg: bodyWeight('Goal body weight', 75),
  heightCm: { kind: 'number', min: 100, max: 280, unit: 'cm', description: 'Standing height', example: 180 },
  activityLevel: {
    kind: 'enum',
    values: ACTIVITY_LEVELS,
    example: 'moderate',
    description: `Habitual activity, which selects the TDEE multiplier: ${ACTIVITY_LEVELS_DESCRIBED}`,
  },
  weeklyLossGoalKg: {
    kind: 'numberEnum',
    values: WEEKLY_LOSS_GOALS_KG.value,
    unit: 'kg/week',
    example: 0.5,
    description: `Planned pace of weight loss: one of ${WEEKLY_LOSS_GOALS_KG.value.join(', ')} kg a week only; for a pace between them, send the nearest`,
  },
  weeklyLossPaceKg: {
    kind: 'number',
    min: 0.1,
    max: 1.5,
    unit: 'kg/week',
    example: 0.5,
    description: 'Planned pace of weight loss',
  },
  bodyFatPercent: {
    kind: 'number',
    min: 3,
    max: 70,
    unit: '%',
    example: 20,
    description: `Measured body fat percentage: used by the lean-mass BMR formulas (formula on the BMR and TDEE calculators), as the starting fat mass of the Hall 2011 model (model=dynamic, calories-for-goal-date; otherwise estimated from BMI and age), and for the adaptive TDEE's energy per kg of change; other calculations ignore its value, but a woman's below ${ESSENTIAL_FAT_WOMEN} % (one decimal, below ACE's essential fat) adds BELOW_ESSENTIAL_FAT wherever it is accepted`,
  },
  neckCm: { kind: 'number', min: 20, max: 80, unit: 'cm', description: 'Neck circumference below the larynx', example: 38 },
  waistCm: circumference(
    `Waist circumference (men: at the navel; women: at the narrowest point). It must exceed the neck (men), or with the hip exceed it (women), and a body fat outside ${PLAUSIBLE_BODY_FAT.min} to ${PLAUSIBLE_BODY_FAT.max} % from these lengths is refused as implausible`,
    85,
  ),
  hipCm: circumference('Hip circumference at the widest point (used for women only)', 100),
  calories: { kind: 'number', min: 800, max: 10000, unit: 'kcal/day', description: 'Daily energy intake', example: 2000 },
  trainingMinutes: { kind: 'integer', min: 0, max: 600, unit: 'min/day', description: 'Minutes of training per day', example: 45 },
  climate: {
    kind: 'enum',
    values: CLIMATES,
    description: `Climate, as the person judges it, which adds a hydration allowance: ${CLIMATES.map((c) => `${c} ${HYDRATION.value.climateMl[c]} ml`).join(', ')} a day (conventions of ours)`,
    example: 'temperate',
  },
  formula: { kind: 'enum', values: BMR_FORMULAS, description: 'BMR equation to report as `bmr`', example: 'mifflin-st-jeor' },
  preset: {
    kind: 'enum',
    values: PRESETS,
    description: `Macronutrient split, % of energy from protein/fat/carbohydrate: ${PRESETS.map((p) => {
      const { protein, fat, carb } = MACRO_PRESETS.value[p]
      return `${p} ${protein}/${fat}/${carb}`
    }).join(', ')} (common diet patterns, not recommendations)`,
    example: 'balanced',
  },
  model: {
    kind: 'enum',
    values: MODELS,
    example: 'static',
    description: `How the goal date is projected: static, the ${ENERGY_PER_KG.value} kcal/kg rule at a constant deficit; dynamic, the Hall 2011 body-weight model (NIH Body Weight Planner), in which loss slows as expenditure adapts`,
  },
  goalDate: {
    kind: 'date',
    example: '2027-06-30',
    range: GOAL_DATE_RANGE,
    pattern: GOAL_DATE_PATTERN,
    description: `The day to reach the target weight, YYYY-MM-DD (UTC): after startDate and at most ${DYNAMIC_MODEL_HORIZON.value.goalDateMaxYears} years after it`,
  },
  startDate: {
    kind: 'date',
    example: '2026-01-01',
    range: START_DATE_RANGE,
    pattern: START_DATE_PATTERN,
    description: `First day of the plan, YYYY-MM-DD (UTC); default today. From ${START_DATE_RANGE.min} to ${START_DATE_RANGE.max}`,
  },
  entries: {
    kind: 'log',
    minItems: 7,
    maxItems: 731,
    example: EXAMPLE_LOG,
    description:
      'The daily log, one entry per day in any order, each date once: the body weight that day (best each morning before eating), the energy eaten that day, or both. Days may be missing',
    entry: {
      date: {
        kind: 'date',
        example: '2026-01-01',
        range: START_DATE_RANGE,
        pattern: START_DATE_PATTERN,
        description: 'The day, YYYY-MM-DD',
      },
      weightKg: bodyWeight('Body weight that day, best each morning before eating', 91.7),
      intakeKcal: {
        kind: 'number',
        min: 0,
        max: 10000,
        unit: 'kcal/day',
        example: 2440,
        description:
          'Energy eaten that day, as logged: 0 for a day of fasting; left out for a day not logged in full, which would read as eaten',
      },
    },
  },
} satisfies Record<string, FieldSpec>

export type FieldName = keyof typeof fields

const metaOf = (spec: FieldSpec, defaultValue: unknown) => ({
  description: spec.description,
  examples: [spec.example],
  ...(defaultValue === undefined ? {} : { default: defaultValue }),
})

/**
 * A date as checked: a calendar date within the field's range. TypeBox applies neither
 * `formatMinimum` nor `formatMaximum` (ajv-formats keywords), and the published pattern bounds
 * years only (the goal date's admits 1900-01-01), so the range is a format of its own: part of
 * the field's one check, and a 422 names the date with every other bad field. Strings so shaped
 * compare as their dates do.
 */
function checkedDate({ range: { min, max } }: DateSpec): TSchema {
  const format = `date from ${min} to ${max}`
  if (!FormatRegistry.Has(format)) FormatRegistry.Set(format, (value) => isCalendarDate(value) && value >= min && value <= max)
  return Type.String({ format })
}

/** A log's schema; `closed` entries refuse keys other than their fields, as published, and open ones are checked. */
function logSchema(spec: LogSpec, defaultValue: unknown, closed: boolean): TSchema {
  const { date, weightKg, intakeKcal } = spec.entry
  const entry = Type.Object(
    {
      date: closed ? schemaOf(date) : checkedDate(date),
      weightKg: Type.Optional(schemaOf(weightKg)),
      intakeKcal: Type.Optional(schemaOf(intakeKcal)),
    },
    { ...(closed ? { additionalProperties: false } : {}), description: 'One day: its date, and the weight, the intake or both' },
  )
  return Type.Array(entry, { minItems: spec.minItems, maxItems: spec.maxItems, ...metaOf(spec, defaultValue) })
}

/**
 * The schema a value is checked against: the published one, except that a log's entries are
 * open to other keys, and a date's range is checked (checkedDate). TypeBox compiles
 * `additionalProperties: false` to an array scan per key, a third of a 365-day log's check; the
 * log's own rules (log-input.ts) refuse other keys instead, one comparison each.
 */
export function checkedSchemaOf(spec: FieldSpec, defaultValue?: unknown): TSchema {
  if (spec.kind === 'log') return logSchema(spec, defaultValue, false)
  return spec.kind === 'date' ? checkedDate(spec) : schemaOf(spec, defaultValue)
}

/** JSON Schema (TypeBox) of one field. */
export function schemaOf(spec: FieldSpec, defaultValue?: unknown): TSchema {
  const meta = metaOf(spec, defaultValue)
  switch (spec.kind) {
    case 'log':
      return logSchema(spec, defaultValue, true)
    case 'number':
      return Type.Number({ minimum: spec.min, maximum: spec.max, ...meta })
    case 'integer':
      return Type.Integer({ minimum: spec.min, maximum: spec.max, ...meta })
    case 'enum':
      return Type.Union(
        spec.values.map((v) => Type.Literal(v)),
        meta,
      )
    case 'numberEnum':
      return Type.Union(
        spec.values.map((v) => Type.Literal(v)),
        meta,
      )
    case 'date':
      return Type.String({
        format: 'date',
        pattern: spec.pattern,
        formatMinimum: spec.range.min,
        formatMaximum: spec.range.max,
        ...meta,
      })
  }
}

/** The rule a value broke, in words, for a 422 `errors[].message`. */
export function ruleOf(spec: FieldSpec): string {
  switch (spec.kind) {
    case 'log': {
      const { weightKg, intakeKcal } = spec.entry
      return (
        `must be a list of ${spec.minItems} to ${spec.maxItems} daily entries {date: YYYY-MM-DD, weightKg?: ${weightKg.min} to ${weightKg.max} kg, ` +
        `intakeKcal?: ${intakeKcal.min} to ${intakeKcal.max} kcal/day}, each with weightKg, intakeKcal or both, each date once`
      )
    }
    case 'number':
      return `must be a number from ${spec.min} to ${spec.max} (${spec.unit})`
    case 'integer':
      return `must be a whole number from ${spec.min} to ${spec.max} (${spec.unit})`
    case 'enum':
    case 'numberEnum':
      return `must be one of: ${spec.values.join(', ')}`
    case 'date':
      return `must be a calendar date written YYYY-MM-DD, from ${spec.range.min} to ${spec.range.max}`
  }
}

/** Whether a query-string value must be converted to a number before checking. */
export const isNumeric = (spec: FieldSpec): boolean => spec.kind === 'number' || spec.kind === 'integer' || spec.kind === 'numberEnum'
