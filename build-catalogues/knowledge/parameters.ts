/**
 * Input parameters as published: read from the very schema the server validates with
 * (schemaOf of each field spec), so a published bound is the enforced bound.
 */
import { ruleOf, schemaOf } from '../../metrics/fields.ts'
import type { Calculator } from '../../metrics/index.ts'

type FieldUse = Calculator['input']['fields'][number]

export interface PublishedParameter {
  name: string
  in: 'query' | 'body'
  required: boolean
  type: 'number' | 'integer' | 'string'
  unit?: string
  minimum?: number
  maximum?: number
  enum?: (string | number)[]
  format?: string
  formatMinimum?: string
  formatMaximum?: string
  default?: string | number
  /** Optional, but required when another parameter has one of these values. */
  requiredWhen?: { field: string; values: (string | number)[] }
  description: string
  example: string | number
  rule: string
}

interface ValidatedSchema {
  type?: PublishedParameter['type']
  minimum?: number
  maximum?: number
  anyOf?: { const: string | number }[]
  format?: string
  formatMinimum?: string
  formatMaximum?: string
}

const defined = <T extends object>(o: T): T =>
  Object.fromEntries(Object.entries(o).filter(([, value]) => value !== undefined)) as T

export function publishedParameter(field: FieldUse, location: 'query' | 'body'): PublishedParameter {
  const { spec } = field
  const s = JSON.parse(JSON.stringify(schemaOf(spec))) as ValidatedSchema
  const values = s.anyOf?.map((member) => member.const)
  return defined({
    name: field.name,
    in: location,
    required: field.required,
    type: s.type ?? (typeof values?.[0] === 'number' ? 'number' : 'string'),
    unit: 'unit' in spec ? spec.unit : undefined,
    minimum: s.minimum,
    maximum: s.maximum,
    enum: values,
    format: s.format,
    formatMinimum: s.formatMinimum,
    formatMaximum: s.formatMaximum,
    default: field.defaultValue as string | number | undefined,
    requiredWhen: field.requiredWhen && { field: field.requiredWhen.field, values: [...field.requiredWhen.values] },
    description: spec.description,
    example: spec.example,
    rule: ruleOf(spec),
  })
}
