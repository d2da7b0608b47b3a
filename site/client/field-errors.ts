/** Errors shown by the browser module: each beside its field, and in the summary when the person asked. */
import { ERROR_TITLE, errorSummary, type ShownError } from '../view/errors.ts'
import { html } from '../view/html.ts'
import { type FormWords, fieldErrorText, inFormTerms, matchingChoice, whenChosen } from '../view/labels.ts'
import { RESULT_HEADING, renderNoResult } from '../view/results/index.ts'
import type { ConvertedKind, Units } from '../view/units.ts'
import { shownLabel } from './unit-fields.ts'

/** An error as the JSON API words it in a 422 problem. */
export interface ApiError {
  field: string
  message: string
}

/** The field box holding the control named `name`, if the form has one. */
export const fieldBox = (form: HTMLFormElement, name: string): HTMLElement | null =>
  form.querySelector<HTMLElement>(`.field:has(> [name="${CSS.escape(name)}"])`)

/** The select named `name`, if the form has one. */
const selectOf = (form: HTMLFormElement, name: string): HTMLSelectElement | null =>
  form.querySelector<HTMLSelectElement>(`select[name="${CSS.escape(name)}"]`)

/** The label of the field named `name` as shown in `u`, if the form has it. */
const labelOf = (form: HTMLFormElement, name: string, u: Units): string | undefined => {
  const box = fieldBox(form, name)
  return box === null ? undefined : shownLabel(box, u)
}

/**
 * The form's words, read from the page: labels and choices as the form shows them in the person's units,
 * conditions as chosen in the question answered (`asked`; the form may have changed since).
 */
const formWords = (form: HTMLFormElement, u: Units, asked: Readonly<Record<string, string>>): FormWords => ({
  labelOf: (name) => labelOf(form, name, u),
  choicesOf(name) {
    const select = selectOf(form, name)
    if (select === null) return undefined
    return [...select.options].filter((o) => o.value !== '').map((o) => ({ value: o.value, words: o.text }))
  },
  conditionOf(name) {
    const deciding = fieldBox(form, name)?.dataset.requiredWhen
    const value = deciding === undefined ? undefined : asked[deciding]
    if (value === undefined) return undefined
    const options = [...(selectOf(form, deciding!)?.options ?? [])]
    // Matched as the server matches an address's value to a choice (0.50 is 0.5).
    const choice = matchingChoice(
      options.map((o) => o.value),
      value,
    )
    const chosen = options.find((o) => o.value === choice)
    if (chosen === undefined) return undefined
    return whenChosen(labelOf(form, deciding!, u) ?? deciding!, [chosen.text])
  },
})

/** An API error about the question `asked` in words beside its field, the bounds of a field read in the person's units restated in them. */
export function apiErrorShown(
  form: HTMLFormElement,
  { field, message }: ApiError,
  units: Units,
  asked: Readonly<Record<string, string>>,
): ShownError {
  const box = fieldBox(form, field)
  // An error about a parameter the form has not keeps the API's names: they are what to send.
  if (box === null) return { field, text: fieldErrorText(field, message), onForm: false }
  const words = inFormTerms(field, message, formWords(form, units, asked))
  return {
    field,
    text: fieldErrorText(shownLabel(box, units) ?? field, words, box.dataset.kind as ConvertedKind | undefined, units),
    onForm: true,
  }
}

/**
 * Clears the form's errors and shows these: the text beside each field, its controls marked
 * invalid, and the summary as said below.
 */
