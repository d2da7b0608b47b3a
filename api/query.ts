/**
 * Strict query-string reading (CONTRACT §1): numbers must be plain decimals, and a
 * parameter given twice is an error. Anything else is left as text for the field check
 * to reject, so `1e3`, `0x10`, ` 5`, `Infinity` and empty values all fail validation.
 * Shared by the API routes and the pages, which accept exactly their API's query.
 */

import { isNumeric } from '../metrics/fields.ts'
import { checkInput } from '../metrics/index.ts'
import type { InputDefinition } from '../metrics/input.ts'
import { PLAIN_DECIMAL } from '../metrics/plain-decimal.ts'

const ENCODED = /[%+]/

/** Splits a pair at its first `=`. */
function split(part: string): [string, string] {
  const eq = part.indexOf('=')
  return eq === -1 ? [part, ''] : [part.slice(0, eq), part.slice(eq + 1)]
}

/** A pair with something to decode: `+` is a space, then the percent escapes; throws on a malformed escape. */
function decodedPair(part: string): [string, string] {
  const [name, value] = split(part.replaceAll('+', ' '))
  return [decodeURIComponent(name), decodeURIComponent(value)]
}

/**
 * The name/value pairs of a query string, as the URL standard reads a URL's query
 * (`url.searchParams`). Pairs with nothing to decode (no `%` or `+`, the usual case) are split
 * directly, which is several times faster. A malformed escape (`%zz`, bad UTF-8), which
 * decodeURIComponent refuses, hands the whole query to URLSearchParams, which keeps it as sent
 * or makes it U+FFFD: one refusal a query, not one a pair (thousands of `%zz&` would each throw).
 * The `&` stops URLSearchParams dropping a leading `?`, as it does from the start of what it is given.
 */
export function queryPairs(query: string): [string, string][] {
  const pairs: [string, string][] = []
  try {
    for (let start = 0; start < query.length; ) {
      let end = query.indexOf('&', start)
      if (end === -1) end = query.length
      if (end > start) {
        const part = query.slice(start, end)
        pairs.push(ENCODED.test(part) ? decodedPair(part) : split(part))
      }
      start = end + 1
    }
  } catch {
    return [...new URLSearchParams(`&${query}`)]
  }
  return pairs
}

/** The query string of a URL, without the `?`; empty when there is none. */
export const queryOf = (url: string): string => {
  const q = url.indexOf('?')
  return q === -1 ? '' : url.slice(q + 1)
}

export const readQuery = <T>(url: string, def: InputDefinition<T>): T => readPairs(queryPairs(queryOf(url)), def)

/** Name/value pairs checked as a query string is: a parameter given twice is an error. */
export function readPairs<T>(pairs: readonly [string, string][], def: InputDefinition<T>): T {
  const raw: Record<string, unknown> = Object.create(null)
  const duplicated: string[] = []
  for (const [given, value] of pairs) {
    const field = def.byName.get(given)
    // Our fields by the definition's own string: a name cut from the query is a new string,
    // which each use as a property key would look up again (a third of reading a query).
    const name = field?.name ?? given
    if (name in raw) {
      // Unknown names are reported as unknown; only ours are named as duplicated.
      if (field && !duplicated.includes(name)) duplicated.push(name)
      continue
    }
    raw[name] = field && isNumeric(field.spec) && PLAIN_DECIMAL.test(value) ? Number(value) : value
  }
  return checkInput(def, raw, { duplicated })
}

/** Names in a URL's query string, for endpoints that read none. */
export function queryNames(url: string): string[] {
  const query = queryOf(url)
  return query === '' ? [] : [...new Set(queryPairs(query).map(([name]) => name))]
}
