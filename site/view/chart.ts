/**
 * Projected weight over time as an inline SVG, drawn on the server (it works without script
 * and prints) and redrawn by the browser module in the person's units: the static rule's line,
 * the dynamic model's, the target marked, both axes labelled, and the same figures as tables
 * for screen readers.
 */
import { dayNumber, MEAN_GREGORIAN_YEAR_DAYS } from '../../metrics/dates.ts'
import type { Model } from '../../metrics/fields.ts'
import { UNIT_DEFINITIONS } from '../../metrics/units.ts'
import { html, type Markup, trusted } from './html.ts'
import { MODEL_NAMES, MODEL_NAMES_IN_TEXT } from './labels.ts'
import { counted, formatNumber } from './numbers.ts'
import { bodyWeight, kgOfPounds, longDate, longDateOfDay, poundsOf, type Units } from './units.ts'

export interface ChartPoint {
  day: number
  weightKg: number
}

export interface ChartSeries {
  model: Model
  /**
   * In day order. A static series is the rule's constant pace, drawn as the straight line from its
   * first point to its last (its weights between, rounded to 0.01 kg, would draw as steps); all its
   * points go into its table.
   */
  points: readonly ChartPoint[]
  /**
   * What the answer says of the target, where it says: the day the line reaches it (its first day
   * there by the unrounded weight), or null, not reached. The description then says that, as the
   * figures do, rather than read the drawn points, whose weights are rounded to 0.01 kg.
   */
  reachedOn?: number | null
}

export interface ChartData {
  /** Day 0, YYYY-MM-DD. */
  startDate: string
  series: ChartSeries[]
  targetKg: number
  /** A sentence on what the lines are, when the figures beside them do not say: shown under the chart and in its description. */
  note?: string
}

const WIDTH = 360
const HEIGHT = 240
/**
 * Room left of the labels for the rotated axis title, and the width of a label's character at the
 * labels' largest size (16 units, on narrow screens: site/style.ts), so that no label is cut there.
 */
const TITLE_ROOM = 26
/** The rotated axis title's baseline, far enough in that its tallest glyphs stay inside at 16 units. */
const TITLE_BASELINE = 15
const CHARACTER_WIDTH = 8.9
const RIGHT = 12
const TOP = 14
const BOTTOM = 42
/** More points than this add bytes, not shape: a line is thinned to about this many. */
export const MAX_LINE_POINTS = 120
/**
 * How far (viewBox units, vertically) a point left out of a line may lie from the line drawn past
 * it: about the precision its coordinates are written to (0.1), so leaving it out changes nothing seen.
 */
const LINE_TOLERANCE = 0.1
/** A line's table for screen readers has at most this many rows: a static timeline gives the chart no more points than that. */
export const MAX_TABLE_ROWS = 10

/**
 * Weight on the vertical axis in the person's unit, so that its ticks are round in it: kg, lb, or
 * for stones and pounds, pounds stepped by 1 or 2, half a stone, a stone or multiples, so that every
 * tick is a whole pound and its label (stones and whole pounds) sits on its line.
 */
function weightScale(u: Units) {
  if (u.system === 'metric') return { of: (kg: number) => kg, kg: (v: number) => v, unit: 'kg', ticks }
  if (u.system === 'us') return { of: poundsOf, kg: kgOfPounds, unit: 'lb', ticks }
  return { of: poundsOf, kg: kgOfPounds, unit: 'st and lb', ticks: stonePoundTicks }
}

/**
 * Ticks for stones and pounds. A step of half a stone or more, taken where 2 lb would give too many
 * ticks, may fall once or not at all within the range: the axis then reaches out to the steps around it.
 */
function stonePoundTicks(min: number, max: number, count: number): number[] {
  const step = stonePoundStep(max - min, count)
  const within = ticks(min, max, count, step)
  return within.length >= 2 ? within : ticks(Math.floor(min / step) * step, Math.ceil(max / step) * step, count, step)
}

/**
 * The weight axis over weights from `lowKg` to `highKg`, in the person's unit: padded by `padShare` of
 * their range and at least half a kilogram, with about `count` round ticks, and the span drawn.
 */
export function weightAxis(lowKg: number, highKg: number, u: Units, padShare: number, count: number) {
  const scale = weightScale(u)
  const low = scale.of(lowKg)
  const high = scale.of(highKg)
  const pad = Math.max((high - low) * padShare, scale.of(0.5))
  const ticks = scale.ticks(low - pad, high + pad, count)
  return { scale, ticks, min: Math.min(low - pad, ticks[0]!), max: Math.max(high + pad, ticks[ticks.length - 1]!) }
}

