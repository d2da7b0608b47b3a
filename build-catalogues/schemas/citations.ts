/** Schema of /api/v1/citations. */
import { Type } from '@sinclair/typebox'
import { CitationSchema, closed, EndpointLinkSchema, headerProperties, Text, Url } from './common.ts'

const ModuleSchema = closed({
  id: Type.String(),
  question: Text('The question, as a person would ask it'),
  triggers: Type.Array(Text('A phrasing that should bring up this module'), { minItems: 1 }),
  answer: Text('A concise answer with its numbers'),
  facts: Type.Array(closed({ name: Type.String(), value: Type.Union([Type.Number(), Type.String()]), unit: Type.String() }), {
    description: 'The numbers of the answer, machine-readable',
  }),
  citations: Type.Array(CitationSchema, { minItems: 1 }),
  endpoint: EndpointLinkSchema,
  summary: Url('Summary of the calculator that computes it'),
})

export const CitationsSchema = closed({ ...headerProperties, modules: Type.Array(ModuleSchema, { minItems: 1 }) })
