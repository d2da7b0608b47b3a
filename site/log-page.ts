/**
 * The adaptive TDEE page: a person pastes or types a log, one day a line, in kg or lb and kcal
 * or kJ, with the optional person fields. Without JavaScript the form POSTs (form-encoded) to
 * the page itself, which reads the lines (site/view/log-lines.ts), runs the endpoint's input
 * check and calculator, and renders the result, or the form again with each error beside its
 * field, naming the line; the person fields may be typed in US units there too (site/log-imperial.ts).
 * With it, the browser module reads the lines the same way, by the bounds the form carries, and
 * asks the JSON endpoint (site/client/log.ts).
 */

import { MAX_BODY_BYTES, MAX_FORM_FIELDS } from '../api/limits.ts'
import { LOG_PAGE } from '../api/pages.ts'
import { checkInput, type FieldError, InvalidInputError } from '../metrics/index.ts'
import { calculatorDocument, LANDING, RESULT_SECTION } from './calculator-document.ts'
import { type PageBody, type Piece, piecesText, textBody } from './document-template.ts'
import { compileField, inFormWords, textOf } from './form.ts'
import { ENTRY_BOUNDS } from './log-bounds.ts'
import { type ImperialRead, imperialInputs, readImperial } from './log-imperial.ts'
import { jsonPostNote } from './method.ts'
import type { PageAnswer } from './page-answer.ts'
import { errorSummary, type ShownError } from './view/errors.ts'
import { flag, html, type Markup, trusted } from './view/html.ts'
import { fieldErrorText } from './view/labels.ts'
import { entriesError, LOG_FIELD, LOG_LABEL, LOG_UNIT_SELECTS, logUnitsOf, readLogForm, shownUnits } from './view/log-lines.ts'
import { type AdaptiveOutput, renderAdaptiveResult } from './view/results/adaptive.ts'
import { renderNoResult } from './view/results/index.ts'
import type { Units } from './view/units.ts'

const { calculator } = LOG_PAGE
const PERSON_FIELDS = calculator.input.fields.filter((f) => f.name !== 'entries')
const PERSON = PERSON_FIELDS.map((f) => [f.name, compileField(f)] as const)

export interface LogFormState {
  values: Readonly<Record<string, string>>
  errors: readonly ShownError[]
}

const EMPTY: LogFormState = { values: {}, errors: [] }

/** A unit's select; a unit the form does not offer (sent by hand) is told beside it, as in the summary. */
const unitSelect = (name: string, label: string, units: readonly string[], chosen: string | undefined, error: string | undefined) =>
  html`<div class="field"><label for="${name}">${label}</label><select id="${name}" name="${name}" aria-describedby="${name}-error"${
    error === undefined ? html`` : html` aria-invalid="true"`
  }>${units.map((u) => html`<option value="${u}"${flag('selected', u === chosen)}>${u}</option>`)}</select><p class="error" id="${name}-error">${error}</p></div>`

function renderForm(state: LogFormState): Markup {
  const logError = state.errors.find((e) => e.field === LOG_FIELD)?.text
  const invalid = logError === undefined ? html`` : html` aria-invalid="true"`
  const person: Piece[] = []
  for (const [name, render] of PERSON) render(person, state.values[name], state.errors.find((e) => e.field === name)?.text)
  // With JavaScript the log is read in the browser, by the same bounds, and sent to the JSON API.
  return html`<form class="calculator" method="post" action="${LOG_PAGE.path}#${LANDING}" novalidate data-log-api="${LOG_PAGE.api}" data-entry="${JSON.stringify(
    ENTRY_BOUNDS,
  )}"><div id="error-summary">${errorSummary(state.errors, LANDING)}</div><div class="field"><label for="${LOG_FIELD}">${LOG_LABEL}</label><textarea id="${LOG_FIELD}" name="${LOG_FIELD}" rows="12" cols="40" required aria-describedby="${LOG_FIELD}-hint ${LOG_FIELD}-error"${invalid}>${
    state.values[LOG_FIELD] ?? ''
  }</textarea><p class="hint" id="${LOG_FIELD}-hint">One day a line: the date (YYYY-MM-DD), your weight that morning, what you ate that day, separated by commas, e.g. <code>2026-01-05, 91.4, 2350</code>. Leave a value empty when you did not log it (<code>2026-01-06, , 2100</code>), and the intake of a day you did not log in full: it would count as all you ate. A first line of column names, as a spreadsheet writes, is skipped. At least ${ENTRY_BOUNDS.days.min} days; 4 to 8 weeks give a firm estimate.</p><p class="error" id="${LOG_FIELD}-error">${logError}</p></div><div class="fields">${LOG_UNIT_SELECTS.map(
    (s) => unitSelect(s.name, s.label, s.units, state.values[s.name], state.errors.find((e) => e.field === s.name)?.text),
  )}${trusted(piecesText(person))}${imperialInputs(state.values, state.errors)}</div><button type="submit">Calculate</button></form>`
}

const renderDocument = calculatorDocument(
  LOG_PAGE,
  html`<p>Nothing you paste is stored or logged: the page reads it, answers, and forgets it.</p>`,
  'logScript',
)

