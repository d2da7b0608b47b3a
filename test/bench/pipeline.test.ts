/**
 * Smoke test of the in-process ablation (not a measurement): `bench/ablation/in-process.ts --quick`
 * times every step of the assembled POST pipeline and writes one table row per step.
 */
import { expect, test } from 'bun:test'
import { STEPS } from '../../bench/ablation/pipeline.ts'
import { runQuick } from '../support/bench.ts'

test('npm run bench:pipeline -- --quick times every step and writes its table', async () => {
  const { stdout, written } = await runQuick('ablation/in-process.ts')
  const report = written.get('pipeline.md')!
  expect(stdout).toContain(report.trim())
  const rows = report.split('\n').filter((line) => line.startsWith('| ') && !line.startsWith('| step |'))
  expect(rows.map((row) => row.split(' | ')[0]!.slice(2))).toEqual(STEPS.map((s) => s.id))
  for (const [i, row] of rows.entries()) {
    const [, , nanoseconds, step] = row.split(' | ')
    expect(Number(nanoseconds)).toBeGreaterThan(0)
    if (i > 0) expect(Number.isFinite(Number(step!.replace(' |', '')))).toBe(true)
  }
}, 60_000)
