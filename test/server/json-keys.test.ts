import { describe, expect, test } from 'bun:test'
import fc from 'fast-check'
import { repeatedKeyFinder } from '../../server/http/json-keys.ts'

const NAMES = ['a', 'b', 'c', 'é', 'q"', '\\']
const finder = repeatedKeyFinder(NAMES)
const repeated = (text: string) => finder(text, JSON.parse(text))

describe('repeated top-level JSON keys', () => {
  test('none in ordinary objects, nested repeats are not top-level', () => {
    expect(repeated('{"a":1,"b":[{"a":2,"a":3}],"c":{"b":1,"b":2}}')).toEqual([])
    expect(repeated('{}')).toEqual([])
  })

  test('found however they are written', () => {
    expect(repeatedKeyFinder(['age', 'weightKg'])('{"age":30,"weightKg":80,"age":99}', { age: 99, weightKg: 80 })).toEqual(['age'])
    expect(repeated('{ "a" : 1 , "\\u0061" : 2, "b":"x:\\"}","b":1 }')).toEqual(['a', 'b'])
    expect(repeated('{"a":"[{","a":"}]"}')).toEqual(['a'])
  })

  test('only the names sought are reported, however many other keys repeat', () => {
    expect(repeated('{"x":1,"x":2,"a":1,"yy":[],"yy":{},"a":3}')).toEqual(['a'])
    expect(repeated('{"x":1,"x":2}')).toEqual([])
    // A key written with escapes is decoded before it is compared; one of the same length is not taken for a name.
    expect(repeated('{"\\u0063":1,"c":2,"d":1,"d":2,"\\u0064":3}')).toEqual(['c'])
    expect(repeatedKeyFinder(['age', 'sex'])('{"agf":1,"agf":1,"sex":1,"se\\u0078":2}', { agf: 1, sex: 2 })).toEqual(['sex'])
  })

  test('a flat body is cleared by its colons; a colon inside a string or nesting falls back to the scan', () => {
    expect(repeated('{"gender":"female","age":41,"startDate":"2026-01-01"}')).toEqual([]) // as many colons as keys
    expect(repeated('{"a":"1:2","b":2}')).toEqual([]) // more colons than keys, and still no repeat
    expect(repeated('{"a":"x:y","a":1}')).toEqual(['a'])
    expect(repeated('{"a":{"b":1},"a":2}')).toEqual(['a'])
  })

  test('agrees with a reference count on random objects written with repeats', () => {
    const entry = fc.tuple(fc.constantFrom(...NAMES, 'x', 'yz'), fc.jsonValue({ maxDepth: 2 }))
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 8 }), (entries) => {
        const text = `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${JSON.stringify(v)}`).join(',')}}`
        const counts = new Map<string, number>()
        for (const [k] of entries) counts.set(k, (counts.get(k) ?? 0) + 1)
        const expected = [...counts].filter(([k, n]) => n > 1 && NAMES.includes(k)).map(([k]) => k)
        expect(repeated(text).sort()).toEqual(expected.sort())
      }),
      { numRuns: 1000 },
    )
  })

  test('time grows linearly with the number of repeated keys, not with its square', () => {
    // Every key twice: the case that searched the list of repeats once per key (45 ms at 8,000 keys).
    const find = repeatedKeyFinder(['gender', 'age', 'weightKg', 'heightCm', 'activityLevel', 'startDate'])
    const twice = (n: number) => {
      const pairs = Array.from({ length: n }, (_, i) => `"k${i}":1`).join(',')
      return `{"age":1,${pairs},"age":2,${pairs}}`
    }
    // The fastest of several runs: noise on a shared CI machine only ever adds time.
    const fastestMs = (text: string) => {
      const value = JSON.parse(text)
      const times = Array.from({ length: 7 }, () => {
        const started = performance.now()
        expect(find(text, value)).toEqual(['age'])
        return performance.now() - started
      })
      return Math.min(...times)
    }
    const small = twice(1000)
    const large = twice(16000)
    fastestMs(large) // warm-up, so both sizes run optimised code
    // Sixteen times the keys: about 16x the time when linear, 256x when quadratic; the bound
    // sits at their geometric middle so noise of 4x either way cannot flip the verdict.
    expect(fastestMs(large) / fastestMs(small)).toBeLessThan(64)
  })
})