export function showErrors(form: HTMLFormElement, summary: HTMLElement, errors: readonly ShownError[], submitted: boolean): void {
  // A page the server rendered with errors says "Error: " first in its title: no longer once they are gone.
  if (errors.length === 0) document.title = document.title.replace(ERROR_TITLE, '')
  for (const element of form.querySelectorAll('.error')) element.textContent = ''
  for (const element of form.querySelectorAll('[aria-invalid]')) element.removeAttribute('aria-invalid')
  for (const { field, text } of errors) {
    const box = fieldBox(form, field)
    if (!box) continue
    box.querySelector('.error')!.textContent = text
    for (const control of box.querySelectorAll('input, select, textarea')) control.setAttribute('aria-invalid', 'true')
  }
  // A summary announces itself (role="alert"): written on a press of Calculate; between presses, one that no
  // longer says what the fields say is taken away rather than rewritten at every keystroke. Compared by the
  // texts it lists, whoever wrote it (the server, or this module, whose links may since lead elsewhere).
  const listed = [...summary.querySelectorAll('li')].map((item) => item.textContent)
  if (submitted || errors.length === 0) summary.innerHTML = errorSummary(errors).text
  else if (listed.join('\n') !== errors.map((e) => e.text).join('\n')) summary.innerHTML = ''
  pointAtShownInputs(summary)
}

/** The input a link to the field `id` leads to: in US or UK units its metric input is hidden, and the first input shown stands for it. */
const shownInputId = (id: string): string =>
  (document.getElementById(id) as HTMLInputElement | null)?.hidden && document.getElementById(`${id}-0`) ? `${id}-0` : id

/** Links to fields in `within` lead to the inputs shown in the units now chosen (a switch of units hides some, shows others). */
export function pointAtShownInputs(within: HTMLElement): void {
  for (const link of within.querySelectorAll<HTMLAnchorElement>('a[href^="#"]')) {
    const id = link.getAttribute('href')!.slice(1).replace(/-0$/, '')
    if (document.getElementById(id)?.closest('.field')) link.href = `#${shownInputId(id)}`
  }
}

/**
 * The result's place when fields need attention: it points to the summary when one lists them (a press of
 * Calculate wrote it); as the person types there is none, so it points to the messages beside the fields,
 * its link to the first field in error.
 */
function needsAttention(form: HTMLFormElement, summary: HTMLElement, errors: readonly ShownError[]): string {
  if (summary.childElementCount > 0) return renderNoResult(true).text
  const first = errors.find((e) => e.onForm && fieldBox(form, e.field) !== null)
  const beside =
    first === undefined
      ? html`see the messages beside them`
      : html`<a href="#${shownInputId(first.field)}">see the messages beside them</a>`
  return html`${RESULT_HEADING}<p class="placeholder">Some fields need attention: ${beside}.</p>`.text
}

/** The result's place, by its heading: on a page the server rendered with errors its id is the summary's (site/calculator-document.ts). */
export const resultSection = (): HTMLElement => document.querySelector<HTMLElement>('[aria-labelledby=result-title]')!

/** Errors shown, the result's place says where they are: fields need attention, listed above or beside them. */
export function showFailure(
  form: HTMLFormElement,
  summary: HTMLElement,
  result: HTMLElement,
  status: HTMLElement,
  errors: readonly ShownError[],
  submitted: boolean,
): void {
  showErrors(form, summary, errors, submitted)
  result.innerHTML = needsAttention(form, summary, errors)
  status.textContent = 'Some fields need attention.'
}

/** An answer: the form's errors cleared, the result in its place, and the status says so, with its leading figure as shown. */
export function showResult(
  form: HTMLFormElement,
  summary: HTMLElement,
  result: HTMLElement,
  status: HTMLElement,
  markup: string,
  submitted: boolean,
): void {
  showErrors(form, summary, [], submitted)
  result.innerHTML = markup
  const lead = result.querySelector('.lead')
  status.textContent = lead ? `Result updated: ${lead.firstChild!.textContent}, ${lead.lastChild!.textContent}.` : 'Result updated.'
}

/** The form no longer holds a whole question (a required field emptied): the last answer and its errors go, and the status says why. */
export function clearResult(form: HTMLFormElement, summary: HTMLElement, result: HTMLElement, status: HTMLElement): void {
  showErrors(form, summary, [], false)
  result.innerHTML = renderNoResult().text
  status.textContent = 'A required field is empty: fill it in to see a result.'
}
