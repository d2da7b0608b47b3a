/**
 * Results as the person types: the form's values go to the JSON API (the other projection
 * model too, for the chart), and the answer is drawn with the same views the server uses.
 * The page's address follows, so it can be shared or reloaded without script.
 */
import { companionParams } from '../view/companion.ts'
import type { ShownError } from '../view/errors.ts'
import { fieldErrorText } from '../view/labels.ts'
import { type PageKey, renderResult } from '../view/results/index.ts'
import type { ConvertedKind, Units } from '../view/units.ts'
import { clearResult, fieldBox, showErrors, showFailure } from './field-errors.ts'

// The JSON API's answers are rendered by views typed per calculator; here they only pass through.
interface Answer {
  ok: boolean
  status: number
  // biome-ignore lint/suspicious/noExplicitAny: an answer of any calculator, handed to its own view
  body: any
}

interface ApiError {
  field: string
  message: string
}

interface Shown {
  // biome-ignore lint/suspicious/noExplicitAny: as Answer.body
  output: any
  params: Record<string, string>
  // biome-ignore lint/suspicious/noExplicitAny: as Answer.body
  companion?: any
}

const DELAY_MS = 300

/** The form's values as the page's query: empty fields left out, as the server does. */
function formParams(form: HTMLFormElement): Record<string, string> {
  const params: Record<string, string> = {}
  for (const [name, value] of new FormData(form)) if (typeof value === 'string' && value !== '') params[name] ??= value
  return params
}

/** The page's address follows the form, so it can be shared or reloaded without script. */
function showAddress(params: Record<string, string>): void {
  const query = new URLSearchParams(params).toString()
  history.replaceState(null, '', query === '' ? location.pathname : `${location.pathname}?${query}`)
}

async function ask(api: string, params: Record<string, string>): Promise<Answer> {
  const response = await fetch(`${api}?${new URLSearchParams(params)}`, { headers: { accept: 'application/json' } })
  return { ok: response.ok, status: response.status, body: await response.json() }
}

export function startLive(form: HTMLFormElement, units: () => Units) {
  const key = form.dataset.calculator as PageKey
  const api = form.dataset.api!
  const needs = (form.dataset.dynamicNeeds ?? '').split(' ').filter(Boolean)
  const result = document.getElementById('result')!
  const status = document.getElementById('result-status')!
  const summary = document.getElementById('error-summary')!
  let shown: Shown | undefined
  /** The API's errors for the form as it stands, kept to be worded again in other units without asking again. */
  let errors: ApiError[] | undefined
  let ticket = 0
  let timer: ReturnType<typeof setTimeout> | undefined

  const draw = () => {
    if (shown) result.innerHTML = renderResult(key, shown.output, { units: units(), params: shown.params, companion: shown.companion }).text
  }

  /** The API's errors in words, bounds in the units the person types in (their inputs beside the metric field). */
  const shownErrors = (apiErrors: ApiError[]): ShownError[] =>
    apiErrors.map(({ field, message }) => {
      const box = fieldBox(form, field)
      return {
        field,
        text: fieldErrorText(box?.dataset.label ?? field, message, box?.dataset.kind as ConvertedKind | undefined, units()),
        onForm: box !== null,
      }
    })

  async function update(submitted: boolean) {
    const params = formParams(form)
    const filled = [...form.querySelectorAll<HTMLInputElement>('[required]')].every((c) => c.value !== '')
    if (!submitted && !filled) {
      ++ticket // an answer on its way no longer fits the form
      // Something to take down: an answer drawn here, or the server's (the page came with a query).
      if (shown !== undefined || errors !== undefined || location.search !== '') {
        shown = undefined
        errors = undefined
        clearResult(form, summary, result, status)
        showAddress(params)
      }
      return
    }
    const mine = ++ticket
    const other = form.dataset.models === undefined ? undefined : companionParams(params, needs)
    let answers: Answer[]
    try {
      answers = await Promise.all([ask(api, params), ...(other ? [ask(api, other)] : [])])
    } catch {
      if (mine === ticket) status.textContent = 'The calculator could not be reached; check the connection and try again.'
      return
    }
    if (mine !== ticket) return // a newer question is on its way
    const [primary, second] = answers as [Answer, Answer | undefined]
    showAddress(params)
    if (primary.status === 422) {
      const apiErrors: ApiError[] = primary.body.errors ?? []
      errors = apiErrors
      shown = undefined
      showFailure(form, summary, result, status, shownErrors(apiErrors), submitted)
      return
    }
    if (!primary.ok) {
      status.textContent = 'The calculator could not answer; try again in a moment.'
      return
    }
    showErrors(form, summary, [], submitted)
    errors = undefined
    shown = { output: primary.body, params, companion: second?.ok ? second.body : undefined }
    draw()
    status.textContent = 'Result updated.'
  }

  const schedule = () => {
    clearTimeout(timer)
    timer = setTimeout(() => void update(false), DELAY_MS)
  }

  form.addEventListener('submit', (event) => {
    event.preventDefault()
    clearTimeout(timer)
    void update(true)
  })

  return {
    schedule,
    /**
     * Draws the last answer again in new units, its result or its errors, at once: an answer does
     * not depend on units, and asking again would leave the old wording up until it came. The
     * server's answer (a page that came with a query) is asked for first.
     */
    redraw() {
      if (shown) draw()
      else if (errors) showErrors(form, summary, shownErrors(errors), summary.childElementCount > 0)
      else if (location.search !== '') void update(true)
    },
  }
}
