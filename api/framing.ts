/**
 * Named byte strings in one buffer, for the rebuild child's pipes and a primary's catalogues sent to its
 * workers: each a name's length and the bytes' length (32-bit, big-endian), then the name and the bytes.
 */
import type { ReadFile } from './dist-directory.ts'

export interface NamedBytes {
  name: string
  bytes: Uint8Array
}

export function framed(entries: NamedBytes[]): Uint8Array {
  const names = entries.map((e) => new TextEncoder().encode(e.name))
  const out = new Uint8Array(entries.reduce((sum, e, i) => sum + 8 + names[i]!.length + e.bytes.length, 0))
  const view = new DataView(out.buffer)
  let at = 0
  entries.forEach((e, i) => {
    view.setUint32(at, names[i]!.length)
    view.setUint32(at + 4, e.bytes.length)
    out.set(names[i]!, at + 8)
    out.set(e.bytes, at + 8 + names[i]!.length)
    at += 8 + names[i]!.length + e.bytes.length
  })
  return out
}

/** The entries by name, as views into `bytes` (no copies); throws on bytes cut short, as a pipe may leave them. */
export function unframed(bytes: Uint8Array<ArrayBuffer>): Map<string, Uint8Array<ArrayBuffer>> {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  const entries = new Map<string, Uint8Array<ArrayBuffer>>()
  for (let at = 0; at < bytes.length; ) {
    if (at + 8 > bytes.length) throw new Error('framed files cut short')
    const nameLength = view.getUint32(at)
    const length = view.getUint32(at + 4)
    if (at + 8 + nameLength + length > bytes.length) throw new Error('framed files cut short')
    const name = new TextDecoder().decode(bytes.subarray(at + 8, at + 8 + nameLength))
    entries.set(name, bytes.subarray(at + 8 + nameLength, at + 8 + nameLength + length))
    at += 8 + nameLength + length
  }
  return entries
}

/** A reader of files sent framed. */
export function framedReader(bytes: Uint8Array<ArrayBuffer>): ReadFile {
  const files = unframed(bytes)
  return (name) => files.get(name)
}
