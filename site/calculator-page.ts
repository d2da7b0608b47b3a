/**
 * A calculator's page: the form, the result (or an invitation to fill the form in), the method
 * with its sources. The build renders it empty into dist/; the server renders it with a result
 * from the same parts, prepared once per page: everything but the query, the form and the
 * result is encoded (and compressed) once (site/document-template.ts).
 */

import type { CalculatorPage } from '../api/pages.ts'
import { DocumentTemplate, type PageBody, type Piece, SLOT, utf8 } from './document-template.ts'
import { compileForm, type FormState, UNIT_CHOICE } from './form.ts'
import { calculatorJsonLd, jsonLdScript } from './json-ld.ts'
import { pageDocument } from './layout.ts'
import { methodSection } from './method.ts'
import { escapeHtml, html, type Markup, trusted } from './view/html.ts'

export interface PreparedPage {
  page: CalculatorPage
  /** The whole page for a form state and its result (or none yet), and the query that asked (empty: none). */
  render(state: FormState, result: Markup, query: string): PageBody
}

export function preparePage(page: CalculatorPage, url: (path: string) => string): PreparedPage {
  const jsonLd = jsonLdScript(calculatorJsonLd(page, url))
  const intro = html`<h1>${page.calculator.title}</h1><p>${page.calculator.summary}</p>${UNIT_CHOICE}`
  const main = html`${intro}${trusted(SLOT)}<p class="visually-hidden" role="status" id="result-status"></p>${methodSection(page)}`
  const template = (asked: boolean): DocumentTemplate =>
    new DocumentTemplate(
      pageDocument(
        {
          title: `${page.calculator.title} · calculator`,
          description: page.calculator.summary,
          canonical: url(page.path),
          // The query's slot: escaped per request, as the template escapes the whole attribute.
          alternate: asked ? `${page.api}?${SLOT}` : page.api,
          jsonLd,
          indexable: !asked,
          scripted: true,
        },
        main,
      ),
      asked ? 2 : 1,
    )
  const empty = template(false)
  const asked = template(true)
  const renderForm = compileForm(page)
  const resultStart = utf8('<section id="result" aria-labelledby="result-title">')
  const resultEnd = utf8('</section>')
  return {
    page,
    render(state, result, query) {
      const main: Piece[] = []
      renderForm(main, state)
      main.push(resultStart, result.text, resultEnd)
      return query === '' ? empty.fill([main]) : asked.fill([[escapeHtml(query)], main])
    },
  }
}
