/** Parts of the JSON-LD catalogues' schemas: the inline context and node references. */
import { Type } from '@sinclair/typebox'
import { closed } from './common.ts'

export const JsonLdContextSchema = Type.Object(
  { '@vocab': Type.Literal('https://schema.org/') },
  {
    additionalProperties: Type.Union([Type.String(), closed({ '@id': Type.String(), '@type': Type.Optional(Type.Literal('@id')) })]),
    description: 'Inline JSON-LD context: schema.org vocabulary plus the terms defined here',
  },
)

export const NodeId = Type.String({ minLength: 1, description: 'IRI of a node (absolute, or a compact IRI of the context)' })
export const NodeIds = Type.Array(NodeId)

/** A node's types, exactly these in this order (TypeBox's Tuple writes the pre-2020-12 array form of `items`). */
export const NodeTypes = <const T extends readonly string[]>(...types: T) =>
  Type.Unsafe<T>({ const: types, description: "The node's types: each property is in the domain of one of them" })
