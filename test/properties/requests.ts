/**
 * Requests drawn at random as clients send them, for the tests that compare two answers to the
 * same request: the service's and the oracle's (test/fixtures/differential.test.ts), a page's and
 * its JSON endpoint's (test/properties/pages.test.ts).
 */
import fc from 'fast-check'
import { addDays } from '../../metrics/dates.ts'
import type { LogEntry } from '../../metrics/fields.ts'
import type { Calculator } from '../../metrics/index.ts'
import { type Input, inputWithOneBadField, validInput } from './arbitraries.ts'

/**
 * Figures as people and programs write them: whole, or to 1, 2 or 4 decimals. Up to 4, every
 * rounded figure is exact decimal arithmetic's (docs/api.md, "Input rules"); with more digits a result
 * within about 1e-13 of a half may round the other way, which the oracle's exact arithmetic would flag.
 * A whole number can put a field out of its bounds (a pace of 0.1 to 1.5 kg a week written as 0 or 2):
 * such a draw is one more with a value wrong.
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
 * A log as a person keeps it, where drawn values alone are noise: a weight that drifts by a trend
 * with day-to-day scatter, written to 0.1 kg, an intake around a habit in whole kcal, days left
 * out, and now and then a slip (a weight typed without its decimal point, kJ written as kcal).
 * Up to two years, so that the window, the outliers and the energy per kg all have work to do.
 */
const keptLog: fc.Arbitrary<LogEntry[]> = fc
  .record({
    days: fc.integer({ min: 7, max: 731 }),
    start: fc.integer({ min: 0, max: 20_000 }).map((d) => addDays('2000-01-01', d)),
    weight: fc.integer({ min: 450, max: 2000 }).map((w) => w / 10),
    trendPerDay: fc.integer({ min: -150, max: 100 }).map((g) => g / 1000),
    habit: fc.integer({ min: 1200, max: 3600 }),
    missing: fc.double({ min: 0, max: 0.4, noNaN: true }),
    slips: fc.double({ min: 0, max: 0.02, noNaN: true }),
    seed: fc.integer({ min: 1, max: 2 ** 31 - 2 }),
  })
  .map(({ days, start, weight, trendPerDay, habit, missing, slips, seed }) => {
    // A generator of its own, seeded by the draw, so the log stays reproducible and shrinks as a whole.
    let state = seed
    const next = () => {
      state = (state * 48271) % 2147483647
      return state / 2147483647
    }
    const entries: LogEntry[] = []
    for (let day = 0; day < days; day++) {
      const kg = Math.max(30, weight + trendPerDay * day + (next() - 0.5) * 1.6)
      const weightKg = next() < slips ? Math.min(650, Math.round(kg * 10)) : Math.round(kg * 10) / 10
      const kcal = Math.round(habit + (next() - 0.5) * 800)
      const intakeKcal = next() < slips ? Math.min(10_000, Math.round(kcal * 4.184)) : kcal
      const [withWeight, withIntake] = [next() >= missing, next() >= missing]
      if (!withWeight && !withIntake) continue
      entries.push({ date: addDays(start, day), ...(withWeight ? { weightKg } : {}), ...(withIntake ? { intakeKcal } : {}) })
    }
    return entries.length >= 7
      ? entries
      : entries.concat(Array.from({ length: 7 - entries.length }, (_, k) => ({ date: addDays(start, days + k), weightKg: weight })))
  })

/**
 * Requests for a calculator: valid (four in six), with one value wrong, or with one slip; a start
 * date always where one is taken, so that no answer depends on the day it is asked (the oracle has no clock).
 */
export function drawnRequests(calculator: Calculator): fc.Arbitrary<Pairs> {
  const started = (input: Input): Pairs =>
    Object.entries(!calculator.input.byName.has('startDate') || 'startDate' in input ? input : { ...input, startDate: '2026-01-01' })
  const drawnInput = fc.oneof(validInput(calculator), validInput(calculator, { allFields: true }))
  // A log calculator's valid requests carry a kept log half the time: alone, or with every other field
  // (a person is described by gender, age and height together or not at all).
  const withKeptLog = fc
    .tuple(fc.option(validInput(calculator, { allFields: true })), keptLog)
    .map(([all, entries]) => ({ ...all, entries }))
  const input = calculator.input.byName.has('entries') ? fc.oneof(drawnInput, withKeptLog) : drawnInput
  const valid = fc.tuple(input, fc.constantFrom(...DECIMALS)).map(([drawn, decimals]) => started(written(drawn, decimals)))
  const badValue = inputWithOneBadField(calculator).map(({ input }) => started(input))
  return fc.oneof({ weight: 4, arbitrary: valid }, { weight: 1, arbitrary: badValue }, { weight: 1, arbitrary: valid.chain(slipped) })
}

/** The pairs as a query string, a JSON null as an empty value. */
export const queryOf = (pairs: Pairs): string =>
  pairs.map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value === null ? '' : String(value))}`).join('&')
