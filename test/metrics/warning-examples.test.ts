/**
 * The catalogues' list of warnings, and each calculator's published codes, against what the
 * service sends as the golden fixtures record it.
 */
import { describe, expect, test } from 'bun:test'
import { loadFixtures } from '../../fixtures/runner.ts'
import { warningCodesOf } from '../../metrics/calculator.ts'
import { calculators } from '../../metrics/index.ts'
import { warningExamples } from '../../metrics/warning-examples.ts'

/** Every `warnings[].code` anywhere in a response body (plans nest theirs under static and dynamic). */
function codesIn(value: unknown, into: Set<string>): Set<string> {
  if (Array.isArray(value)) for (const item of value) codesIn(item, into)
  else if (value !== null && typeof value === 'object')
    for (const [key, inner] of Object.entries(value)) {
      if (key === 'warnings' && Array.isArray(inner)) for (const w of inner) if (typeof w?.code === 'string') into.add(w.code)
      codesIn(inner, into)
    }
  return into
}

test('lists each code once', () => {
  const codes = warningExamples.map((w) => w.code)
  expect(new Set(codes).size).toBe(codes.length)
})

test('lists exactly the codes the golden fixtures carry', () => {
  const sent = new Set<string>()
  for (const fixture of loadFixtures()) codesIn(fixture.response.body, sent)
  expect([...sent].sort()).toEqual(warningExamples.map((w) => w.code).sort())
})

describe("each calculator's schema names exactly the codes its golden fixtures carry", () => {
  const fixtures = loadFixtures()
  for (const calculator of Object.values(calculators))
    test(calculator.id, () => {
      const own = fixtures.filter((fixture) => fixture.id.startsWith(`${calculator.id}/`))
      // Without golden fixtures there is nothing to hold its codes to: that is a failure, not a pass.
      expect(own.length).toBeGreaterThan(0)
      const sent = new Set<string>()
      for (const fixture of own) codesIn(fixture.response.body, sent)
      const named: string[] = warningCodesOf(calculator.output)
      expect(new Set(named).size).toBe(named.length)
      expect([...named].sort()).toEqual([...sent].sort())
    })
})
