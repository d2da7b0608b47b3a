/**
 * Catalogues embedded in the compiled binary. They were built for one BASE_URL; when the
 * binary runs under another, the same renderers rebuild them in memory at start-up, with
 * the same build date, so every published link points at the running service.
 */
import { readFileSync } from 'node:fs'
import { MANIFEST_FILE, type Manifest } from '../server/static/manifest.ts'
import type { ReadFile } from '../server/static/load.ts'
import { packBuild } from './build.ts'

/** `files`: name relative to the build root → the embedded file's path (from `import … with { type: 'file' }`). */
export function embeddedCatalogues(files: Record<string, string>, baseUrl: string): ReadFile {
  const read: ReadFile = (name) => {
    const path = files[name]
    return path === undefined ? undefined : new Uint8Array(readFileSync(path))
  }
  const manifestBytes = read(MANIFEST_FILE)
  if (manifestBytes === undefined) return read
  const manifest = JSON.parse(new TextDecoder().decode(manifestBytes)) as Manifest
  if (manifest.baseUrl === baseUrl) return read
  const site = packBuild(baseUrl, Date.parse(manifest.builtAt) / 1000, manifest.sourceFingerprint)
  const rebuilt = new Map(site.files.map((f) => [f.name, new Uint8Array(f.bytes)]))
  return (name) => rebuilt.get(name)
}
