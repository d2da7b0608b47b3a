/** /api/v1/dataset-discovery: a schema.org DataCatalog of the other catalogues. */

import { columns, referenceSource } from '../../knowledge/benchmarks.ts'
import { concepts } from '../../knowledge/concepts.ts'
import { bibliography, referenceLink } from '../../knowledge/references.ts'
import {
  type CatalogueInfo,
  type CatalogueKey,
  catalogueInfo,
  DATA_LICENSE,
  docsSection,
  SERVICE,
  schemaPath,
} from '../../knowledge/service.ts'
import { defineCatalogue } from '../catalogue.ts'
import type { BuildContext } from '../context.ts'
import { DatasetDiscoverySchema } from '../schemas/dataset-discovery.ts'
import { jsonLdContext, linkTerm, SCHEMA_ORG } from './json-ld.ts'

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
  columns.map((c) => ({
    '@type': 'PropertyValue' as const,
    name: c.name,
    description: c.description,
    ...(c.unit === undefined ? {} : { unitText: c.unit }),
  }))

/** The non-tabular catalogues describe the quantities of the knowledge graph. */
const conceptVariables = () =>
  Object.values(concepts).map((c) => ({ '@type': 'PropertyValue' as const, name: c.name, description: c.description, unitText: c.unit }))

/** schema.org temporalCoverage is an ISO 8601 interval: the survey's "2015-2018" becomes "2015/2018". */
function yearInterval(years: string): string {
  const match = /^(\d{4})-(\d{4})$/.exec(years)
  if (match === null) throw new Error(`survey years "${years}" are not written YYYY-YYYY`)
  return `${match[1]}/${match[2]}`
}

/** The benchmarks rest on the survey report: its link, and the years it measured. */
function surveyProvenance() {
  const report = referenceLink(bibliography[referenceSource.referenceId])
  return { ...(report === undefined ? {} : { isBasedOn: [report] }), temporalCoverage: yearInterval(referenceSource.years) }
}

/**
 * A dataset is a node of this catalogue: the file is its distribution, and its landing
 * page the section of the API reference that describes the file.
 */
function dataset(key: keyof typeof keywords, dataInfo: CatalogueInfo, ctx: BuildContext) {
  const isBenchmarks = key === 'benchmarks'
  return {
    '@type': 'Dataset' as const,
    '@id': `${ctx.url(info.path)}#${dataInfo.name}`,
    identifier: dataInfo.name,
    name: dataInfo.title,
    description: dataInfo.description,
    url: ctx.url(docsSection(dataInfo.path)),
    version: SERVICE.version,
    dateModified: ctx.builtAt,
    license: DATA_LICENSE,
    isAccessibleForFree: true as const,
    creator: organization(ctx),
    keywords: keywords[key],
    variableMeasured: isBenchmarks ? benchmarkVariables() : conceptVariables(),
    distribution: [{ '@type': 'DataDownload' as const, contentUrl: ctx.url(dataInfo.path), encodingFormat: dataInfo.mediaType }],
    ...(isBenchmarks ? surveyProvenance() : {}),
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
