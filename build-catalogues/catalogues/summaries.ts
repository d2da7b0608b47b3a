/** /api/v1/summaries: one summary per calculator and per concept. */

import { type ApiEndpoint, endpoints } from '../../api/endpoints.ts'
import { publishedInputSchema } from '../../api/openapi/calculator-operations.ts'
import { calculatorGuides } from '../../knowledge/calculator-guides.ts'
import { type Concept, type ConceptId, concepts, graphNodes, type NodeId } from '../../knowledge/concepts.ts'
import { type ModelKey, modelCitations, models } from '../../knowledge/models.ts'
import { type CitedId, citations } from '../../knowledge/references.ts'
import { relations } from '../../knowledge/relations.ts'
import { catalogueInfo, entityPath, type SummaryKind, summaryId } from '../../knowledge/service.ts'
import { calculatorReferenceIds } from '../../knowledge/warning-sources.ts'
import { ruleOf } from '../../metrics/fields.ts'
import { defineCatalogue } from '../catalogue.ts'
import type { BuildContext } from '../context.ts'
import { SummariesSchema } from '../schemas/summaries.ts'
import { catalogueHeader } from './header.ts'
import { endpointLink } from './links.ts'

const info = catalogueInfo.summaries

interface Input {
  name: string
  description: string
  required?: boolean
  rule?: string
}

interface Subject {
  kind: SummaryKind
  id: string
  title: string
  whatItComputes: string
  models: ModelKey[]
  inputs: Input[]
  howToRead: string
  limitations: string[]
  endpoints: ReturnType<typeof endpointLink>[]
  entities: string[]
  referenceIds?: CitedId[]
}

function summary(s: Subject, ctx: BuildContext) {
  return {
    id: summaryId(s.kind, s.id),
    kind: s.kind,
    title: s.title,
    whatItComputes: s.whatItComputes,
    formulaInWords: s.models.map((key) => models[key].inWords).join(' '),
    formulas: s.models.map((key) => ({ model: models[key].id, formula: models[key].formula })),
    inputs: s.inputs,
    howToRead: s.howToRead,
    limitations: s.limitations,
    endpoints: s.endpoints,
    entities: s.entities.map((id) => ctx.url(entityPath(id))),
    sources: s.referenceIds === undefined ? modelCitations(s.models) : citations(s.referenceIds),
  }
}

function calculatorSubject(endpoint: ApiEndpoint, ctx: BuildContext): Subject {
  const { calculator, key } = endpoint
  const guide = calculatorGuides[key]
  const described = publishedInputSchema(calculator).properties!
  return {
    kind: 'calculator',
    id: calculator.id,
    title: calculator.title,
    whatItComputes: calculator.summary,
    models: guide.models,
    inputs: calculator.input.fields.map((f) => ({
      name: f.name,
      // As OpenAPI and the MCP tools describe it: with the conditions it is required under.
      description: described[f.name]!.description!,
      required: f.required,
      rule: ruleOf(f.spec),
    })),
    howToRead: guide.howToRead,
    limitations: guide.limitations,
    endpoints: [endpointLink(key, ctx)],
    entities: guide.concepts,
    referenceIds: calculatorReferenceIds(key),
  }
}

/** What a concept is computed from: the objects and factors of the relations it is the subject of. */
function conceptInputs(id: ConceptId): Input[] {
  const from = relations.filter((r) => r.subject === id).flatMap((r) => [...r.objects, ...(r.by ?? [])])
  return [...new Set<NodeId>(from)].map((node) => ({ name: node, description: `${graphNodes[node].name} (${graphNodes[node].unit})` }))
}

function conceptSubject(id: ConceptId, concept: Concept, ctx: BuildContext): Subject {
  return {
    kind: 'concept',
    id,
    title: concept.alternateName === undefined ? concept.name : `${concept.name} (${concept.alternateName})`,
    whatItComputes: concept.description,
    models: concept.models,
    inputs: conceptInputs(id),
    howToRead: concept.howToRead,
    limitations: concept.limitations,
    // The calculators whose guides name the concept, in the endpoint table's order.
    endpoints: endpoints.filter((e) => calculatorGuides[e.key].concepts.includes(id)).map((e) => endpointLink(e.key, ctx)),
    entities: [id],
    referenceIds: concept.referenceIds,
  }
}

export const summariesCatalogue = defineCatalogue({
  info,
  schema: SummariesSchema,
  render: (ctx) => ({
    ...catalogueHeader(info, ctx),
    summaries: [
      ...endpoints.map((endpoint) => summary(calculatorSubject(endpoint, ctx), ctx)),
      ...(Object.entries(concepts) as [ConceptId, Concept][]).map(([id, c]) => summary(conceptSubject(id, c, ctx), ctx)),
    ],
  }),
})
