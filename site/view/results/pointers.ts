/**
 * Where a plan's answer points elsewhere: to the calculator that answers what this one cannot (a gain,
 * a body beyond the dynamic model), with the person's question carried over in the link.
 */
import { DEFICIT_ESTIMATOR, GOAL_DATE_PLANNER } from '../../../metrics/calculators/calculator-names.ts'
import { html, type Markup } from '../html.ts'
import type { OutputOf, ResultContext } from './types.ts'

/** What the plans and the goal-date planner ask alike, by the same names (the weight aside: the timeline's is `currentWeightKg`). */
const SHARED_QUESTION = ['gender', 'age', 'heightCm', 'activityLevel', 'targetWeightKg', 'startDate', 'bodyFatPercent'] as const

/** A link to another calculator's page with the question carried over: what the person still has to give, its form asks. */
const carriedLink = (page: { id: string; title: string }, weightKg: string, params: ResultContext['params']): Markup => {
  const query = new URLSearchParams({ weightKg })
  for (const name of SHARED_QUESTION) if (params[name] !== undefined) query.set(name, params[name])
  return html`<a href="/${page.id}?${query.toString()}">${page.title}</a>`
}

/** The calculators a text may name (the warnings PACE_BELOW_FLOOR and PLATEAU_BEYOND_MODEL, a plan's figures). */
const NAMED = [DEFICIT_ESTIMATOR, GOAL_DATE_PLANNER]

/**
 * Text in which each calculator named links to its page, with the question carried over where it
 * holds the person's weight (the timeline's is its current weight); the rest stays text, escaped.
 */
export function linkingNames(text: string, params: ResultContext['params']): (string | Markup)[] {
  const weightKg = params.weightKg ?? params.currentWeightKg
  let parts: (string | Markup)[] = [text]
  // Most texts name none: a link, and its query, is made only for a name the text holds.
  for (const page of NAMED) {
    if (!text.includes(page.title)) continue
    const link = weightKg === undefined ? html`<a href="/${page.id}">${page.title}</a>` : carriedLink(page, weightKg, params)
    parts = parts.flatMap((part) =>
      typeof part === 'string' ? part.split(page.title).flatMap((piece, i) => (i === 0 ? [piece] : [link, piece])) : [part],
    )
  }
  return parts
}

/** A target above the weight: these plans only lose, and the goal-date planner plans a gain (its goal date left to choose). */
export function gainPlanner(weightKg: string | undefined, params: ResultContext['params']) {
  if (!(Number(params.targetWeightKg) > Number(weightKg))) return false
  return {
    label: 'To gain instead',
    value: html`${carriedLink(GOAL_DATE_PLANNER, weightKg!, params)} gives the daily intake that reaches the target on a date you choose`,
  }
}

/**
 * No intake, or no maintenance at the target, because the model's body would run out of lean tissue,
 * for a target that is not underweight (a very heavy, short body: docs/dynamic-model.md, "Healthy
 * targets beyond it"): what may still answer. A measured body fat starts the model from the person's
 * own composition (the estimate is held at the bound the input accepts), and the static rule answers
 * any target.
 */
export function beyondModelHelp(out: OutputOf<'caloriesForGoalDate'>, params: ResultContext['params']) {
  const codes = out.warnings.map((w) => w.code)
  const beyond = codes.includes('INTAKE_BEYOND_MODEL') || codes.includes('TARGET_BEYOND_MODEL')
  if (!beyond || codes.includes('TARGET_BELOW_HEALTHY_BMI')) return false
  const measured =
    params.bodyFatPercent === undefined
      ? 'A measured body fat, which starts the model from your own composition rather than one estimated from BMI and age, may; '
      : ''
  return {
    label: 'What may still answer',
    value: html`${measured}${measured === '' ? 'The' : 'the'} ${carriedLink(DEFICIT_ESTIMATOR, params.weightKg!, params)}, by the static rule, answers any target`,
  }
}
