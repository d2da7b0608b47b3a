/**
 * The only 422s an input of valid values may get (CONTRACT §4-5), written from the contract
 * as an oracle independent of metrics/: which fields each rejection names.
 */
import type { LogEntry } from '../../metrics/fields.ts'
import type { Calculator } from '../../metrics/index.ts'
import { PINNED_TODAY } from '../openapi/support/http.ts'
import type { Input } from './arbitraries.ts'

const LEAN_MASS_FORMULAS = ['katch-mcardle', 'cunningham']
const PLAUSIBLE_BODY_FAT = { min: 2, max: 75 }

/** Hodgdon & Beckett 1984, metric form, as the contract writes it. */
function usNavyPercent(gender: string, height: number, neck: number, waist: number, hip: number): number {
  const density =
    gender === 'male'
      ? 1.0324 - 0.19077 * Math.log10(waist - neck) + 0.15456 * Math.log10(height)
      : 1.29579 - 0.35004 * Math.log10(waist + hip - neck) + 0.221 * Math.log10(height)
  return 495 / density - 450
}

/**
 * Optional fields that another field's value makes necessary (hip for women, body fat for a
 * lean-mass formula), missing from `input`. `invalid` names a field whose value is bad: a bad
 * deciding value decides nothing.
 */
export function conditionallyMissing(calculator: Calculator, input: Input, invalid?: string): string[] {
  const missing: string[] = []
  // The dynamic model needs a body: the estimator asks for it when model is dynamic.
  if (calculator.id === 'weight-loss-estimator' && invalid !== 'model' && input.model === 'dynamic') {
    for (const name of ['gender', 'age', 'heightCm', 'activityLevel']) if (input[name] === undefined) missing.push(name)
  }
  if (calculator.id === 'body-fat-calculator' && invalid !== 'gender' && input.gender === 'female' && input.hipCm === undefined)
    missing.push('hipCm')
  const leanMass =
    (calculator.id === 'bmr-calculator' || calculator.id === 'tdee-estimator') &&
    invalid !== 'formula' &&
    LEAN_MASS_FORMULAS.includes(String(input.formula))
  if (leanMass && input.bodyFatPercent === undefined) missing.push('bodyFatPercent')
  return missing
}

function bodyFatRejection({ gender, heightCm, neckCm, waistCm, hipCm }: Input): string[] | undefined {
  const [height, neck, waist] = [heightCm, neckCm, waistCm].map(Number) as [number, number, number]
  const hip = Number(hipCm)
  if (gender === 'male' ? waist <= neck : waist + hip <= neck) return ['waistCm']
  const percent = usNavyPercent(String(gender), height, neck, waist, hip)
  if (percent >= PLAUSIBLE_BODY_FAT.min && percent <= PLAUSIBLE_BODY_FAT.max) return undefined
  // Every measurement in the equation is named: any of them may be the wrong one.
  return gender === 'male' ? ['heightCm', 'neckCm', 'waistCm'] : ['heightCm', 'neckCm', 'waistCm', 'hipCm']
}

/**
 * Hall 2011 at day 0: lean tissue = weight − extracellular fluid (Silva 2005, as the bw package
 * writes it) − fat − 0.5 kg glycogen with 2.7 g water per g. A measured body fat that leaves
 * none is refused; the Jackson estimate (held within 3-70 %) never does within the bounds.
 */
function dynamicRejection(input: Input): string[] | undefined {
  if (input.model !== 'dynamic' || input.bodyFatPercent === undefined) return undefined
  const w = Number(input.weightKg ?? input.currentWeightKg)
  const h = Number(input.heightCm) / 100
  const ecf = input.gender === 'male' ? 0.025 * Number(input.age) + 9.57 * h + 0.191 * w - 12.4 : -4 + 5.98 * h + 0.167 * w
  const lean = w - ecf - (w * Number(input.bodyFatPercent)) / 100 - 0.5 * 3.7
  return lean > 0 ? undefined : ['bodyFatPercent']
}

