/**
 * How a published file is compressed and tagged, once: the build's files (build-catalogues/writer.ts)
 * and the documents the server makes at start-up (server/static/in-memory.ts) alike. Maximum effort:
 * compression happens once, decompression on every client.
 */
import { createHash } from 'node:crypto'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import type { Encoding } from './manifest.ts'

export const etagOf = (bytes: Uint8Array): string => `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 22)}"`

export const COMPRESSIONS = [
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
] as const satisfies readonly { encoding: Exclude<Encoding, 'identity'>; extension: string; compress: (bytes: Uint8Array) => Uint8Array }[]
