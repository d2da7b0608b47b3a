/** Schema of /api/v1/summaries. */
import { Type } from '@sinclair/typebox'
import { CitationSchema, closed, EndpointLinkSchema, headerProperties, Text, Url } from './common.ts'

const SummarySchema = closed({
  id: Text('Anchor of the summary: calculator-<id> or concept-<id>'),
  kind: Type.Union([Type.Literal('calculator'), Type.Literal('concept')]),
  title: Text('Name'),
  whatItComputes: Text('What it computes or is'),
  formulaInWords: Text('The formula in words'),
  formulas: Type.Array(closed({ model: Type.String(), formula: Text('The equations as computed') })),
  inputs: Type.Array(
    closed({
      name: Type.String(),
      description: Text('What the input is'),
      required: Type.Optional(Type.Boolean()),
      rule: Type.Optional(Type.String({ description: 'Accepted values, as validated' })),
    }),
  ),
  howToRead: Text('How to read the result'),
  limitations: Type.Array(Text('A limitation'), { minItems: 1 }),
  endpoints: Type.Array(EndpointLinkSchema, { minItems: 1 }),
  entities: Type.Array(Url(), { description: 'Nodes of the knowledge graph it concerns' }),
  sources: Type.Array(CitationSchema),
})

export const SummariesSchema = closed({ ...headerProperties, summaries: Type.Array(SummarySchema, { minItems: 1 }) })
