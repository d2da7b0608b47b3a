/** One OpenAPI operation per row of the endpoint table, from its calculator's definitions. */

import type { FieldSpec } from '../../metrics/fields.ts'
import { type Calculator, codeName } from '../../metrics/index.ts'
import { requirementDescribed } from '../../metrics/input.ts'
import type { CalculatorKey, Endpoint } from '../endpoints.ts'
import { computeExample, exampleInput } from '../examples.ts'
import { toJsonSchema } from './json-schema.ts'
import { type ErrorStatus, errorResponsesFor } from './problems.ts'
import type { JsonSchema, Operation, Parameter } from './types.ts'

export const CALCULATOR_TAG = 'Calculators'

/** Only POST reads a body, so only it can meet the body errors (400, 408, 413, 415); both compute, so both are shed (503). */
const ERRORS: Record<Endpoint['method'], ErrorStatus[]> = {
  GET: [405, 422, 429, 500, 503],
  POST: [400, 405, 408, 413, 415, 422, 429, 500, 503],
}

/**
 * Operations whose description carries a version of their own: the seed's §9 gives calculate's
 * as 1.0.0. The service's version is `info.version`; its changelog lists what changed since.
 */
const OPERATION_VERSIONS: Partial<Record<CalculatorKey, string>> = { calculate: '1.0.0' }

const operationDescription = ({ id, summary }: Calculator): string => {
  const version = OPERATION_VERSIONS[codeName(id) as CalculatorKey]
  return version === undefined
    ? summary
    : `${summary} Operation version ${version}, its path's v1 (the service's own version is info.version).`
}

const schemaStem = (c: Calculator) => codeName(c.id).replace(/^\w/, (first) => first.toUpperCase())

const outputSchemaName = (c: Calculator) => `${schemaStem(c)}Output`
const inputSchemaName = (c: Calculator) => `${schemaStem(c)}Input`
const ref = (name: string): JsonSchema => ({ $ref: `#/components/schemas/${name}` })

const withUnit = (property: JsonSchema, spec: FieldSpec) => {
  if ('unit' in spec) property.description = `${spec.description} (${spec.unit})`
}

const sentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`)
/** A field's description, then its condition and note as sentences after it (one full stop each, never two). */
const sentences = (description: string, ...more: (string | undefined)[]): string =>
  more.reduce<string>((text, part) => (part === undefined ? text : `${sentence(text)} ${sentence(part)}`), description)

/** The input schema as published: each field's description (and a log entry's) also names its unit, when another field makes it required, and its note. */
export function publishedInputSchema(calculator: Calculator): JsonSchema {
  const schema = toJsonSchema(calculator.input.schema)
  for (const { name, spec, requiredWhen, note } of calculator.input.fields) {
    const property = schema.properties![name]!
    withUnit(property, spec)
    if (spec.kind === 'log')
      for (const [key, entrySpec] of Object.entries(spec.entry)) withUnit(property.items!.properties![key]!, entrySpec)
    property.description = sentences(property.description!, requiredWhen && requirementDescribed(requiredWhen), note)
  }
  return schema
}

export function queryParameters(calculator: Calculator): Parameter[] {
  const properties = publishedInputSchema(calculator).properties!
  const example = exampleInput(calculator)
  return calculator.input.fields.map((f) => ({
    name: f.name,
    in: 'query',
    required: f.required,
    description: properties[f.name]!.description!,
    schema: properties[f.name]!,
    example: example[f.name],
  }))
}

export function calculatorOperation({ method, calculator }: Endpoint): Operation {
  const input =
    method === 'GET'
      ? { parameters: queryParameters(calculator) }
      : {
          requestBody: {
            required: true as const,
            content: { 'application/json': { schema: ref(inputSchemaName(calculator)), example: exampleInput(calculator) } },
          },
        }
  return {
    operationId: codeName(calculator.id),
    tags: [CALCULATOR_TAG],
    summary: calculator.title,
    description: operationDescription(calculator),
    ...input,
    responses: {
      '200': {
        description: `${calculator.title}: the result`,
        content: { 'application/json': { schema: ref(outputSchemaName(calculator)), example: computeExample(calculator) } },
      },
      ...errorResponsesFor(ERRORS[method]),
    },
  }
}

/** Said of each output's warning codes, which its schema lists (`warningsOf`). */
const WARNING_CODE =
  'What the caution is about: one of the codes this calculator sends (ai-agent.json gives an example message for each). A later version may add codes: show an unknown one by its message.'

/** A calculator's answer as published (OpenAPI, MCP): its schema, with its warning codes described. */
export function publishedOutputSchema(calculator: Calculator): JsonSchema {
  const schema = toJsonSchema(calculator.output)
  const code = schema.properties?.warnings?.items?.properties?.code
  if (code !== undefined) {
    code.description = WARNING_CODE
    // One code is a `const` in JSON Schema; published as an enum of one, as the others are.
    if ('const' in code) {
      code.enum = [code.const]
      delete code.const
    }
  }
  return schema
}

/** The calculators' reusable schemas: every output, and the input of each body-taking endpoint. */
export function calculatorSchemas(endpoints: Endpoint[]): Record<string, JsonSchema> {
  const schemas: Record<string, JsonSchema> = {}
  for (const { method, calculator } of endpoints) {
    schemas[outputSchemaName(calculator)] = publishedOutputSchema(calculator)
    if (method === 'POST') schemas[inputSchemaName(calculator)] = publishedInputSchema(calculator)
  }
  return schemas
}
