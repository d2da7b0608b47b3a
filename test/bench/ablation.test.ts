/**
 * Smoke test of the ablations (not a measurement): `bench/ablation/run.ts --quick` starts every
 * variant, drives each briefly with its ablation's request, and writes one table row per variant.
 */
import { expect, test } from 'bun:test'
import { quickTableRows } from '../support/bench.ts'

test('npm run bench:ablation -- --quick measures every variant of both ablations without an error and writes their tables', async () => {
  const rows = await quickTableRows('ablation/run.ts', 'ablation.md')
  expect(rows.map(([id]) => id)).toEqual([
    'raw', 'lean', '+headers', '+deadline', '+keys', '+schema', '+url', 'handler', 'ours-log-off', 'ours',
    'static', 'js-route', '+negotiation', 'handler', 'ours-log-off', 'ours',
  ])
  for (const row of rows) {
    const [, , requestsPerSecond, micros] = row
    expect(requestsPerSecond).not.toContain('errors')
    expect(Number(requestsPerSecond!.replaceAll(',', ''))).toBeGreaterThan(0)
    expect(Number(micros)).toBeGreaterThan(0)
  }
}, 90_000)
