/**
 * What plans ask of the Hall model: the day a constant intake reaches a target weight, the
 * chart points on the way and the weight it settles at (the constant intake that reaches a
 * target on a given day is searched for in intake-search.ts).
 */

import { activityMultiplier, type Body, mifflinStJeor } from '../calculators/energy.ts'
import { DYNAMIC_MODEL_HORIZON } from '../constants.ts'
import { forwardDates } from '../dates.ts'
import type { ActivityLevel } from '../fields.ts'
import { round2 } from '../rounding.ts'
import { type BodyState, HallAdult, keepsLeanTissue } from './hall-adult.ts'

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

  /** Drops the points after `day` (kept in order of day). */
  keepTo(day: number): void {
    while (this.count > 0 && this.day(this.count - 1) > day) this.count--
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

  /** The weight as published (0.01 kg). */
  publishedWeight(i: number): number {
    return round2(this.weight(i))
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
        weightKg: this.publishedWeight(i),
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

/**
 * The chart of a constant intake: points on day 0, every 7th day and `lastDay`, or, when the
 * model's body runs out of lean tissue first, up to the last day it keeps any (no answer is read
 * beyond it); and the model's unrounded weight on `lastDay`, which the search needs either way.
 */
export interface Run {
  points: Projection
  weightKg: number
  /** The first day without lean tissue; null when the body keeps some through `lastDay`. */
  leavesOn: number | null
}

export function run(adult: HallAdult, intake: number, lastDay: number, start: string): Run {
  const every = H.projectionEveryDays
  const points = new Projection(start, Math.floor(lastDay / every) + (lastDay % every === 0 ? 1 : 2))
  let leavesOn: number | null = null
  // One test a day on the common path; the rare run that leaves the model is cut afterwards.
  const end = adult.simulate(intake, lastDay, (day, body) => {
    if (!keepsLeanTissue(body)) leavesOn ??= day
    else if (day % every === 0 || day === lastDay) points.add(day, body)
  })
  if (leavesOn !== null) endOnLastBodyDay(adult, intake, points, leavesOn - 1)
  return { points, weightKg: end.weightKg, leavesOn }
}

/** Cuts a chart at its last day with lean tissue, run again to it (rare: only bodies beyond the model). */
function endOnLastBodyDay(adult: HallAdult, intake: number, points: Projection, lastBodyDay: number): void {
  points.keepTo(lastBodyDay)
  if (points.day(points.length - 1) < lastBodyDay)
    points.add(
      lastBodyDay,
      adult.simulate(intake, lastBodyDay, () => {}),
    )
}

export const projection = (adult: HallAdult, intake: number, lastDay: number, start: string): Projection =>
  run(adult, intake, lastDay, start).points

export interface DynamicGoal {
  /** First whole day at or below the target; null when not reached within the horizon, or only past the model. */
  days: number | null
  projection: Projection
  /** The weight this intake settles at; null when the body settling there would have no lean tissue. */
  plateauWeightKg: number | null
  /** The day the body runs out of lean tissue, when that comes before the target (within the horizon). */
  leavesOn: number | null
}

/**
 * The goal under the model at a constant intake, in one simulation that collects the chart
 * points as it goes. A plateau the model keeps, at or above the target, is never passed, so only
 * the year shown is simulated; otherwise the run stops on the goal day, or on the first day
 * without lean tissue.
 */
export function dynamicGoal(adult: HallAdult, intake: number, targetWeightKg: number, start: string): DynamicGoal {
  const plateau = adult.steadyState(intake)
  const plateauWeightKg = keepsLeanTissue(plateau) ? round2(plateau.weightKg) : null
  const firstYear = () => projection(adult, intake, H.projectionDaysWithoutGoal, start)
  if (adult.baseline.weightKg <= targetWeightKg)
    return { days: 0, projection: projection(adult, intake, 0, start), plateauWeightKg, leavesOn: null }
  if (plateauWeightKg !== null && plateau.weightKg >= targetWeightKg)
    return { days: null, projection: firstYear(), plateauWeightKg, leavesOn: null }
  const points = new Projection(start)
  let days: number | null = null
  let leavesOn: number | null = null
  adult.simulate(intake, H.searchDays, (day, body) => {
    if (!keepsLeanTissue(body)) {
      leavesOn = day
      return true
    }
    const reached = body.weightKg <= targetWeightKg
    if (day % H.projectionEveryDays === 0 || reached) points.add(day, body)
    if (reached) days = day
    return reached
  })
  // Not reached within the horizon, or only past the model: the chart shows the first year, ending on day 365.
  if (days === null) return { days, projection: firstYear(), plateauWeightKg, leavesOn }
  return { days, projection: points, plateauWeightKg, leavesOn }
}

/** When a constant intake reaches a target: the day, or the day its body runs out of lean tissue first. */
export interface Reach {
  /** The first day at or below the target (losing; at or above it gaining), or null within the horizon. */
  day: number | null
  leavesOn: number | null
}

/** The first day the weight reaches the target, stopping on the first day without lean tissue, within the horizon. */
export function dayReaching(adult: HallAdult, intake: number, targetWeightKg: number, horizon: number): Reach {
  const gaining = targetWeightKg > adult.baseline.weightKg
  const found: Reach = { day: null, leavesOn: null }
  adult.simulate(intake, horizon, (day, body) => {
    if (!keepsLeanTissue(body)) {
      found.leavesOn = day
      return true
    }
    if (gaining ? body.weightKg < targetWeightKg : body.weightKg > targetWeightKg) return false
    found.day = day
    return true
  })
  return found
}
