/**
 * The layers: metrics/ (pure domain) ← api/ (what is published) ← knowledge/ (what the catalogues say)
 * ← site/ (the pages) ← server/ and build-catalogues/, which only their entry points wire together.
 * Walks the real import graph, so a new import across a layer fails here, not in review.
 */
import { describe, expect, test } from 'bun:test'
import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const ROOT = fileURLToPath(new URL('../../', import.meta.url))
const IMPORT = /(?:^|\n)\s*(?:import|export)[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g

/** Every module reachable from `entry`: local files relative to the root, and packages by name. */
function reachable(entry: string): { files: string[]; packages: string[] } {
  const files = new Set<string>()
  const packages = new Set<string>()
  const walk = (file: string) => {
    if (files.has(file)) return
    files.add(file)
    for (const m of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const spec = (m[1] ?? m[2])!
      if (spec.startsWith('.')) walk(resolve(dirname(file), spec))
      else packages.add(spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : spec.split('/')[0]!)
    }
  }
  walk(join(ROOT, entry))
  return { files: [...files].map((f) => relative(ROOT, f)), packages: [...packages] }
}

const layerOf = (file: string) => file.split('/')[0]

describe('layering', () => {
  test('the catalogue build loads neither the server nor Elysia', () => {
    const { files, packages } = reachable('build-catalogues/main.ts')
    expect(files.filter((f) => layerOf(f) === 'server')).toEqual([])
    expect(packages).not.toContain('elysia')
    expect(files).toContain('api/endpoints.ts')
  })

  /** Every module of `layer`, with what each reaches outside the allowed layers and packages. */
  function outsideOf(layer: string, layers: string[], allowedPackages: string[]) {
    const sources = readdirSync(join(ROOT, layer), { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.ts'))
    expect(sources.length).toBeGreaterThan(5)
    return sources.map((file) => {
      const { files, packages } = reachable(join(layer, file))
      return {
        file,
        outside: files.filter((f) => ![layer, ...layers].includes(layerOf(f)!)),
        packages: packages.filter((p) => !allowedPackages.includes(p)),
      }
    })
  }
  const clean = (file: string) => ({ file, outside: [], packages: [] })

  test('api/ depends only on metrics/ and itself', () => {
    for (const found of outsideOf('api', ['metrics'], ['@sinclair/typebox', 'node:fs', 'node:path', 'node:url'])) {
      expect(found).toEqual(clean(found.file))
    }
  })

  test('knowledge/ depends only on api/ and metrics/ (and the package version)', () => {
    for (const found of outsideOf(
      'knowledge',
      ['api', 'metrics', 'package.json'],
      ['@sinclair/typebox', 'node:fs', 'node:path', 'node:url'],
    )) {
      expect(found).toEqual(clean(found.file))
    }
  })

  test('the pages load neither the server nor the build: both render them', () => {
    for (const found of outsideOf(
      'site',
      ['knowledge', 'api', 'metrics', 'package.json'],
      ['@sinclair/typebox', 'node:crypto', 'node:fs', 'node:path', 'node:url', 'node:child_process'],
    )) {
      expect(found).toEqual(clean(found.file))
    }
  })

  test('the server loads the build only through its entry point', () => {
    const { files } = reachable('server/app.ts')
    expect(files).toContain('knowledge/calculator-guides.ts')
    expect(files.filter((f) => layerOf(f) === 'build-catalogues')).toEqual([])
  })

  test('metrics/ depends on nothing outside itself', () => {
    const { files } = reachable('metrics/index.ts')
    expect(files.filter((f) => layerOf(f) !== 'metrics')).toEqual([])
  })
})
