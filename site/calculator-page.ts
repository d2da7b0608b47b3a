/**
 * A calculator's page: the form, the result (or an invitation to fill the form in), the method
 * with its sources. The build renders it empty into dist/; the server renders it with a result
 * from the same parts, prepared once per page.
 */

import type { CalculatorPage } from '../api/pages.ts'
import { compileForm, type FormState, UNIT_CHOICE } from './form.ts'
import { calculatorJsonLd, jsonLdScript } from './json-ld.ts'
import { pageDocument } from './layout.ts'
import { methodSection } from './method.ts'
import { html, type Markup, trusted } from './view/html.ts'

export interface PreparedPage {
  page: CalculatorPage
  /** The whole page for a form state and its result (or none yet). */
  render(state: FormState, result: Markup, query: string): string
}

export function preparePage(page: CalculatorPage, url: (path: string) => string): PreparedPage {
  const jsonLd = jsonLdScript(calculatorJsonLd(page, url))
  // The parts that never change, rendered once.
  const intro = trusted(html`<h1>${page.calculator.title}</h1><p>${page.calculator.summary}</p>${UNIT_CHOICE}`.text)
  const method = trusted(methodSection(page).text)
  const renderForm = compileForm(page)
  return {
    page,
    render(state, result, query) {
      const main = html`${intro}${renderForm(state)}<section id="result" aria-labelledby="result-title">${result}</section><p class="visually-hidden" role="status" id="result-status"></p>${method}`
      return pageDocument(
        {
          title: `${page.calculator.title} · calculator`,
          description: page.calculator.summary,
          canonical: url(page.path),
          alternate: query === '' ? page.api : `${page.api}?${query}`,
          jsonLd,
          indexable: query === '',
          scripted: true,
        },
        main,
      )
    },
  }
}
