/**
 * Requests drawn at random as clients send them, for the tests that compare two answers to the
 * same request: the service's and the oracle's (test/fixtures/differential.test.ts), a page's and
 * its JSON endpoint's (test/properties/pages.test.ts).
 */
import fc from 'fast-check'
import type { Calculator } from '../../metrics/index.ts'
import { type Input, inputWithOneBadField, validInput } from './arbitraries.ts'

/**
 * Figures as people and programs write them: whole, or to 1, 2 or 4 decimals. Up to 4, every
 * rounded figure is exact decimal arithmetic's (docs/api.md, "Numbers"); with more digits a result
 * within about 1e-13 of a half may round the other way, which the oracle's exact arithmetic would flag.
 */
const DECIMALS = [0, 1, 2, 4] as const
const written = (input: Input, decimals: number): Input =>
  Object.fromEntries(Object.entries(input).map(([k, v]) => [k, typeof v === 'number' ? Number(v.toFixed(decimals)) : v]))

/** A request's names and values in order: a name may come twice, a value may be JSON null. */
export type Pairs = [string, Input[string] | null][]

/** Names a client may send for `name`: its case or separators changed, cut short, one letter off, another unit, another word. */
function misnamed(name: string): fc.Arbitrary<string> {
  const letter = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz')
  const at = fc.integer({ min: 0, max: name.length - 1 })
  const unit = fc.constantFrom('Lb', 'Lbs', '_lbs', 'Pounds', 'St', 'Stone', 'In', 'Inches', 'Ft', 'M', 'Kj', 'Kcal', 'Kg', 'Cm')
  return fc.oneof(
    fc.constantFrom(
      name.toLowerCase(),
      name.toUpperCase(),
      name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`),
      'sex',
    ),
    fc.integer({ min: 2, max: name.length - 1 }).map((n) => name.slice(0, n)),
    at.map((i) => name.slice(0, i) + name.slice(i + 1)),
    fc.tuple(at, letter).map(([i, c]) => name.slice(0, i) + c + name.slice(i + 1)),
    fc.tuple(at, letter).map(([i, c]) => name.slice(0, i) + c + name.slice(i)),
    unit.map((u) => name.replace(/(Kg|Cm|Kcal|Percent|Minutes)$/, '') + u),
    fc.stringMatching(/^[a-z][a-zA-Z_]{0,11}$/),
  )
}

/** One slip in a valid request: a field misnamed, given twice, or sent as null (as an empty value in a query). */
function slipped(pairs: Pairs): fc.Arbitrary<Pairs> {
  return fc.integer({ min: 0, max: pairs.length - 1 }).chain((i) => {
    const [name, value] = pairs[i]!
    return fc.oneof(
      misnamed(name).map((other): Pairs => pairs.map((p, k) => (k === i ? [other, value] : p))),
      fc.constant<Pairs>([...pairs, [name, value]]),
      fc.constant<Pairs>(pairs.map((p, k) => (k === i ? [name, null] : p))),
    )
  })
}

/**
 * Requests for a calculator: valid (four in six), with one value wrong, or with one slip; a start
 * date always where one is taken, so that no answer depends on the day it is asked (the oracle has no clock).
 */
export function drawnRequests(calculator: Calculator): fc.Arbitrary<Pairs> {
  const started = (input: Input): Pairs =>
    Object.entries(!calculator.input.byName.has('startDate') || 'startDate' in input ? input : { ...input, startDate: '2026-01-01' })
  const valid = fc
    .tuple(fc.oneof(validInput(calculator), validInput(calculator, { allFields: true })), fc.constantFrom(...DECIMALS))
    .map(([input, decimals]) => started(written(input, decimals)))
  const badValue = inputWithOneBadField(calculator).map(({ input }) => started(input))
  return fc.oneof({ weight: 4, arbitrary: valid }, { weight: 1, arbitrary: badValue }, { weight: 1, arbitrary: valid.chain(slipped) })
}

/** The pairs as a query string, a JSON null as an empty value. */
export const queryOf = (pairs: Pairs): string =>
  pairs.map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value === null ? '' : String(value))}`).join('&')
