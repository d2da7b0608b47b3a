/**
 * The weight-loss estimator's static timeline: at most 200 evenly spaced points from day 0 to
 * the goal day. The first is the current weight and the last the target, exactly as given; in
 * between, the weight falls linearly, rounded to 2 decimals and kept within [target, current]
 * so that it never increases. Already at target (0 days): the single point is the current weight.
 *
 * Kept as the line's few numbers, each point's day and weight computed when read: its objects
 * and date strings are made only when asked for (`points`; JSON.stringify through `toJSON`),
 * and the API writes its JSON straight from the numbers (server/http/projection-json.ts), as a
 * dynamic projection's. Making 200 points and stringifying them were most of the estimator's time.
 */
import { forwardDates } from '../dates.ts'
import type { Projection } from '../dynamic/projection.ts'
import { round2, tenThousandths } from '../rounding.ts'

export const MAX_TIMELINE_POINTS = 200

/**
 * The line's weight on `day` in whole hundredths of a kg, rounded half up, from the current
 * weight and the weekly pace in ten-thousandths: (7·current − pace·day) / 7 exactly, in integers
 * a double holds (below 2^53 within the bounds). In binary, current − pace·day/7 loses to
 * cancellation more than the rounding's noise cleaning allows: 359.1022 − 0.2302·9002/7 is
 * 63.065 exactly, and came out 63.06.
 */
const exactHundredths = (current: number, pace: number, day: number): number => Math.floor((2 * (7 * current - pace * day) + 700) / 1400)

export interface TimelinePoint {
  day: number
  date: string
  weightKg: number
}

/** The calculators' projections kept as numbers: a dynamic model's, or this static line. */
export type ProjectionNumbers = Projection | StaticTimeline

export class StaticTimeline {
  readonly length: number
  private made: TimelinePoint[] | undefined
  /** The current weight and the pace in ten-thousandths, when both have at most 4 decimals: the line is then exact. */
  private readonly exact: { current: number; pace: number } | undefined

  constructor(
    /** Day 0, YYYY-MM-DD. */
    readonly start: string,
    private readonly currentKg: number,
    private readonly targetKg: number,
    private readonly weeklyKg: number,
    private readonly days: number,
  ) {
    this.length = days === 0 ? 1 : Math.min(days + 1, MAX_TIMELINE_POINTS)
    const current = tenThousandths(currentKg)
    const pace = tenThousandths(weeklyKg)
    this.exact = current === undefined || pace === undefined ? undefined : { current, pace }
  }

  day(i: number): number {
    return i === 0 ? 0 : Math.round((i * this.days) / (this.length - 1))
  }

  /** The weight as published: the inputs at both ends, the rule's line to 0.01 kg between. `day`: this.day(i), where the caller has it. */
  publishedWeight(i: number, day = this.day(i)): number {
    if (i === 0) return this.currentKg
    if (i === this.length - 1) return this.targetKg
    return Math.min(this.currentKg, Math.max(this.targetKg, this.lineWeight(day)))
  }

  /** The rule's line on `day`, to 0.01 kg: exactly where the inputs allow, else in binary and rounded as every figure is. */
  private lineWeight(day: number): number {
    if (this.exact === undefined) return round2(this.currentKg - (this.weeklyKg * day) / 7)
    return exactHundredths(this.exact.current, this.exact.pace, day) / 100
  }

  get points(): TimelinePoint[] {
    if (this.made !== undefined) return this.made
    const dateOf = forwardDates(this.start)
    const made: TimelinePoint[] = []
    for (let i = 0; i < this.length; i++) {
      const day = this.day(i)
      made.push({ day, date: dateOf(day), weightKg: this.publishedWeight(i, day) })
    }
    this.made = made
    return made
  }

  toJSON(): TimelinePoint[] {
    return this.points
  }
}
