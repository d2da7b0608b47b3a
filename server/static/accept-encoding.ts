/**
 * Content-coding negotiation (RFC 9110 §12.5.3): of the available codings the client accepts
 * (quality above zero), the one it weights highest; on equal weights the server's order of
 * preference (brotli, then gzip). Identity is chosen over them only when the client weights it
 * higher. Without an Accept-Encoding header the client gets identity: an old or minimal client
 * may not decode anything else, whatever the RFC allows.
 */
import { ENCODINGS, type Encoding } from '../../api/manifest.ts'
import { MAX_PARSED_HEADER_CHARS } from '../http/headers.ts'

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
 * The weight a header gives each of our codings (0: refused). Identity's is its own weight only
 * when named: unnamed, it is acceptable but never preferred to a compressed coding the client accepts.
 */
type Accepted = Readonly<Record<Encoding, number>>

function accepted(header: string): Accepted {
  const q = qualities(header)
  const any = q.get('*') ?? 0
  return Object.fromEntries(ENCODINGS.map((coding) => [coding, q.get(coding) ?? (coding === 'identity' ? 0 : any)])) as Record<
    Encoding,
    number
  >
}

/**
 * Clients repeat the same few headers ("gzip, deflate, br" and the like), and parsing one costs
 * far more than looking it up (0.4–0.7 µs against about 15 ns, timed once in-process): each
 * header is parsed once. The header is the client's to choose, so the memory is bounded: when
 * full, it starts again.
 */
const MAX_REMEMBERED_HEADERS = 64
const remembered = new Map<string, Accepted>()

function acceptedBy(header: string): Accepted {
  let known = remembered.get(header)
  if (known === undefined) {
    if (remembered.size >= MAX_REMEMBERED_HEADERS) remembered.clear()
    known = accepted(header)
    remembered.set(header, known)
  }
  return known
}

/**
 * `variants` is in preference order and its last entry is the identity variant, which is
 * the answer when nothing else is accepted, even under `identity;q=0`: a readable
 * answer serves the client better than a 406.
 */
export function chooseVariant<V extends { encoding: Encoding }>(header: string | null, variants: readonly V[]): V {
  const identity = identityOf(variants)
  if (header === null || header.length > MAX_PARSED_HEADER_CHARS) return identity
  const weights = acceptedBy(header)
  let chosen = identity
  let best = weights.identity
  // Strictly greater: on equal weights the earlier variant, the server's preference, stays.
  for (const v of variants) {
    if (v.encoding !== 'identity' && weights[v.encoding] > best) {
      chosen = v
      best = weights[v.encoding]
    }
  }
  return chosen
}
