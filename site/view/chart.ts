/**
 * Projected weight over time as an inline SVG, drawn on the server (it works without script
 * and prints) and redrawn by the browser module in the person's units: the static rule's line,
 * the dynamic model's, the target marked, both axes labelled, and the same figures as tables
 * for screen readers.
 */
import { addDays, formatLongDate } from '../../metrics/dates.ts'
import { UNIT_DEFINITIONS } from '../../metrics/units.ts'
import { html, type Markup } from './html.ts'
import { formatNumber } from './numbers.ts'
import { bodyWeight, kgOfPounds, poundsOf, type Units } from './units.ts'

export interface ChartPoint {
  day: number
  weightKg: number
}

export type Model = 'static' | 'dynamic'

export interface ChartSeries {
  model: Model
  points: readonly ChartPoint[]
}

export interface ChartData {
  /** Day 0, YYYY-MM-DD. */
  startDate: string
  series: ChartSeries[]
  targetKg: number
}

export const MODEL_NAMES: Record<Model, string> = {
  static: 'Static rule (a constant deficit)',
  dynamic: 'Dynamic model (Hall 2011)',
}
const SHORT_NAMES: Record<Model, string> = { static: 'static rule', dynamic: 'dynamic model (Hall 2011)' }

const WIDTH = 360
const HEIGHT = 240
/** Room left of the labels for the rotated axis title, and the width of a label's character. */
const TITLE_ROOM = 24
const CHARACTER_WIDTH = 7.2
const RIGHT = 12
const TOP = 14
const BOTTOM = 42
/** More points than this add bytes, not shape: a line is thinned to about this many. */
const MAX_LINE_POINTS = 120
const MAX_TABLE_ROWS = 10

/** Weight on the vertical axis in the person's unit: kg, lb, or stones (labelled in stones and pounds). */
function weightScale(u: Units) {
  if (u.system === 'metric') return { of: (kg: number) => kg, kg: (v: number) => v, unit: 'kg' }
  if (u.system === 'us') return { of: poundsOf, kg: kgOfPounds, unit: 'lb' }
  const lbPerSt = UNIT_DEFINITIONS.poundsPerStone
  return { of: (kg: number) => poundsOf(kg) / lbPerSt, kg: (st: number) => kgOfPounds(st * lbPerSt), unit: 'st and lb' }
}

/** A round step (1, 2 or 5 times a power of ten) giving about `count` intervals. */
function niceStep(span: number, count: number): number {
  const raw = Math.max(span, 1e-9) / count
  const power = 10 ** Math.floor(Math.log10(raw))
  const scaled = raw / power
  return (scaled <= 1 ? 1 : scaled <= 2 ? 2 : scaled <= 5 ? 5 : 10) * power
}

export function ticks(min: number, max: number, count: number): number[] {
  const step = niceStep(max - min, count)
  const out: number[] = []
  for (let v = Math.ceil(min / step) * step; v <= max + step * 1e-6; v += step) out.push(Number(v.toPrecision(12)))
  return out
}

/** Evenly spaced points, the first and the last always kept. */
export function thinned<T>(points: readonly T[], most: number): T[] {
  if (points.length <= most) return [...points]
  const out: T[] = []
  for (let i = 0; i < most; i++) out.push(points[Math.round((i * (points.length - 1)) / (most - 1))]!)
  return out
}

/** The first day a line is at or below the target, if it gets there. */
const dayReaching = (s: ChartSeries, targetKg: number): number | undefined => s.points.find((p) => p.weightKg <= targetKg)?.day

const weeks = (day: number): string => formatNumber(day / 7, 1)

function describe(data: ChartData, u: Units): string {
  const start = data.series[0]!.points[0]!.weightKg
  const lines = data.series.map((s) => {
    const day = dayReaching(s, data.targetKg)
    const end = s.points[s.points.length - 1]!
    const outcome =
      day === undefined ? `is at ${bodyWeight(end.weightKg, u)} after ${weeks(end.day)} weeks` : `reaches it in ${weeks(day)} weeks`
    return `${SHORT_NAMES[s.model]} ${outcome}`
  })
  return `From ${bodyWeight(start, u)} towards a target of ${bodyWeight(data.targetKg, u)}: the ${lines.join('; the ')}.`
}

