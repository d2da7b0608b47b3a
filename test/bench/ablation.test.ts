/**
 * Smoke test of the ablations (not a measurement): `bench/ablation/run.ts --quick` starts every
 * variant, drives each briefly with its ablation's request, and writes one table row per variant.
 */
import { expect, test } from 'bun:test'
import { runQuick } from '../support/bench.ts'

test('npm run bench:ablation -- --quick measures every variant of both ablations without an error and writes their tables', async () => {
  const { stdout, written } = await runQuick('ablation/run.ts')
  const report = written.get('ablation.md')!
  expect(stdout).toContain(report.trim())
  const rows = report.split('\n').filter((line) => /^\| [a-z+-]+ \|/.test(line) && !line.startsWith('| variant |'))
  expect(rows.map((row) => row.split(' | ')[0]!.slice(2))).toEqual([
    'raw', 'lean', '+headers', '+deadline', '+keys', '+schema', '+url', 'handler', 'ours-log-off', 'ours',
    'static', 'js-route', '+negotiation', 'handler', 'ours-log-off', 'ours',
  ])
  for (const row of rows) {
    expect(row).not.toContain('errors')
    const [, , requestsPerSecond, micros] = row.split(' | ')
    expect(Number(requestsPerSecond!.replaceAll(',', ''))).toBeGreaterThan(0)
    expect(Number(micros)).toBeGreaterThan(0)
  }
}, 90_000)
