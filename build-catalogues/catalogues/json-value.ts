/**
 * Constants as JSON. The category tables end with an `Infinity` bound, which JSON cannot
 * hold: it is published as null, documented as "no upper bound".
 */
export function jsonValue(value: unknown): unknown {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null
  if (Array.isArray(value)) return value.map(jsonValue)
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, jsonValue(v)]))
  }
  return value
}
