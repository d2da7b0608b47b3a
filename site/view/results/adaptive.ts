/**
 * The adaptive TDEE from a log: warnings first, the expenditure with its interval, the weekly
 * trend, the intake for a pace, and the smoothed weight as a line with the same figures as a table.
 */

import { dayNumber } from '../../../metrics/dates.ts'
import type { calculators } from '../../../metrics/index.ts'
import { TREND_SMOOTHING } from '../../../metrics/trend-smoothing.ts'
import { thinned, timeAxis, weightAxis } from '../chart.ts'
import { html, type Markup } from '../html.ts'
import { bodyWeight, changeUnit, energy, energyNoun, energyPerWeight, longDate, pace, type Units, weightChange } from '../units.ts'
import { renderWarnings } from '../warnings.ts'
import { figureList } from './figures.ts'
import { RESULT_HEADING } from './index.ts'

export type AdaptiveOutput = ReturnType<(typeof calculators)['adaptiveTdee']['compute']>
type TrendPoint = AdaptiveOutput['trend'][number]

const WIDTH = 360
const HEIGHT = 220
const LEFT = 60
const RIGHT = 12
const TOP = 12
const BOTTOM = 40
const MAX_TABLE_ROWS = 10
const MAX_LINE_POINTS = 120

function trendChart(trend: readonly TrendPoint[], u: Units): Markup {
  if (trend.length < 2) return html``
  const first = dayNumber(trend[0]!.date)
  const days = trend.map((p) => dayNumber(p.date) - first)
  const lastDay = Math.max(days[days.length - 1]!, 1)
  // In the person's unit, so that the axis's ticks are round in it (180, 185 lb), not relabelled kilograms.
  const weights = trend.map((p) => p.weightKg)
  const { scale, ticks: yTicks, min: yMin, max: yMax } = weightAxis(Math.min(...weights), Math.max(...weights), u, 0.1, 4)
  const at = (n: number) => n.toFixed(1)
  const x = (day: number) => LEFT + (day / lastDay) * (WIDTH - LEFT - RIGHT)
  const y = (value: number) => TOP + ((yMax - value) / (yMax - yMin)) * (HEIGHT - TOP - BOTTOM)
  const points = thinned(
    trend.map((p, i) => ({ day: days[i]!, kg: p.weightKg })),
    MAX_LINE_POINTS,
  )
  const end = trend[trend.length - 1]!
  const time = timeAxis(lastDay, x, WIDTH)
  const description = `The smoothed weight goes from ${bodyWeight(trend[0]!.weightKg, u)} on ${longDate(trend[0]!.date, u)} to ${bodyWeight(end.weightKg, u)} on ${longDate(end.date, u)}.`
  return html`<figure class="chart"><svg viewBox="0 0 ${WIDTH} ${HEIGHT}" role="img" aria-labelledby="chart-title chart-desc"><title id="chart-title">Smoothed weight trend</title><desc id="chart-desc">${description}</desc><g class="grid">${yTicks.map(
    (v) =>
      html`<line x1="${LEFT}" x2="${WIDTH - RIGHT}" y1="${at(y(v))}" y2="${at(y(v))}"/><text x="${LEFT - 6}" y="${at(y(v) + 4)}" text-anchor="end">${bodyWeight(scale.kg(v), u)}</text>`,
  )}${time.ticks.map((t) => html`<text x="${at(t.x)}" y="${HEIGHT - BOTTOM + 16}" text-anchor="middle">${t.label}</text>`)}</g><line class="axis" x1="${LEFT}" x2="${WIDTH - RIGHT}" y1="${HEIGHT - BOTTOM}" y2="${HEIGHT - BOTTOM}"/><polyline class="line dynamic" points="${points
    .map((p) => `${at(x(p.day))},${at(y(scale.of(p.kg)))}`)
    .join(
      ' ',
    )}"/><text x="${(LEFT + WIDTH - RIGHT) / 2}" y="${HEIGHT - 6}" text-anchor="middle">${time.title} from ${longDate(trend[0]!.date, u)}</text></svg><figcaption>Smoothed weight (Hacker's Diet trend, ${TREND_SMOOTHING * 100} % a day)</figcaption></figure><table><caption>Smoothed weight by day</caption><thead><tr><th scope="col">Date</th><th scope="col">Trend weight</th></tr></thead><tbody>${thinned(
    trend,
    MAX_TABLE_ROWS,
  ).map((p) => html`<tr><td>${longDate(p.date, u)}</td><td>${bodyWeight(p.weightKg, u)}</td></tr>`)}</tbody></table>`
}

const trendInWords = (kgPerWeek: number, u: Units): string =>
  kgPerWeek === 0 ? 'steady' : `${kgPerWeek < 0 ? 'losing' : 'gaining'} ${weightChange(Math.abs(kgPerWeek), u)} a week`

/**
 * What the recommended intake is: the pace's, unless the safety floor holds it (the warnings say
 * which), when it no longer delivers that pace, or, at or above the expenditure, any loss.
 */
function intakeLabel(kgPerWeek: number, warnings: AdaptiveOutput['warnings'], u: Units): string {
  const codes = warnings.map((w) => w.code)
  if (codes.includes('FLOOR_ABOVE_EXPENDITURE')) return 'The safety floor (no loss at it: see the warning)'
  if (codes.includes('FLOOR_CLIPPED')) return `Held at the safety floor (less than ${pace(kgPerWeek, u)})`
  return `To lose ${pace(kgPerWeek, u)}`
}

export function renderAdaptiveResult(out: AdaptiveOutput, u: Units): Markup {
  const { low, high, confidence } = out.tdeeInterval
  const intake = out.recommendedIntake
  return html`${RESULT_HEADING}${renderWarnings(out.warnings, u)}${figureList([
    { label: `Your maintenance ${energyNoun(u)} (adaptive TDEE)`, value: `${energy(out.tdee, u)} a day` },
    { label: `${Math.round(confidence * 100)} % interval`, value: `${energy(low, u)} to ${energy(high, u)}` },
    { label: 'Weight trend', value: trendInWords(out.weeklyTrendKg, u) },
    intake !== null && { label: intakeLabel(intake.weeklyLossGoalKg, out.warnings, u), value: `${energy(intake.dailyCalories, u)} a day` },
    { label: 'Days of log used', value: `${out.daysUsed} (${out.weightsUsed} weights, ${out.intakesUsed} intakes)` },
    { label: `Energy per ${changeUnit(u)} of change`, value: energyPerWeight(out.energyDensityKcalPerKg, u) },
  ])}${trendChart(out.trend, u)}`
}
