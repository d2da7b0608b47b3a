/** What the adaptive estimate warns about: too little log, gaps, outliers, implausible change, a wide interval. */
import type { Warning } from '../calculator.ts'
import { ADAPTIVE_TDEE, KJ_PER_KCAL, SAFETY_FLOOR_KCAL, SUSTAINED_METABOLIC_SCOPE } from '../constants.ts'

const A = ADAPTIVE_TDEE.value
const O = A.outliers
const percent = (share: number) => `${share * 100} %`
const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`

/** Why an expenditure above the sustained scope is no person's, and what the likelier reading is. */
const BEYOND_SUSTAINED = `About ${SUSTAINED_METABOLIC_SCOPE.value} times is the most that food has been found to supply for long (Thurber 2019): beyond it the body draws on its stores, and the weights would fall fast. Intakes logged in kJ rather than kcal (${KJ_PER_KCAL.value} times as large), or a loss of water read as tissue, are the likelier reading. Check the log before planning on the estimate.`

/** Said wherever the safety floor leaves no deficit (here, and by the plans' GOAL_UNREACHABLE). */
export const BELOW_FLOOR_ADVICE =
  'Eating less than the floor is not advised; losing needs more activity, or a plan made with a doctor or a registered dietitian.'

export const adaptiveWarnings = {
  tooLittleData: (days: number): Warning => ({
    code: 'TOO_LITTLE_DATA',
    message: `The estimate rests on ${count(days, 'day', 'days')} of log, fewer than ${A.fewDays}: over so few days the daily swings of weight (water, food not yet digested) are large against the trend, so it is rough. Keep logging; it firms up over 4 to 8 weeks.`,
  }),
  largeGap: (days: number): Warning => ({
    code: 'LARGE_GAP',
    message: `Within the log's last ${A.windowDays} days, ${days} days in a row have no weight or no intake. The estimate assumes those days were like the logged ones; if they were not (a holiday, an illness), it is off.`,
  }),
  outliersDropped: (weights: number, intakes: number): Warning => ({
    code: 'OUTLIERS_DROPPED',
    message:
      `${count(weights, 'weight', 'weights')} and ${count(intakes, 'intake', 'intakes')} were left out as outliers, judged against the values logged within ${O.neighbourDays} days either side: ` +
      `a weight more than ${O.robustSds} robust standard deviations and more than ${percent(O.weightShare)} from their median, an intake above ${O.intakeRatio} times their upper quartile. ` +
      'Check the log for typing slips or other units (kJ for kcal).',
  }),
  implausibleChange: {
    code: 'IMPLAUSIBLE_CHANGE',
    message: `The weight trend changes by more than ${A.implausibleWeeklyKg} kg a week, faster than fat and lean tissue usually change: water (a new diet, salt, glycogen), a different scale or a unit mix-up is likelier. The estimate reads the change as tissue, so it is probably off.`,
  },
  /** `tdee`: the expenditure measured; below the floor, the floor is a surplus and the weight rises. */
  floorAboveExpenditure: (floor: number, tdee: number): Warning => ({
    code: 'FLOOR_ABOVE_EXPENDITURE',
    message:
      tdee < floor
        ? `The safety floor of ${floor} kcal/day is above the expenditure this log measures (${tdee} kcal/day): by this estimate the weight would rise at this intake, so it is no intake for losing. ${BELOW_FLOOR_ADVICE}`
        : `The safety floor of ${floor} kcal/day is the expenditure this log measures: by this estimate the weight would not fall at this intake, so it is no intake for losing. ${BELOW_FLOOR_ADVICE}`,
  }),
  /** What the log measures, below what the person is predicted to spend at rest: a log short of food is the likelier reading. */
  belowPredictedBmr: (tdee: number, bmr: number): Warning => ({
    code: 'BELOW_PREDICTED_BMR',
    message: `The expenditure this log measures, ${tdee} kcal/day, is below the ${bmr} kcal/day Mifflin-St Jeor predicts this person spends at rest, at the log's mean weight. Total expenditure is the resting one plus digestion and movement, so it is rarely below it: food left out of the log, or the equation's error for this person, is the likelier reading. Check the log before planning on the estimate.`,
  }),
  /** What the log measures, above what food supplies for long: intakes in kJ read as kcal are the likelier reading. */
  aboveSustainedExpenditure: (tdee: number, bmr: number): Warning => ({
    code: 'ABOVE_SUSTAINED_EXPENDITURE',
    message: `The expenditure this log measures, ${tdee} kcal/day, is more than ${SUSTAINED_METABOLIC_SCOPE.value} times the ${bmr} kcal/day Mifflin-St Jeor predicts this person spends at rest, at the log's mean weight. ${BEYOND_SUSTAINED}`,
  }),
  /**
   * The same without the person: above the scope even for the body that would spend most at rest at the log's mean
   * weight, so above what anyone of that weight sustains (a usability audit: a log in kJ read as kcal gave 7,191
   * kcal/day with no warning, unless sex, age and height were given).
   */
  aboveSustainedForAnyBody: (tdee: number, bmr: number, body: { age: number; heightCm: number }): Warning => ({
    code: 'ABOVE_SUSTAINED_EXPENDITURE',
    message: `The expenditure this log measures, ${tdee} kcal/day, is more than ${SUSTAINED_METABOLIC_SCOPE.value} times the ${bmr} kcal/day Mifflin-St Jeor predicts at rest, at the log's mean weight, for a man of ${body.age}, ${body.heightCm} cm tall, the body the service takes that would spend the most: more than anyone of that weight sustains. ${BEYOND_SUSTAINED}`,
  }),
  wideInterval: {
    code: 'WIDE_INTERVAL',
    message: `The ${A.confidence * 100} % interval is wider than ${A.wideIntervalKcal} kcal/day: the log is too short or too scattered for a close estimate. More days, a weight every morning and complete food logs narrow it.`,
  },
} satisfies Record<string, Warning | ((...n: never[]) => Warning)>

/** Each code once, worded as sent, for the catalogues. */
export const adaptiveWarningExamples: Warning[] = [
  adaptiveWarnings.tooLittleData(10),
  adaptiveWarnings.largeGap(9),
  adaptiveWarnings.outliersDropped(1, 0),
  adaptiveWarnings.implausibleChange,
  adaptiveWarnings.belowPredictedBmr(868, 1570),
  adaptiveWarnings.aboveSustainedExpenditure(9267, 1745),
  adaptiveWarnings.wideInterval,
  adaptiveWarnings.floorAboveExpenditure(SAFETY_FLOOR_KCAL.value.female, 1150),
]
