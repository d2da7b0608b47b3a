/** Published files are offered compressed only where that saves bytes, and each variant decompresses to the file. */
import { expect, test } from 'bun:test'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { COMPRESSIONS, RUNTIME_COMPRESSIONS, smallerVariants } from '../../api/compression.ts'

const text = (s: string) => new TextEncoder().encode(s)

test.each([
  ['build', COMPRESSIONS],
  ['first request', RUNTIME_COMPRESSIONS],
] as const)('%s: a tiny file has no variant (gzip and brotli add more than they save); a repetitive one has both', (_, compressions) => {
  // gzip's header and trailer alone are 18 bytes: "{}" can only grow.
  expect(smallerVariants(text('{}'), compressions)).toEqual([])
  const large = text('{"name":"a published document"},'.repeat(400))
  const variants = smallerVariants(large, compressions)
  expect(variants.map((v) => v.encoding)).toEqual(['br', 'gzip'])
  const decompress = { br: brotliDecompressSync, gzip: gunzipSync }
  for (const v of variants) {
    expect(v.bytes.byteLength).toBeLessThan(large.byteLength)
    expect(new Uint8Array(decompress[v.encoding](v.bytes))).toEqual(large)
  }
})
