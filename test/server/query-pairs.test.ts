import { describe, expect, test } from 'bun:test'
import fc from 'fast-check'
import { queryPairs } from '../../api/query.ts'
import { send } from '../support/client.ts'

/** Query strings built from the characters that matter to decoding. */
const queryText = fc.string({ unit: fc.constantFrom('a', 'b', '=', '&', '%', '+', '2', 'B', 'F', 'é', ' ', ';', '0', '?'), maxLength: 40 })

/**
 * How the URL standard reads a URL's query (URLSearchParams given a string would drop a leading
 * `?`); the `#` keeps the parser from trimming trailing spaces.
 */
const standard = (q: string) => [...new URL(`http://x/?${q}#`).searchParams]

describe("queryPairs decodes exactly as the URL standard reads a URL's query", () => {
  test('on hand-picked cases', () => {
    for (const q of [
      '',
      'a=1',
      'a=1&b=2',
      'a',
      'a=',
      '=1',
      '&&a=1&&',
      'a=1=2',
      'a+b=c+d',
      'a=%20x%zz',
      'k%3D=v%26w',
      'a=%C3%A9&b=%FF',
      '?a=1',
      '?a=%31',
      '?a=%zz',
      'b=2&?a=1+1',
    ]) {
      expect(queryPairs(q)).toEqual(standard(q))
    }
  })

  test('on random strings', () => {
    fc.assert(
      fc.property(queryText, (q) => expect(queryPairs(q)).toEqual(standard(q))),
      { numRuns: 2000 },
    )
  })
})

test('a leading `?` is part of the name whether or not the pair has escapes: `??weightKg=` names no field of ours', async () => {
  const answers = []
  for (const query of ['?weightKg=80&heightCm=180', '?weightKg=8%30&heightCm=180', '?weightKg=8%30&heightCm=1%380']) {
    answers.push(await send('GET', `/api/bmi-calculator?${query}`))
  }
  for (const { status, json } of answers) {
    expect(status).toBe(422)
    expect(json).toEqual(answers[0]!.json)
  }
  expect(answers[0]!.json.errors.map((e: { field: string }) => e.field)).toContain('weightKg')
})
