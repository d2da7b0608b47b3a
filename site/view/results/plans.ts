/** The plans and the timeline: calories, dates, and projected weight drawn by both models. */
import { addDays, dayNumber, perMeanMonth } from '../../../metrics/dates.ts'
import { MODEL_HORIZON, SEARCH_YEARS } from '../../../metrics/dynamic/horizon.ts'
import { difference } from '../../../metrics/rounding.ts'
import { type ChartData, type ChartPoint, type ChartSeries, MAX_TABLE_ROWS, renderChart } from '../chart.ts'
import { html, type Markup } from '../html.ts'
import { MODEL_NAMES, MODEL_NAMES_IN_TEXT } from '../labels.ts'
import { counted } from '../numbers.ts'
import { chartPoints, startDateOf } from '../projection.ts'
import { bodyWeight, energy, kcalOfKj, kjOf, longDate, pace, type Units, weightChange, weightShownFrom } from '../units.ts'
import { figureList } from './figures.ts'
import { beyondModelHelp, gainPlanner, linkingNames } from './pointers.ts'
import type { OutputOf, ResultContext } from './types.ts'

type Deficit = OutputOf<'calculateDeficit'>
type Timeline = OutputOf<'weightLoss'>

/**
 * When the target is reached, as a figure: at or below it already (0 days) there is no date, and
 * the figure does not say "reached" (a target above the weight is not reached by losing).
 */
function goalReached(goalDate: string | null, days: number | null, weeks: number | null, u: Units): { label: string; value: string } {
  if (days === 0) return { label: 'Target weight', value: 'Nothing to lose: the weight is already at or below it' }
  const value =
    goalDate === null
      ? 'Not reached at this intake'
      : `${longDate(goalDate, u)} (${counted(days!, 0, 'day')}, about ${counted(weeks!, 1, 'week')})`
  return { label: 'Target weight reached', value }
}

/**
 * When the other model reaches the target, beside the answer's date: on a static plan the Hall 2011
 * model can take months longer (a sedentary man of 40, 180 cm, from 150 kg to 100 at 1 kg a week: 350
 * days by the rule, 633 by the model), and the chart alone left the figures saying only the rule's. None
 * without a companion or with nothing to lose.
 */
function otherModelReached(
  companion:
    | { goalDate: string | null; daysToGoal: number | null; weeksToGoal: number | null; warnings: readonly { code: string }[] }
    | undefined,
  companionIsDynamic: boolean,
  u: Units,
) {
  if (companion === undefined || companion.daysToGoal === 0) return false
  const { label, value } = goalReached(companion.goalDate, companion.daysToGoal, companion.weeksToGoal, u)
  // The timeline's static date keeps a pace whatever intake it needs, and its warning is not on this page (a usability
  // audit: 47 days shown plainly beside the model's 397, at a pace that needs 1,650 kcal a day below 1,487 maintenance).
  const belowFloor = companion.warnings.some((w) => w.code === 'PACE_BELOW_FLOOR')
  return {
    label: `${label}, by the ${MODEL_NAMES_IN_TEXT[companionIsDynamic ? 'dynamic' : 'static']}`,
    value: belowFloor ? `${value}, at a pace that needs an intake below the safety floor` : value,
  }
}

/**
 * The pace a static plan held at the safety floor keeps, which is slower than the one asked for (a woman
 * of 60 kg, 160 cm and 30, sedentary, asking 0.5 kg a week keeps about 0.32): the weight to lose over the answer's weeks.
 */
function heldPace(out: Deficit, params: ResultContext['params'], u: Units) {
  if (!out.isFloorClipped || out.projection !== undefined || out.daysToGoal === null || out.daysToGoal === 0) return false
  const kept = pace(difference(Number(params.weightKg), Number(params.targetWeightKg)) / (out.daysToGoal / 7), u)
  const asked = pace(Number(params.weeklyLossGoalKg), u)
  // Held by a few kcal, the pace kept reads as the one asked for: nothing to say.
  return kept !== asked && { label: 'Pace at the floor', value: `about ${kept}, not the ${asked} asked for` }
}

const shownKj = (kcal: number): number => Math.round(kjOf(kcal))
/**
 * The gap between two energies the page shows, as their difference: in kJ each is rounded on its own,
 * and the gap's own conversion could differ from their difference by one (11,544 − 9,242 shown as 2,301).
 */
