import { describe, expect, test } from 'bun:test'
import fc from 'fast-check'
import { queryPairs } from '../../api/query.ts'

/** Query strings built from the characters that matter to decoding. */
const queryText = fc.string({ unit: fc.constantFrom('a', 'b', '=', '&', '%', '+', '2', 'B', 'F', 'é', ' ', ';', '0'), maxLength: 40 })

describe('queryPairs decodes exactly like URLSearchParams', () => {
  test('on hand-picked cases', () => {
    for (const q of ['', 'a=1', 'a=1&b=2', 'a', 'a=', '=1', '&&a=1&&', 'a=1=2', 'a+b=c+d', 'a=%20x%zz', 'k%3D=v%26w', 'a=%C3%A9&b=%FF']) {
      expect(queryPairs(q)).toEqual([...new URLSearchParams(q)])
    }
  })

  test('on random strings', () => {
    fc.assert(
      fc.property(queryText, (q) => expect(queryPairs(q)).toEqual([...new URLSearchParams(q)])),
      { numRuns: 2000 },
    )
  })
})
