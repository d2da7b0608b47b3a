/**
 * fast-check arbitraries derived from the field specs (metrics/fields.ts), so generated
 * inputs follow the published bounds whenever the bounds change.
 */
import fc from 'fast-check'
import { addDays } from '../../metrics/dates.ts'
import type { FieldSpec, LogEntry, LogSpec } from '../../metrics/fields.ts'
import type { Calculator } from '../../metrics/index.ts'
import { PINNED_TODAY } from '../openapi/support/http.ts'

export type Input = Record<string, number | string | LogEntry[]>
type Value = Input[string]

/** Far enough outside any bound to matter, close enough to stay a plain decimal. */
const FAR = 1e6

/**
 * A log the field accepts: unique dates within a few months (so the window holds most), each
 * entry with a weight, an intake or both. Short (the bounds' long end costs time, not coverage).
 */
function validLog(spec: LogSpec): fc.Arbitrary<LogEntry[]> {
  const { weightKg, intakeKcal, date } = spec.entry
  const entry = fc
    .record({
      weightKg: fc.option(validValue(weightKg) as fc.Arbitrary<number>, { nil: undefined }),
      intakeKcal: fc.option(validValue(intakeKcal) as fc.Arbitrary<number>, { nil: undefined }),
    })
    .map(({ weightKg: w, intakeKcal: i }) =>
      w === undefined && i === undefined ? { weightKg: weightKg.min } : { weightKg: w, intakeKcal: i },
    )
  return fc
    .tuple(
      fc.uniqueArray(fc.integer({ min: 0, max: 80 }), { minLength: spec.minItems, maxLength: spec.minItems + 40 }),
      fc.date({ min: new Date(date.range.min), max: new Date('2990-01-01'), noInvalidDate: true }),
      fc.array(entry, { minLength: spec.minItems + 40, maxLength: spec.minItems + 40 }),
    )
    .map(([offsets, start, values]) =>
      offsets.map((offset, k) => {
        const { weightKg: w, intakeKcal: i } = values[k]!
        return {
          date: addDays(start.toISOString().slice(0, 10), offset),
          ...(w === undefined ? {} : { weightKg: w }),
          ...(i === undefined ? {} : { intakeKcal: i }),
        }
      }),
    )
}

/** Any value the field accepts, its bounds included. */
export function validValue(spec: FieldSpec): fc.Arbitrary<Value> {
  switch (spec.kind) {
    case 'log':
      return validLog(spec)
    case 'number':
      return fc.double({ min: spec.min, max: spec.max, noNaN: true })
    case 'integer':
      return fc.integer({ min: spec.min, max: spec.max })
    case 'enum':
    case 'numberEnum':
      return fc.constantFrom(...spec.values)
    case 'date':
      return fc
        .date({ min: new Date(spec.range.min), max: new Date(spec.range.max), noInvalidDate: true })
        .map((d) => d.toISOString().slice(0, 10))
  }
}

/**
 * A value the field rejects: out of bounds, not whole, not in the enum, not a date.
 * Rejected words carry a prefix that no rule text contains, so an echo can be recognised.
 */
export function invalidValue(spec: FieldSpec): fc.Arbitrary<Value> {
  switch (spec.kind) {
    case 'log':
      // Wrong as a whole (an error on entries itself): not a list, or too few entries.
      return fc.oneof(
        fc.stringMatching(/^[a-z]{1,8}$/).map((s) => `zz${s}`),
        validLog(spec).map((log) => log.slice(0, spec.minItems - 1)),
      )
    case 'number':
      return fc.oneof(
        fc.double({ min: -FAR, max: spec.min, maxExcluded: true, noNaN: true }),
        fc.double({ min: spec.max, minExcluded: true, max: FAR, noNaN: true }),
      )
    case 'integer':
      return fc.oneof(
        fc.integer({ min: -FAR, max: spec.min - 1 }),
        fc.integer({ min: spec.max + 1, max: FAR }),
        fc.double({ min: spec.min, max: spec.max, noNaN: true }).filter((x) => !Number.isInteger(x)),
      )
    case 'enum':
      return fc.stringMatching(/^[a-z-]{1,12}$/).map((s) => `zz${s}`)
    case 'numberEnum':
      return fc.double({ min: -FAR, max: FAR, noNaN: true }).filter((x) => !spec.values.includes(x))
    case 'date':
      return fc.oneof(
        fc.constantFrom('2026-02-30', '2025-13-01', '2026-1-1', '20260101', addDays(spec.range.min, -1), addDays(spec.range.max, 1)),
        fc.stringMatching(/^[a-z]{1,8}$/).map((s) => `zz${s}`),
      )
  }
}

/** A valid input for the calculator; optional fields present or not, unless `allFields`. */
export function validInput(calculator: Calculator, { allFields = false } = {}): fc.Arbitrary<Input> {
  const model = Object.fromEntries(calculator.input.fields.map((f) => [f.name, validValue(f.spec)]))
  const requiredKeys = allFields ? undefined : calculator.input.fields.filter((f) => f.required).map((f) => f.name)
  const inputs = fc.record(model, requiredKeys ? { requiredKeys } : {}) as fc.Arbitrary<Input>
  if (!calculator.input.byName.has('goalDate')) return inputs
  // A goal date drawn alone almost never falls in the 5 years after the start: most are drawn there.
  return fc.tuple(inputs, fc.integer({ min: -30, max: 5 * 366 + 30 }), fc.boolean()).map(([input, days, keep]) => {
    const goalDate = addDays(String(input.startDate ?? PINNED_TODAY.toISOString().slice(0, 10)), days)
    const { range } = calculator.input.byName.get('goalDate')!.spec as { range: { min: string; max: string } }
    return keep || goalDate < range.min || goalDate > range.max ? input : { ...input, goalDate }
  })
}

/** A valid input in which exactly one field (named) has a value it rejects. */
export function inputWithOneBadField(calculator: Calculator): fc.Arbitrary<{ input: Input; field: string; value: Value }> {
  const badField = fc.constantFrom(...calculator.input.fields).chain((f) => invalidValue(f.spec).map((value) => ({ field: f.name, value })))
  return fc
    .tuple(validInput(calculator), badField)
    .map(([input, { field, value }]) => ({ input: { ...input, [field]: value }, field, value }))
}

/** Two values of a numeric field, the second not below the first. */
export function ascendingPair(spec: FieldSpec): fc.Arbitrary<[number, number]> {
  return fc.tuple(validValue(spec), validValue(spec)).map(([a, b]) => [Math.min(Number(a), Number(b)), Math.max(Number(a), Number(b))])
}

/** Enough runs to search the bounds, few enough to keep the suite quick. */
export const RUNS = { numRuns: 200 }
