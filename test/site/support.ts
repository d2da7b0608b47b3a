/** Shared by the site tests: each calculator page with the query of its endpoint's documented example. */

import { endpoints } from '../../api/endpoints.ts'
import { type CalculatorPage, calculatorPages } from '../../api/pages.ts'
import { exampleTarget } from '../../knowledge/service.ts'

export interface PageExample {
  page: CalculatorPage
  /** The endpoint's documented example, e.g. `/api/bmi-calculator?weightKg=80&heightCm=180`. */
  api: string
  /** The same query on the page. */
  target: string
}

export const pageExamples: PageExample[] = calculatorPages.map((page) => {
  const api = exampleTarget(endpoints.find((e) => e.path === page.api && e.method === 'GET')!)
  return { page, api, target: `${page.path}${api.slice(api.indexOf('?'))}` }
})

export const BROWSER_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8'

/** The text content of an element by id, tags removed (enough for our own markup). */
export function textOf(html: string, id: string): string {
  const start = html.indexOf(`id="${id}"`)
  if (start === -1) return ''
  const open = html.indexOf('>', start) + 1
  const tag = html.lastIndexOf('<', start)
  const name = /^<(\w+)/.exec(html.slice(tag))![1]
  return html.slice(open, html.indexOf(`</${name}>`, open)).replace(/<[^>]*>/g, '')
}
