/**
 * What plans ask of the Hall model: the day a constant intake reaches a target weight, the
 * chart points on the way, the weight it settles at, and the constant intake that reaches a
 * target on a given day.
 */

import { activityMultiplier, type Body, mifflinStJeor } from '../calculators/energy.ts'
import { DYNAMIC_MODEL_HORIZON, ENERGY_PER_KG } from '../constants.ts'
import { forwardDates } from '../dates.ts'
import type { ActivityLevel } from '../fields.ts'
import { round2 } from '../rounding.ts'
import { type BodyState, HallAdult } from './hall-adult.ts'

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

/**
 * The chart of a constant intake, kept as the model's numbers: day, weight and fat of each
 * point. Its points become objects only when asked for (`points`; JSON.stringify through
 * `toJSON`, so every JSON of it is the published one), and the API writes its JSON straight
 * from the numbers (server/http/projection-json.ts): objects, date strings and JSON.stringify's
 * number formatting were a third of a goal-date request's time.
 */
export class Projection {
  /** Day, weight and fat of each point in turn; weight and fat unrounded, as the model left them. */
  private numbers: Float64Array
  private count = 0
  private made: ProjectionPoint[] | undefined

  /**
   * `capacity`: the points expected, room made at once (arrays grown point by point allocated
   * five times the memory, for the collector to reclaim); more are still taken.
   */
  constructor(
    readonly start: string,
    capacity = 32,
  ) {
    this.numbers = new Float64Array(3 * capacity)
  }

  add(day: number, body: BodyState): void {
    let at = 3 * this.count
    if (at === this.numbers.length) {
      const grown = new Float64Array(2 * at)
      grown.set(this.numbers)
      this.numbers = grown
    }
    this.numbers[at++] = day
    this.numbers[at++] = body.weightKg
    this.numbers[at] = body.fatKg
    this.count++
  }

  get length(): number {
    return this.count
  }

  day(i: number): number {
    return this.numbers[3 * i]!
  }

  /** Unrounded weight (kg); published to 0.01 kg. */
  weight(i: number): number {
    return this.numbers[3 * i + 1]!
  }

  /** Unrounded fat mass (kg); published to 0.01 kg. */
  fat(i: number): number {
    return this.numbers[3 * i + 2]!
  }

  /** The published points (weights to 0.01 kg; fat-free mass is weight − fat, rounded once). */
  get points(): ProjectionPoint[] {
    if (this.made !== undefined) return this.made
    const dateOf = forwardDates(this.start)
    const made: ProjectionPoint[] = []
    for (let i = 0; i < this.count; i++) {
      const day = this.day(i)
      made.push({
        day,
        date: dateOf(day),
        weightKg: round2(this.weight(i)),
        fatMassKg: round2(this.fat(i)),
        leanMassKg: round2(this.weight(i) - this.fat(i)),
      })
    }
    this.made = made
    return made
  }

  toJSON(): ProjectionPoint[] {
    return this.points
  }
}

/** The chart of a constant intake: points on day 0, every 7th day and `lastDay`, and the unrounded last weight. */
export interface Run {
  points: Projection
  weightKg: number
}

export function run(adult: HallAdult, intake: number, lastDay: number, start: string): Run {
  const every = H.projectionEveryDays
  const points = new Projection(start, Math.floor(lastDay / every) + (lastDay % every === 0 ? 1 : 2))
  const end = adult.simulate(intake, lastDay, (day, body) => {
    if (day % H.projectionEveryDays === 0 || day === lastDay) points.add(day, body)
  })
  return { points, weightKg: end.weightKg }
}

export const projection = (adult: HallAdult, intake: number, lastDay: number, start: string): Projection =>
  run(adult, intake, lastDay, start).points

export interface DynamicGoal {
  /** First whole day at or below the target; null when not reached within the horizon. */
  days: number | null
  projection: Projection
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
  // A plateau at or above the target is never passed: the chart shows the first year.
  if (plateau >= targetWeightKg)
    return { days: null, projection: projection(adult, intake, H.projectionDaysWithoutGoal, start), plateauWeightKg }
  const points = new Projection(start)
  let days: number | null = null
  adult.simulate(intake, H.searchDays, (day, body) => {
    const reached = body.weightKg <= targetWeightKg
    if (day % H.projectionEveryDays === 0 || reached) points.add(day, body)
    if (reached) days = day
    return reached
  })
  // Not reached within the horizon: the chart shows the first year, ending on day 365.
  if (days === null) return { days, projection: projection(adult, intake, H.projectionDaysWithoutGoal, start), plateauWeightKg }
  return { days, projection: points, plateauWeightKg }
}

/** The first day the weight reaches the target (at or below it losing, at or above it gaining), or null within the horizon. */
export function dayReaching(adult: HallAdult, intake: number, targetWeightKg: number, horizon: number): number | null {
  const gaining = targetWeightKg > adult.baseline.weightKg
  let found: number | null = null
  adult.simulate(intake, horizon, (day, body) => {
    if (gaining ? body.weightKg < targetWeightKg : body.weightKg > targetWeightKg) return false
    found = day
    return true
  })
  return found
}

/** A root of an increasing function, and the function's slope near it. */
interface Root {
  x: number
  slope: number
  /** How far `slope` may be off, relative: the change between the last two secant slopes. */
  slopeDoubt: number
}

/**
 * The root of an increasing, almost linear `f` by the secant method from `x0` (where f is
 * known) and `x1`, to within `tolerance`, never below `lowest`: when f is still positive
 * there, the root is below it and `lowest` is the answer.
 */
