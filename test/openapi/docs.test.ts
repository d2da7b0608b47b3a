/** GET /docs: a self-contained HTML reference, rendered from the document, with all text escaped. */
import { describe, expect, test } from 'bun:test'
import { createHash } from 'node:crypto'
import { buildOpenApi } from '../../api/openapi/document.ts'
import { operationsOf } from '../../api/openapi/operation-list.ts'
import { renderDocsPage } from '../../server/docs/render-docs.ts'
import { send, testApp } from './support/http.ts'

const BASE_URL = 'https://metrics.example.org'
const document = buildOpenApi(BASE_URL)
const response = await send(testApp(BASE_URL), { method: 'GET', target: '/docs' })
const page = await response.text()

describe('GET /docs', () => {
  test('is an HTML page with a policy that forbids scripts and external resources', () => {
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(page.startsWith('<!doctype html>')).toBe(true)
    const csp = response.headers.get('content-security-policy')!
    expect(csp).toContain("default-src 'none'")
    expect(csp).not.toMatch(/script-src|https?:/)
  })

  test("its policy lets the page's own inline styles apply, and closes what default-src does not cover", () => {
    const directives = new Map(
      response.headers
        .get('content-security-policy')!
        .split(';')
        .map((d) => d.trim().split(/\s+/))
        .map(([name, ...sources]) => [name!, sources.join(' ')]),
    )
    // The page is styled by one <style> element, allowed by its hash: without it the reference renders
    // unstyled, and 'unsafe-inline' would let any injected style apply.
    const styles = [...page.matchAll(/<style>([^<]*)<\/style>/g)].map((m) => m[1]!)
    expect(styles.length).toBe(1)
    const hash = `'sha256-${createHash('sha256').update(styles[0]!).digest('base64')}'`
    expect(directives.get('style-src')).toBe(hash)
    expect(page).not.toMatch(/ style="/)
    // CSP Level 3: base-uri, form-action and frame-ancestors do not fall back to default-src.
    expect(directives.get('base-uri')).toBe("'none'")
    expect(directives.get('form-action')).toBe("'none'")
    expect(directives.get('frame-ancestors')).toBe("'none'")
  })

  test('loads nothing from anywhere: no scripts, no stylesheet links, no external sources', () => {
    expect(page).not.toMatch(/<script|<link|<iframe|<img|@import|url\(/i)
    expect(page).not.toMatch(/\b(src|href)\s*=\s*["']?\s*(https?:)?\/\//i)
  })

  test('lists every operation with its path, parameters and example', () => {
    for (const { path, method, operation } of operationsOf(document)) {
      expect(page).toContain(`<code>${path}</code>`)
      expect(page).toContain(`id="${operation.operationId}"`)
      expect(page).toContain(`${method.toUpperCase()} ${path}`)
      for (const p of operation.parameters ?? []) expect(page).toContain(`<code>${p.name}</code>`)
    }
    expect(page).toContain(`curl &#39;${BASE_URL}/api/bmi-calculator?weightKg=80&amp;heightCm=180&#39;`)
    expect(page).toContain('id="errors"')
    expect(page).toContain('application/problem+json')
  })

  test('escapes text taken from the document', () => {
    const hostile = structuredClone(document)
    hostile.info.title = '<script>alert(1)</script>'
    hostile.paths['/api/bmi-calculator']!.get!.parameters![0]!.description = '"><img src=x onerror=alert(1)>'
    const rendered = renderDocsPage(hostile)
    expect(rendered).not.toContain('<script>')
    expect(rendered).not.toContain('<img')
    expect(rendered).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
  })
})
