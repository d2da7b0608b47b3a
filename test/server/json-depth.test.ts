import { describe, expect, test } from 'bun:test'
import fc from 'fast-check'
import { nestsDeeperThan } from '../../server/http/json-depth.ts'

/** Reference: the nesting of a parsed value, counted on the value itself. */
const depthOf = (value: unknown): number =>
  value !== null && typeof value === 'object' ? 1 + Math.max(0, ...Object.values(value).map(depthOf)) : 0

describe('JSON nesting read before parsing', () => {
  test('counts arrays and objects inside one another, not brackets inside strings', () => {
    expect(nestsDeeperThan('[[[]]]', 2)).toBe(true)
    expect(nestsDeeperThan('[[[]]]', 3)).toBe(false)
    expect(nestsDeeperThan('[[],[],[],[]]', 2)).toBe(false)
    expect(nestsDeeperThan('{"a":"[[[[{{{{","b\\"[[[":[1]}', 2)).toBe(false)
    expect(nestsDeeperThan('{"a":{"b":{"c":[]}}}', 3)).toBe(true)
  })

  test('text that is not JSON is left to the parser to refuse', () => {
    expect(nestsDeeperThan('{"a":"[[[[[[[[', 2)).toBe(false)
    expect(nestsDeeperThan(']]]]]]', 2)).toBe(false)
  })

  test('agrees with the depth of the parsed value, for random JSON', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 6 }), fc.integer({ min: 0, max: 6 }), (value, limit) => {
        expect(nestsDeeperThan(JSON.stringify(value), limit)).toBe(depthOf(value) > limit)
      }),
      { numRuns: 2000 },
    )
  })

  test('64 KiB of nested arrays is judged from its first brackets', () => {
    const text = '['.repeat(32_768) + ']'.repeat(32_768)
    const started = performance.now()
    for (let i = 0; i < 100; i++) expect(nestsDeeperThan(text, 32)).toBe(true)
    // JSON.parse took 2.5–8 ms for each; this reads about 70 characters.
    expect((performance.now() - started) / 100).toBeLessThan(0.5)
  })
})