/** After the start (the pinned today when absent) and at most 5 years on, same month and day. */
function goalDateRejection(input: Input): string[] | undefined {
  const start = String(input.startDate ?? PINNED_TODAY.toISOString().slice(0, 10))
  const latest = `${Number(start.slice(0, 4)) + 5}${start.slice(4)}`
  const goal = String(input.goalDate)
  if (goal <= start || goal > latest) return ['goalDate']
  return dynamicRejection({ ...input, model: 'dynamic' })
}

/** The median of numbers (the mean of the middle two for an even count). */
function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2
}

type Outlier = (value: number, near: number[]) => boolean

/** docs/adaptive-tdee.md: a weight more than 5 × 1.4826 × MAD and more than 2 % from its neighbours' median. */
const weightOutlier: Outlier = (value, near) => {
  const centre = median(near)
  const gap = Math.abs(value - centre)
  return gap > 5 * 1.4826022185056018 * median(near.map((v) => Math.abs(v - centre))) && gap > 0.02 * centre
}

/** docs/adaptive-tdee.md: an intake above 2.5 times its neighbours' upper quartile (the value ranked ⌈3n/4⌉). */
const intakeOutlier: Outlier = (value, near) => value > 2.5 * [...near].sort((a, b) => a - b)[Math.ceil((3 * near.length) / 4) - 1]!

/**
 * How many values of one series remain in the log's last 56 days once outliers, judged against the
 * values within 7 days either side (at least 5 of them), are left out.
 */
function keptInWindow(series: { day: number; value: number }[], isOutlier: Outlier, lastDay: number): { day: number; value: number }[] {
  return series.filter(({ day, value }) => {
    if (day <= lastDay - 56) return false
    const near = series.filter((o) => Math.abs(o.day - day) <= 7).map((o) => o.value)
    return near.length < 5 || !isOutlier(value, near)
  })
}

const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length

/**
 * The estimate of docs/adaptive-tdee.md, step 5: mean intake − ρ × the weights' least-squares slope,
 * ρ Forbes' density at a measured body fat when given, else 7700 kcal/kg without the person, else at
 * Jackson 2002's fat (held within 3-70 %).
 */
function estimatedTdee(weights: { day: number; value: number }[], intakes: number[], input: Input): number {
  const [md, mw] = [mean(weights.map((w) => w.day)), mean(weights.map((w) => w.value))]
  const slope = weights.reduce((a, w) => a + (w.day - md) * (w.value - mw), 0) / weights.reduce((a, w) => a + (w.day - md) ** 2, 0)
  const forbes = (fat: number) => ((39500 / 4.184) * fat + (7600 / 4.184) * 10.4) / (fat + 10.4)
  let rho = 7700
  if (input.bodyFatPercent !== undefined) rho = forbes((mw * Number(input.bodyFatPercent)) / 100)
  else if (input.age !== undefined) {
    const [a, b] = input.gender === 'male' ? [-103.94, 37.31] : [-102.01, 39.96]
    const percent = a + b * Math.log(mw / (Number(input.heightCm) / 100) ** 2) + 0.14 * Number(input.age)
    rho = forbes((mw * Math.min(70, Math.max(3, percent))) / 100)
  }
  return mean(intakes) - rho * slope
}

