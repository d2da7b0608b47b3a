/**
 * Content-coding negotiation (RFC 9110 §12.5.3): the first of the available variants, in
 * the server's order of preference, whose coding the client accepts with a quality above
 * zero. Without an Accept-Encoding header the client gets identity: an old or minimal
 * client may not decode anything else, whatever the RFC allows.
 */
import type { Encoding } from './manifest.ts'

function qualities(header: string): Map<string, number> {
  const found = new Map<string, number>()
  for (const item of header.split(',')) {
    const [coding = '', ...params] = item.split(';')
    const name = coding.trim().toLowerCase()
    if (name === '') continue
    const q = params.map((p) => p.trim().toLowerCase()).find((p) => p.startsWith('q='))
    // A malformed weight counts as refusal: never send a coding the client may not decode.
    const weight = q === undefined ? 1 : Number(q.slice(2))
    found.set(name === 'x-gzip' ? 'gzip' : name, Number.isNaN(weight) ? 0 : weight)
  }
  return found
}

/** Variants come in preference order, identity last (see StaticFile). */
export const identityOf = <V>(variants: readonly V[]): V => variants[variants.length - 1]!

/**
 * `variants` is in preference order and its last entry is the identity variant, which is
 * the answer when nothing else is accepted, even under `identity;q=0`: a readable
 * answer serves the client better than a 406.
 */
export function chooseVariant<V extends { encoding: Encoding }>(header: string | null, variants: readonly V[]): V {
  const identity = identityOf(variants)
  if (header === null) return identity
  const q = qualities(header)
  const any = q.get('*') ?? 0
  return variants.find((v) => v.encoding !== 'identity' && (q.get(v.encoding) ?? any) > 0) ?? identity
}
