/** Input errors as a person reads them: a summary at the top linking to each field, the same words beside it. */
import { html, type Markup } from './html.ts'

export interface ShownError {
  /** The API's field name (also the input's id when the form has it). */
  field: string
  text: string
  /** Whether the form has this field to link to (an unknown parameter has none). */
  onForm: boolean
}

export function errorSummary(errors: readonly ShownError[]): Markup {
  if (errors.length === 0) return html``
  return html`<div class="error-summary" role="alert" aria-labelledby="error-summary-title"><h2 id="error-summary-title">Please check ${
    errors.length === 1 ? 'this' : 'these'
  }</h2><ul>${errors.map((e) => html`<li>${e.onForm ? html`<a href="#${e.field}">${e.text}</a>` : e.text}</li>`)}</ul></div>`
}
