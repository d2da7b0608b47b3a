/**
 * Adaptive TDEE: a person's real maintenance from their own weight and intake log, by energy
 * balance over its last 56 days, with a 90 % interval, the Hacker's Diet trend for charts,
 * and, given a pace, the intake that would hold it.
 */
import { Type } from '@sinclair/typebox'
import type { Person } from '../adaptive/energy-density.ts'
import { type AdaptiveEstimate, estimateExpenditure } from '../adaptive/estimate.ts'
import { adaptiveWarnings } from '../adaptive/warnings.ts'
import { defineCalculator, Nullable, type Warning, warningsOf } from '../calculator.ts'
import {
  ADAPTIVE_TDEE,
  ENERGY_PER_KG,
  HACKERS_DIET_TREND,
  OLDER_ADULT_AGE,
  SAFETY_FLOOR_KCAL,
  SUSTAINED_METABOLIC_SCOPE,
} from '../constants.ts'
import { InvalidInputError } from '../errors.ts'
import { fields, ruleOf } from '../fields.ts'
import { defineInput, type InputOf } from '../input.ts'
import { round, round2 } from '../rounding.ts'
import { bmi } from './bmi.ts'
import { mifflinStJeor } from './energy.ts'
import { personWarningsOf } from './person-warnings.ts'
import { goalBodyWarnings, MAX_RECOMMENDED_PACE_KG, warnings } from './plan-warnings.ts'

const A = ADAPTIVE_TDEE.value

/**
 * The body that would spend the most at rest at a given weight among those the inputs allow (Mifflin-St Jeor rises
 * with height, falls with age, and is higher for men): what ABOVE_SUSTAINED_EXPENDITURE is checked against without the person.
 */
const MOST_RESTING_BODY = { gender: 'male', age: fields.age.min, heightCm: fields.heightCm.max } as const

/** The person's three fields go together (personOf): said beside each, where agents and the docs read them. */
const TOGETHER = `Give gender, age and heightCm together, for the energy per kg from body composition (without bodyFatPercent, from the body fat Jackson 2002 predicts) and the checks against the predicted resting expenditure (BELOW_PREDICTED_BMR, ABOVE_SUSTAINED_EXPENDITURE; without them ABOVE_SUSTAINED_EXPENDITURE is checked against the body that would spend the most at rest at the log's weight, a man of ${MOST_RESTING_BODY.age} and ${MOST_RESTING_BODY.heightCm} cm); age or heightCm without the other two is refused (422 naming what is missing); gender alone sets only the safety floor of recommendedIntake and, with bodyFatPercent, BELOW_ESSENTIAL_FAT. With weeklyLossGoalKg, an age of ${OLDER_ADULT_AGE.value} or over adds OLDER_ADULT_LOSS`
const input = defineInput({
  entries: 'entries',
  gender: { field: 'gender', note: TOGETHER },
  age: { field: 'age', note: TOGETHER },
  heightCm: { field: 'heightCm', note: TOGETHER },
  weeklyLossGoalKg: { field: 'weeklyLossPaceKg' },
  bodyFatPercent: {
    field: 'bodyFatPercent',
    note: `Measured: the energy per kg of change then comes from this share of fat at the window's mean weight (Forbes, Hall 2011), with or without gender, age and heightCm, in place of the fat Jackson 2002 predicts or the ${ENERGY_PER_KG.value} kcal/kg rule`,
  },
})
type Input = InputOf<typeof input>

const METHODS = { forbes: 'least-squares-forbes-density', 'rule-7700': 'least-squares-7700-rule' } as const

const PERSON = ['gender', 'age', 'heightCm'] as const

/** The person, when age or height is given: then all three are needed (422 naming those missing). */
function personOf(given: Input): Person | undefined {
  if (given.age === undefined && given.heightCm === undefined) return undefined
  const sent = PERSON.filter((name) => given[name] !== undefined)
  const missing = PERSON.filter((name) => given[name] === undefined)
  if (missing.length > 0) {
    throw new InvalidInputError(
      missing.map((name) => ({
        field: name,
        message: `is required with ${sent.join(' and ')}: gender, age and heightCm describe the person together (the energy per kg of weight change without bodyFatPercent, the BMI, the age and the predicted resting expenditure); it ${ruleOf(fields[name])}`,
      })),
    )
  }
  return { gender: given.gender!, age: given.age!, heightCm: given.heightCm! }
}

