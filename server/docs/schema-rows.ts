/** A schema in words for the docs tables: type, bounds and one row per (nested) field. */
import type { JsonSchema, OpenApiDocument } from '../../api/openapi/types.ts'
import { resolve } from './refs.ts'

export interface FieldRow {
  name: string
  type: string
  required: boolean
  bounds: string
  defaultValue: string
  description: string
}

const show = (value: unknown): string => (typeof value === 'string' ? value : JSON.stringify(value))

function typeLabel(document: OpenApiDocument, schema: JsonSchema): string {
  const s = resolve(document, schema)
  if (s.enum) return s.type ?? 'enum'
  if (s.anyOf) return s.anyOf.map((m) => typeLabel(document, m)).join(' | ')
  if (s.type === 'array' && s.items) return `array of ${typeLabel(document, s.items)}`
  const values = Object.values(s.patternProperties ?? {})
  if (values[0]) return `map of ${typeLabel(document, values[0])}`
  return s.format ? `${s.type} (${s.format})` : (s.type ?? 'any')
}

function boundsLabel(schema: JsonSchema): string {
  if (schema.const !== undefined) return `always ${show(schema.const)}`
  if (schema.enum) return `one of: ${schema.enum.map(show).join(', ')}`
  const min = schema.minimum ?? schema.formatMinimum
  const max = schema.maximum ?? schema.formatMaximum
  if (min !== undefined && max !== undefined) return `${min} to ${max}`
  if (typeof schema.minItems === 'number' && typeof schema.maxItems === 'number') {
    return `${schema.minItems} to ${schema.maxItems} items`
  }
  return ''
}

/** A nullable field keeps its description on the non-null member. */
const descriptionOf = (s: JsonSchema): string => s.description ?? s.anyOf?.find((m) => m.description)?.description ?? ''

/** One row per property, nested objects and arrays of objects flattened (`macros.fatGrams`, `timeline[].day`). */
export function fieldRows(document: OpenApiDocument, schema: JsonSchema, prefix = ''): FieldRow[] {
  const s = resolve(document, schema)
  return Object.entries(s.properties ?? {}).flatMap(([key, property]) => {
    const p = resolve(document, property)
    const name = prefix + key
    const row: FieldRow = {
      name,
      type: typeLabel(document, p),
      required: s.required?.includes(key) ?? false,
      bounds: boundsLabel(p),
      defaultValue: p.default === undefined ? '' : show(p.default),
      description: descriptionOf(p),
    }
    const items = p.items && resolve(document, p.items)
    const nested = p.properties ? fieldRows(document, p, `${name}.`) : items ? fieldRows(document, items, `${name}[].`) : []
    return [row, ...nested]
  })
}
