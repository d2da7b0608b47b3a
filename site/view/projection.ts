/**
 * A projection as a view meets it: in the server, the calculators' own object (a dynamic model's
 * Projection, its numbers unrounded, or a static timeline's line); in the browser module, the
 * array of points the JSON API publishes for it. The chart needs only each point's day and
 * weight, as published: read from the numbers, without making the dates and masses a chart
 * never draws.
 */
import type { ProjectionNumbers, TimelinePoint } from '../../metrics/calculators/static-timeline.ts'
import { type ChartPoint, thinned, thinnedIndex } from './chart.ts'

export type ProjectionView = ProjectionNumbers | readonly TimelinePoint[]

/** Each point's day and weight; with `most`, only the points `thinned` keeps of them (read alone from numbers). */
export function chartPoints(projection: ProjectionView, most = Number.POSITIVE_INFINITY): readonly ChartPoint[] {
  if (Array.isArray(projection)) return thinned(projection as readonly TimelinePoint[], most)
  const p = projection as ProjectionNumbers
  // Read once: a projection's length is a getter, which asked twice a point cost as much as the point itself.
  const length = p.length
  const points: ChartPoint[] = []
  for (let i = 0; i < Math.min(length, most); i++) {
    const at = thinnedIndex(i, length, most)
    points.push({ day: p.day(at), weightKg: p.publishedWeight(at) })
  }
  return points
}

/** Day 0's date, YYYY-MM-DD. */
export const startDateOf = (projection: ProjectionView): string =>
  Array.isArray(projection) ? (projection as readonly TimelinePoint[])[0]!.date : (projection as ProjectionNumbers).start
