/**
 * Where the running server gets its built catalogues: dist/ or files embedded in the binary,
 * as built — or, when they were built for another BASE_URL, rebuilt in memory at start-up
 * with the same renderers and build date, so every published link points at this service.
 * The build code is loaded only in that case, keeping it off the usual start-up path.
 */
import { readFileSync } from 'node:fs'
import type { ReadFile } from '../api/dist-directory.ts'
import { MANIFEST_FILE, type Manifest } from '../api/manifest.ts'
import { SITE_ASSETS } from '../api/pages.ts'

/** `files`: name relative to the build root → the embedded file's path (from `import … with { type: 'file' }`). */
export function embeddedReader(files: Record<string, string>): ReadFile {
  return (name) => {
    const path = files[name]
    return path === undefined ? undefined : new Uint8Array(readFileSync(path))
  }
}

export async function forBaseUrl(read: ReadFile, baseUrl: string): Promise<ReadFile> {
  const manifestBytes = read(MANIFEST_FILE)
  if (manifestBytes === undefined) return read
  const manifest = JSON.parse(new TextDecoder().decode(manifestBytes)) as Manifest
  if (manifest.baseUrl === baseUrl) return read
  const { packBuild } = await import('./build.ts')
  // The browser module holds no URL: the build's own bytes serve any BASE_URL (a binary could not bundle it again).
  const clientModule = read(SITE_ASSETS.script.path.slice(1))
  if (clientModule === undefined) throw new Error(`the build has no ${SITE_ASSETS.script.path}; rebuild it`)
  const site = packBuild(baseUrl, Date.parse(manifest.builtAt) / 1000, manifest.sourceFingerprint, clientModule)
  console.error(JSON.stringify({ level: 'info', event: 'catalogues-rebuilt', reason: 'built for another BASE_URL' }))
  const rebuilt = new Map(site.files.map((f) => [f.name, new Uint8Array(f.bytes)]))
  return (name) => rebuilt.get(name)
}
