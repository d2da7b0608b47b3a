/**
 * The layers: metrics/ (pure domain) ← api/ (what is published) ← server/ and build-catalogues/.
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

  test('api/ depends only on metrics/ and itself', () => {
    const apiFiles = readdirSync(join(ROOT, 'api'), { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.ts'))
    expect(apiFiles.length).toBeGreaterThan(5)
    for (const file of apiFiles) {
      const { files, packages } = reachable(join('api', file))
      expect({ file, outside: files.filter((f) => !['api', 'metrics'].includes(layerOf(f)!)) }).toEqual({ file, outside: [] })
      expect({ file, packages: packages.filter((p) => !['@sinclair/typebox', 'node:fs', 'node:path', 'node:url'].includes(p)) }).toEqual({
        file,
        packages: [],
      })
    }
  })

  test('metrics/ depends on nothing outside itself', () => {
    const { files } = reachable('metrics/index.ts')
    expect(files.filter((f) => layerOf(f) !== 'metrics')).toEqual([])
  })
})
