/**
 * A document the server makes (the OpenAPI document and /docs, on their first request) served as a built file is:
 * prepared answers whose bodies every response shares, brotli and gzip variants, an ETag. Sent as a
 * string anew for each request, every response left unread held a copy of its own (181 KB for /docs):
 * a thousand connections that never read took the server past 150 MB.
 */
import { etagOf, RUNTIME_COMPRESSIONS, smallerVariants } from '../../api/compression.ts'
import { preparedVariant, type StaticFile } from './load.ts'

export function inMemoryFile(path: string, text: string, headers: Record<string, string>): StaticFile {
  const identity = new TextEncoder().encode(text)
  const compressed = smallerVariants(identity, RUNTIME_COMPRESSIONS).map(({ encoding, bytes }) =>
    preparedVariant(encoding, bytes, etagOf(bytes), headers),
  )
  return { path, variants: [...compressed, preparedVariant('identity', identity, etagOf(identity), headers)] }
}
