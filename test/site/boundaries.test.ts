/**
 * The views are shared with the browser module, so they may import only what a browser can
 * carry: each other, and the domain's plain modules, which import only each other (units, dates, rounding,
 * the healthy BMI range, the dynamic model's horizon, the protein RDA, how the API reads a number, the names of the calculators a result links to).
 * Anything else (TypeBox, the calculators, node:*) would be bundled into every page, or fail there.
 */
import { describe, expect, test } from 'bun:test'
import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { REPO_ROOT } from '../../build-catalogues/build.ts'

const SHARED = ['site/view', 'site/client']
const PLAIN_DOMAIN = [
  'metrics/units.ts',
  'metrics/dates.ts',
  'metrics/rounding.ts',
  'metrics/healthy-weight.ts',
  'metrics/dynamic/horizon.ts',
  'metrics/protein-rda.ts',
  'metrics/trend-smoothing.ts',
  'metrics/plain-decimal.ts',
  'metrics/calculators/calculator-names.ts',
]

const filesUnder = (dir: string): string[] =>
  readdirSync(join(REPO_ROOT, dir), { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? filesUnder(join(dir, e.name)) : [join(dir, e.name)],
  )

/** Imports that reach the bundle: `import type` is erased. */
const valueImports = (source: string) =>
  [...source.matchAll(/^import (?!type )[^'"]*from '([^']+)'/gm), ...source.matchAll(/^export (?!type )[^'"]*from '([^']+)'/gm)].map(
    (m) => m[1]!,
  )

describe('shared views import only what a browser can carry', () => {
  const files = SHARED.flatMap(filesUnder)
  test.each(files.map((f) => [f]))('%s', (file) => {
    for (const specifier of valueImports(readFileSync(join(REPO_ROOT, file), 'utf8'))) {
      expect(specifier.startsWith('.')).toBe(true)
      const target = relative(REPO_ROOT, resolve(join(REPO_ROOT, dirname(file)), specifier))
      expect({ file, target, allowed: SHARED.some((d) => target.startsWith(`${d}/`)) || PLAIN_DOMAIN.includes(target) }).toEqual({
        file,
        target,
        allowed: true,
      })
    }
  })

  // Each other at most: the browser then carries nothing beyond the plain modules.
  test.each(PLAIN_DOMAIN.map((f) => [f]))('%s imports only plain modules', (file) => {
    const targets = valueImports(readFileSync(join(REPO_ROOT, file), 'utf8')).map((specifier) =>
      relative(REPO_ROOT, resolve(join(REPO_ROOT, dirname(file)), specifier)),
    )
    expect(targets.filter((target) => !PLAIN_DOMAIN.includes(target))).toEqual([])
  })
})
