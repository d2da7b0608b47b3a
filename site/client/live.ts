/**
 * Results as the person types: the form's values go to the JSON API (the other projection
 * model too, for the chart), and the answer is drawn with the same views the server uses.
 * The page's address follows, so it can be shared or reloaded without script.
 */

import type { PageKey } from '../../api/pages.ts'
import { isoDate } from '../../metrics/dates.ts'
import { companionParams } from '../view/companion.ts'
import type { ShownError } from '../view/errors.ts'
import { renderResult } from '../view/results/index.ts'
import type { Units } from '../view/units.ts'
import {
  type ApiError,
  apiErrorShown,
  clearResult,
  pointAtShownInputs,
  resultSection,
  showErrors,
  showFailure,
  showResult,
} from './field-errors.ts'
import { liveForm, STATUS } from './live-form.ts'

// The JSON API's answers are rendered by views typed per calculator; here they only pass through.
interface Answer {
  ok: boolean
  status: number
  // biome-ignore lint/suspicious/noExplicitAny: an answer of any calculator, handed to its own view
  body: any
}

interface Shown {
  // biome-ignore lint/suspicious/noExplicitAny: as Answer.body
  output: any
  params: Record<string, string>
  // biome-ignore lint/suspicious/noExplicitAny: as Answer.body
  companion?: any
}

/**
 * A question: the query sent (and shown in the address), its first value of each name (for the views and
 * their wording), and the other model's for the chart when the page has one and it can be asked.
 */
interface Question {
  query: string
  params: Record<string, string>
  other: Record<string, string> | undefined
}

/** A pause after a few digits: a number field is short, and the answer should follow it closely (the log page waits longer, log.ts). */
const DELAY_MS = 300

/**
 * Pairs as the server reads a page's query: every non-empty one, in order (a name given twice, or one the
 * page does not take, is the API's to refuse), and the first value of each name, in a record without a
 * prototype (a name such as "constructor" is then a name like any other).
 */
function asked(pairs: Iterable<[string, FormDataEntryValue]>): Pick<Question, 'query' | 'params'> {
  const kept: [string, string][] = []
  const params: Record<string, string> = Object.create(null)
  for (const [name, value] of pairs)
    if (typeof value === 'string' && value !== '') {
      kept.push([name, value])
      params[name] ??= value
    }
  return { query: new URLSearchParams(kept).toString(), params }
}

/**
 * The page's address follows the form, so it can be shared or reloaded without script; so do the links to
 * the same calculation as JSON (the alternate, and the method's).
 */
function showAddress(api: string, query: string): void {
  history.replaceState(null, '', query === '' ? location.pathname : `${location.pathname}?${query}`)
  for (const link of document.querySelectorAll(`[href^="${api}"]`)) link.setAttribute('href', query === '' ? api : `${api}?${query}`)
}

/**
 * A start date left empty, as the person's own today: the server's is UTC's, a day off in the evening
 * west of Greenwich (a goal date of tomorrow refused as not after today) and in the morning far east of it.
 * Sent to the API only: the address keeps the question as asked.
 */
function fromLocalToday(query: string): string {
  if (/(?:^|&)startDate=/.test(query)) return query
  const d = new Date()
  return `${query}${query === '' ? '' : '&'}startDate=${isoDate(d.getFullYear(), d.getMonth() + 1, d.getDate())}`
}

async function ask(api: string, query: string): Promise<Answer> {
  const response = await fetch(`${api}?${query}`, { headers: { accept: 'application/json' } })
  return { ok: response.ok, status: response.status, body: await response.json() }
}

export function startLive(form: HTMLFormElement, units: () => Units) {
  const key = form.dataset.calculator as PageKey
  const api = form.dataset.api!
  const needs = (form.dataset.dynamicNeeds ?? '').split(' ').filter(Boolean)
  const dated = (query: string) => (form.elements.namedItem('startDate') === null ? query : fromLocalToday(query))
  const result = resultSection()
  const status = document.getElementById('result-status')!
  const summary = document.getElementById('error-summary')!
  let shown: Shown | undefined
  /** The API's errors for the question last answered, and its values, kept to be worded again in other units without asking again. */
  let errors: { list: ApiError[]; params: Record<string, string> } | undefined
  /**
   * Whether the next question is the address's, to restate the server's answer: a select cannot show a
   * value it does not offer (a hand-typed address), so the form may not hold that question. Only until the
   * person has asked their own (`edited`).
   */
  let askAddress = false
  let edited = false

  const drawn = (s: Shown): string => renderResult(key, s.output, { units: units(), params: s.params, companion: s.companion }).text

  /** The API's errors in words, bounds in the units the person types in (their inputs beside the metric field). */
  const shownErrors = ({ list, params }: NonNullable<typeof errors>): ShownError[] =>
    list.map((e) => apiErrorShown(form, e, units(), params))

  const live = liveForm<Question, Answer[]>(form, status, {
    delayMs: DELAY_MS,
    question(submitted) {
      const { query, params } = asked(askAddress ? new URLSearchParams(location.search) : new FormData(form))
      if (!askAddress) edited = true
      askAddress = false
      const filled = [...form.querySelectorAll<HTMLInputElement>('[required]')].every((c) => c.value !== '')
      if (submitted || filled)
        return { query, params, other: form.dataset.models === undefined ? undefined : companionParams(params, needs) }
      // Something to take down: an answer drawn here, or the server's (the page came with a query).
      if (shown !== undefined || errors !== undefined || location.search !== '') {
        shown = undefined
        errors = undefined
        clearResult(form, summary, result, status)
        showAddress(api, query)
      }
      return undefined
    },
    ask: ({ query, other }) =>
      Promise.all([ask(api, dated(query)), ...(other ? [ask(api, dated(new URLSearchParams(other).toString()))] : [])]),
    show(answers, { query, params }, submitted) {
      const [primary, second] = answers as [Answer, Answer | undefined]
      showAddress(api, query)
      if (primary.status === 422) {
        errors = { list: primary.body.errors ?? [], params }
        shown = undefined
        showFailure(form, summary, result, status, shownErrors(errors), submitted)
        return
      }
      if (!primary.ok) {
        status.textContent = STATUS.unanswered
        return
      }
      errors = undefined
      shown = { output: primary.body, params, companion: second?.ok ? second.body : undefined }
      showResult(form, summary, result, status, drawn(shown), submitted)
    },
  })

  return {
    schedule: live.schedule,
    /**
     * Draws the last answer again in new units, its result or its errors, at once: an answer does
     * not depend on units, and asking again would leave the old wording up until it came. The
     * server's answer (a page that came with a query) is asked for first; a page the server left
     * unanswered (a link with part of the question: site/answer.ts) has none to restate.
     */
    redraw() {
      if (shown) result.innerHTML = drawn(shown)
      else if (errors) {
        showErrors(form, summary, shownErrors(errors), summary.childElementCount > 0)
        pointAtShownInputs(result)
      } else if (location.search !== '' && (summary.childElementCount > 0 || !result.querySelector('.placeholder'))) {
        askAddress = !edited
        void live.update(true)
      }
    },
  }
}
