/**
 * A page rendered once with slots for what a request brings (the query, the form and the
 * result). Its fixed text, some 20 KB of head, stylesheet, JSON-LD, method and sources, is
 * encoded to UTF-8 once, and compressed once into raw deflate blocks that end on a byte (a
 * sync flush). A request's answer is then the fixed bytes around its own, encoded alone; for
 * gzip, the fixed blocks around its own text compressed alone, at the fastest level, in one
 * gzip member (RFC 1951, 1952) whose CRC-32 is taken over the whole text. Measured in one
 * process on the deficit result page (CPU time, docs/performance.md): the whole page gzipped
 * at libdeflate's fastest level about 47 µs, the stitched member about 19 µs; its UTF-8 bytes
 * about 3 µs.
 */
import { constants, deflateRawSync } from 'node:zlib'

/** Text no page contains: where a request's part goes. */
export const SLOT = '\u0001slot\u0001'

/** A filled page, encoded as the client asks. */
export interface PageBody {
  utf8(): Uint8Array<ArrayBuffer>
  /**
   * The same bytes where the next page is put together: valid only until another page is
   * encoded. For a Response, which copies its body as it is made: a page's worth of copying and
   * of garbage less per request than `utf8()`.
   */
  utf8ForResponse(): Uint8Array<ArrayBuffer>
  gzip(): Uint8Array<ArrayBuffer>
}

/**
 * Markup as it goes out: text fixed for a page, encoded once (a form's fields, say), or a
 * request's own text (already escaped). Pieces, not one string: text built by many joins is
 * costly to flatten, and one character outside Latin-1 (the "…" of "Choose…") makes the whole
 * joined string twice as wide before it is encoded.
 */
export type Piece = Uint8Array | string

export const utf8 = (text: string): Uint8Array<ArrayBuffer> => Buffer.from(text, 'utf8')

const decoder = new TextDecoder()

/** Pieces as one text, where a string is needed (the log page, rendered whole). */
export function piecesText(pieces: readonly Piece[]): string {
  let out = ''
  for (const piece of pieces) out += typeof piece === 'string' ? piece : decoder.decode(piece)
  return out
}

const FIXED_LEVEL = 9
const REQUEST_LEVEL = 1
/** Parts shorter than this (the query) go as stored blocks: a deflate call costs a few µs before its first byte. */
const STORED_BELOW = 1024
/** ID1 ID2, CM = deflate, no flags, no time, no extra flags, OS unknown. */
const GZIP_HEADER = Uint8Array.of(0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff)
/** A final, empty block with fixed codes: BFINAL 1, BTYPE 01, end of block; ends the stream after a sync flush. */
const FINAL_BLOCK = Uint8Array.of(0x03, 0x00)

/** Raw deflate blocks ending byte-aligned and not final, so that more blocks may follow. */
const deflated = (bytes: Uint8Array, level: number): Uint8Array => deflateRawSync(bytes, { level, finishFlush: constants.Z_SYNC_FLUSH })

/** One uncompressed block (BTYPE 00, byte-aligned after the previous block's flush) of fewer than STORED_BELOW bytes. */
function stored(bytes: Uint8Array): Uint8Array {
  const n = bytes.length
  const out = new Uint8Array(5 + n)
  out.set([0, n & 0xff, n >>> 8, ~n & 0xff, (~n >>> 8) & 0xff])
  out.set(bytes, 5)
  return out
}

function littleEndian32(value: number): Uint8Array {
  return Uint8Array.of(value & 0xff, (value >>> 8) & 0xff, (value >>> 16) & 0xff, (value >>> 24) & 0xff)
}

/** Where a page is put together before it is copied out at its exact length; grown when a page needs more. */
let scratch = Buffer.allocUnsafe(64 * 1024)

/** A piece into the scratch space at `at` (a string's UTF-8 takes at most three bytes a character); where it ends. */
function write(piece: Piece, at: number): number {
  const most = at + (typeof piece === 'string' ? piece.length * 3 : piece.length)
  if (most > scratch.length) {
    const grown = Buffer.allocUnsafe(Math.max(most, scratch.length * 2))
    grown.set(scratch.subarray(0, at))
    scratch = grown
  }
  if (typeof piece === 'string') return at + scratch.write(piece, at, 'utf8')
  scratch.set(piece, at)
  return at + piece.length
}

export class DocumentTemplate {
  private readonly fixed: Uint8Array[]
  private readonly fixedDeflated: Uint8Array[]

  /** `text`: the page with `slots` occurrences of SLOT. */
  constructor(text: string, slots: number) {
    const pieces = text.split(SLOT)
    if (pieces.length !== slots + 1) throw new Error(`a page template has ${pieces.length - 1} slots, not ${slots}`)
    this.fixed = pieces.map(utf8)
    this.fixedDeflated = this.fixed.map((piece) => deflated(piece, FIXED_LEVEL))
  }

  /** The page with each slot's pieces, in order. */
  fill(slots: readonly (readonly Piece[])[]): PageBody {
    if (slots.length !== this.fixed.length - 1) throw new Error(`${slots.length} slots filled of ${this.fixed.length - 1}`)
    return {
      // A copy: the next request reuses the scratch space while this answer may still be on its way.
      utf8: () => new Uint8Array(this.encode(slots)),
      utf8ForResponse: () => this.encode(slots),
      gzip: () => this.gzip(slots),
    }
  }

  /** The page's UTF-8 in the scratch space. */
  private encode(slots: readonly (readonly Piece[])[]): Uint8Array<ArrayBuffer> {
    let at = 0
    for (let i = 0; i < slots.length; i++) {
      at = write(this.fixed[i]!, at)
      for (const piece of slots[i]!) at = write(piece, at)
    }
    at = write(this.fixed[slots.length]!, at)
    return scratch.subarray(0, at)
  }

  private gzip(slots: readonly (readonly Piece[])[]): Uint8Array<ArrayBuffer> {
    const chunks: Uint8Array[] = [GZIP_HEADER]
    let crc = 0
    let length = 0
    const add = (text: Uint8Array, compressed: Uint8Array) => {
      crc = Bun.hash.crc32(text, crc)
      length += text.length
      chunks.push(compressed)
    }
    for (let i = 0; i < slots.length; i++) {
      add(this.fixed[i]!, this.fixedDeflated[i]!)
      let end = 0
      for (const piece of slots[i]!) end = write(piece, end)
      // Used up before the next slot reuses the scratch space: the compressed block is new bytes.
      const text = scratch.subarray(0, end)
      add(text, text.length < STORED_BELOW ? stored(text) : deflated(text, REQUEST_LEVEL))
    }
    add(this.fixed[slots.length]!, this.fixedDeflated[slots.length]!)
    chunks.push(FINAL_BLOCK, littleEndian32(crc), littleEndian32(length))
    return Buffer.concat(chunks)
  }
}

/** A page rendered whole (the log page, the empty pages a server without a build renders). */
export function textBody(text: string): PageBody {
  return {
    utf8: () => utf8(text),
    utf8ForResponse: () => utf8(text),
    gzip: () => Bun.gzipSync(text, { level: REQUEST_LEVEL, library: 'libdeflate' }),
  }
}
