/**
 * Fuzzing every endpoint with junk (issue: hardening): arbitrary query strings, arbitrary
 * JSON values and arbitrary bytes. Whatever arrives, the answer is a 2xx or the right 4xx
 * problem, never a 5xx, and never the text that was sent.
 */
import { describe, expect, test } from 'bun:test'
import fc from 'fast-check'
import { endpoints } from '../../api/endpoints.ts'
import { send } from '../support/client.ts'

const MARKER = 'Zq9Xw'
const RUNS = 150
const names = [...new Set(endpoints.flatMap((e) => e.calculator.input.fields.map((f) => f.name)))]

/** Values around the edges of what the parsers accept, each carrying the marker where it can. */
const junkValue = fc.oneof(
  fc.string({ maxLength: 12 }).map((s) => `${MARKER}${s}`),
  fc.constantFrom('1e3', '0x10', 'NaN', '-Infinity', '', ' 5', '5 ', '+5', '.5', '1.', '٣', '%', '%zz', '%FF', '%00'),
  fc.double().map(String),
  fc.integer().map(String),
)
const queryPair = fc.tuple(fc.oneof(fc.constantFrom(...names), fc.string({ maxLength: 8 })), junkValue)
const query = fc
  .array(queryPair, { maxLength: 12 })
  .map((pairs) => pairs.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&'))

function expectSafe(r: { status: number; headers: Headers; text: string }, allowed: number[]) {
  expect(allowed).toContain(r.status)
  if (r.status >= 400) expect(r.headers.get('content-type')).toBe('application/problem+json')
  if (r.status >= 400) expect(r.text).not.toContain(MARKER)
}

describe('fuzz: junk query strings on every GET endpoint', () => {
  for (const { path } of endpoints.filter((e) => e.method === 'GET')) {
    test(path, async () => {
      await fc.assert(
        fc.asyncProperty(query, async (q) => expectSafe(await send('GET', `${path}?${q}`), [200, 422])),
        { numRuns: RUNS },
      )
    })
  }
})

describe('fuzz: junk bodies on POST /api/v1/calculate', () => {
  const post = (body: string | Uint8Array<ArrayBuffer>, contentType = 'application/json') =>
    send('POST', '/api/v1/calculate', { body, headers: { 'content-type': contentType } })

  test('arbitrary JSON values', async () => {
    const json = fc.oneof(
      fc.jsonValue(),
      fc.dictionary(fc.oneof(fc.constantFrom(...names), fc.string({ maxLength: 8 })), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 10 }),
    )
    await fc.assert(
      fc.asyncProperty(json, async (v) => expectSafe(await post(JSON.stringify(v) ?? 'null'), [200, 400, 422])),
      { numRuns: RUNS * 2 },
    )
  })

  test('arbitrary text and bytes', async () => {
    const body = fc.oneof(
      fc.string({ maxLength: 200 }).map((s) => `${MARKER}${s}`),
      fc.uint8Array({ maxLength: 200 }).map((b) => new Uint8Array(b)),
    )
    await fc.assert(
      fc.asyncProperty(body, async (b) => expectSafe(await post(b), [400, 422])),
      { numRuns: RUNS * 2 },
    )
  })

  test('arbitrary content types', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.string({ maxLength: 30 }).filter((t) => !/^\s*application\/json\s*(;|$)/i.test(t)),
        async (type) => {
          let r: Awaited<ReturnType<typeof post>>
          try {
            r = await post('{}', type)
          } catch {
            return // a header value the Request constructor itself refuses never reaches a server
          }
          expectSafe(r, [415])
        },
      ),
      { numRuns: RUNS },
    )
  })
})
