/** Input errors as a person reads them: a summary at the top linking to each field, the same words beside it. */
import { html, type Markup } from './html.ts'

/** Said first in the title of a page showing errors, as a screen reader reads it on arrival. */
export const ERROR_TITLE = 'Error: '

export interface ShownError {
  /** The API's field name (also the input's id when the form has it). */
  field: string
  text: string
  /** Whether the form has this field to link to (an unknown parameter has none). */
  onForm: boolean
}

/**
 * `anchor`: the id the form's action names (#result), given to the summary on a page the server renders
 * with errors, so that a form submitted without script lands on the summary rather than below the fields.
 */
export function errorSummary(errors: readonly ShownError[], anchor?: string): Markup {
  if (errors.length === 0) return html``
  return html`<div class="error-summary"${anchor === undefined ? html`` : html` id="${anchor}"`} role="alert" aria-labelledby="error-summary-title"><h2 id="error-summary-title">Please check ${
    errors.length === 1 ? 'this' : 'these'
  }</h2><ul>${errors.map((e) => html`<li>${e.onForm ? html`<a href="#${e.field}">${e.text}</a>` : e.text}</li>`)}</ul></div>`
}
