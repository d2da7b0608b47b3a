/** The start-up loader: it trusts nothing in the manifest and never needs a URL to find a file. */
import { describe, expect, test } from 'bun:test'
import { Elysia } from 'elysia'
import type { ReadFile } from '../../api/dist-directory.ts'
import type { Manifest } from '../../api/manifest.ts'
import { mountDirect } from '../../server/direct-routes.ts'
import { catalogueRoutes, loadBuild } from '../../server/routes/catalogues.ts'
import { loadStaticFiles, StaticBuildError } from '../../server/static/load.ts'

const body = new TextEncoder().encode('{"hello":"world"}\n')

function source(files: Record<string, Uint8Array>): ReadFile {
  return (name) => files[name] as Uint8Array<ArrayBuffer> | undefined
}

function manifestWith(file: string, bytes = body.byteLength): Manifest {
  return {
    manifestVersion: 1,
    baseUrl: 'https://example.org',
    builtAt: '2026-01-01T00:00:00Z',
    sourceFingerprint: 'x',
    files: [{ path: '/hello', contentType: 'application/json', variants: { identity: { file, etag: '"e"', bytes } } }],
  }
}

const encode = (m: Manifest) => new TextEncoder().encode(JSON.stringify(m))

describe('loadStaticFiles', () => {
  test('no manifest: nothing built, no routes, no failure', () => {
    expect(loadStaticFiles(source({}))).toBeUndefined()
    expect(catalogueRoutes(loadBuild(source({})))).toEqual([])
  })

  test('serves a file from any source, by the manifest alone', async () => {
    const read = source({ 'manifest.json': encode(manifestWith('hello.json')), 'hello.json': body })
    const app = new Elysia().use(mountDirect('catalogues', catalogueRoutes(loadBuild(read))))
    const response = await app.handle(new Request('http://localhost/hello'))
    expect(response.status).toBe(200)
    expect(await response.text()).toBe('{"hello":"world"}\n')
  })

  test('refuses names that could leave the source', () => {
    for (const name of ['../secret', 'a/../../b', '/etc/passwd', 'a//b', '.', 'a\\b']) {
      const read = source({ 'manifest.json': encode(manifestWith(name)), [name]: body })
      expect(() => loadStaticFiles(read)).toThrow(StaticBuildError)
    }
  })

  test('refuses a manifest that lies about a file or breaks its schema', () => {
    expect(() => loadStaticFiles(source({ 'manifest.json': encode(manifestWith('hello.json', 3)), 'hello.json': body }))).toThrow(/size/)
    expect(() => loadStaticFiles(source({ 'manifest.json': encode(manifestWith('missing.json')) }))).toThrow(/missing/)
    expect(() => loadStaticFiles(source({ 'manifest.json': new TextEncoder().encode('{"manifestVersion":2}') }))).toThrow(/schema/)
    expect(() => loadStaticFiles(source({ 'manifest.json': new TextEncoder().encode('{') }))).toThrow(/JSON/)
  })
})
