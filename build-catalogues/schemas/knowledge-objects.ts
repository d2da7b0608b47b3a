/** Schema of /api/v1/knowledge-objects. */
import { Type } from '@sinclair/typebox'
import { CitationSchema, closed, EndpointLinkSchema, headerProperties, Text, Url } from './common.ts'

const Score = Type.Integer({ minimum: 1, maximum: 5 })
const JsonSchemaDocument = Type.Object({}, { additionalProperties: true, description: 'A JSON Schema (draft 2020-12)' })

const ObjectSchema = closed({
  id: Type.String(),
  type: Type.String({ pattern: '^[A-Z][A-Za-z]+$', description: 'Type name of the object' }),
  name: Text('Name'),
  description: Text('What the object holds'),
  endpoint: EndpointLinkSchema,
  part: Type.Optional(Type.String({ description: 'The response property that is this object; absent when it is the whole response' })),
  inputSchema: JsonSchemaDocument,
  schema: JsonSchemaDocument,
  example: closed({
    input: Type.Object({}, { additionalProperties: true, description: 'An input the endpoint accepts' }),
    output: Type.Unknown({ description: 'The object computed by the core for that input' }),
  }),
  evidence: closed({ score: Score, label: Type.String(), rationale: Text('Why this score'), citations: Type.Array(CitationSchema) }),
  summary: Url('Summary of the calculator that computes it'),
})

export const KnowledgeObjectsSchema = closed({
  ...headerProperties,
  evidenceScale: closed({
    description: Text('What the score rates'),
    minimum: Score,
    maximum: Score,
    levels: Type.Array(closed({ score: Score, label: Type.String(), meaning: Text('When an object gets this score') }), {
      minItems: 5,
      maxItems: 5,
    }),
  }),
  objects: Type.Array(ObjectSchema, { minItems: 1 }),
})
