/**
 * Writes the built files into a directory: each file named for its URL path, its gzip and
 * brotli variants (kept only when smaller), and manifest.json. The directory is filled
 * aside and swapped in, so a reader never sees half a build.
 */
import { createHash } from 'node:crypto'
import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import { MANIFEST_FILE, type Manifest, type ManifestEntry, type ManifestVariant } from '../server/static/manifest.ts'
import { serialize, type BuiltFile } from './render.ts'

/** Extension-less URL paths are JSON catalogues: on disk they get `.json`. */
export function fileNameFor(path: string): string {
  const name = path.slice(1)
  const last = name.slice(name.lastIndexOf('/') + 1)
  return last.includes('.') ? name : `${name}.json`
}

const etagOf = (bytes: Uint8Array) => `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 22)}"`

/** Maximum effort: compression happens once per build, decompression on every client. */
const compressions = [
  {
    encoding: 'br',
    extension: 'br',
    compress: (bytes: Uint8Array) =>
      brotliCompressSync(bytes, {
        params: {
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength,
        },
      }),
  },
  { encoding: 'gzip', extension: 'gz', compress: (bytes: Uint8Array) => gzipSync(bytes, { level: 9 }) },
] as const

function writeVariant(dir: string, file: string, bytes: Uint8Array): ManifestVariant {
  mkdirSync(dirname(join(dir, file)), { recursive: true })
  writeFileSync(join(dir, file), bytes)
  return { file, etag: etagOf(bytes), bytes: bytes.byteLength }
}

function writeFile(dir: string, built: BuiltFile): ManifestEntry {
  const file = fileNameFor(built.path)
  const variants: ManifestEntry['variants'] = { identity: writeVariant(dir, file, built.bytes) }
  for (const { encoding, extension, compress } of compressions) {
    const compressed = compress(built.bytes)
    if (compressed.byteLength < built.bytes.byteLength) variants[encoding] = writeVariant(dir, `${file}.${extension}`, compressed)
  }
  return {
    path: built.path,
    contentType: built.contentType,
    ...(built.describedBy === undefined ? {} : { describedBy: built.describedBy }),
    variants,
  }
}

export function writeSite(outDir: string, files: BuiltFile[], head: Omit<Manifest, 'manifestVersion' | 'files'>): Manifest {
  const names = files.map((f) => fileNameFor(f.path))
  if (new Set(names).size !== names.length) throw new Error('two URL paths map to the same file name')
  const staging = `${outDir.replace(/\/+$/, '')}.staging-${process.pid}`
  rmSync(staging, { recursive: true, force: true })
  mkdirSync(staging, { recursive: true })
  const manifest: Manifest = { manifestVersion: 1, ...head, files: files.map((f) => writeFile(staging, f)) }
  writeFileSync(join(staging, MANIFEST_FILE), serialize(manifest))
  const previous = `${outDir.replace(/\/+$/, '')}.previous-${process.pid}`
  rmSync(previous, { recursive: true, force: true })
  try {
    renameSync(outDir, previous)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
  }
  renameSync(staging, outDir)
  rmSync(previous, { recursive: true, force: true })
  return manifest
}
