/**
 * If-None-Match evaluation for GET and HEAD (RFC 9110 §13.1.2): weak comparison, so a
 * `W/` prefix a cache added still matches; `*` matches any current representation.
 */
import { MAX_PARSED_HEADER_CHARS } from '../http/headers.ts'

const opaque = (tag: string): string => (tag.startsWith('W/') ? tag.slice(2) : tag)

export function ifNoneMatchHits(header: string, etag: string): boolean {
  if (header.length > MAX_PARSED_HEADER_CHARS) return false
  if (header.trim() === '*') return true
  const wanted = opaque(etag)
  return header.split(',').some((tag) => opaque(tag.trim()) === wanted)
}
