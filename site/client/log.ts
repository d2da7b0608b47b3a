/**
 * The log page with JavaScript: the log is read here, by the same reading and bounds as the
 * server's (site/view/log-lines.ts, the bounds handed over by the page), sent as JSON to the
 * endpoint, and its answer drawn with the server's view, without a reload. On a press of
 * Calculate, and as the person types or pastes.
 */
import type { ShownError } from '../view/errors.ts'
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
import { dateOrder, type Units } from '../view/units.ts'
import { type ApiError, apiErrorShown, clearResult, fieldBox, resultSection, showFailure, showResult } from './field-errors.ts'
import { liveForm, STATUS } from './live-form.ts'
import { applyUnits, syncMetric } from './unit-fields.ts'
import { loadUnits, saveUnits } from './units-store.ts'

/**
 * Longer than the calculator pages' pause (live.ts): a line is typed in pieces (a date, a comma,
 * a weight…), and a pause inside one would flag the half-typed line; each question also sends
 * the whole log, up to 731 days, to be fitted again.
 */
const DELAY_MS = 500
/** The form's own controls, not person fields sent to the endpoint. */
const NOT_PERSON = new Set<string>([LOG_FIELD, ...LOG_UNIT_SELECTS.map((s) => s.name)])

/** The entries and person fields sent, and the units the answer is shown in. */
interface Question {
  input: object
  units: Units
}

/** The endpoint's answer: its body for a result (200) or errors (422), none otherwise. */
interface Answer {
  status: number
  // biome-ignore lint/suspicious/noExplicitAny: the endpoint's output or problem, read by status
  body: any
}

/** The log's units for the units kept on the device by any page: pounds in US or UK units; kcal or kJ as chosen. */
const logUnitsFor = (kept: Units): LogUnits => ({ weight: kept.system === 'metric' ? 'kg' : 'lb', intake: kept.energy })

/**
 * The units kept once the log's are chosen, for every page: kg is metric; lb keeps a UK choice (stones and
 * pounds are pounds too) and is US otherwise, as the log page shows pounds.
 */
const keptFor = (log: LogUnits, kept: Units): Units => ({
  system: log.weight === 'kg' ? 'metric' : kept.system === 'metric' ? 'us' : kept.system,
  energy: log.intake,
})

/**
 * The unit selects set to the units kept on the device. Only where they stand as the page came, with no unit of
 * their own: a unit the server rendered (a form posted) or the browser restored (back, reload) is the person's.
 */
function chooseKeptUnits(form: HTMLFormElement): void {
  const kept = logUnitsFor(loadUnits())
  const units: Record<(typeof LOG_UNIT_SELECTS)[number]['name'], string> = { weightUnit: kept.weight, intakeUnit: kept.intake }
  for (const { name } of LOG_UNIT_SELECTS) {
    const select = form.elements.namedItem(name)
    if (select instanceof HTMLSelectElement && select.selectedIndex === 0 && ![...select.options].some((o) => o.defaultSelected))
      select.value = units[name]
  }
}

export function startLog(form: HTMLFormElement): void {
  const api = form.dataset.logApi!
  const bounds = JSON.parse(form.dataset.entry!) as EntryBounds
  const result = resultSection()
  const status = document.getElementById('result-status')!
  const summary = document.getElementById('error-summary')!
  const chosenUnits = (data: FormData): LogUnits => logUnitsOf((name) => data.get(name))
  chooseKeptUnits(form)
  // The person fields follow the log's unit (height in ft and in, the pace in lb a week for a log in lb),
  // as the answer and the errors do; the metric inputs, hidden then, are what the form holds and sends.
  let personUnits = shownUnits(chosenUnits(new FormData(form)))
  applyUnits(form, personUnits)

  /** The endpoint's errors in words: the log's beside it, a person field's in the units the log is read in. */
  const shownErrors = (errors: ApiError[], units: Units, input: Question['input']): ShownError[] => {
    const asked = Object.fromEntries(Object.entries(input).flatMap(([name, value]) => (name === 'entries' ? [] : [[name, String(value)]])))
    return errors.map((e) => (e.field === 'entries' ? entriesError(e.message, units) : apiErrorShown(form, e, units, asked)))
  }

  const fail = (errors: ShownError[], submitted: boolean) => showFailure(form, summary, result, status, errors, submitted)

  const { schedule } = liveForm<Question, Answer>(form, status, {
    delayMs: DELAY_MS,
    question(submitted) {
      const data = new FormData(form)
      const text = String(data.get(LOG_FIELD) ?? '')
      if (!submitted && text.trim() === '') {
        clearResult(form, summary, result, status)
        return undefined
      }
      const units = chosenUnits(data)
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
      if ('errors' in read) {
        fail(read.errors, submitted)
        return undefined
      }
      return { input: read.input, units: { ...shownUnits(units), dates: dateOrder(loadUnits()) } }
    },
    async ask({ input }) {
      const response = await fetch(api, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(input),
      })
      return { status: response.status, body: response.status === 200 || response.status === 422 ? await response.json() : undefined }
    },
    show({ status: code, body }, { units, input }, submitted) {
      if (code === 422) fail(shownErrors(body.errors ?? [], units, input), submitted)
      else if (body === undefined) status.textContent = STATUS.unanswered
      else showResult(form, summary, result, status, renderAdaptiveResult(body as AdaptiveOutput, units).text, submitted)
    },
  })

  form.addEventListener('input', (event) => {
    syncMetric(event.target, personUnits)
    schedule()
  })
  form.addEventListener('change', (event) => {
    if (event.target instanceof HTMLSelectElement && NOT_PERSON.has(event.target.name)) {
      const chosen = chosenUnits(new FormData(form))
      saveUnits(keptFor(chosen, loadUnits()))
      personUnits = shownUnits(chosen)
      applyUnits(form, personUnits)
    }
    schedule()
  })
}