const STONE = UNIT_DEFINITIONS.poundsPerStone
/**
 * Steps in pounds that divide a stone or are whole stones: 1, 2, half a stone, a stone, 2, 5 and 10
 * stones, so whole stones fall on ticks (5 lb put them at 11 st 11 lb, 12 st 2 lb, 12 st 7 lb).
 */
const STONE_POUND_STEPS = [1, 2, STONE / 2, STONE, 2 * STONE, 5 * STONE, 10 * STONE]

function stonePoundStep(span: number, count: number): number {
  const fits = STONE_POUND_STEPS.find((step) => span / step <= count)
  return fits ?? 10 * STONE * Math.ceil(span / count / (10 * STONE))
}

/** A round step (1, 2 or 5 times a power of ten) giving about `count` intervals. */
function niceStep(span: number, count: number): number {
  const raw = Math.max(span, 1e-9) / count
  const power = 10 ** Math.floor(Math.log10(raw))
  const scaled = raw / power
  return (scaled <= 1 ? 1 : scaled <= 2 ? 2 : scaled <= 5 ? 5 : 10) * power
}

/** Ticks from `min` to `max`, about `count` intervals apart, on multiples of `step` (by default 1, 2 or 5 times a power of ten). */
export function ticks(min: number, max: number, count: number, step = niceStep(max - min, count)): number[] {
  // A whole step adds whole numbers exactly (+ 0 turns −0 into 0); a fractional one gathers noise (0.1 + 0.2), cleaned off.
  const whole = Number.isInteger(step)
  const out: number[] = []
  for (let v = Math.ceil(min / step) * step; v <= max + step * 1e-6; v += step) out.push(whole ? v + 0 : Number(v.toPrecision(12)))
  return out
}

/** Evenly spaced points, the first and the last always kept. */
export function thinned<T>(points: readonly T[], most: number): T[] {
  const out: T[] = []
  for (let i = 0; i < Math.min(points.length, most); i++) out.push(points[thinnedIndex(i, points.length, most)]!)
  return out
}

/** The index of the i-th of the points `thinned` keeps of `count` (all of them when there are no more than `most`). */
export const thinnedIndex = (i: number, count: number, most: number): number =>
  count <= most ? i : Math.round((i * (count - 1)) / (most - 1))

/**
 * The first day a line is at its target, if it gets there, from the side it starts on: at or
 * below it for a loss, at or above it for a gain (a gaining line starts below its target, so
 * "at or below" would hold on day 0).
 */
function firstDayAtTarget(s: ChartSeries, targetKg: number): number | undefined {
  const gaining = s.points[0]!.weightKg < targetKg
  return s.points.find((p) => (gaining ? p.weightKg >= targetKg : p.weightKg <= targetKg))?.day
}

/**
 * A time label's character at the labels' largest size (16 units), taken as a digit: DejaVu Sans's digits,
 * 0.636 em, are as wide as any common system font's (Debian's Chromium draws the labels in it).
 */
const DIGIT_WIDTH = 10.2

/**
 * The time axis of a chart from day 0 to `lastDay`, a day drawn at `x(day)` in a chart `width` wide: in
 * weeks, or past two years in years (a plan of 23 years read "1,200" weeks). As many round ticks as leave
 * a digit's room between labels as wide as the widest (a step of at least the span over their count sets
 * them that far apart), and none whose label runs past the right edge: at 320 px the last was cut, and
 * "800" ran into "1,000".
 */
function timeAxis(lastDay: number, x: (day: number) => number, width: number) {
  const days = lastDay > 2 * MEAN_GREGORIAN_YEAR_DAYS ? MEAN_GREGORIAN_YEAR_DAYS : 7
  const span = lastDay / days
  // Labels of one decimal below 6 units (a step under 1), of the span's digits above.
  const widest = (Math.max(formatNumber(span).length, 3) + 1) * DIGIT_WIDTH
  const placed: { x: number; label: string }[] = []
  for (const v of ticks(0, span, Math.min(6, Math.floor((x(lastDay) - x(0)) / widest)))) {
    const label = formatNumber(v, 1)
    if (x(v * days) + (label.length * DIGIT_WIDTH) / 2 <= width) placed.push({ x: x(v * days), label })
  }
  return { title: days === 7 ? 'Weeks' : 'Years', ticks: placed }
}

const weeks = (day: number): string => formatNumber(day / 7, 1)
/** Days as weeks in a sentence: "1 week", "1.1 weeks". */
const inWeeks = (day: number): string => counted(day / 7, 1, 'week')

/**
 * The text of each coordinate in the viewBox written so far, by its tenths (at most 3,601 strings):
 * a chart writes a hundred per request, and a text kept is one piece instead of three to join and
 * flatten each time.
 */
const COORDINATES: (string | undefined)[] = Array.from({ length: WIDTH * 10 + 1 })

