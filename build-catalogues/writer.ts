/**
 * Packs the built files (each named for its URL path, with gzip and brotli variants kept
 * only when smaller, and manifest.json) and writes them into a directory, filled aside and
 * swapped in so a reader never sees half a build.
 */
import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { COMPRESSIONS, etagOf, smallerVariants } from '../api/compression.ts'
import { MANIFEST_FILE, type Manifest, type ManifestEntry, type ManifestVariant } from '../api/manifest.ts'
import { type BuiltFile, serialize } from './render.ts'

/** Extension-less URL paths are JSON catalogues or HTML pages: on disk they get `.json` or `.html` (`/` is `index.html`). */
function fileNameFor(path: string, contentType: string): string {
  const name = path.slice(1)
  const last = name.slice(name.lastIndexOf('/') + 1)
  if (last.includes('.')) return name
  if (!contentType.startsWith('text/html')) return `${name}.json`
  return `${name === '' ? 'index' : name}.html`
}

/** A file of the site as the server reads it: its name relative to the build root, and its bytes. */
export interface PackedFile {
  name: string
  bytes: Uint8Array
}

export interface PackedSite {
  manifest: Manifest
  files: PackedFile[]
}

function packEntry(built: BuiltFile, out: PackedFile[]): ManifestEntry {
  const variant = (name: string, bytes: Uint8Array): ManifestVariant => {
    out.push({ name, bytes })
    return { file: name, etag: etagOf(bytes), bytes: bytes.byteLength }
  }
  const file = fileNameFor(built.path, built.contentType)
  const variants: ManifestEntry['variants'] = { identity: variant(file, built.bytes) }
  for (const { encoding, extension, bytes } of smallerVariants(built.bytes, COMPRESSIONS))
    variants[encoding] = variant(`${file}.${extension}`, bytes)
  return {
    path: built.path,
    contentType: built.contentType,
    ...(built.describedBy === undefined ? {} : { describedBy: built.describedBy }),
    ...(built.contentSecurityPolicy === undefined ? {} : { contentSecurityPolicy: built.contentSecurityPolicy }),
    variants,
  }
}

/** Every file with its compressed variants and the manifest, in memory: what a build serves. */
export function packSite(files: BuiltFile[], head: Omit<Manifest, 'manifestVersion' | 'files'>): PackedSite {
  const names = files.map((f) => fileNameFor(f.path, f.contentType))
  if (new Set(names).size !== names.length) throw new Error('two URL paths map to the same file name')
  const packed: PackedFile[] = []
  const manifest: Manifest = { manifestVersion: 1, ...head, files: files.map((f) => packEntry(f, packed)) }
  packed.push({ name: MANIFEST_FILE, bytes: new TextEncoder().encode(serialize(manifest)) })
  return { manifest, files: packed }
}

export function writeSite(outDir: string, site: PackedSite): Manifest {
  const staging = `${outDir.replace(/\/+$/, '')}.staging-${process.pid}`
  rmSync(staging, { recursive: true, force: true })
  for (const { name, bytes } of site.files) {
    mkdirSync(dirname(join(staging, name)), { recursive: true })
    writeFileSync(join(staging, name), bytes)
  }
  const previous = `${outDir.replace(/\/+$/, '')}.previous-${process.pid}`
  rmSync(previous, { recursive: true, force: true })
  try {
    renameSync(outDir, previous)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
  }
  renameSync(staging, outDir)
  rmSync(previous, { recursive: true, force: true })
  return site.manifest
}
