/** /api/v1/dataset-discovery: a schema.org DataCatalog of the other catalogues. */
import { defineCatalogue } from '../catalogue.ts'
import type { BuildContext } from '../context.ts'
import { columns } from '../knowledge/benchmarks.ts'
import { concepts } from '../knowledge/concepts.ts'
import { bibliography, referenceLink } from '../knowledge/references.ts'
import { DatasetDiscoverySchema } from '../schemas/dataset-discovery.ts'
import { DATA_LICENSE, SERVICE, catalogueInfo, schemaPath, type CatalogueInfo, type CatalogueKey } from '../site.ts'
import { SCHEMA_ORG, jsonLdContext, linkTerm } from './json-ld.ts'

const info = catalogueInfo.datasetDiscovery

const keywords: Record<Exclude<CatalogueKey, 'datasetDiscovery'>, string[]> = {
  aiAgent: ['API', 'agent configuration', 'BMR', 'TDEE', 'calorie deficit', 'input bounds'],
  entities: ['knowledge graph', 'JSON-LD', 'metabolism', 'energy balance'],
  benchmarks: ['NHANES', 'reference body measures', 'BMR', 'TDEE', 'target calories', 'BMI'],
  summaries: ['calculator summaries', 'formulas', 'limitations'],
  citations: ['questions and answers', 'citations', 'nutrition references'],
  knowledgeObjects: ['knowledge objects', 'JSON Schema', 'evidence score'],
}

const organization = (ctx: BuildContext) => ({ '@type': 'Organization' as const, name: SERVICE.name, url: ctx.baseUrl })

const benchmarkVariables = () =>
  columns.map((c) => ({ '@type': 'PropertyValue' as const, name: c.name, description: c.description, ...(c.unit === undefined ? {} : { unitText: c.unit }) }))

/** The non-tabular catalogues describe the quantities of the knowledge graph. */
const conceptVariables = () =>
  Object.values(concepts).map((c) => ({ '@type': 'PropertyValue' as const, name: c.name, description: c.description, unitText: c.unit }))

function dataset(key: keyof typeof keywords, dataInfo: CatalogueInfo, ctx: BuildContext) {
  const isBenchmarks = key === 'benchmarks'
  const nhanes = referenceLink(bibliography.fryar2021)
  return {
    '@type': 'Dataset' as const,
    '@id': ctx.url(dataInfo.path),
    identifier: dataInfo.name,
    name: dataInfo.title,
    description: dataInfo.description,
    url: ctx.url(dataInfo.path),
    version: SERVICE.version,
    dateModified: ctx.builtAt,
    license: DATA_LICENSE,
    isAccessibleForFree: true as const,
    creator: organization(ctx),
    keywords: keywords[key],
    variableMeasured: isBenchmarks ? benchmarkVariables() : conceptVariables(),
    distribution: [{ '@type': 'DataDownload' as const, contentUrl: ctx.url(dataInfo.path), encodingFormat: dataInfo.mediaType }],
    ...(isBenchmarks && nhanes !== undefined ? { isBasedOn: [nhanes] } : {}),
    describedBy: ctx.url(schemaPath(dataInfo.name)),
  }
}

export const datasetDiscoveryCatalogue = defineCatalogue({
  info,
  schema: DatasetDiscoverySchema,
  render: (ctx) => ({
    '@context': jsonLdContext({ contentUrl: linkTerm(`${SCHEMA_ORG}contentUrl`), isBasedOn: linkTerm(`${SCHEMA_ORG}isBasedOn`) }),
    '@id': ctx.url(info.path),
    '@type': 'DataCatalog' as const,
    name: info.title,
    description: info.description,
    url: ctx.url(info.path),
    version: SERVICE.version,
    dateModified: ctx.builtAt,
    license: DATA_LICENSE,
    inLanguage: 'en',
    publisher: organization(ctx),
    describedBy: ctx.url(schemaPath(info.name)),
    dataset: (Object.keys(keywords) as (keyof typeof keywords)[]).map((key) => dataset(key, catalogueInfo[key], ctx)),
  }),
})
