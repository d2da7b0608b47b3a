/**
 * Smoke test of the in-process ablation (not a measurement): `bench/ablation/in-process.ts --quick`
 * times every step of the assembled POST pipeline and writes one table row per step.
 */
import { expect, test } from 'bun:test'
import { STEPS } from '../../bench/ablation/pipeline.ts'
import { quickTableRows } from '../support/bench.ts'

test('npm run bench:pipeline -- --quick times every step and writes its table', async () => {
  const rows = await quickTableRows('ablation/in-process.ts', 'pipeline.md')
  expect(rows.map(([id]) => id)).toEqual(STEPS.map((s) => s.id))
  for (const [i, [, , nanoseconds, step]] of rows.entries()) {
    expect(Number(nanoseconds)).toBeGreaterThan(0)
    if (i > 0) expect(Number.isFinite(Number(step))).toBe(true)
  }
}, 60_000)