const energyGap = (fromKcal: number, toKcal: number, u: Units): string =>
  energy(u.energy === 'kJ' ? kcalOfKj(Math.abs(shownKj(fromKcal) - shownKj(toKcal))) : Math.abs(fromKcal - toKcal), u)

/** A figure the model cannot give (beyond its domain); the warnings above say why. */
const NOT_GIVEN = 'Not available: see “Read this first”'

/** A figure as shown, or NOT_GIVEN where the model gives none (null). */
const shownOrNot = (value: number | null, show: (value: number) => string): string => (value === null ? NOT_GIVEN : show(value))

/**
 * Where the dynamic model's weight settles if the plan's intake is kept (when the body settling there
 * keeps lean tissue), for a dynamic answer with weight to lose: with none, the intake is maintenance
 * and the weight stays. Said as "if kept": it is not where the plan ends, and a plan that reaches its
 * target is meant to change then to the intake that holds it, which the figure says too.
 */
function settlesRow(
  out: { plateauWeightKg?: number | null; daysToGoal: number | null },
  u: Units,
  intake: string,
  params: ResultContext['params'],
) {
  if (out.plateauWeightKg === undefined || out.daysToGoal === 0) return false
  const value = shownOrNot(out.plateauWeightKg, (kg) => bodyWeight(kg, u))
  const past = out.daysToGoal !== null && out.plateauWeightKg !== null
  return {
    label: `If ${intake} is kept, the weight settles near`,
    value: past
      ? html`${linkingNames(`${value} (past the target: once there, eat what holds it, the “Maintenance at the target weight” of Calories for a goal date)`, params)}`
      : value,
  }
}

const modelUsed = (dynamic: boolean): string => MODEL_NAMES[dynamic ? 'dynamic' : 'static']

/** The primary answer and its companion, each under the model it was computed by. */
function byModel<O>(primary: O, companion: O | undefined, isDynamic: (o: O) => boolean): { static?: O; dynamic?: O } {
  const both: { static?: O; dynamic?: O } = {}
  for (const o of companion === undefined ? [primary] : [primary, companion]) both[isDynamic(o) ? 'dynamic' : 'static'] = o
  return both
}

/**
 * A note when the dynamic model does not reach the target: its line is drawn over the first year
 * (metrics/dynamic/projection.ts), or ends sooner where its body ran out of lean tissue. Said on the
 * chart itself: on a static plan's page the dynamic answer's warnings are not shown, and its line
 * would otherwise stop part-way down beside a static line that reaches the target.
 */
function dynamicShortfall(
  answer: { daysToGoal: number | null; plateauWeightKg?: number | null },
  points: readonly ChartPoint[],
  startDate: string,
  targetKg: number,
  u: Units,
): string | undefined {
  if (answer.daysToGoal !== null) return undefined
  const last = points[points.length - 1]!.day
  if (last < MODEL_HORIZON.projectionDaysWithoutGoal)
    return `The dynamic model's line stops on ${longDate(addDays(startDate, last), u)}, the last day the model's body keeps lean tissue, where the model's answers end.`
  const plateau = answer.plateauWeightKg ?? null
  return plateau !== null && plateau > targetKg
    ? `By the dynamic model the weight levels off near ${bodyWeight(plateau, u)}, above the target, which it never reaches; its line shows the first year.`
    : `By the dynamic model the target is not reached within ${SEARCH_YEARS} years; its line shows the first year.`
}

/** The answer's goal day for a chart's line: the day, or null where the answer says the target is not reached. */
const reachedOn = (days: number | null): { reachedOn?: number | null } => (days === 0 ? {} : { reachedOn: days })

const chartOrNothing = (data: ChartData | undefined, u: Units): Markup =>
  data === undefined || data.series.every((s) => s.points.length < 2) ? html`` : renderChart(data, u)