function table(s: ChartSeries, data: ChartData, u: Units): Markup {
  return html`<table><caption>Projected weight: ${MODEL_NAMES[s.model]}</caption><thead><tr><th scope="col">Week</th><th scope="col">Date</th><th scope="col">Weight</th></tr></thead><tbody>${thinned(
    s.points,
    MAX_TABLE_ROWS,
  ).map(
    (p) =>
      html`<tr><td>${weeks(p.day)}</td><td>${formatLongDate(addDays(data.startDate, p.day))}</td><td>${bodyWeight(p.weightKg, u)}</td></tr>`,
  )}</tbody></table>`
}

export function renderChart(data: ChartData, u: Units): Markup {
  const scale = weightScale(u)
  const all = [...data.series.flatMap((s) => s.points.map((p) => p.weightKg)), data.targetKg].map(scale.of)
  const low = Math.min(...all)
  const high = Math.max(...all)
  const pad = Math.max((high - low) * 0.05, 0.5)
  const yTicks = ticks(low - pad, high + pad, 5)
  const yMin = Math.min(low - pad, yTicks[0]!)
  const yMax = Math.max(high + pad, yTicks[yTicks.length - 1]!)
  const lastDay = Math.max(...data.series.flatMap((s) => s.points.map((p) => p.day)), 7)
  const xWeeks = ticks(0, lastDay / 7, 6)
  const yLabels = yTicks.map((v) => bodyWeight(scale.kg(v), u))
  const left = Math.round(TITLE_ROOM + CHARACTER_WIDTH * Math.max(...yLabels.map((l) => l.length)))
  const x = (day: number) => left + (day / lastDay) * (WIDTH - left - RIGHT)
  const y = (value: number) => TOP + ((yMax - value) / (yMax - yMin)) * (HEIGHT - TOP - BOTTOM)
  const at = (n: number) => n.toFixed(1)
  const line = (s: ChartSeries) =>
    html`<polyline class="line ${s.model}" points="${thinned(s.points, MAX_LINE_POINTS)
      .map((p) => `${at(x(p.day))},${at(y(scale.of(p.weightKg)))}`)
      .join(' ')}"/>`
  const targetY = at(y(scale.of(data.targetKg)))
  return html`<figure class="chart"><svg viewBox="0 0 ${WIDTH} ${HEIGHT}" role="img" aria-labelledby="chart-title chart-desc"><title id="chart-title">Projected weight</title><desc id="chart-desc">${describe(
    data,
    u,
  )}</desc><g class="grid">${yTicks.map(
    (v, i) =>
      html`<line x1="${left}" x2="${WIDTH - RIGHT}" y1="${at(y(v))}" y2="${at(y(v))}"/><text x="${left - 6}" y="${at(y(v) + 4)}" text-anchor="end">${yLabels[i]}</text>`,
  )}${xWeeks.map(
    (w) => html`<text x="${at(x(w * 7))}" y="${HEIGHT - BOTTOM + 16}" text-anchor="middle">${formatNumber(w, 1)}</text>`,
  )}</g><line class="axis" x1="${left}" x2="${WIDTH - RIGHT}" y1="${HEIGHT - BOTTOM}" y2="${HEIGHT - BOTTOM}"/><line class="target" x1="${left}" x2="${WIDTH - RIGHT}" y1="${targetY}" y2="${targetY}"/><text class="target-label" x="${left + 6}" y="${at(Number(targetY) - 6)}">Target ${bodyWeight(
    data.targetKg,
    u,
  )}</text>${data.series.map(line)}<text x="${(left + WIDTH - RIGHT) / 2}" y="${HEIGHT - 6}" text-anchor="middle">Weeks from ${formatLongDate(
    data.startDate,
  )}</text><text transform="rotate(-90)" x="${-(TOP + HEIGHT - BOTTOM) / 2}" y="12" text-anchor="middle">Weight (${scale.unit})</text></svg><figcaption><ul class="legend">${data.series.map(
    (s) => html`<li><span class="swatch ${s.model}"></span>${MODEL_NAMES[s.model]}</li>`,
  )}<li><span class="swatch target"></span>Target</li></ul></figcaption></figure><div class="visually-hidden">${data.series.map((s) => table(s, data, u))}</div>`
}
