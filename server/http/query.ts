/**
 * Strict query-string reading (CONTRACT §1): numbers must be plain decimals, and a
 * parameter given twice is an error. Anything else is left as text for the field check
 * to reject, so `1e3`, `0x10`, ` 5`, `Infinity` and empty values all fail validation.
 */
import { checkInput } from '../../metrics/index.ts'
import type { InputDefinition } from '../../metrics/input.ts'
import { isNumeric } from '../../metrics/fields.ts'

const PLAIN_DECIMAL = /^-?\d+(\.\d+)?$/

export function readQuery<T>(url: string, def: InputDefinition<T>): T {
  const q = url.indexOf('?')
  const raw: Record<string, unknown> = Object.create(null)
  const duplicated: string[] = []
  if (q !== -1) {
    for (const [name, value] of new URLSearchParams(url.slice(q + 1))) {
      const field = def.byName.get(name)
      if (name in raw) {
        // Unknown names are reported as unknown; only ours are named as duplicated.
        if (field && !duplicated.includes(name)) duplicated.push(name)
        continue
      }
      raw[name] = field && isNumeric(field.spec) && PLAIN_DECIMAL.test(value) ? Number(value) : value
    }
  }
  return checkInput(def, raw, { duplicated })
}

/** Names in a URL's query string, for endpoints that read none. */
export function queryNames(url: string): string[] {
  const q = url.indexOf('?')
  return q === -1 ? [] : [...new Set(new URLSearchParams(url.slice(q + 1)).keys())]
}