const tenthsText = (tenths: number): string => {
  const whole = Math.floor(tenths / 10)
  return `${whole}.${tenths - whole * 10}`
}

/**
 * `n.toFixed(1)` for a coordinate (never negative here), without the cost of the general
 * conversion. Near a half, where the product n × 10 may have rounded across it, the exact
 * conversion decides.
 */
function at(n: number): string {
  const scaled = n * 10
  const tenths = Math.round(scaled)
  if (n < 0 || n >= 1e6 || Math.abs(Math.abs(scaled - tenths) - 0.5) < 1e-6) return n.toFixed(1)
  if (tenths >= COORDINATES.length) return tenthsText(tenths)
  const text = COORDINATES[tenths] ?? tenthsText(tenths)
  COORDINATES[tenths] = text
  return text
}

/**
 * Which points a curve needs, as indices: each point is left out that the straight segment between
 * the points kept around it passes within LINE_TOLERANCE of (vertically, before coordinates are
 * written to 0.1: within about 0.15 as drawn). One pass, for x strictly increasing: from the last
 * point kept, the slopes that pass every point skipped since within the tolerance, narrowed point
 * by point; a point outside them keeps the one before it.
 */
export function keptPoints(xs: readonly number[], ys: readonly number[]): number[] {
  if (xs.length === 0) return []
  const kept = [0]
  let anchor = 0
  let low = -Infinity
  let high = Infinity
  for (let i = 1; i < xs.length; i++) {
    let dx = xs[i]! - xs[anchor]!
    const slope = (ys[i]! - ys[anchor]!) / dx
    // Negated, so that a slope that is not a number keeps a point too; never the anchor twice.
    if (!(slope >= low && slope <= high) && i - 1 > anchor) {
      anchor = i - 1
      kept.push(anchor)
      dx = xs[i]! - xs[anchor]!
      low = -Infinity
      high = Infinity
    }
    low = Math.max(low, (ys[i]! - LINE_TOLERANCE - ys[anchor]!) / dx)
    high = Math.min(high, (ys[i]! + LINE_TOLERANCE - ys[anchor]!) / dx)
  }
  if (xs.length > 1) kept.push(xs.length - 1)
  return kept
}

/** The indices of a series' points its line is drawn through: a static rule's ends; a curve's bends, at most MAX_LINE_POINTS. */
function lineIndices(s: ChartSeries, xs: readonly number[], ys: readonly number[]): number[] {
  if (s.model === 'static') return xs.length > 1 ? [0, xs.length - 1] : [0]
  const kept = keptPoints(xs, ys)
  return thinned(kept, MAX_LINE_POINTS)
}

/**
 * The chart in words: where each line gets to. A line that starts at its target has nothing to
 * reach (it would "reach it in 0 weeks"): where it is at its end is said instead.
 */
function describe(data: ChartData, u: Units): string {
  const start = data.series[0]!.points[0]!.weightKg
  const lines = data.series.map((s) => {
    const day =
      s.points[0]!.weightKg === data.targetKg
        ? undefined
        : s.reachedOn === undefined
          ? firstDayAtTarget(s, data.targetKg)
          : (s.reachedOn ?? undefined)
    const end = s.points[s.points.length - 1]!
    const outcome = day === undefined ? `is at ${bodyWeight(end.weightKg, u)} after ${inWeeks(end.day)}` : `reaches it in ${inWeeks(day)}`
    return `${MODEL_NAMES_IN_TEXT[s.model]} ${outcome}`
  })
  const heading =
    start === data.targetKg
      ? `Starting at the target of ${bodyWeight(start, u)}`
      : `From ${bodyWeight(start, u)}${start < data.targetKg ? ' up' : ''} towards a target of ${bodyWeight(data.targetKg, u)}`
  return `${heading}: the ${lines.join('; the ')}.${data.note === undefined ? '' : ` ${data.note}`}`
}

/**
 * A row per thinned point, built by concatenation: a table is drawn per request. Every cell is
 * a number, date or weight this module formats, none of which has a character to escape.
 */
function table(s: ChartSeries, startDay: number, u: Units): string {
  let rows = ''
  for (const p of thinned(s.points, MAX_TABLE_ROWS))
    rows += `<tr><td>${weeks(p.day)}</td><td>${longDateOfDay(startDay + p.day, u)}</td><td>${bodyWeight(p.weightKg, u)}</td></tr>`
  return `<table><caption>Projected weight: ${MODEL_NAMES[s.model]}</caption><thead><tr><th scope="col">Week</th><th scope="col">Date</th><th scope="col">Weight</th></tr></thead><tbody>${rows}</tbody></table>`
}

