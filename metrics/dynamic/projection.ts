/**
 * What plans ask of the Hall model: the day a constant intake reaches a target weight, the
 * chart points on the way, the weight it settles at, and the constant intake that reaches a
 * target on a given day.
 */
import { DYNAMIC_MODEL_HORIZON } from '../constants.ts'
import { addDays } from '../dates.ts'
import { round2 } from '../rounding.ts'
import { mifflinStJeor, activityMultiplier, type Body } from '../calculators/energy.ts'
import type { ActivityLevel } from '../fields.ts'
import { HallAdult, type BodyState } from './hall-adult.ts'

const H = DYNAMIC_MODEL_HORIZON.value

export interface ProjectionPoint {
  day: number
  date: string
  weightKg: number
  fatMassKg: number
  /** Fat-free mass: weight − fat (lean tissue, extracellular fluid, glycogen and its water). */
  leanMassKg: number
}

/** The model seeded as the service's plans are: unrounded Mifflin-St Jeor BMR × activity multiplier. */
export function adultFor(body: Body & { activityLevel: ActivityLevel }): HallAdult {
  return new HallAdult({
    gender: body.gender,
    age: body.age,
    weightKg: body.weightKg,
    heightM: body.heightCm / 100,
    restingKcal: mifflinStJeor(body),
    pal: activityMultiplier(body.activityLevel),
    bodyFatPercent: body.bodyFatPercent,
  })
}

const pointOf = (day: number, start: string, body: BodyState): ProjectionPoint => {
  const weightKg = round2(body.weightKg)
  return { day, date: addDays(start, day), weightKg, fatMassKg: round2(body.fatKg), leanMassKg: round2(body.weightKg - body.fatKg) }
}

/** Points on day 0, every 7th day up to `lastDay`, and `lastDay` itself. */
export function projection(adult: HallAdult, intake: number, lastDay: number, start: string): ProjectionPoint[] {
  const points: ProjectionPoint[] = []
  adult.simulate(intake, lastDay, (day, body) => {
    if (day % H.projectionEveryDays === 0 || day === lastDay) points.push(pointOf(day, start, body))
  })
  return points
}

export interface DynamicGoal {
  /** First whole day at or below the target; null when not reached within the horizon. */
  days: number | null
  projection: ProjectionPoint[]
  plateauWeightKg: number
}

/**
 * The goal under the model at a constant intake, in one simulation that collects the chart
 * points as it goes. A plateau at or above the target is never passed, so only the year
 * shown is simulated; otherwise the run stops on the goal day.
 */
export function dynamicGoal(adult: HallAdult, intake: number, targetWeightKg: number, start: string): DynamicGoal {
  const plateau = adult.plateauWeightKg(intake)
  const plateauWeightKg = round2(plateau)
  if (adult.baseline.weightKg <= targetWeightKg) return { days: 0, projection: projection(adult, intake, 0, start), plateauWeightKg }
  const reachable = plateau < targetWeightKg
  const points: ProjectionPoint[] = []
  let days: number | null = null
  adult.simulate(intake, reachable ? H.searchDays : H.projectionDaysWithoutGoal, (day, body) => {
    const reached = body.weightKg <= targetWeightKg
    if (day % H.projectionEveryDays === 0 || reached) points.push(pointOf(day, start, body))
    if (reached) days = day
    return reached
  })
  // Not reached: the chart shows the first year, ending on day 365.
  if (days === null) return { days, projection: projection(adult, intake, H.projectionDaysWithoutGoal, start), plateauWeightKg }
  return { days, projection: points, plateauWeightKg }
}

/** The first day the weight is at or below the target, or null within the horizon. */
export function dayReaching(adult: HallAdult, intake: number, targetWeightKg: number, horizon: number): number | null {
  let found: number | null = null
  adult.simulate(intake, horizon, (day, body) => {
    if (body.weightKg > targetWeightKg) return false
    found = day
    return true
  })
  return found
}

/**
 * The constant intake (kcal/day, unrounded) whose weight on `day` is the target, found by
 * the Illinois variant of regula falsi. The weight on that day must be at most the target
 * at `low`; `high` is raised until the weight there reaches it. Weight on a fixed day is
 * almost linear in intake, so a few simulations suffice.
 */
export function intakeReaching(adult: HallAdult, targetWeightKg: number, day: number, low: number, high: number): number {
  const miss = (intake: number) => adult.weightAfter(intake, day) - targetWeightKg
  let a = low
  let b = high
  let fa = miss(a)
  let fb = miss(b)
  while (fb < 0) {
    a = b
    fa = fb
    b += 2 * (b - low) + 100
    fb = miss(b)
  }
  let side = 0
  for (let i = 0; i < 100 && fa !== 0; i++) {
    const c = b - (fb * (b - a)) / (fb - fa)
    const fc = miss(c)
    if (Math.abs(fc) < 1e-9 || b - a < 1e-6) return c
    if (fc > 0) {
      b = c
      fb = fc
      if (side === -1) fa /= 2
      side = -1
    } else {
      a = c
      fa = fc
      if (side === 1) fb /= 2
      side = 1
    }
  }
  return fa === 0 ? a : 0.5 * (a + b)
}

/** The intake whose plateau is the given weight: the maintenance calories at that weight. */
export function maintenanceAt(adult: HallAdult, weightKg: number): number {
  let low = 0
  let high = 2 * adult.maintenance
  while (adult.plateauWeightKg(high) < weightKg) high *= 2
  while (high - low > 1e-3) {
    const mid = 0.5 * (low + high)
    if (adult.plateauWeightKg(mid) < weightKg) low = mid
    else high = mid
  }
  return 0.5 * (low + high)
}