function logWarnings(e: AdaptiveEstimate, tdeeInterval: { low: number; high: number }): Warning[] {
  const found: Warning[] = []
  if (e.daysUsed < A.fewDays) found.push(adaptiveWarnings.tooLittleData(e.daysUsed))
  if (e.longestGapDays >= A.largeGapDays) found.push(adaptiveWarnings.largeGap(e.longestGapDays))
  if (e.outliers.weights + e.outliers.intakes > 0) found.push(adaptiveWarnings.outliersDropped(e.outliers.weights, e.outliers.intakes))
  if (Math.abs(e.slopeKgPerDay * 7) > A.implausibleWeeklyKg) found.push(adaptiveWarnings.implausibleChange)
  if (tdeeInterval.high - tdeeInterval.low > A.wideIntervalKcal) found.push(adaptiveWarnings.wideInterval)
  return found
}

const kcal = (description: string) => Type.Integer({ description: `${description} (kcal/day)` })

export const adaptiveTdeeCalculator = defineCalculator({
  id: 'adaptive-tdee',
  title: 'Adaptive TDEE from a weight and intake log',
  summary: `A person's own energy expenditure from their daily log of weight and intake: the mean intake minus the weight trend's energy, over the log's last ${A.windowDays} days, with a ${A.confidence * 100} % interval; the energy per kg of change from body composition (Hall 2011, Forbes) when a measured body fat, or gender, age and height, are given.`,
  input,
  output: Type.Object(
    {
      tdee: kcal(
        `Mean daily energy expenditure over the log's last ${A.windowDays} days: mean logged intake − weight slope × energyDensityKcalPerKg`,
      ),
      tdeeInterval: Type.Object(
        {
          low: kcal('Lower end of the interval'),
          high: kcal('Upper end of the interval'),
          confidence: Type.Literal(A.confidence, { description: 'The share of such intervals expected to hold the true mean expenditure' }),
        },
        {
          additionalProperties: false,
          description:
            "Interval for tdee from the scatter of the log's weights and intakes (Student t, Welch-Satterthwaite degrees of freedom) and, without bodyFatPercent or gender, age and heightCm, the uncertainty of the energy per kg",
        },
      ),
      weeklyTrendKg: Type.Number({
        description:
          'Weight change per week over the window, the least-squares slope of the weights (kg/week, negative: losing), two decimals',
      }),
      daysUsed: Type.Integer({ description: `Days from the window's first logged value to the log's last day (at most ${A.windowDays})` }),
      weightsUsed: Type.Integer({ description: 'Weights in the window, outliers left out' }),
      intakesUsed: Type.Integer({ description: 'Intakes in the window, outliers left out' }),
      method: Type.Union(
        Object.values(METHODS).map((m) => Type.Literal(m)),
        {
          description: `How tdee was estimated: least squares on the weights with the energy per kg from body composition (${METHODS.forbes}, when bodyFatPercent, or gender, age and heightCm, are given) or from the ${ENERGY_PER_KG.value} kcal/kg rule (${METHODS['rule-7700']})`,
        },
      ),
      energyDensityKcalPerKg: Type.Integer({ description: 'Energy per kg of weight change used (kcal/kg)' }),
      trend: Type.Array(
        Type.Object(
          {
            date: Type.String({ format: 'date', description: 'A day of the log' }),
            weightKg: Type.Number({ description: "The Hacker's Diet trend weight that day (kg), two decimals" }),
          },
          { additionalProperties: false },
        ),
        {
          description: `The smoothed weight on each logged day from the first weight on (Hacker's Diet trend, ${HACKERS_DIET_TREND.value.smoothing * 100} % smoothing), for charts`,
        },
      ),
      recommendedIntake: Nullable(
        Type.Object(
          {
            dailyCalories: kcal(
              'Daily intake for the pace: tdee − weeklyLossGoalKg × energyDensityKcalPerKg / 7, never below the safety floor',
            ),
            weeklyLossGoalKg: Type.Number({ description: 'The pace asked for (kg/week)' }),
            dailyDeficit: kcal('tdee − dailyCalories'),
          },
          { additionalProperties: false, description: 'The intake for weeklyLossGoalKg; null when none was given' },
        ),
      ),
      warnings: warningsOf(
        'IMPLAUSIBLE_BMI',
        'UNDER_18',
        'BELOW_ESSENTIAL_FAT',
        'TOO_LITTLE_DATA',
        'LARGE_GAP',
        'OUTLIERS_DROPPED',
        'IMPLAUSIBLE_CHANGE',
        'WIDE_INTERVAL',
        'BELOW_PREDICTED_BMR',
        'ABOVE_SUSTAINED_EXPENDITURE',
        'FLOOR_ABOVE_EXPENDITURE',
        'FLOOR_CLIPPED',
        'PACE_ABOVE_RECOMMENDED',
        'OLDER_ADULT_LOSS',
      ),
    },
    { additionalProperties: false },
  ),
  compute(given) {
    const person = personOf(given)
    const e = estimateExpenditure(given.entries, person, given.bodyFatPercent)
    const tdee = round(e.tdee)
    const tdeeInterval = { low: round(e.tdee - e.halfWidth), high: round(e.tdee + e.halfWidth), confidence: A.confidence }
    const found = personWarningsOf(person && bmi(e.meanWeightKg, person.heightCm), person?.age, given)
    found.push(...logWarnings(e, tdeeInterval))
    if (person !== undefined) {
      const predictedBmr = round(mifflinStJeor({ ...person, weightKg: e.meanWeightKg }))
      if (tdee < predictedBmr) found.push(adaptiveWarnings.belowPredictedBmr(tdee, predictedBmr))
      else if (tdee > SUSTAINED_METABOLIC_SCOPE.value * predictedBmr)
        found.push(adaptiveWarnings.aboveSustainedExpenditure(tdee, predictedBmr))
    } else {
      const mostBmr = round(mifflinStJeor({ ...MOST_RESTING_BODY, weightKg: e.meanWeightKg }))
      if (tdee > SUSTAINED_METABOLIC_SCOPE.value * mostBmr)
        found.push(adaptiveWarnings.aboveSustainedForAnyBody(tdee, mostBmr, MOST_RESTING_BODY))
    }
    let recommendedIntake = null
    if (given.weeklyLossGoalKg !== undefined) {
      // Without gender, the higher (men's) floor: the only one that keeps either sex at or above its own.
      const floor = given.gender === undefined ? SAFETY_FLOOR_KCAL.value.male : SAFETY_FLOOR_KCAL.value[given.gender]
      const unclipped = tdee - (given.weeklyLossGoalKg * e.energyDensity.kcalPerKg) / 7
      const dailyCalories = round(Math.max(unclipped, floor))
      // A floor at or above the expenditure is no deficit at all: say so rather than "clipped".
      if (tdee <= floor) found.push(adaptiveWarnings.floorAboveExpenditure(floor, tdee))
      else if (unclipped < floor) found.push(warnings.floorClipped(floor))
      if (given.weeklyLossGoalKg > MAX_RECOMMENDED_PACE_KG) found.push(warnings.paceAboveUsualLimit)
      // A pace is a loss: its person's age, as on the plans; not the BMI, whose weight here is a trend.
      found.push(...goalBodyWarnings({ age: person?.age, loss: true }))
      recommendedIntake = { dailyCalories, weeklyLossGoalKg: given.weeklyLossGoalKg, dailyDeficit: tdee - dailyCalories }
    }
    return {
      tdee,
      tdeeInterval,
      weeklyTrendKg: round2(e.slopeKgPerDay * 7),
      daysUsed: e.daysUsed,
      weightsUsed: e.weightsUsed,
      intakesUsed: e.intakesUsed,
      method: METHODS[e.energyDensity.basis],
      energyDensityKcalPerKg: round(e.energyDensity.kcalPerKg),
      trend: e.trend.map((p) => ({ date: p.date, weightKg: round2(p.weightKg) })),
      recommendedIntake,
      warnings: found,
    }
  },
})
