/**
 * What must hold of the adaptive TDEE for any log, whatever the numbers: the order of entries
 * does not matter; eating c kcal more every day means spending c more; moving every weight by
 * the same amount changes nothing without the person; and typing slips are left out.
 */
import { describe, expect, test } from 'bun:test'
import fc from 'fast-check'
import type { LogEntry } from '../../metrics/fields.ts'
import { calculators, checkInput } from '../../metrics/index.ts'
import { random, syntheticLog } from './synthetic-logs.ts'

const adaptive = calculators.adaptiveTdee
const answer = (input: Record<string, unknown>) =>
  adaptive.compute(checkInput(adaptive.input, input, { fromJson: true }), { today: '2026-01-01' })
const codes = (out: { warnings: { code: string }[] }) => out.warnings.map((w) => w.code)

/** A realistic log (synthetic-logs.ts) of 14 to 70 days, by seed. */
const logs = fc
  .tuple(fc.integer({ min: 1, max: 1_000_000 }), fc.integer({ min: 14, max: 70 }))
  .map(([seed, days]) => syntheticLog(seed, days))

describe('metamorphic properties on synthetic logs', () => {
  test('any order of the entries gives the same answer', () => {
    fc.assert(
      fc.property(logs, fc.integer(), (log, seed) => {
        const r = random(seed)
        const shuffled = [...log.entries].sort(() => r() - 0.5)
        expect(answer({ entries: shuffled, ...log.person })).toEqual(answer({ entries: log.entries, ...log.person }))
      }),
      { numRuns: 50 },
    )
  })

  test('c kcal more on every logged day: tdee and its interval move by c (±1 for rounding)', () => {
    fc.assert(
      fc.property(logs, fc.integer({ min: -300, max: 300 }), (log, c) => {
        const base = answer({ entries: log.entries })
        fc.pre(!codes(base).includes('OUTLIERS_DROPPED')) // the filter's threshold, a multiple of the upper quartile, moves with the intakes
        const more = answer({ entries: log.entries.map((e) => (e.intakeKcal === undefined ? e : { ...e, intakeKcal: e.intakeKcal + c })) })
        fc.pre(!codes(more).includes('OUTLIERS_DROPPED'))
        expect(Math.abs(more.tdee - base.tdee - c)).toBeLessThanOrEqual(1)
        expect(
          Math.abs(more.tdeeInterval.high - more.tdeeInterval.low - (base.tdeeInterval.high - base.tdeeInterval.low)),
        ).toBeLessThanOrEqual(1)
      }),
      { numRuns: 50 },
    )
  })

  test('every weight moved by the same amount: the same tdee without the person (the rule does not depend on weight)', () => {
    fc.assert(
      fc.property(logs, fc.double({ min: -5, max: 5, noNaN: true }), (log, shift) => {
        const base = answer({ entries: log.entries })
        fc.pre(!codes(base).includes('OUTLIERS_DROPPED'))
        const moved = answer({ entries: log.entries.map((e) => (e.weightKg === undefined ? e : { ...e, weightKg: e.weightKg + shift })) })
        fc.pre(!codes(moved).includes('OUTLIERS_DROPPED'))
        expect(Math.abs(moved.tdee - base.tdee)).toBeLessThanOrEqual(1)
      }),
      { numRuns: 50 },
    )
  })
})

describe('typing slips on 56-day synthetic logs', () => {
  /**
   * A weight typed 8 kg off and a day's intake logged in kJ (4.184 times), on logged values of the
   * log's middle; undefined when that day's kJ would be above the 10000 kcal the field takes (a 422).
   * (A day logged as 0 is a fast, kept.)
   */
  function withSlips(entries: LogEntry[], seed: number): LogEntry[] | undefined {
    const r = random(seed)
    const at = (from: number, key: keyof LogEntry) => entries.findIndex((e, i) => i >= from && e[key] !== undefined)
    const [heavy, inKj] = [at(10 + Math.floor(r() * 18), 'weightKg'), at(30 + Math.floor(r() * 18), 'intakeKcal')]
    const kj = Math.round(entries[inKj]!.intakeKcal! * 4.184)
    if (kj > 10000) return undefined
    return entries.map((e, i) => (i === heavy ? { ...e, weightKg: e.weightKg! + 8 } : i === inKj ? { ...e, intakeKcal: kj } : e))
  }

  test('both are left out and counted, and the estimate stays within ±100 kcal/day in at least 90 % of the trials', () => {
    let trials = 0
    let within = 0
    let bothCounted = 0
    for (let k = 0; k < 300; k++) {
      const log = syntheticLog(900_000 + k, 56)
      const entries = withSlips(log.entries, k)
      if (entries === undefined) continue
      trials++
      const out = answer({ entries, ...log.person })
      if (Math.abs(out.tdee - log.trueExpenditure) <= 100) within++
      const said = out.warnings.find((w) => w.code === 'OUTLIERS_DROPPED')?.message
      expect(said).toStartWith('1 weight and ')
      if (said!.startsWith('1 weight and 1 intake were left out')) bothCounted++
    }
    expect(trials).toBeGreaterThanOrEqual(150)
    // A kJ slip on a day logged well below its neighbours can stay under 2.5 times their upper quartile (1 in 207 here).
    expect(bothCounted / trials).toBeGreaterThanOrEqual(0.98)
    expect(within / trials).toBeGreaterThanOrEqual(0.9)
  })
})
