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