/** Age or height asks for the whole person; then the log's last 56 days need 3 weights and 2 intakes, and an expenditure of 800-10000 kcal/day. */
function adaptiveRejection(input: Input): string[] | undefined {
  if (input.age !== undefined || input.heightCm !== undefined) {
    const missing = ['gender', 'age', 'heightCm'].filter((name) => input[name] === undefined)
    if (missing.length > 0) return missing
  }
  const log = (input.entries as LogEntry[]).map((e) => ({ ...e, day: Date.parse(e.date) / 86_400_000 }))
  const lastDay = Math.max(...log.map((e) => e.day))
  const series = (key: 'weightKg' | 'intakeKcal') =>
    log
      .filter((e) => e[key] !== undefined)
      .map((e) => ({ day: e.day, value: e[key]! }))
      .sort((a, b) => a.day - b.day)
  const weights = keptInWindow(series('weightKg'), weightOutlier, lastDay)
  const intakes = keptInWindow(series('intakeKcal'), intakeOutlier, lastDay).map((i) => i.value)
  if (weights.length < 3 || intakes.length < 2) return ['entries']
  const tdee = estimatedTdee(weights, intakes, input)
  return tdee >= 800 && tdee <= 10000 ? undefined : ['entries']
}

const rejections: Record<string, (input: Input) => string[] | undefined> = {
  'adaptive-tdee': adaptiveRejection,
  'body-fat-calculator': bodyFatRejection,
  calculate: dynamicRejection,
  'calculate-deficit': dynamicRejection,
  'weight-loss-estimator': dynamicRejection,
  'calories-for-goal-date': goalDateRejection,
}

/** The fields a 422 for this input of valid values must name, or undefined when the answer must be 200. */
export function expectedRejection(calculator: Calculator, input: Input): string[] | undefined {
  const missing = conditionallyMissing(calculator, input)
  return missing.length > 0 ? missing : rejections[calculator.id]?.(input)
}

/** Inputs that hit each rejection, run first so every kind is exercised on every run. */
export const rejectionExamples: Record<string, Input[]> = {
  'body-fat-calculator': [
    { gender: 'female', heightCm: 165, neckCm: 33, waistCm: 75 },
    { gender: 'male', heightCm: 180, neckCm: 80, waistCm: 40 },
    { gender: 'female', heightCm: 165, neckCm: 80, waistCm: 40, hipCm: 40 },
    { gender: 'male', heightCm: 100, neckCm: 20, waistCm: 250 },
    { gender: 'female', heightCm: 280, neckCm: 40, waistCm: 60, hipCm: 60 },
  ],
  'bmr-calculator': [{ gender: 'male', age: 30, weightKg: 80, heightCm: 180, formula: 'katch-mcardle' }],
  'tdee-estimator': [{ gender: 'female', age: 40, weightKg: 70, heightCm: 165, formula: 'cunningham', activityLevel: 'light' }],
  'weight-loss-estimator': [{ currentWeightKg: 90, targetWeightKg: 80, weeklyLossGoalKg: 0.5, model: 'dynamic', age: 40 }],
  calculate: [
    {
      gender: 'male',
      age: 15,
      weightKg: 30,
      heightCm: 140,
      activityLevel: 'sedentary',
      weeklyLossGoalKg: 0.25,
      targetWeightKg: 30,
      model: 'dynamic',
      bodyFatPercent: 70,
    },
  ],
  'adaptive-tdee': [
    { entries: Array.from({ length: 7 }, (_, i) => ({ date: `2026-01-0${i + 1}`, weightKg: 80 })), age: 40 },
    {
      entries: Array.from({ length: 7 }, (_, i) => ({ date: `2026-01-0${i + 1}`, ...(i === 0 ? { weightKg: 80 } : { intakeKcal: 2000 }) })),
    },
    { entries: Array.from({ length: 7 }, (_, i) => ({ date: `2026-01-0${i + 1}`, weightKg: 80, intakeKcal: 0 })) },
  ],
  'calories-for-goal-date': [
    {
      gender: 'male',
      age: 40,
      weightKg: 90,
      heightCm: 180,
      activityLevel: 'light',
      targetWeightKg: 80,
      goalDate: '2026-01-01',
      startDate: '2026-01-01',
    },
    {
      gender: 'male',
      age: 40,
      weightKg: 90,
      heightCm: 180,
      activityLevel: 'light',
      targetWeightKg: 80,
      goalDate: '2031-01-02',
      startDate: '2026-01-01',
    },
  ],
}