function secantRoot(f: (x: number) => number, x0: number, f0: number, x1: number, lowest: number, tolerance: number): Root {
  // The points must differ to give a slope: at least a kcal apart, toward the root.
  if (!(Math.abs(x1 - x0) >= 1)) x1 = x0 + (f0 > 0 ? -1 : 1)
  x1 = Math.max(lowest, x1)
  let f1 = f(x1)
  // After a single slope there is nothing to compare it with: it is doubted wholly.
  let previous: number | undefined
  const doubtOf = (slope: number) => (previous === undefined ? 1 : Math.abs(slope - previous) / slope)
  for (let i = 0; i < 60; i++) {
    const slope = (f1 - f0) / (x1 - x0)
    const slopeDoubt = doubtOf(slope)
    if (x1 === lowest && f1 > 0) return { x: lowest, slope, slopeDoubt }
    const x2 = Math.max(lowest, x1 - f1 / slope)
    if (Math.abs(x2 - x1) < tolerance) return { x: x2, slope, slopeDoubt }
    x0 = x1
    f0 = f1
    x1 = x2
    f1 = f(x1)
    previous = slope
  }
  const slope = (f1 - f0) / (x1 - x0)
  return { x: x1, slope, slopeDoubt: doubtOf(slope) }
}

/** How close to a rounding boundary (kcal) the sketch's estimate is checked against the model itself. */
const BOUNDARY_CHECK_KCAL = 0.02
/**
 * The sketch's secant stops once a step is below this (kcal): the estimate need only pick the
 * whole kcal the model runs at, and on a miss this near linear, the step after one of 3 kcal
 * is a few hundredths. A tighter stop cost a third sketch in most searches, with no fewer model runs.
 */
const SKETCH_TOLERANCE_KCAL = 3

export interface IntakeForDate {
  /** Whole kcal/day: the constant intake reaching the target on the day, rounded; or the bound held. */
  intake: number
  /** True when even the bound (the floor losing, the ceiling gaining) leaves the weight short of the target on the day. */
  boundHeld: boolean
  run: Run
}

/** The intakes a search may answer: a floor when losing, a ceiling when gaining. */
export interface IntakeBounds {
  floor?: number
  ceiling?: number
}

/**
 * The constant intake, to the nearest kcal, whose weight on `day` is the target; with a
 * floor (losing) or a ceiling (gaining), that bound when even it falls short. The sketch finds the intake to a
 * fraction of a kcal; the model then runs at its nearest whole kcal, and that run's miss,
 * over the sketch's slope, says whether the root rounds there, or where to run again. An
 * estimate near a rounding boundary is settled by running the model at the boundary.
 */
export function intakeForDate(
  adult: HallAdult,
  targetWeightKg: number,
  day: number,
  start: string,
  { floor, ceiling }: IntakeBounds = {},
): IntakeForDate {
  const sketchMiss = (intake: number) => adult.sketchWeightAfter(intake, day) - targetWeightKg
  // From maintenance, where the weight holds (a miss known without running), and the static rule's intake.
  const staticIntake = adult.maintenance + ((targetWeightKg - adult.baseline.weightKg) * ENERGY_PER_KG.value) / day
  const estimate = secantRoot(
    sketchMiss,
    adult.maintenance,
    adult.baseline.weightKg - targetWeightKg,
    staticIntake,
    floor ?? 0,
    SKETCH_TOLERANCE_KCAL,
  )
  // The model's evidence: the root is at least `below` and less than `above`.
  let below = -Infinity
  let above = Infinity
  const learn = (intake: number, miss: number) => {
    if (miss > 0) above = Math.min(above, intake)
    else below = Math.max(below, intake)
  }
  const check = (boundary: number) => learn(boundary, adult.weightAfter(boundary, day) - targetWeightKg)
  // The whole kcal the root rounds to, by the estimate kept within the evidence.
  const nearest = (root: number) => {
    let n = Math.round(Math.min(Math.max(root, below), above))
    if (n - 0.5 >= above) n -= 1
    if (n + 0.5 <= below) n += 1
    return Math.min(ceiling ?? Number.POSITIVE_INFINITY, Math.max(floor ?? 0, n))
  }
  const ran = new Set<number>()
  let intake = nearest(estimate.x)
  for (;;) {
    const tried = run(adult, intake, day, start)
    ran.add(intake)
    const miss = tried.weightKg - targetWeightKg
    learn(intake, miss)
    if ((intake === floor && miss > 0) || (intake === ceiling && miss < 0)) return { intake, boundHeld: true, run: tried }
    const root = intake - miss / estimate.slope
    const boundary = root >= intake ? intake + 0.5 : intake - 0.5
    // The slope carries the miss back to a root; a slope off by its doubt moves that root by as much.
    const margin = BOUNDARY_CHECK_KCAL + estimate.slopeDoubt * Math.abs(root - intake)
    if (Math.abs(root - boundary) < margin) check(boundary)
    let next = nearest(root)
    // Back to a run already made: the estimates disagree, so the model settles the boundary between.
    if (next !== intake && ran.has(next)) {
      check((intake + next) / 2)
      next = nearest(root)
    }
    if (next === intake) return { intake, boundHeld: false, run: tried }
    intake = next
  }
}

/** The intake whose plateau is the given weight: the maintenance calories at that weight. */
export function maintenanceAt(adult: HallAdult, weightKg: number): number {
  const miss = (intake: number) => adult.plateauWeightKg(intake) - weightKg
  // The plateau is almost linear in intake: a first secant over 1 kcal lands near the root.
  return secantRoot(miss, adult.maintenance, adult.baseline.weightKg - weightKg, adult.maintenance, 0, 1e-6).x
}
