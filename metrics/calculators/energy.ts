/** BMR by four equations, and TDEE = BMR × activity multiplier. */
import { Type } from '@sinclair/typebox'
import { defineCalculator, PERSON_WARNING_CODES, warningsOf } from '../calculator.ts'
import { ACTIVITY_MULTIPLIERS, CUNNINGHAM, HARRIS_BENEDICT_REVISED, KATCH_MCARDLE, MIFFLIN_ST_JEOR } from '../constants.ts'
import { ACTIVITY_LEVELS, type ActivityLevel, BMR_FORMULAS, type BmrFormula, fields, type Gender, ruleOf } from '../fields.ts'
import { defineInput, type RequiredWhen } from '../input.ts'
import { round } from '../rounding.ts'
import { bmi } from './bmi.ts'
import { personWarningsOf } from './person-warnings.ts'

export interface Body {
  gender: Gender
  age: number
  weightKg: number
  heightCm: number
  bodyFatPercent?: number
}

/** Mifflin-St Jeor, evaluated left to right as published: 10w + 6.25h − 5a + s. */
export function mifflinStJeor({ gender, weightKg, heightCm, age }: Body): number {
  const c = MIFFLIN_ST_JEOR.value
  return c.weight * weightKg + c.height * heightCm - c.age * age + c[gender]
}

export function harrisBenedictRevised({ gender, weightKg, heightCm, age }: Body): number {
  const c = HARRIS_BENEDICT_REVISED.value[gender]
  return c.intercept + c.weight * weightKg + c.height * heightCm - c.age * age
}

export const leanBodyMassKg = (weightKg: number, bodyFatPercent: number): number => weightKg * (1 - bodyFatPercent / 100)

export const katchMcArdle = (leanMassKg: number): number => KATCH_MCARDLE.value.intercept + KATCH_MCARDLE.value.leanMass * leanMassKg

export const cunningham = (leanMassKg: number): number => CUNNINGHAM.value.intercept + CUNNINGHAM.value.leanMass * leanMassKg

/** BMR in kcal/day by the named formula; undefined when it needs a body fat the input lacks. */
export function bmrBy(formula: BmrFormula, body: Body): number | undefined {
  switch (formula) {
    case 'mifflin-st-jeor':
      return mifflinStJeor(body)
    case 'harris-benedict':
      return harrisBenedictRevised(body)
    case 'katch-mcardle':
    case 'cunningham': {
      if (body.bodyFatPercent === undefined) return undefined
      const lbm = leanBodyMassKg(body.weightKg, body.bodyFatPercent)
      return formula === 'katch-mcardle' ? katchMcArdle(lbm) : cunningham(lbm)
    }
  }
}

export const activityMultiplier = (level: ActivityLevel): number => ACTIVITY_MULTIPLIERS.value[level]

export const tdee = (bmr: number, level: ActivityLevel): number => bmr * activityMultiplier(level)

const DEFAULT_FORMULA: BmrFormula = 'mifflin-st-jeor'

/** The lean-mass formulas need a body fat: required by the input check whenever one is chosen. */
const BODY_FAT_FOR_LEAN_MASS: RequiredWhen = {
  field: 'formula',
  values: ['katch-mcardle', 'cunningham'] satisfies BmrFormula[],
  message: (formula) => `is required by the ${formula} formula; it ${ruleOf(fields.bodyFatPercent)}`,
}

/** The chosen formula's BMR; the input check has made sure a lean-mass formula has its body fat. */
function requiredBmr(formula: BmrFormula, body: Body): number {
  const bmr = bmrBy(formula, body)
  if (bmr === undefined) throw new TypeError(`requiredBmr: the ${formula} formula needs bodyFatPercent`)
  return bmr
}

const bmrEntries = {
  gender: 'gender',
  age: 'age',
  weightKg: 'weightKg',
  heightCm: 'heightCm',
  formula: { field: 'formula', default: DEFAULT_FORMULA },
  bodyFatPercent: { field: 'bodyFatPercent', requiredWhen: BODY_FAT_FOR_LEAN_MASS },
} as const

const kcal = (description: string) => Type.Integer({ description: `${description} (kcal/day)` })
const FormulaSchema = Type.Union(
  BMR_FORMULAS.map((f) => Type.Literal(f)),
  { description: 'The BMR formula used' },
)

export const bmrCalculator = defineCalculator({
  id: 'bmr-calculator',
  title: 'Basal metabolic rate',
  summary: 'BMR by Mifflin-St Jeor (default), revised Harris-Benedict, Katch-McArdle or Cunningham.',
  input: defineInput(bmrEntries),
  output: Type.Object(
    {
      bmr: kcal('Basal metabolic rate by the chosen formula'),
      formula: FormulaSchema,
      byFormula: Type.Record(Type.String(), Type.Integer(), {
        description: 'BMR by every formula the inputs allow (the lean-mass ones need bodyFatPercent)',
      }),
      warnings: warningsOf(...PERSON_WARNING_CODES),
    },
    { additionalProperties: false },
  ),
  compute(input) {
    const formula = input.formula ?? DEFAULT_FORMULA
    const bmr = requiredBmr(formula, input)
    const byFormula: Record<string, number> = {}
    for (const f of BMR_FORMULAS) {
      const value = bmrBy(f, input)
      if (value !== undefined) byFormula[f] = round(value)
    }
    return { bmr: round(bmr), formula, byFormula, warnings: personWarningsOf(bmi(input.weightKg, input.heightCm), input.age, input) }
  },
})

export const tdeeCalculator = defineCalculator({
  id: 'tdee-estimator',
  title: 'Total daily energy expenditure',
  summary: 'TDEE = BMR × the activity multiplier, for the chosen level and for all five.',
  input: defineInput({ ...bmrEntries, activityLevel: 'activityLevel' }),
  output: Type.Object(
    {
      bmr: kcal('Basal metabolic rate'),
      tdee: kcal('Total daily energy expenditure at the chosen activity level'),
      activityMultiplier: Type.Number({ description: 'TDEE / BMR for the chosen level' }),
      formula: FormulaSchema,
      tdeeByActivityLevel: Type.Object(Object.fromEntries(ACTIVITY_LEVELS.map((l) => [l, Type.Integer()])), {
        additionalProperties: false,
        description: 'TDEE at each activity level (kcal/day)',
      }),
      warnings: warningsOf(...PERSON_WARNING_CODES),
    },
    { additionalProperties: false },
  ),
  compute(input) {
    const formula = input.formula ?? DEFAULT_FORMULA
    const bmr = requiredBmr(formula, input)
    return {
      bmr: round(bmr),
      tdee: round(tdee(bmr, input.activityLevel)),
      activityMultiplier: activityMultiplier(input.activityLevel),
      formula,
      tdeeByActivityLevel: Object.fromEntries(ACTIVITY_LEVELS.map((l) => [l, round(tdee(bmr, l))])),
      warnings: personWarningsOf(bmi(input.weightKg, input.heightCm), input.age, input),
    }
  },
})
