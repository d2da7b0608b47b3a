/**
 * Input parameters as published: read from the very schema the server validates with
 * (schemaOf of each field spec), so a published bound is the enforced bound.
 */
import { type FieldSpec, type LogEntry, ruleOf, type ScalarSpec, schemaOf } from '../metrics/fields.ts'
import type { Calculator } from '../metrics/index.ts'

type FieldUse = Calculator['input']['fields'][number]

/** A value's rules as published: its type, unit, bounds, formats, meaning, example and rule in words. */
interface PublishedSpec {
  type: 'number' | 'integer' | 'string' | 'array'
  unit?: string
  minimum?: number
  maximum?: number
  enum?: (string | number)[]
  format?: string
  formatMinimum?: string
  formatMaximum?: string
  minItems?: number
  maxItems?: number
  /** A log's entries: the fields each one holds. */
  entryFields?: PublishedEntryField[]
  description: string
  example: string | number | LogEntry[]
  rule: string
}

export interface PublishedEntryField extends PublishedSpec {
  name: string
  required: boolean
}

export interface PublishedParameter extends PublishedSpec {
  name: string
  in: 'query' | 'body'
  required: boolean
  default?: string | number
  /** Optional, but required when another parameter has one of these values; `note`: what it does either way (warnings it adds). */
  requiredWhen?: { field: string; values: (string | number)[]; note?: string }
  /** What the calculator does with it beyond its description (a rule over several parameters). */
  note?: string
}

interface ValidatedSchema {
  type?: PublishedSpec['type']
  minItems?: number
  maxItems?: number
  minimum?: number
  maximum?: number
  anyOf?: { const: string | number }[]
  format?: string
  formatMinimum?: string
  formatMaximum?: string
}

const defined = <T extends object>(o: T): T => Object.fromEntries(Object.entries(o).filter(([, value]) => value !== undefined)) as T

function publishedSpec(spec: FieldSpec): PublishedSpec {
  const s = JSON.parse(JSON.stringify(schemaOf(spec))) as ValidatedSchema
  const values = s.anyOf?.map((member) => member.const)
  return defined({
    type: s.type ?? (typeof values?.[0] === 'number' ? 'number' : 'string'),
    unit: 'unit' in spec ? spec.unit : undefined,
    minimum: s.minimum,
    maximum: s.maximum,
    enum: values,
    format: s.format,
    formatMinimum: s.formatMinimum,
    formatMaximum: s.formatMaximum,
    minItems: s.minItems,
    maxItems: s.maxItems,
    entryFields:
      spec.kind === 'log'
        ? (Object.entries(spec.entry) as [string, ScalarSpec][]).map(([name, entrySpec]) => ({
            name,
            required: name === 'date',
            ...publishedSpec(entrySpec),
          }))
        : undefined,
    description: spec.description,
    example: spec.kind === 'log' ? [...spec.example] : spec.example,
    rule: ruleOf(spec),
  })
}

export function publishedParameter(field: FieldUse, location: 'query' | 'body'): PublishedParameter {
  return defined({
    name: field.name,
    in: location,
    required: field.required,
    ...publishedSpec(field.spec),
    default: field.defaultValue as string | number | undefined,
    note: field.note,
    requiredWhen:
      field.requiredWhen &&
      defined({ field: field.requiredWhen.field, values: [...field.requiredWhen.values], note: field.requiredWhen.note }),
  })
}
