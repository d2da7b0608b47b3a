/** A calculator's output schema flattened into the field list agents read first. */
import type { TObject } from '@sinclair/typebox'

export interface ResponseField {
  name: string
  type: string
  required: boolean
  nullable?: boolean
  enum?: (string | number)[]
  description?: string
  fields?: ResponseField[]
}

interface Schema {
  type?: string
  const?: string | number
  description?: string
  anyOf?: Schema[]
  properties?: Record<string, Schema>
  required?: string[]
  items?: Schema
}

function describe(name: string, schema: Schema, required: boolean): ResponseField {
  const members = schema.anyOf ?? [schema]
  const present = members.filter((m) => m.type !== 'null')
  const consts = present.flatMap((m) => (m.const === undefined ? [] : [m.const]))
  const main = present[0] ?? schema
  const shape = main.type === 'array' ? main.items : main
  const description = schema.description ?? main.description
  return {
    name,
    type: main.type ?? 'any',
    required,
    ...(present.length < members.length ? { nullable: true } : {}),
    ...(consts.length > 0 && consts.length === present.length ? { enum: consts } : {}),
    ...(description === undefined ? {} : { description }),
    ...(shape?.properties === undefined ? {} : { fields: describeObject(shape) }),
  }
}

function describeObject(schema: Schema): ResponseField[] {
  const required = new Set(schema.required ?? [])
  return Object.entries(schema.properties ?? {}).map(([name, s]) => describe(name, s, required.has(name)))
}

export const responseFields = (output: TObject): ResponseField[] => describeObject(JSON.parse(JSON.stringify(output)))
