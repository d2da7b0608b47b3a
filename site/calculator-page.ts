/**
 * A calculator's page: the form, the result (or an invitation to fill the form in), the method
 * with its sources. The build renders it empty into dist/; the server renders it with a result
 * from the same parts, prepared once per page: everything but the query, the form and the
 * result is encoded (and compressed) once (site/document-template.ts).
 */

import type { CalculatorPage } from '../api/pages.ts'
import { calculatorDocument, RESULT_SECTION } from './calculator-document.ts'
import { DocumentTemplate, type PageBody, type Piece, SLOT, utf8 } from './document-template.ts'
import { compileForm, type FormState, UNIT_CHOICE } from './form.ts'
import { jsonLink } from './method.ts'
import { escapeHtml, type Markup, trusted } from './view/html.ts'

export interface PreparedPage {
  page: CalculatorPage
  /** The whole page for a form state and its result (or none yet), and the query that asked (empty: none). */
  render(state: FormState, result: Markup, query: string): PageBody
}

export function preparePage(page: CalculatorPage, url: (path: string) => string): PreparedPage {
  // The form and the result's section go in the slot, a request's own text (site/document-template.ts).
  const renderDocument = calculatorDocument(page, UNIT_CHOICE, 'script')
  // Asked: the query's slot in the alternate link, escaped per request as the template escapes the whole
  // attribute; a page with errors says so in its title.
  const template = (asked: boolean, failed = false): DocumentTemplate =>
    new DocumentTemplate(
      renderDocument({
        url,
        content: trusted(SLOT),
        alternate: asked ? `${page.api}?${SLOT}` : page.api,
        indexable: !asked,
        failed,
      }),
      asked ? 2 : 1,
    )
  const empty = template(false)
  const answered = template(true)
  const failed = template(true, true)
  const renderForm = compileForm(page)
  const resultStart = utf8(RESULT_SECTION.start)
  const resultWithErrors = utf8(RESULT_SECTION.withErrors)
  const resultEnd = utf8(RESULT_SECTION.end)
  const [jsonStart, jsonAsked, jsonEmpty] = jsonLink(page).map(utf8)
  return {
    page,
    render(state, result, query) {
      const main: Piece[] = []
      renderForm(main, state)
      const hasErrors = state.errors.length > 0
      main.push(hasErrors ? resultWithErrors : resultStart, result.text, resultEnd, jsonStart!)
      if (query === '') return empty.fill([[...main, jsonEmpty!]])
      const escaped = escapeHtml(query)
      main.push('?', escaped, jsonAsked!)
      return (hasErrors ? failed : answered).fill([[escaped], main])
    },
  }
}
