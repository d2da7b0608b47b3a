/**
 * Smoke test of the ablation (not a measurement): `bench/ablation/run.ts --quick` starts every
 * variant, drives each briefly with the plan request, and writes one table row per variant.
 */
import { expect, test } from 'bun:test'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { runToEnd, scratchDirectory } from '../support/process.ts'

const out = scratchDirectory('ablation-smoke-')

test('npm run bench:ablation -- --quick measures every variant without an error and writes its table', async () => {
  const { code, stdout, stderr } = await runToEnd([process.execPath, fileURLToPath(new URL('../../bench/ablation/run.ts', import.meta.url)), '--quick', '--out', out])
  expect({ code, stderr: code === 0 ? '' : stderr }).toEqual({ code: 0, stderr: '' })

  const report = readFileSync(join(out, 'ablation.md'), 'utf8')
  expect(stdout).toContain(report.trim())
  const rows = report.split('\n').filter((line) => /^\| [a-z+-]+ \|/.test(line) && !line.startsWith('| variant |'))
  expect(rows.map((row) => row.split(' | ')[0]!.slice(2))).toEqual([
    'raw', 'lean', '+headers', '+deadline', '+keys', '+schema', '+url', 'handler', 'ours-log-off', 'ours',
  ])
  for (const row of rows) {
    expect(row).not.toContain('errors')
    const [, , requestsPerSecond, micros] = row.split(' | ')
    expect(Number(requestsPerSecond!.replaceAll(',', ''))).toBeGreaterThan(0)
    expect(Number(micros)).toBeGreaterThan(0)
  }
}, 90_000)
