/**
 * The log page with JavaScript: the log is read here, by the same reading and bounds as the
 * server's (site/view/log-lines.ts, the bounds handed over by the page), sent as JSON to the
 * endpoint, and its answer drawn with the server's view, without a reload. On a press of
 * Calculate, and as the person types or pastes.
 */
import type { ShownError } from '../view/errors.ts'
import { fieldErrorText } from '../view/labels.ts'
import {
  type EntryBounds,
  entriesError,
  LOG_FIELD,
  LOG_UNIT_SELECTS,
  type LogUnits,
  logUnitsOf,
  readLogForm,
  shownUnits,
} from '../view/log-lines.ts'
import { type AdaptiveOutput, renderAdaptiveResult } from '../view/results/adaptive.ts'
import type { ConvertedKind, Units } from '../view/units.ts'
import { clearResult, fieldBox, showErrors, showFailure } from './field-errors.ts'
import { applyUnits, syncMetric } from './unit-fields.ts'

const DELAY_MS = 500
/** The form's own controls, not person fields sent to the endpoint. */
const NOT_PERSON = new Set<string>([LOG_FIELD, ...LOG_UNIT_SELECTS.map((s) => s.name)])

export function startLog(form: HTMLFormElement): void {
  const api = form.dataset.logApi!
  const bounds = JSON.parse(form.dataset.entry!) as EntryBounds
  const result = document.getElementById('result')!
  const status = document.getElementById('result-status')!
  const summary = document.getElementById('error-summary')!
  let ticket = 0
  let timer: ReturnType<typeof setTimeout> | undefined
  const chosenUnits = (data: FormData): LogUnits => logUnitsOf((name) => data.get(name))
  // The person fields follow the log's unit (height in ft and in, the pace in lb a week for a log in lb),
  // as the answer and the errors do; the metric inputs, hidden then, are what the form holds and sends.
  let personUnits = shownUnits(chosenUnits(new FormData(form)))
  applyUnits(form, personUnits)

  /** The endpoint's errors in words: the log's beside it, a person field's in the units the log is read in. */
  const shownErrors = (errors: { field: string; message: string }[], units: Units): ShownError[] =>
    errors.map(({ field, message }) => {
      if (field === 'entries') return entriesError(message)
      const box = fieldBox(form, field)
      const text = fieldErrorText(box?.dataset.label ?? field, message, box?.dataset.kind as ConvertedKind | undefined, units)
      return { field, text, onForm: box !== null }
    })

  const fail = (errors: ShownError[], submitted: boolean) => showFailure(form, summary, result, status, errors, submitted)

  async function update(submitted: boolean) {
    const data = new FormData(form)
    const text = String(data.get(LOG_FIELD) ?? '')
    if (!submitted && text.trim() === '') {
      ++ticket // an answer on its way no longer fits the form
      return clearResult(form, summary, result, status)
    }
    const units = chosenUnits(data)
    const mine = ++ticket
    const read = readLogForm(
      text,
      [...data].flatMap(([name, value]) =>
        NOT_PERSON.has(name) || typeof value !== 'string'
          ? []
          : [
              {
                name,
                value,
                isEnum: form.elements.namedItem(name) instanceof HTMLSelectElement,
                label: fieldBox(form, name)?.dataset.label ?? name,
              },
            ],
      ),
      units,
      bounds,
    )
    if ('errors' in read) return fail(read.errors, submitted)
    let response: Response
    try {
      response = await fetch(api, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(read.input),
      })
    } catch {
      if (mine === ticket) status.textContent = 'The calculator could not be reached; check the connection and try again.'
      return
    }
    const answer = response.status === 200 || response.status === 422 ? await response.json() : undefined
    if (mine !== ticket) return // a newer log is on its way
    if (response.status === 422) return fail(shownErrors(answer.errors ?? [], shownUnits(units)), submitted)
    if (answer === undefined) {
      status.textContent = 'The calculator could not answer; try again in a moment.'
      return
    }
    showErrors(form, summary, [], submitted)
    result.innerHTML = renderAdaptiveResult(answer as AdaptiveOutput, shownUnits(units)).text
    status.textContent = 'Result updated.'
  }

  form.addEventListener('submit', (event) => {
    event.preventDefault()
    clearTimeout(timer)
    void update(true)
  })
  const schedule = () => {
    clearTimeout(timer)
    timer = setTimeout(() => void update(false), DELAY_MS)
  }
  form.addEventListener('input', (event) => {
    syncMetric(event.target, personUnits)
    schedule()
  })
  form.addEventListener('change', (event) => {
    if (event.target instanceof HTMLSelectElement && NOT_PERSON.has(event.target.name)) {
      personUnits = shownUnits(chosenUnits(new FormData(form)))
      applyUnits(form, personUnits)
    }
    schedule()
  })
}
