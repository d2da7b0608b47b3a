/**
 * A dynamic-model projection as a view meets it: a Projection in the server (the calculators'
 * own object, its numbers unrounded) or, in the browser module, the array of points the JSON API
 * publishes for it. The chart needs only each point's day and weight, as published (0.01 kg):
 * read from the numbers, without making the dates and masses a chart never draws.
 */
import type { Projection, ProjectionPoint } from '../../metrics/dynamic/projection.ts'
import { round2 } from '../../metrics/rounding.ts'
import type { ChartPoint } from './chart.ts'

export type ProjectionView = Projection | readonly ProjectionPoint[]

/** Each point's day and weight. */
export function chartPoints(projection: ProjectionView): readonly ChartPoint[] {
  if (Array.isArray(projection)) return projection as readonly ProjectionPoint[]
  const p = projection as Projection
  const points: ChartPoint[] = []
  for (let i = 0; i < p.length; i++) points.push({ day: p.day(i), weightKg: round2(p.weight(i)) })
  return points
}

/** Day 0's date, YYYY-MM-DD. */
export const startDateOf = (projection: ProjectionView): string =>
  Array.isArray(projection) ? (projection as readonly ProjectionPoint[])[0]!.date : (projection as Projection).start
