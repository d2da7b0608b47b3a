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

/** The log page's form POSTed as a browser without script posts it, through `app`. */
export async function postLogForm(app: { handle(request: Request): Response | Promise<Response> }, fields: Record<string, string>) {
  const response = await app.handle(
    new Request('http://localhost/adaptive-tdee', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    }),
  )
  return { response, body: await response.text() }
}

/** Two weeks of a log, one line a day from 2026-01-01: the weight and intake of day `i`. */
export const twoWeeksLog = (line: (i: number) => string): string =>
  Array.from({ length: 14 }, (_, i) => `2026-01-${String(i + 1).padStart(2, '0')}, ${line(i)}`).join('\n')
