/**
 * /api/v1/entities.json: the knowledge graph. Quantities are schema.org DefinedTerms;
 * relations are nodes of their own so each can carry its equation and citations. Every
 * schema.org property is used on a type whose domain includes it, hence the second types.
 */

import { parseAuthors } from '../../knowledge/authors.ts'
import { concepts, graphNodes, inputs, type NodeId } from '../../knowledge/concepts.ts'
import { modelReferenceIds, models } from '../../knowledge/models.ts'
import { bibliography, type CitedId, referenceLink } from '../../knowledge/references.ts'
import { type Relation, type RelationType, relations, relationTypes } from '../../knowledge/relations.ts'
import { catalogueInfo, DATA_LICENSE, SERVICE, schemaPath, summaryPath } from '../../knowledge/service.ts'
import type { Reference } from '../../metrics/sources.ts'
import { defineCatalogue } from '../catalogue.ts'
import type { BuildContext } from '../context.ts'
import { EntitiesSchema } from '../schemas/entities.ts'
import { jsonLdContext, linkTerm, SCHEMA_ORG } from './json-ld.ts'

const info = catalogueInfo.entities
const node = (id: string) => `cm:${id}`
const nodeName = (id: NodeId): string => graphNodes[id].name

const referenceNodeId = (id: CitedId): string => referenceLink(bibliography[id]) ?? node(`reference-${id}`)

/** Also a PropertyValue, the type schema.org gives `unitText` (as Dataset's variableMeasured uses it). */
const TERM_TYPES = ['DefinedTerm', 'PropertyValue'] as const

function termNodes(ctx: BuildContext) {
  const documentUrl = ctx.url(info.path)
  const quantities = Object.entries(concepts).map(([id, c]) => ({
    '@id': node(id),
    '@type': TERM_TYPES,
    termCode: id,
    name: c.name,
    ...('alternateName' in c ? { alternateName: c.alternateName } : {}),
    description: c.description,
    unitText: c.unit,
    inDefinedTermSet: documentUrl,
    subjectOf: ctx.url(summaryPath('concept', id)),
  }))
  const measured = Object.entries(inputs).map(([id, i]) => ({
    '@id': node(id),
    '@type': TERM_TYPES,
    termCode: id,
    name: i.name,
    description: i.description,
    unitText: i.unit,
    inDefinedTermSet: documentUrl,
  }))
  return [...quantities, ...measured]
}

const relationTypeNodes = () =>
  (Object.keys(relationTypes) as RelationType[]).map((type) => ({
    '@id': node(type),
    '@type': 'RelationType' as const,
    name: type,
    description: relationTypes[type],
  }))

function relationNode(r: Relation) {
  const model = models[r.model]
  const by = r.by ?? []
  return {
    '@id': node(`${r.subject}-${r.type}-${model.id}`),
    // A CreativeWork too: the statement of a published equation, and the type schema.org gives `citation`.
    '@type': ['Relation', 'CreativeWork'] as const,
    name:
      `${nodeName(r.subject)} ${relationTypes[r.type]} ${r.objects.map(nodeName).join(', ')}` +
      (by.length > 0 ? ` by ${by.map(nodeName).join(', ')}` : '') +
      ` (${model.id})`,
    relationType: node(r.type),
    subject: node(r.subject),
    object: r.objects.map(node),
    ...(by.length > 0 ? { by: by.map(node) } : {}),
    equation: model.formula,
    model: model.id,
    citation: modelReferenceIds(model).map(referenceNodeId),
  }
}

function referenceNodes() {
  const cited = [...new Set(relations.flatMap((r) => modelReferenceIds(models[r.model])))]
  return cited.map((id) => {
    const r: Reference = bibliography[id]
    const url = referenceLink(r)
    return {
      '@id': referenceNodeId(id),
      '@type': 'CreativeWork' as const,
      identifier: id,
      name: r.title,
      author: parseAuthors(r.authors, r.corporateAuthor),
      // The author line as cited, "et al." included.
      creditText: r.authors,
      datePublished: String(r.year),
      publishedIn: r.publishedIn,
      // What the service uses of the work, or where in it: beside its title, never in it.
      ...(r.note === undefined ? {} : { description: r.note }),
      ...(url === undefined ? {} : { url }),
    }
  })
}

export const entitiesCatalogue = defineCatalogue({
  info,
  schema: EntitiesSchema,
  render: (ctx) => ({
    '@context': jsonLdContext({
      cm: `${ctx.url(info.path)}#`,
      Relation: 'cm:Relation',
      RelationType: 'cm:RelationType',
      relationType: linkTerm('cm:relationType'),
      subject: linkTerm('cm:subject'),
      object: linkTerm('cm:object'),
      by: linkTerm('cm:by'),
      equation: 'cm:equation',
      model: 'cm:model',
      publishedIn: 'cm:publishedIn',
      citation: linkTerm(`${SCHEMA_ORG}citation`),
      inDefinedTermSet: linkTerm(`${SCHEMA_ORG}inDefinedTermSet`),
      subjectOf: linkTerm(`${SCHEMA_ORG}subjectOf`),
    }),
    '@id': ctx.url(info.path),
    '@type': 'DefinedTermSet' as const,
    name: info.title,
    description: info.description,
    version: SERVICE.version,
    dateModified: ctx.builtAt,
    license: DATA_LICENSE,
    describedBy: ctx.url(schemaPath(info.name)),
    '@graph': [...termNodes(ctx), ...relationTypeNodes(), ...relations.map(relationNode), ...referenceNodes()],
  }),
})
