/**
 * The layers: metrics/ (pure domain) ← api/ (what is published) ← knowledge/ (what the catalogues say)
 * ← site/ (the pages) ← server/ and build-catalogues/, which only their entry points wire together.
 * Walks the real import graph, so a new import across a layer fails here, not in review.
 */
import { describe, expect, test } from 'bun:test'
import { layerOf, reachable, sourcesUnder } from '../support/imports.ts'

describe('layering', () => {
  test('no module of the catalogue build loads the server or Elysia', () => {
    // The walk reaches modules and data alike (the version comes from package.json): what the fingerprint covers too.
    expect(reachable('build-catalogues/main.ts').files).toEqual(expect.arrayContaining(['api/endpoints.ts', 'package.json']))
    for (const source of sourcesUnder('build-catalogues')) {
      const { files, packages } = reachable(source)
      expect({ source, server: files.filter((f) => layerOf(f) === 'server'), elysia: packages.includes('elysia') }).toEqual({
        source,
        server: [],
        elysia: false,
      })
    }
  })

  test('no module of the server but its entry point loads the build', () => {
    for (const source of sourcesUnder('server').filter((f) => f !== 'server/main.ts')) {
      const { files } = reachable(source)
      expect({ source, build: files.filter((f) => layerOf(f) === 'build-catalogues') }).toEqual({ source, build: [] })
    }
  })

  /** Every module of `layer`, with what each reaches outside the allowed layers and packages. */
  function outsideOf(layer: string, layers: string[], allowedPackages: string[]) {
    const sources = sourcesUnder(layer)
    expect(sources.length).toBeGreaterThan(5)
    return sources.map((file) => {
      const { files, packages } = reachable(file)
      return {
        file,
        outside: files.filter((f) => ![layer, ...layers].includes(layerOf(f))),
        packages: packages.filter((p) => !allowedPackages.includes(p)),
      }
    })
  }
  const clean = (file: string) => ({ file, outside: [], packages: [] })

  test('api/ depends only on metrics/ and itself (and the package version)', () => {
    for (const found of outsideOf(
      'api',
      ['metrics', 'package.json'],
      ['@sinclair/typebox', 'node:crypto', 'node:fs', 'node:path', 'node:url', 'node:zlib'],
    )) {
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
      ['@sinclair/typebox', 'node:crypto', 'node:fs', 'node:path', 'node:url', 'node:child_process', 'node:zlib'],
    )) {
      expect(found).toEqual(clean(found.file))
    }
  })

  test('metrics/ depends on nothing outside itself', () => {
    const { files } = reachable('metrics/index.ts')
    expect(files.filter((f) => layerOf(f) !== 'metrics')).toEqual([])
  })
})
