/**
 * Smoke test of the access-log benchmark (not a measurement): `bench/interleaved/run.ts --quick`
 * starts its server, drives it briefly and writes one table row per variant.
 */
import { expect, test } from 'bun:test'
import { VARIANTS } from '../../bench/interleaved/variants.ts'
import { quickTableRows } from '../support/bench.ts'

test('npm run bench:log -- --quick times every variant and writes its table', async () => {
  const rows = await quickTableRows('interleaved/run.ts', 'access-log.md')
  expect(rows.map(([id]) => id)).toEqual(VARIANTS.map((v) => v.id))
  for (const [, , handlerNs, extraNs] of rows) {
    expect(Number(handlerNs)).toBeGreaterThan(0)
    expect(Number.isFinite(Number(extraNs))).toBe(true)
  }
}, 60_000)
