/**
 * The adaptive TDEE from a log: warnings first, the expenditure with its interval, the weekly
 * trend, the intake for a pace, and the smoothed weight as a line with the same figures as a table.
 */

import { dayNumber } from '../../../metrics/dates.ts'
import type { calculators } from '../../../metrics/index.ts'
import { TREND_SMOOTHING } from '../../../metrics/trend-smoothing.ts'
import { chartFrame, MAX_LINE_POINTS, MAX_TABLE_ROWS, polyline, thinned } from '../chart.ts'
import { html, type Markup, trusted } from '../html.ts'
import { bodyWeight, changeUnit, energy, energyNoun, energyPerWeight, longDate, pace, type Units, weightChange } from '../units.ts'
import { renderWarnings } from '../warnings.ts'
import { figureList } from './figures.ts'
import { RESULT_HEADING } from './index.ts'

export type AdaptiveOutput = ReturnType<(typeof calculators)['adaptiveTdee']['compute']>
type TrendPoint = AdaptiveOutput['trend'][number]

function trendChart(trend: readonly TrendPoint[], u: Units): Markup {
  if (trend.length < 2) return html``
  const first = dayNumber(trend[0]!.date)
  const days = trend.map((p) => dayNumber(p.date) - first)
  const lastDay = Math.max(days[days.length - 1]!, 1)
  // In the person's unit, so that the axis's ticks are round in it (180, 185 lb), not relabelled kilograms.
  const weights = trend.map((p) => p.weightKg)
  const frame = chartFrame(Math.min(...weights), Math.max(...weights), lastDay, u, 0.1, 4)
  const drawn = thinned(
    trend.map((p, i) => ({ x: frame.x(days[i]!), y: frame.y(frame.scale.of(p.weightKg)) })),
    MAX_LINE_POINTS,
  )
  const line = polyline(
    'line dynamic',
    drawn.map((p) => p.x),
    drawn.map((p) => p.y),
    drawn.map((_, i) => i),
  )
  const end = trend[trend.length - 1]!
  const description = `The smoothed weight goes from ${bodyWeight(trend[0]!.weightKg, u)} on ${longDate(trend[0]!.date, u)} to ${bodyWeight(end.weightKg, u)} on ${longDate(end.date, u)}.`
  return html`<figure class="chart">${frame.before('Smoothed weight trend', description)}${trusted(line)}${frame.after(longDate(trend[0]!.date, u))}<figcaption>Smoothed weight (Hacker's Diet trend, ${TREND_SMOOTHING * 100} % a day)</figcaption></figure><table><caption>Smoothed weight by day</caption><thead><tr><th scope="col">Date</th><th scope="col">Trend weight</th></tr></thead><tbody>${thinned(
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
    // A log in the wrong unit gives a confident wrong figure that no check can always catch (a usability audit: pounds
    // read as kilograms gave 2,349 kcal for 1,962): what it was read as is said where the answer is.
    { label: 'Your log, read as', value: `weights in ${u.system === 'metric' ? 'kilograms' : 'pounds'}, intakes in ${u.energy}` },
    { label: `${Math.round(confidence * 100)} % interval`, value: `${energy(low, u)} to ${energy(high, u)}` },
    { label: 'Weight trend', value: trendInWords(out.weeklyTrendKg, u) },
    intake !== null && { label: intakeLabel(intake.weeklyLossGoalKg, out.warnings, u), value: `${energy(intake.dailyCalories, u)} a day` },
    { label: 'Days of log used', value: `${out.daysUsed} (${out.weightsUsed} weights, ${out.intakesUsed} intakes)` },
    { label: `Energy per ${changeUnit(u)} of change`, value: energyPerWeight(out.energyDensityKcalPerKg, u) },
  ])}${trendChart(out.trend, u)}`
}
