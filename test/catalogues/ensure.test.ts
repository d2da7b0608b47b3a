/** When `npm start` rebuilds: missing or stale dist/ only; and where the build date comes from. */
import { afterAll, describe, expect, test } from 'bun:test'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { ConfigError } from '../../api/config.ts'
import { buildOptions, buildSite, isCurrent, REPO_ROOT } from '../../build-catalogues/build.ts'
import { buildEpoch, FALLBACK_EPOCH } from '../../build-catalogues/context.ts'
import { SOURCE_ROOTS } from '../../build-catalogues/fingerprint.ts'
import { layerOf, reachable } from '../support/imports.ts'

const scratch = mkdtempSync(join(tmpdir(), 'catalogues-ensure-'))
afterAll(() => rmSync(scratch, { recursive: true, force: true }))

describe('isCurrent', () => {
  const options = buildOptions({ SOURCE_DATE_EPOCH: '1767225600', BASE_URL: 'https://a.example' }, join(scratch, 'dist'))

  test('a missing build is not current; a fresh one is', () => {
    expect(isCurrent(options)).toBe(false)
    buildSite(options)
    expect(isCurrent(options)).toBe(true)
  })

  test('another BASE_URL or build date makes it stale', () => {
    expect(isCurrent({ ...options, baseUrl: 'https://b.example' })).toBe(false)
    expect(isCurrent({ ...options, epochSeconds: options.epochSeconds + 1 })).toBe(false)
  })
})

describe('the fingerprint', () => {
  test('covers every folder the build loads, so an edit to any of them rebuilds', () => {
    const loaded = new Set(
      ['build-catalogues/main.ts', 'build-catalogues/ensure.ts', 'site/client/main.ts'].flatMap((entry) =>
        reachable(entry).files.map(layerOf),
      ),
    )
    expect([...loaded].filter((folder) => !SOURCE_ROOTS.includes(folder))).toEqual([])
  })
})

describe('buildEpoch', () => {
  test('SOURCE_DATE_EPOCH wins and must be whole seconds', () => {
    expect(buildEpoch({ SOURCE_DATE_EPOCH: '42' }, REPO_ROOT)).toBe(42)
    expect(() => buildEpoch({ SOURCE_DATE_EPOCH: '1.5' }, REPO_ROOT)).toThrow(ConfigError)
  })

  test('else the last commit, else the fixed fallback; never the clock', () => {
    const git = Bun.spawnSync(['git', 'log', '-1', '--format=%ct'], { cwd: REPO_ROOT }).stdout.toString().trim()
    expect(buildEpoch({}, REPO_ROOT)).toBe(Number(git))
    expect(buildEpoch({}, scratch)).toBe(FALLBACK_EPOCH)
  })
})
