/**
 * The constant intake that reaches a target weight on a given day, and the intake that holds a
 * weight: roots of the Hall model found by the secant method, the cheap sketch first and the
 * model itself to settle the rounding.
 */
import { ENERGY_PER_KG } from '../constants.ts'
import { type HallAdult, keepsLeanTissue } from './hall-adult.ts'
import { type Run, run } from './projection.ts'

/** A root of an increasing function, and the function's slope near it. */
interface Root {
  x: number
  slope: number
  /** How far `slope` may be off, relative: the change between the last two secant slopes. */
  slopeDoubt: number
}

/** Where a root is looked for: an answer beyond a bound is the bound. */
interface SearchRange {
  lowest: number
  highest?: number
  /** How far apart (at most) the two points may be whose slope the answer carries; by default any. */
  slopeSpan?: number
}

/**
 * The root of an increasing, almost linear `f` by the secant method from `x0` (where f is
 * known) and `x1`, to within `tolerance`, within the range: when f is still positive at
 * `lowest`, the root is below it and `lowest` is the answer; when still negative at `highest`,
 * `highest` is. The range also keeps the points where f is almost linear: far beyond it (a
 * gain of hundreds of kg by the next day asks millions of kcal), the model's fat grows
 * exponentially, and a secant through such a point has a slope so steep that its next step,
 * a fraction of a kcal, looked like convergence at the starting intake. With a `slopeSpan`, a
 * step within `tolerance` ends the search only when its slope came from points that near.
 */
function secantRoot(f: (x: number) => number, x0: number, f0: number, x1: number, range: SearchRange, tolerance: number): Root {
  const { lowest, highest = Number.POSITIVE_INFINITY, slopeSpan = Number.POSITIVE_INFINITY } = range
  const within = (x: number) => Math.min(highest, Math.max(lowest, x))
  // The points must differ to give a slope: at least a kcal apart, toward the root.
  if (!(Math.abs(x1 - x0) >= 1)) x1 = x0 + (f0 > 0 ? -1 : 1)
  x1 = within(x1)
  let f1 = f(x1)
  // After a single slope there is nothing to compare it with: it is doubted wholly.
  let previous: number | undefined
  const doubtOf = (slope: number) => (previous === undefined ? 1 : Math.abs(slope - previous) / slope)
  for (let i = 0; i < 60; i++) {
    const slope = (f1 - f0) / (x1 - x0)
    const slopeDoubt = doubtOf(slope)
    if ((x1 === lowest && f1 > 0) || (x1 === highest && f1 < 0)) return { x: x1, slope, slopeDoubt }
    const x2 = within(x1 - f1 / slope)
    // A step of nothing is a root found: another would take a slope between two equal points.
    if (x2 === x1 || (Math.abs(x2 - x1) < tolerance && Math.abs(x1 - x0) <= slopeSpan)) return { x: x2, slope, slopeDoubt }
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
/**
 * The sketch's answer carries a slope from points at most this far apart (kcal). Where the weight
 * bends with intake (a body whose fat runs out before the goal day), a secant from the static
 * rule's intake thousands of kcal away gave 0.053 kg per kcal against 0.031 at the root, and the
 * model's first run, read with it, was taken for the wrong whole kcal (1451 where 1450.44 rounds
 * to 1450). Near the root, one more sketch gives the slope there.
 */
const SKETCH_SLOPE_SPAN_KCAL = 30

export interface IntakeForDate {
  /** Whole kcal/day: the constant intake reaching the target on the day, rounded; or the bound held. */
  intake: number
  /**
   * True when even the bound (the floor losing, the ceiling gaining) leaves the weight short of the
   * target on the day. Read from the run's weight on the day, so when `run.leavesOn` is set it comes
   * from a body without lean tissue: the caller judges the domain first.
   */
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
    { lowest: floor ?? 0, highest: ceiling, slopeSpan: SKETCH_SLOPE_SPAN_KCAL },
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
  let last: { intake: number; miss: number } | undefined
  for (;;) {
    const tried = run(adult, intake, day, start)
    ran.add(intake)
    const miss = tried.weightKg - targetWeightKg
    learn(intake, miss)
    if ((intake === floor && miss > 0) || (intake === ceiling && miss < 0)) return { intake, boundHeld: true, run: tried }
    // The sketch's slope serves the first steps. Where it is far off, its steps creep a kcal at a time
    // (a slope taken from millions of kcal once cost 8,000 model runs in one request): from the third
    // run on, the model's own secant leads.
    const modelSlope = last === undefined ? Number.NaN : (miss - last.miss) / (intake - last.intake)
    const slope = ran.size >= 3 && modelSlope > 0 ? modelSlope : estimate.slope
    last = { intake, miss }
    const root = intake - miss / slope
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

/**
 * Why no intake holds a weight: its steady state would have no lean tissue (beyond the model),
 * or even no intake at all settles above it (it would take a negative one).
 */
export type NoMaintenance = 'no-lean-tissue' | 'above-no-intake'

/**
 * The intake whose plateau is the given weight, the maintenance calories at that weight; or
 * why none is, when the steady state there is no body's or needs an intake below zero.
 */
export function maintenanceAt(adult: HallAdult, weightKg: number): { intake: number } | { none: NoMaintenance } {
  const miss = (intake: number) => adult.plateauWeightKg(intake) - weightKg
  // The plateau is almost linear in intake: a first secant over 1 kcal lands near the root.
  const { x: intake } = secantRoot(miss, adult.maintenance, adult.baseline.weightKg - weightKg, adult.maintenance, { lowest: 0 }, 1e-6)
  const settled = adult.steadyState(intake)
  // Held at no intake, the search's lowest, and still settling above the weight: only an intake below
  // zero would hold it. Lean tissue rises with intake, so none there is none at the weight either.
  if (intake === 0 && settled.weightKg > weightKg) return { none: keepsLeanTissue(settled) ? 'above-no-intake' : 'no-lean-tissue' }
  return keepsLeanTissue(settled) ? { intake } : { none: 'no-lean-tissue' }
}

/**
 * The lowest weight the model describes this body holding (kg): where the steady state has no lean
 * tissue left (lean tissue rises with intake, and so does the weight it settles at), or, when even
 * no intake keeps some, the weight no intake settles at. A target below it has no maintenance; the
 * weight where a run's lean tissue runs out barely moves with intake, so a later goal date does not
 * bring one within the model either (none did in random checks, docs/decisions.md).
 */
export function lowestHeldWeightKg(adult: HallAdult): number {
  const lean = (intake: number) => adult.steadyState(intake).leanKg
  const half = adult.maintenance / 2
  const { x: intake } = secantRoot(lean, adult.maintenance, lean(adult.maintenance), half, { lowest: 0 }, 1e-6)
  return adult.steadyState(intake).weightKg
}
