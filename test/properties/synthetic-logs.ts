/**
 * Weight and intake logs with a known expenditure, synthesised by the Hall 2011 adult model
 * (metrics/dynamic): a person starts a diet at a constant intake, and the log begins 5 to 13
 * weeks in. Each day the scale reads the model's weight with 0.5 % noise and the diary the
 * intake with 10 % noise, and each value is missing one day in ten. The truth is the model's
 * mean expenditure over the logged days: intake minus the change of stored energy (fat, lean
 * tissue and glycogen at the model's energy densities) per day.
 */
import { HALL_ENERGY, KJ_PER_KCAL, SAFETY_FLOOR_KCAL } from '../../metrics/constants.ts'
import { addDays } from '../../metrics/dates.ts'
import { type BodyState, HallAdult, initialFatKg } from '../../metrics/dynamic/hall-adult.ts'
import type { Gender, LogEntry } from '../../metrics/fields.ts'

/** Seeded uniform numbers in [0, 1) (mulberry32). */
export function random(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** A standard normal draw (Box-Muller). */
const normal = (r: () => number) => Math.sqrt(-2 * Math.log(1 - r())) * Math.cos(2 * Math.PI * r())
const between = (r: () => number, low: number, high: number) => low + (high - low) * r()

export const NOISE = { weightShare: 0.005, intakeShare: 0.1, missingShare: 0.1 }
export const START_WEEKS = { first: 5, last: 13 }
/** Seeds of the body-fat draws: far from any trial's own seed. */
const FAT_STREAM_OFFSET = 99_000_000

const E = HALL_ENERGY.value
const kcalPerKg = (mj: number) => (mj * 1000) / KJ_PER_KCAL.value
const storedEnergy = (b: BodyState) =>
  kcalPerKg(E.fatEnergyDensityMjPerKg) * b.fatKg +
  kcalPerKg(E.leanEnergyDensityMjPerKg) * b.leanKg +
  kcalPerKg(E.glycogenEnergyDensityMjPerKg) * b.glycogenKg

export interface SyntheticLog {
  entries: LogEntry[]
  person: { gender: Gender; age: number; heightCm: number }
  /** The model's mean daily expenditure over the log's days (kcal/day). */
  trueExpenditure: number
}

/**
 * One seeded trial. The person: either sex, 20 to 65 years, a height about the sex's mean, BMI
 * 23 to 38, a physical activity level of 1.4 to 1.9 (FAO/WHO/UNU 2004's sedentary to active
 * range), Mifflin-St Jeor resting expenditure; the diet 300 to 1000 kcal/day below maintenance,
 * never below the safety floor. Their body fat is what Jackson 2002 predicts from BMI and age, the
 * model's own start and the estimate's assumption; with `fatSpreadPoints`, it differs from that by
 * a normal draw of that standard deviation in percentage points (kept within 5-60 %), from a
 * stream of its own so that every other draw stays the same. `startWeeks`: how far into the diet the
 * log may begin (the first week 0: on the diet's first day).
 */
export function syntheticLog(seed: number, days: number, fatSpreadPoints = 0, startWeeks = START_WEEKS): SyntheticLog {
  const r = random(seed)
  const gender: Gender = r() < 0.5 ? 'male' : 'female'
  const age = Math.floor(between(r, 20, 66))
  const heightCm = Math.round(10 * Math.min(200, Math.max(150, gender === 'male' ? 176 + 7 * normal(r) : 163 + 6.5 * normal(r)))) / 10
  const heightM = heightCm / 100
  const weightKg = between(r, 23, 38) * heightM * heightM
  const restingKcal = 10 * weightKg + 6.25 * heightCm - 5 * age + (gender === 'male' ? 5 : -161)
  const predictedFatPercent = (100 * initialFatKg({ gender, age, weightKg, heightM })) / weightKg
  const bodyFatPercent =
    fatSpreadPoints === 0
      ? undefined
      : Math.min(60, Math.max(5, predictedFatPercent + fatSpreadPoints * normal(random(seed + FAT_STREAM_OFFSET))))
  const adult = new HallAdult({ gender, age, weightKg, heightM, restingKcal, pal: between(r, 1.4, 1.9), bodyFatPercent })
  const intake = Math.max(SAFETY_FLOOR_KCAL.value[gender], adult.maintenance - between(r, 300, 1000))
  const startDay = Math.floor(between(r, startWeeks.first * 7, startWeeks.last * 7 + 1))
  const weights: number[] = []
  const energy: number[] = []
  adult.simulate(intake, startDay + days, (day, body) => {
    if (day < startDay) return
    weights.push(body.weightKg)
    energy.push(storedEnergy(body))
  })
  const entries: LogEntry[] = []
  for (let d = 0; d < days; d++) {
    const entry: LogEntry = { date: addDays('2026-03-01', d) }
    if (r() >= NOISE.missingShare) entry.weightKg = Math.round(10 * weights[d]! * (1 + NOISE.weightShare * normal(r))) / 10
    if (r() >= NOISE.missingShare) entry.intakeKcal = Math.round(intake * (1 + NOISE.intakeShare * normal(r)))
    if (entry.weightKg !== undefined || entry.intakeKcal !== undefined) entries.push(entry)
  }
  return { entries, person: { gender, age, heightCm }, trueExpenditure: intake - (energy[days]! - energy[0]!) / days }
}
