import { describe, expect, test } from 'bun:test'
import fc from 'fast-check'
import { repeatedTopLevelKeys } from '../../server/http/json-keys.ts'

const repeated = (text: string) => repeatedTopLevelKeys(text, JSON.parse(text))

describe('repeated top-level JSON keys', () => {
  test('none in ordinary objects, nested repeats are not top-level', () => {
    expect(repeated('{"a":1,"b":[{"a":2,"a":3}],"c":{"b":1,"b":2}}')).toEqual([])
    expect(repeated('{}')).toEqual([])
  })

  test('found however they are written', () => {
    expect(repeated('{"age":30,"weightKg":80,"age":99}')).toEqual(['age'])
    expect(repeated('{ "a" : 1 , "\\u0061" : 2, "b":"x:\\"}","b":1 }')).toEqual(['a', 'b'])
    expect(repeated('{"a":"[{","a":"}]"}')).toEqual(['a'])
  })

  test('a flat body is cleared by its colons; a colon inside a string or nesting falls back to the scan', () => {
    expect(repeated('{"gender":"female","age":41,"startDate":"2026-01-01"}')).toEqual([]) // as many colons as keys
    expect(repeated('{"a":"1:2","b":2}')).toEqual([]) // more colons than keys, and still no repeat
    expect(repeated('{"a":"x:y","a":1}')).toEqual(['a'])
    expect(repeated('{"a":{"b":1},"a":2}')).toEqual(['a'])
  })

  test('agrees with a reference count on random objects written with repeats', () => {
    const entry = fc.tuple(fc.constantFrom('a', 'b', 'c', 'é', 'q"', '\\'), fc.jsonValue({ maxDepth: 2 }))
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 8 }), (entries) => {
        const text = `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${JSON.stringify(v)}`).join(',')}}`
        const counts = new Map<string, number>()
        for (const [k] of entries) counts.set(k, (counts.get(k) ?? 0) + 1)
        const expected = [...counts].filter(([, n]) => n > 1).map(([k]) => k)
        expect(repeated(text).sort()).toEqual(expected.sort())
      }),
      { numRuns: 1000 },
    )
  })
})
