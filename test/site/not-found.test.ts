/** An unknown address: a page for a browser, the API's problem for everyone else, caches told to key on Accept. */
import { describe, expect, test } from 'bun:test'
import { calculatorPages, HOME_PAGE, LOG_PAGE } from '../../api/pages.ts'
import { createApp } from '../../server/app.ts'
import { PAGE_CONTENT_SECURITY_POLICY } from '../../site/layout.ts'
import { BROWSER_ACCEPT } from './support.ts'

const app = createApp({ baseUrl: 'http://localhost:3000' })
const get = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
  app.handle(new Request(`http://localhost${path}`, { method, headers }))

describe('an address the site does not have', () => {
  // The addresses an audit found people type: a capital letter, an .html ending.
  for (const path of ['/BMI-calculator', '/index.html', '/bmi-calculator.html'])
    test(`${path} in a browser is a page that says so and lists the calculators`, async () => {
      const response = await get(path, { accept: BROWSER_ACCEPT })
      expect(response.status).toBe(404)
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8')
      expect(response.headers.get('content-security-policy')).toBe(PAGE_CONTENT_SECURITY_POLICY)
      expect(response.headers.get('vary')).toBe('accept')
      const page = await response.text()
      expect(page).toContain('<h1>Page not found</h1>')
      expect(page).toContain('<a href="/bmi-calculator">')
      expect(page).toContain('<meta name="robots" content="noindex">')
      // No canonical address: it has none of its own, and pointing at another page would contradict noindex.
      expect(page).not.toContain('rel="canonical"')
      // The address is not repeated back.
      expect(page).not.toContain(path.slice(1))
    })

  test('HEAD in a browser is the same 404 page', async () => {
    const response = await get('/BMI-calculator', { accept: BROWSER_ACCEPT }, 'HEAD')
    expect(response.status).toBe(404)
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8')
  })

  for (const accept of [undefined, '*/*', 'application/json', 'text/html;q=0.5, application/json'])
    test(`asked with Accept ${accept ?? '(none)'} it is the API's problem`, async () => {
      const response = await get('/BMI-calculator', accept === undefined ? {} : { accept })
      expect(response.status).toBe(404)
      expect(response.headers.get('content-type')).toBe('application/problem+json')
      expect(response.headers.get('vary')).toBe('accept')
    })

  // CONTRACT.md §2: every error on every path is problem+json; the site's addresses are the exception, the API's are not.
  for (const path of ['/api', '/api/', '/api/nope', '/api/v1/nope', '/api/BMI-calculator'])
    test(`${path}, under the API's prefix, is the API's problem even in a browser`, async () => {
      const response = await get(path, { accept: BROWSER_ACCEPT })
      expect(response.status).toBe(404)
      expect(response.headers.get('content-type')).toBe('application/problem+json')
    })

  test('a POST to it is the API problem, whatever it accepts', async () => {
    const response = await get('/BMI-calculator', { accept: BROWSER_ACCEPT }, 'POST')
    expect(response.headers.get('content-type')).toBe('application/problem+json')
  })
})

test('every page at an address of its own keeps its canonical link, a result page too', async () => {
  for (const path of [HOME_PAGE.path, ...calculatorPages.map((p) => p.path), LOG_PAGE.path]) {
    const page = await (await get(path, { accept: BROWSER_ACCEPT })).text()
    expect(page).toContain(`<link rel="canonical" href="http://localhost:3000${path}">`)
  }
  const result = await (await get('/bmi-calculator?weightKg=80&heightCm=180', { accept: BROWSER_ACCEPT })).text()
  expect(result).toContain('<link rel="canonical" href="http://localhost:3000/bmi-calculator">')
})