function deficitChart(plans: { static?: Deficit; dynamic?: Deficit }, params: ResultContext['params'], u: Units): ChartData | undefined {
  const start = Number(params.weightKg)
  const target = Number(params.targetWeightKg)
  const series: ChartSeries[] = []
  const startDates: string[] = []
  const s = plans.static
  if (s !== undefined && s.daysToGoal !== null && s.goalDate !== null && s.daysToGoal > 0) {
    series.push({
      model: 'static',
      points: [
        { day: 0, weightKg: start },
        { day: s.daysToGoal, weightKg: target },
      ],
    })
    startDates.push(addDays(s.goalDate, -s.daysToGoal))
  }
  const dynamic = plans.dynamic
  let note: string | undefined
  if (dynamic?.projection !== undefined && start > target) {
    const points = chartPoints(dynamic.projection)
    const startDate = startDateOf(dynamic.projection)
    series.push({ model: 'dynamic', points, ...reachedOn(dynamic.daysToGoal) })
    startDates.push(startDate)
    note = dynamicShortfall(dynamic, points, startDate, target, u)
  }
  return startDates.length === 0 ? undefined : { startDate: startDates[0]!, series, targetKg: target, ...(note && { note }) }
}

export function deficitResult(out: Deficit, { units: u, params, companion }: ResultContext<'calculateDeficit'>): Markup {
  const dynamic = out.projection !== undefined
  return html`${figureList([
    { label: 'Eat per day', value: energy(out.targetCalories, u) },
    { label: 'Maintenance (TDEE)', value: energy(out.maintenanceCalories, u) },
    // Maintenance less the deficit is what to eat, but where the safety floor holds intake at or above
    // maintenance: there the deficit is 0, not the gap to the floor.
    { label: 'Daily deficit', value: energyGap(out.maintenanceCalories, out.maintenanceCalories - out.deficit, u) },
    goalReached(out.goalDate, out.daysToGoal, out.weeksToGoal, u),
    heldPace(out, params, u),
    otherModelReached(companion, !dynamic, u),
    gainPlanner(params.weightKg, params),
    settlesRow(out, u, 'this intake', params),
    { label: 'BMR (Mifflin-St Jeor)', value: energy(out.bmr, u) },
    { label: 'Activity multiplier', value: `× ${out.activityMultiplier}` },
    { label: 'Dates projected by', value: modelUsed(dynamic) },
  ])}${chartOrNothing(
    deficitChart(
      byModel(out, companion, (o) => o.projection !== undefined),
      params,
      u,
    ),
    u,
  )}`
}

function timelineChart(
  timelines: { static?: Timeline; dynamic?: Timeline },
  params: ResultContext['params'],
  u: Units,
): ChartData | undefined {
  const series: ChartSeries[] = []
  const targetKg = Number(params.targetWeightKg)
  const startDate = startDateOf((timelines.static ?? timelines.dynamic)!.timeline)
  let note: string | undefined
  for (const model of ['static', 'dynamic'] as const) {
    const t = timelines[model]
    if (t === undefined || t.kgToLose <= 0) continue
    // A static timeline is a straight line: the chart takes the points of its table.
    const points = chartPoints(t.timeline, model === 'static' ? MAX_TABLE_ROWS : undefined)
    series.push({ model, points, ...reachedOn(t.daysToGoal) })
    if (model === 'dynamic') note = dynamicShortfall(t, points, startDate, targetKg, u)
  }
  return series.length === 0 ? undefined : { startDate, series, targetKg, ...(note && { note }) }
}

export function weightLossResult(out: Timeline, { units: u, params, companion }: ResultContext<'weightLoss'>): Markup {
  const dynamic = out.plateauWeightKg !== undefined
  // In pounds, from the question: the weights asked about (200 → 180 lb is 20 lb, where the answer's 9.1 kg is 20.1 lb),
  // and the pace over a mean month (0.62 kg a week is 5.9 lb a month, where the answer's 2.70 kg is 6 lb).
  const toLose = weightShownFrom(u, out.kgToLose, difference(Number(params.currentWeightKg), Number(params.targetWeightKg)))
  const perMonth = weightShownFrom(u, out.monthlyLossForecastKg, perMeanMonth(Number(params.weeklyLossGoalKg)))
  return html`${figureList([
    goalReached(out.goalDate, out.daysToGoal, out.weeksToGoal, u),
    otherModelReached(companion, !dynamic, u),
    gainPlanner(params.currentWeightKg, params),
    { label: toLose < 0 ? 'To gain' : 'To lose', value: weightChange(Math.abs(toLose), u) },
    // Where there is nothing to lose, the pace is not applied and the weight stays where it is (maintenance).
    // Under the dynamic model the pace only sets the intake: its weight falls faster at first, then slower.
    out.daysToGoal !== 0 && {
      label: dynamic ? 'Per month at the chosen pace (static rule)' : 'Per month at this pace',
      value: weightChange(perMonth, u),
    },
    settlesRow(out, u, 'the intake this pace sets', params),
    { label: 'Dates projected by', value: modelUsed(dynamic) },
  ])}${chartOrNothing(
    timelineChart(
      byModel(out, companion, (o) => o.plateauWeightKg !== undefined),
      params,
      u,
    ),
    u,
  )}`
}