/**
 * The frame of a weight chart from day 0 to `lastDay` over weights from `lowKg` to `highKg` (`padShare`,
 * `count`: weightAxis's): where a day and a weight in the person's unit are drawn, the weight labels given
 * the room on the left their widest needs, and the markup before the lines (the grid, its labels, the time
 * axis) and after them (the axes' titles, the time axis's from `start`, a long date).
 */
export function chartFrame(lowKg: number, highKg: number, lastDay: number, u: Units, padShare: number, count: number) {
  const { scale, ticks: yTicks, min: yMin, max: yMax } = weightAxis(lowKg, highKg, u, padShare, count)
  const yLabels = yTicks.map((v) => bodyWeight(scale.kg(v), u))
  let widest = 0
  for (const label of yLabels) widest = Math.max(widest, label.length)
  const left = Math.round(TITLE_ROOM + CHARACTER_WIDTH * widest)
  const right = WIDTH - RIGHT
  const x = (day: number) => left + (day / lastDay) * (right - left)
  const y = (value: number) => TOP + ((yMax - value) / (yMax - yMin)) * (HEIGHT - TOP - BOTTOM)
  let grid = ''
  for (let i = 0; i < yTicks.length; i++) {
    const at1 = at(y(yTicks[i]!))
    grid += `<line x1="${left}" x2="${right}" y1="${at1}" y2="${at1}"/><text x="${left - 6}" y="${at(y(yTicks[i]!) + 4)}" text-anchor="end">${yLabels[i]}</text>`
  }
  const time = timeAxis(lastDay, x, WIDTH)
  for (const t of time.ticks) grid += `<text x="${at(t.x)}" y="${HEIGHT - BOTTOM + 16}" text-anchor="middle">${t.label}</text>`
  return {
    scale,
    x,
    y,
    left,
    right,
    /** The svg's opening, its title and description, the grid and the time axis's line. */
    before: (title: string, description: string) =>
      html`<svg viewBox="0 0 ${WIDTH} ${HEIGHT}" role="img" aria-labelledby="chart-title chart-desc"><title id="chart-title">${title}</title><desc id="chart-desc">${description}</desc><g class="grid">${trusted(grid)}</g><line class="axis" x1="${left}" x2="${right}" y1="${HEIGHT - BOTTOM}" y2="${HEIGHT - BOTTOM}"/>`,
    after: (start: string) =>
      html`<text x="${(left + right) / 2}" y="${HEIGHT - 6}" text-anchor="middle">${time.title} from ${start}</text><text transform="rotate(-90)" x="${-(TOP + HEIGHT - BOTTOM) / 2}" y="${TITLE_BASELINE}" text-anchor="middle">Weight (${scale.unit})</text></svg>`,
  }
}

/** A line through points already in drawing coordinates, written to 0.1. */
export function polyline(className: string, xs: readonly number[], ys: readonly number[], indices: readonly number[]): string {
  let points = ''
  for (const i of indices) points += `${points === '' ? '' : ' '}${at(xs[i]!)},${at(ys[i]!)}`
  return `<polyline class="${className}" points="${points}"/>`
}

export function renderChart(data: ChartData, u: Units): Markup {
  let low = data.targetKg
  let high = low
  let lastDay = 7
  for (const s of data.series)
    for (const p of s.points) {
      if (p.weightKg < low) low = p.weightKg
      if (p.weightKg > high) high = p.weightKg
      if (p.day > lastDay) lastDay = p.day
    }
  const frame = chartFrame(low, high, lastDay, u, 0.05, 5)
  const { scale, x, y, left, right } = frame
  let lines = ''
  let legend = ''
  let tables = ''
  const startDay = dayNumber(data.startDate)
  for (const s of data.series) {
    const xs = s.points.map((p) => x(p.day))
    const ys = s.points.map((p) => y(scale.of(p.weightKg)))
    lines += polyline(`line ${s.model}`, xs, ys, lineIndices(s, xs, ys))
    legend += `<li><span class="swatch ${s.model}"></span>${MODEL_NAMES[s.model]}</li>`
    tables += table(s, startDay, u)
  }
  const targetY = at(y(scale.of(data.targetKg)))
  return html`<figure class="chart">${frame.before('Projected weight', describe(data, u))}<line class="target" x1="${left}" x2="${right}" y1="${targetY}" y2="${targetY}"/><text class="target-label" x="${left + 6}" y="${at(Number(targetY) - 6)}">Target ${bodyWeight(
    data.targetKg,
    u,
  )}</text>${trusted(lines)}${frame.after(longDate(data.startDate, u))}<figcaption><ul class="legend">${trusted(
    legend,
  )}<li><span class="swatch target"></span>Target</li></ul>${data.note === undefined ? '' : html`<p class="chart-note">${data.note}</p>`}</figcaption></figure><div class="visually-hidden">${trusted(tables)}</div>`
}
