/** The whole-input fast path accepts exactly what the published schema does, unknown names included. */
import { describe, expect, test } from 'bun:test'
import { calculators, checkInput } from '../../metrics/index.ts'

const bmi = calculators.bmi.input
const valid = { weightKg: 70, heightCm: 175 }

describe('whole-input check', () => {
  test('an own unknown name is refused, and named in the diagnosis', () => {
    expect(bmi.accepts({ ...valid, mood: 'good' })).toBe(false)
    const refusal = (() => {
      try {
        checkInput(bmi, { ...valid, mood: 'good' })
      } catch (error) {
        return error
      }
    })()
    expect(refusal).toMatchObject({ errors: [{ field: 'mood', message: 'is not accepted by this endpoint' }] })
    expect(bmi.accepts(JSON.parse('{"weightKg":70,"heightCm":175,"__proto__":1}'))).toBe(false)
  })

  test('only own names count: an inherited enumerable property (prototype pollution) is not an input', () => {
    const inherited = Object.assign(Object.create({ polluted: true }) as object, valid)
    expect(bmi.accepts(inherited)).toBe(true)
  })

  test('query-built objects without a prototype are checked the same way', () => {
    const raw = Object.assign(Object.create(null) as object, valid)
    expect(bmi.accepts(raw)).toBe(true)
    expect(bmi.accepts(Object.assign(raw, { extra: '1' }))).toBe(false)
  })
})
