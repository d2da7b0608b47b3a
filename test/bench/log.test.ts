/**
 * Smoke test of the access-log benchmark (not a measurement): `bench/interleaved/run.ts --quick`
 * starts its server, drives it briefly and writes one table row per variant.
 */
import { expect, test } from 'bun:test'
import { VARIANTS } from '../../bench/interleaved/variants.ts'
import { runQuick } from '../support/bench.ts'

test('npm run bench:log -- --quick times every variant and writes its table', async () => {
  const { stdout, written } = await runQuick('interleaved/run.ts')
  const report = written.get('access-log.md')!
  expect(stdout).toContain(report.trim())
  const rows = report.split('\n').filter((line) => line.startsWith('| ') && !line.startsWith('| variant |'))
  expect(rows.map((row) => row.split(' | ')[0]!.slice(2))).toEqual(VARIANTS.map((v) => v.id))
  for (const row of rows) {
    const [, , handlerNs, extraNs] = row.split(' | ')
    expect(Number(handlerNs)).toBeGreaterThan(0)
    expect(Number.isFinite(Number(extraNs))).toBe(true)
  }
}, 60_000)
