/**
 * The only 422s an input of valid values may get (CONTRACT §4-5), written from the contract
 * as an oracle independent of metrics/: which fields each rejection names.
 */
import type { Calculator } from '../../metrics/index.ts'
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
  if (calculator.id === 'body-fat' && invalid !== 'gender' && input.gender === 'female' && input.hipCm === undefined) missing.push('hipCm')
  const leanMass = (calculator.id === 'bmr' || calculator.id === 'tdee') && invalid !== 'formula' && LEAN_MASS_FORMULAS.includes(String(input.formula))
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

const rejections: Record<string, (input: Input) => string[] | undefined> = {
  'body-fat': bodyFatRejection,
}

/** The fields a 422 for this input of valid values must name, or undefined when the answer must be 200. */
export function expectedRejection(calculator: Calculator, input: Input): string[] | undefined {
  const missing = conditionallyMissing(calculator, input)
  return missing.length > 0 ? missing : rejections[calculator.id]?.(input)
}

/** Inputs that hit each rejection, run first so every kind is exercised on every run. */
export const rejectionExamples: Record<string, Input[]> = {
  'body-fat': [
    { gender: 'female', heightCm: 165, neckCm: 33, waistCm: 75 },
    { gender: 'male', heightCm: 180, neckCm: 80, waistCm: 40 },
    { gender: 'female', heightCm: 165, neckCm: 80, waistCm: 40, hipCm: 40 },
    { gender: 'male', heightCm: 100, neckCm: 20, waistCm: 250 },
    { gender: 'female', heightCm: 280, neckCm: 40, waistCm: 60, hipCm: 60 },
  ],
  bmr: [{ gender: 'male', age: 30, weightKg: 80, heightCm: 180, formula: 'katch-mcardle' }],
  tdee: [{ gender: 'female', age: 40, weightKg: 70, heightCm: 165, formula: 'cunningham', activityLevel: 'light' }],
}
