/**
 * How a published file is compressed and tagged, once: the build's files (build-catalogues/writer.ts)
 * and the documents the server makes (server/static/in-memory.ts) alike.
 */
import { createHash } from 'node:crypto'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import type { Encoding } from './manifest.ts'

export const etagOf = (bytes: Uint8Array): string => `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 22)}"`

export interface Compression {
  encoding: Exclude<Encoding, 'identity'>
  extension: string
  compress: (bytes: Uint8Array) => Uint8Array<ArrayBuffer>
}

const compressionsAt = (brotliQuality: number): readonly Compression[] => [
  {
    encoding: 'br',
    extension: 'br',
    compress: (bytes) =>
      brotliCompressSync(bytes, {
        params: {
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_QUALITY]: brotliQuality,
          [constants.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength,
        },
      }),
  },
  { encoding: 'gzip', extension: 'gz', compress: (bytes) => gzipSync(bytes, { level: 9 }) },
]

/** Maximum effort for the build: compression happens once per build, decompression on every client. */
export const COMPRESSIONS = compressionsAt(constants.BROTLI_MAX_QUALITY)

/**
 * For documents the server makes (/docs and /openapi.json, on their first request), brotli at
 * quality 6: about 2 ms each, 19 % larger than at the maximum, which took about 200 ms for the
 * two (when they were made at start-up, it made the cold start 2.5 times as long).
 */
export const RUNTIME_COMPRESSIONS = compressionsAt(6)

/** Each compression of `bytes` worth keeping: only those smaller than the bytes themselves. */
export const smallerVariants = (bytes: Uint8Array, compressions: readonly Compression[]) =>
  compressions.flatMap((c) => {
    const compressed = c.compress(bytes)
    return compressed.byteLength < bytes.byteLength ? [{ ...c, bytes: compressed }] : []
  })
