/**
 * Smoke test of the benchmark harness (not a benchmark): `bench/run.ts --quick` starts
 * every server, drives every scenario briefly and writes its three reports.
 */
import { expect, test } from 'bun:test'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { BenchReport } from '../../bench/report.ts'
import { SCENARIOS } from '../../bench/suite.ts'
import { runToEnd, scratchDirectory } from '../support/process.ts'

const out = scratchDirectory('bench-smoke-')

test('npm run bench -- --quick measures every scenario on every target and writes the reports', async () => {
  const { code, stdout, stderr } = await runToEnd([process.execPath, fileURLToPath(new URL('../../bench/run.ts', import.meta.url)), '--quick', '--out', out])
  expect({ code, stderr: code === 0 ? '' : stderr }).toEqual({ code: 0, stderr: '' })

  const report = JSON.parse(readFileSync(join(out, 'latest.json'), 'utf8')) as BenchReport
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

  expect(readFileSync(join(out, 'latest.md'), 'utf8')).toContain('| scenario | server | req/s')
  expect(readFileSync(join(out, 'latest.svg'), 'utf8')).toStartWith('<svg')
  for (const check of report.checks) expect(stdout).toContain(check.label)
}, 90_000)
