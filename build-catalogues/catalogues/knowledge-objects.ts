/** /api/v1/knowledge-objects: typed results with schemas, computed examples and evidence scores. */

import type { TObject } from '@sinclair/typebox'
import { computeAsApi, exampleInput } from '../../api/examples.ts'
import { publishedInputSchema } from '../../api/openapi/calculator-operations.ts'
import { evidenceScale, type KnowledgeObject, knowledgeObjects } from '../../knowledge/knowledge-objects.ts'
import { citations } from '../../knowledge/references.ts'
import { catalogueInfo, summaryPath } from '../../knowledge/service.ts'
import { type Calculator, calculators } from '../../metrics/index.ts'
import { defineCatalogue } from '../catalogue.ts'
import type { BuildContext } from '../context.ts'
import { KnowledgeObjectsSchema } from '../schemas/knowledge-objects.ts'
import { catalogueHeader } from './header.ts'
import { endpointLink } from './links.ts'

const info = catalogueInfo.knowledgeObjects

/** TypeBox schema as plain JSON Schema (its symbols dropped). */
const plain = (schema: TObject): Record<string, unknown> => JSON.parse(JSON.stringify(schema))

function part(value: Record<string, unknown>, name: string | undefined): unknown {
  if (name === undefined) return value
  if (!(name in value)) throw new Error(`knowledge object part ${name} is not in the output`)
  return value[name]
}

function knowledgeObject(o: KnowledgeObject, ctx: BuildContext) {
  const calculator: Calculator = calculators[o.calculator]
  const output = plain(calculator.output) as { properties: Record<string, Record<string, unknown>> }
  const input = exampleInput(calculator)
  const level = evidenceScale.levels.find((l) => l.score === o.evidence.score)!
  return {
    id: o.id,
    type: o.type,
    name: o.name,
    description: o.description,
    endpoint: endpointLink(o.calculator, ctx),
    ...(o.part === undefined ? {} : { part: o.part }),
    // As OpenAPI and the MCP tools publish it: units, and the conditions a field is required under.
    inputSchema: publishedInputSchema(calculator),
    schema: o.part === undefined ? output : (part(output.properties, o.part) as Record<string, unknown>),
    example: { input, output: part(computeAsApi(calculator, input), o.part) },
    evidence: {
      score: o.evidence.score,
      label: level.label,
      rationale: o.evidence.rationale,
      citations: citations(o.evidence.referenceIds),
    },
    summary: ctx.url(summaryPath('calculator', calculator.id)),
  }
}

export const knowledgeObjectsCatalogue = defineCatalogue({
  info,
  schema: KnowledgeObjectsSchema,
  render: (ctx) => ({
    ...catalogueHeader(info, ctx),
    evidenceScale,
    objects: knowledgeObjects.map((o) => knowledgeObject(o, ctx)),
  }),
})