/** What the goal date's line is when no intake is given (INTAKE_BEYOND_MODEL), and why it stops short. */
const INTAKE_NOT_GIVEN_LINE =
  "The line is the intake that would reach the target by the goal date or, when even the safety floor runs out of lean tissue first, the floor; neither is given (see “Read this first”). It stops on the last day the model's body keeps lean tissue, where the model's answers end."

/**
 * An intake held at a bound that reaches the target only after the goal date: the line, which ends
 * on the goal date, does not show the date the figures give, so the chart says it.
 */
function heldPastGoal(out: OutputOf<'caloriesForGoalDate'>, u: Units): { note?: string } {
  const reached = out.targetReachedDate
  if (reached === null || reached <= out.goalDate) return {}
  return { note: `The line ends on the goal date; at this intake the target is reached on ${longDate(reached, u)}.` }
}

/**
 * The goal-date line's goal day, as the figures give it: the day of targetReachedDate, or null
 * (not reached) when there is none or it lies past the line's end (a held intake's: the note says when).
 */
function goalDateReachedOn(out: OutputOf<'caloriesForGoalDate'>, points: readonly ChartPoint[]): { reachedOn?: number | null } {
  // Starting at the target (the intake is maintenance): nothing to reach, as the chart says from its points.
  if (out.dailyDeficit === 0) return {}
  if (out.targetReachedDate === null) return { reachedOn: null }
  const day = dayNumber(out.targetReachedDate) - dayNumber(startDateOf(out.projection))
  return { reachedOn: day <= points[points.length - 1]!.day ? day : null }
}

/**
 * When the intake reaches the target, and beside it the goal date asked for where that is another day (an
 * intake held at the floor reaches it later): the figures did not show the date chosen.
 */
function reachedBesideGoal(out: OutputOf<'caloriesForGoalDate'>, u: Units): string {
  const reached = out.targetReachedDate
  if (reached === out.goalDate) return longDate(reached, u)
  return `${reached === null ? 'Not reached at this intake' : longDate(reached, u)} (the goal date asked for: ${longDate(out.goalDate, u)})`
}

export function goalDateResult(out: OutputOf<'caloriesForGoalDate'>, { units: u, params }: ResultContext<'caloriesForGoalDate'>): Markup {
  const points = chartPoints(out.projection)
  const { dailyCalories, dailyDeficit } = out
  return html`${figureList([
    { label: 'Eat per day', value: shownOrNot(dailyCalories, (kcal) => energy(kcal, u)) },
    { label: 'Maintenance now', value: energy(out.maintenanceCalories, u) },
    dailyDeficit === null || dailyCalories === null
      ? { label: 'Daily deficit', value: NOT_GIVEN }
      : { label: dailyDeficit < 0 ? 'Daily surplus' : 'Daily deficit', value: energyGap(out.maintenanceCalories, dailyCalories, u) },
    {
      label: 'Maintenance at the target weight',
      // Named, as it differs from the TDEE page's at that weight (Mifflin-St Jeor × the activity level): the model adapts.
      value: shownOrNot(out.maintenanceCaloriesAtGoal, (kcal) => `${energy(kcal, u)} (Hall 2011 model)`),
    },
    { label: 'Target weight reached', value: dailyCalories === null ? NOT_GIVEN : reachedBesideGoal(out, u) },
    beyondModelHelp(out, params),
  ])}${chartOrNothing(
    {
      startDate: startDateOf(out.projection),
      series: [{ model: 'dynamic', points, ...goalDateReachedOn(out, points) }],
      targetKg: Number(params.targetWeightKg),
      ...((dailyCalories === null && { note: INTAKE_NOT_GIVEN_LINE }) || heldPastGoal(out, u)),
    },
    u,
  )}`
}
