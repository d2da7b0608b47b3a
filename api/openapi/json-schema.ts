/** Publishes a TypeBox schema as plain JSON Schema that OpenAPI viewers understand. */
import type { TSchema } from '@sinclair/typebox'
import type { JsonSchema } from './types.ts'

/**
 * TypeBox writes an enum as `anyOf` of `const`s. That is valid 3.1, but many viewers only
 * show `enum`, and the function-calling subsets of JSON Schema some agents' models take refuse
 * `anyOf` or `const`: a union of constants of one type is published as that `enum` and `type`
 * alone, which accepts the same values (a union of types keeps its `anyOf` beside the `enum`).
 */
function withEnums(schema: JsonSchema): JsonSchema {
  const out: JsonSchema = {}
  for (const [key, value] of Object.entries(schema)) {
    out[key] = Array.isArray(value) ? value.map((v) => (isSchema(v) ? withEnums(v) : v)) : isSchema(value) ? withEnums(value) : value
  }
  const members = out.anyOf
  if (members && members.length > 0 && members.every((m) => 'const' in m)) {
    out.enum = members.map((m) => m.const)
    const types = new Set(members.map((m) => m.type))
    const [type] = types
    if (types.size === 1 && type !== undefined) {
      out.type = type
      delete out.anyOf
    }
  }
  return out
}

const isSchema = (value: unknown): value is JsonSchema => typeof value === 'object' && value !== null && !Array.isArray(value)

/** A JSON round trip drops TypeBox's symbol keys (Kind, Optional), which are not JSON Schema. */
export const toJsonSchema = (schema: TSchema): JsonSchema => withEnums(JSON.parse(JSON.stringify(schema)))
