/**
 * Smoke test of the benchmark harness (not a benchmark): `bench/run.ts --quick` starts
 * every server, drives every scenario briefly and writes its three reports.
 */
import { expect, test } from 'bun:test'
import type { BenchReport } from '../../bench/report.ts'
import { SCENARIOS, targetsOf } from '../../bench/suite.ts'
import { runQuick } from '../support/bench.ts'

test('npm run bench -- --quick measures every scenario on every target and writes the reports', async () => {
  const { stdout, written } = await runQuick('run.ts')
  const report = JSON.parse(written.get('latest.json')!) as BenchReport
  expect(report.scenarios.map((s) => s.id)).toEqual(SCENARIOS.map((s) => s.id))
  for (const scenario of SCENARIOS) {
    const measured = report.scenarios.find((s) => s.id === scenario.id)!
    expect(measured.results.map((r) => r.target)).toEqual(scenario.targets)
    for (const r of measured.results) {
      expect({ scenario: scenario.id, target: r.target, errors: r.errors }).toEqual({ scenario: scenario.id, target: r.target, errors: 0 })
      expect(r.requests).toBeGreaterThan(0)
      expect(r.requestsPerSecond).toBeGreaterThan(0)
      expect(r.latencyP99Ms).toBeGreaterThanOrEqual(r.latencyP50Ms)
      expect(r.peakRssMb).toBeGreaterThan(0)
    }
  }
  expect(report.coldStart.medianMs).toBeGreaterThan(0)
  for (const check of report.checks) expect(Number.isFinite(check.value)).toBe(true)

  expect(written.get('latest.md')!).toContain('| scenario | server | req/s')
  expect(written.get('latest.svg')!).toStartWith('<svg')
  for (const check of report.checks) expect(stdout).toContain(check.label)
  // Every scenario, each target started and driven a second or two: minutes on a loaded 2-core machine.
}, 240_000)

test('npm run bench -- --scenario ID starts only that scenario’s servers and writes focus-<id> reports, leaving latest.* alone', async () => {
  const { stdout, written } = await runQuick('run.ts', ['--scenario', 'error-422'])
  expect([...written.keys()].sort()).toEqual(['focus-error-422.json', 'focus-error-422.md', 'focus-error-422.svg'])
  const report = JSON.parse(written.get('focus-error-422.json')!) as BenchReport
  const scenario = SCENARIOS.find((s) => s.id === 'error-422')!
  expect(report.scenarios.map((s) => s.id)).toEqual(['error-422'])
  expect(report.targets.map((t) => t.id)).toEqual(targetsOf([scenario]))
  expect(report.checks.map((c) => c.label)).toContain('GET /api/calculate-deficit, invalid (422): ours ÷ raw Bun.serve')
  expect(report.checks.some((c) => c.label.includes('WORKERS') || c.label.includes('catalogue'))).toBe(false)
  expect(stdout).toContain('focus-error-422.md')
}, 60_000)