const JSON_NOTE = jsonPostNote(LOG_PAGE)

/** The page; with errors, the summary is where the form lands (site/calculator-document.ts), and the title says so. */
const renderPage = (url: (path: string) => string, state: LogFormState, result: Markup): string => {
  const failed = state.errors.length > 0
  return renderDocument({
    url,
    content: html`${renderForm(state)}${trusted(failed ? RESULT_SECTION.withErrors : RESULT_SECTION.start)}${result}${trusted(RESULT_SECTION.end)}${JSON_NOTE}`,
    alternate: LOG_PAGE.api,
    indexable: state === EMPTY,
    failed,
  })
}

export const renderEmptyLogPage = (url: (path: string) => string): string => renderPage(url, EMPTY, renderNoResult())

/**
 * A form past the API's body limit, refused unread: the form again, empty, saying beside the log
 * how much the page reads, so a person without script gets the page rather than a JSON problem.
 */
export function renderTooLargeLogPage(url: (path: string) => string): PageBody {
  const text = `${LOG_LABEL} is more than the ${MAX_BODY_BYTES / 1024} KiB this page reads. It takes at most ${ENTRY_BOUNDS.days.max} days, one day a line: paste your most recent days.`
  return textBody(renderPage(url, { values: {}, errors: [{ field: LOG_FIELD, onForm: true, text }] }, renderNoResult(true)))
}

/**
 * An error in words beside its field. The person fields are typed in cm and kg a week, but a
 * log in lb or kJ is read in US units or kJ: bounds and quantities are stated in those too, the log's
 * errors' as well. A field typed in US units without script has its error beside those inputs, its bounds in US units.
 */
function shownError({ field, message: api }: FieldError, units: Units, imperial: ImperialRead, values: Record<string, string>): ShownError {
  if (field === 'entries') return entriesError(api, units)
  if (!calculator.input.byName.has(field)) return { field, onForm: false, text: fieldErrorText(field, api) }
  const message = inFormWords(field, api, calculator.input, values)
  const { label, kind } = textOf(field)
  const beside = imperial.typedIn.get(field)
  if (beside !== undefined) return { field: beside, onForm: true, text: fieldErrorText(label, message, kind, { ...units, system: 'us' }) }
  return { field, onForm: true, text: fieldErrorText(label, message, kind, units) }
}

/** The person fields as submitted, described for reading (site/view/log-lines.ts). */
const personFields = (values: Record<string, string>) =>
  PERSON_FIELDS.map((f) => ({ name: f.name, value: values[f.name] ?? '', isEnum: f.spec.kind === 'enum', label: textOf(f.name).label }))

const TOO_MANY_FIELDS = `The form sent more than ${MAX_FORM_FIELDS} fields, more than this page has: send it from the page.`

/** Where `body`'s first MAX_FORM_FIELDS pairs end when it holds more, counted without reading them; -1 when it does not. */
function endOfReadableFields(body: string): number {
  let pairs = 1
  for (let at = body.indexOf('&'); at !== -1; at = body.indexOf('&', at + 1)) if (++pairs > MAX_FORM_FIELDS) return at
  return -1
}

/** A submitted form (application/x-www-form-urlencoded), read, checked, computed and rendered. */
export function answerLogForm(body: string, url: (path: string) => string): PageAnswer {
  const values: Record<string, string> = Object.create(null)
  const fail = (errors: ShownError[]): PageAnswer => ({
    status: 422,
    body: textBody(renderPage(url, { values, errors }, renderNoResult(true))),
  })
  // Too many fields: the first ones are still shown, as the page's other refusals show what was sent.
  const end = endOfReadableFields(body)
  for (const [name, value] of new URLSearchParams(end === -1 ? body : body.slice(0, end))) values[name] ??= value
  if (end !== -1) return fail([{ field: 'form', onForm: false, text: TOO_MANY_FIELDS }])
  const unoffered = LOG_UNIT_SELECTS.filter(
    (s) => values[s.name] !== undefined && !(s.units as readonly string[]).includes(values[s.name]!),
  )
  if (unoffered.length > 0)
    return fail(unoffered.map((s) => ({ field: s.name, onForm: true, text: `${s.label} must be ${s.units.join(' or ')}.` })))
  const units = logUnitsOf((name) => values[name])
  const shown = shownUnits(units)
  // The log is read even when a US-units input is wrong, so that every error shows at once.
  const imperial = readImperial(values)
  const form = readLogForm(values[LOG_FIELD] ?? '', personFields(imperial.values), units, ENTRY_BOUNDS)
  if ('errors' in form) return fail([...imperial.errors, ...form.errors])
  try {
    const input = checkInput(calculator.input, form.input, { fromJson: true })
    if (imperial.errors.length > 0) return fail(imperial.errors)
    const result = renderAdaptiveResult(calculator.compute(input, { today: '' }) as AdaptiveOutput, shown)
    return { status: 200, body: textBody(renderPage(url, { values, errors: [] }, result)) }
  } catch (error) {
    if (!(error instanceof InvalidInputError)) throw error
    return fail([...imperial.errors, ...error.errors.map((e) => shownError(e, shown, imperial, values))])
  }
}
