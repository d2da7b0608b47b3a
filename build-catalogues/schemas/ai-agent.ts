/** Schema of /.well-known/ai-agent.json. */
import { Type } from '@sinclair/typebox'
import { CitationSchema, closed, EndpointLinkSchema, headerProperties, ReferenceIds, Text, Url } from './common.ts'

const Scalar = Type.Union([Type.String(), Type.Number()])

/** A daily log's entry, as its example shows it. */
const LogEntryExample = closed({
  date: Type.String({ format: 'date' }),
  weightKg: Type.Optional(Type.Number()),
  intakeKcal: Type.Optional(Type.Number()),
})

/** What a value must be: shared by parameters and by the fields of a log's entries. */
const valueRules = {
  type: Type.Union([Type.Literal('number'), Type.Literal('integer'), Type.Literal('string'), Type.Literal('array')]),
  unit: Type.Optional(Type.String()),
  minimum: Type.Optional(Type.Number({ description: 'Smallest accepted value (inclusive)' })),
  maximum: Type.Optional(Type.Number({ description: 'Largest accepted value (inclusive)' })),
  enum: Type.Optional(Type.Array(Scalar, { minItems: 1, description: 'The only accepted values' })),
  format: Type.Optional(Type.String()),
  formatMinimum: Type.Optional(Type.String({ description: 'Earliest accepted date (inclusive)' })),
  formatMaximum: Type.Optional(Type.String({ description: 'Latest accepted date (inclusive)' })),
  minItems: Type.Optional(Type.Integer({ description: 'Fewest entries accepted (inclusive)' })),
  maxItems: Type.Optional(Type.Integer({ description: 'Most entries accepted (inclusive)' })),
  description: Text('What the value means'),
  example: Type.Union([Scalar, Type.Array(LogEntryExample)]),
  rule: Text('The rule in words, as a 422 error states it'),
}

const EntryFieldSchema = closed({
  name: Text('Field name within each entry, exactly as sent'),
  required: Type.Boolean(),
  ...valueRules,
})

const ParameterSchema = closed({
  name: Text('Parameter name, exactly as sent'),
  in: Type.Union([Type.Literal('query'), Type.Literal('body')]),
  required: Type.Boolean(),
  ...valueRules,
  entryFields: Type.Optional(Type.Array(EntryFieldSchema, { minItems: 1, description: "A log's entries: the fields each entry holds" })),
  default: Type.Optional(Scalar),
  note: Type.Optional(Text('What this calculator does with the parameter beyond its description: a rule over several parameters')),
  requiredWhen: Type.Optional(
    closed(
      {
        field: Text('The parameter that decides'),
        values: Type.Array(Scalar, { minItems: 1 }),
        note: Type.Optional(Text('What the parameter does either way: the warnings it adds when given')),
      },
      'Optional, but required (422 otherwise) when this other parameter is validly given with one of these values',
    ),
  ),
})

const ResponseFieldSchema = Type.Recursive(
  (Self) =>
    closed({
      name: Type.String(),
      type: Type.String(),
      required: Type.Boolean({ description: 'Always present in a 200 response' }),
      nullable: Type.Optional(Type.Boolean()),
      enum: Type.Optional(Type.Array(Scalar)),
      description: Type.Optional(Type.String()),
      fields: Type.Optional(Type.Array(Self, { description: 'Fields of an object, or of each item of an array' })),
    }),
  { $id: 'ResponseField' },
)

const EndpointSchema = closed({
  id: Text('Calculator id'),
  ...EndpointLinkSchema.properties,
  title: Text('Name of the calculator'),
  purpose: Text('What it computes'),
  input: closed({
    location: Type.Union([Type.Literal('query'), Type.Literal('body')]),
    contentType: Type.Optional(Type.Literal('application/json')),
  }),
  parameters: Type.Array(ParameterSchema),
  response: closed({ contentType: Type.Literal('application/json'), fields: Type.Array(ResponseFieldSchema) }),
  models: Type.Array(Type.String(), { description: 'Ids of the models it implements' }),
  summary: Url('Its entry in the summaries catalogue'),
})

const ModelSchema = closed({
  id: Type.String(),
  name: Type.String(),
  formula: Text('The equations, ASCII operators, numbers as the code uses them'),
  inWords: Text('The formula in words'),
  variables: Type.Array(closed({ symbol: Type.String(), meaning: Type.String(), unit: Type.String() })),
  constants: Type.Array(Type.String(), { description: 'Ids of the constants it uses' }),
  references: ReferenceIds,
})

const ConstantSchema = closed({
  id: Type.String(),
  value: Type.Unknown({ description: 'The value as the formulas read it; null stands for "no upper bound"' }),
  unit: Type.String(),
  source: Text('Where the value comes from'),
  references: ReferenceIds,
})

const SafetyLimitSchema = closed({
  id: Type.String(),
  description: Text('What the limit protects against and what the service does'),
  value: Type.Unknown(),
  unit: Type.String(),
  references: ReferenceIds,
})

const LinkSchema = closed({ title: Type.String(), url: Url(), mediaType: Type.String() })
const CatalogueLinkSchema = closed({ ...LinkSchema.properties, name: Type.String(), description: Type.String(), schema: Url() })

export const AiAgentSchema = closed({
  ...headerProperties,
  service: closed({ name: Type.String(), version: Type.String(), description: Type.String(), baseUrl: Url() }),
  disclaimer: Text('How the results may be used'),
  conventions: Type.Array(Text('A rule every request follows')),
  endpoints: Type.Array(EndpointSchema, { minItems: 1 }),
  models: Type.Array(ModelSchema),
  constants: Type.Array(ConstantSchema),
  safetyLimits: Type.Array(SafetyLimitSchema),
  warnings: Type.Array(closed({ code: Type.String({ pattern: '^[A-Z][A-Z0-9_]*$' }), example: Text('A message the service sends') })),
  errors: closed({
    contentType: Type.Literal('application/problem+json'),
    specification: Url('RFC 9457'),
    fields: Type.Array(closed({ name: Type.String(), description: Type.String() })),
    statuses: Type.Array(closed({ status: Type.Integer({ minimum: 400, maximum: 599 }), title: Type.String(), when: Type.String() })),
  }),
  mcp: closed({
    url: Url('The Model Context Protocol endpoint (Streamable HTTP)'),
    transport: Type.Literal('streamable-http'),
    description: Text('How to call it'),
    tools: Type.Array(closed({ name: Type.String(), endpoint: Type.String({ description: 'The REST endpoint the tool answers as' }) }), {
      minItems: 1,
    }),
    resources: Text('What the resources are'),
    stdio: Text('How to run it over stdio'),
  }),
  references: Type.Array(CitationSchema),
  links: closed({
    openapi: LinkSchema,
    docs: LinkSchema,
    llmsTxt: LinkSchema,
    sitemap: LinkSchema,
    catalogues: Type.Array(CatalogueLinkSchema),
  }),
})
