/**
 * Every calculator page against its JSON endpoint, on requests drawn at random (valid, one value
 * wrong, a slip): the page answers 200 or 422 with HTML, never a 5xx; it shows a result exactly
 * when the endpoint answers one, with as many warnings. (Markup sent as a value: test/site/pages.test.ts.)
 */
import { expect, test } from 'bun:test'
import fc from 'fast-check'
import { calculatorPages } from '../../api/pages.ts'
import { testApp } from '../openapi/support/http.ts'
import { drawnRequests, queryOf } from './requests.ts'

const app = testApp()
const RUNS = 200
const SEED = 20261128

const get = (target: string, accept: string) => app.handle(new Request(`http://localhost${target}`, { headers: { accept } }))

/** The page's warnings, one list item each, in the block the view renders them in (site/view/warnings.ts). */
function warningCount(page: string): number {
  const block = /<div class="warnings"[^>]*>([\s\S]*?)<\/div>/.exec(page)
  return block === null ? 0 : block[1]!.split('<li>').length - 1
}

for (const page of calculatorPages) {
  test(`${page.path} answers as ${page.api} does, on ${RUNS} requests drawn at random`, async () => {
    for (const pairs of fc.sample(drawnRequests(page.calculator), { numRuns: RUNS, seed: SEED })) {
      const query = queryOf(pairs)
      // A form sends every field, an empty one as `name=`: the page reads it as not given (site/answer.ts).
      const api = await get(`${page.api}?${queryOf(pairs.filter(([, value]) => value !== null))}`, 'application/json')
      const shown = await get(`${page.path}?${query}`, 'text/html')
      const html = await shown.text()
      const answered = api.status === 200
      // A 422 from the endpoint may be the page's 200 form, filled in, for a link with part of the question.
      const status = answered || shown.status === 200 ? 200 : 422
      const seen = { query, status: shown.status, type: shown.headers.get('content-type') }
      expect(seen).toEqual({ query, status, type: 'text/html; charset=utf-8' })
      // A result is shown in place of the placeholder, with the endpoint's warnings, one item each.
      expect({ query, result: !html.includes('class="placeholder"') }).toEqual({ query, result: answered })
      if (answered) {
        const { warnings = [] } = (await api.json()) as { warnings?: unknown[] }
        expect({ query, warnings: warningCount(html) }).toEqual({ query, warnings: warnings.length })
      }
    }
  }, 60_000)
}
