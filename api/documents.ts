/**
 * The documents the catalogue build publishes and this server serves from dist/: paths,
 * media types, titles. The build renders them from here; OpenAPI can describe them from
 * here too, without reading dist/.
 */
import { API_PREFIX } from './endpoints.ts'
import { SITE_ASSETS } from './pages.ts'

export type JsonMediaType = 'application/json' | 'application/ld+json'

export interface CatalogueInfo {
  /** Names the schema file: /schemas/<name>.schema.json */
  name: string
  path: string
  title: string
  description: string
  mediaType: JsonMediaType
}

const catalogue = (info: CatalogueInfo) => info

/** The catalogues sit under the API's `v1/`, beside the POST calculators. */
const API_V1 = `${API_PREFIX}v1/`

export const catalogueInfo = {
  aiAgent: catalogue({
    name: 'ai-agent',
    path: '/.well-known/ai-agent.json',
    title: 'Agent configuration',
    description:
      'Every endpoint with its parameters (type, bounds, enum exactly as validated) and response fields, the mathematical ' +
      'models with formulas, constants and sources, safety limits, the error format and links to every catalogue.',
    mediaType: 'application/json',
  }),
  entities: catalogue({
    name: 'entities',
    path: `${API_V1}entities.json`,
    title: 'Metabolic knowledge graph',
    description:
      'JSON-LD graph (schema.org vocabulary) of the quantities the service computes and the typed relations between ' +
      'them, each relation with its equation and citations.',
    mediaType: 'application/ld+json',
  }),
  benchmarks: catalogue({
    name: 'nutrition-benchmarks',
    path: `${API_V1}nutrition-benchmarks.json`,
    title: 'Cohort nutrition benchmarks',
    description:
      'For each sex, age band and activity level: published US reference body measures fed through the same core ' +
      'functions as the API (BMR, TDEE, target calories at each weekly goal with floor clipping, BMI, water).',
    mediaType: 'application/json',
  }),
  summaries: catalogue({
    name: 'summaries',
    path: `${API_V1}summaries`,
    title: 'Calculator and concept summaries',
    description:
      'One summary per calculator and concept: what it computes, the formula in words, inputs, how to read the result, ' +
      'limitations, and links to the endpoint and the sources.',
    mediaType: 'application/json',
  }),
  citations: catalogue({
    name: 'citations',
    path: `${API_V1}citations`,
    title: 'Question-and-answer citation modules',
    description:
      'Common questions with the phrasings that trigger them, a concise answer with its numbers, and full citations of ' +
      'the published references behind it.',
    mediaType: 'application/json',
  }),
  knowledgeObjects: catalogue({
    name: 'knowledge-objects',
    path: `${API_V1}knowledge-objects`,
    title: 'Nutrition and metabolic knowledge objects',
    description:
      'Typed results (calorie target, protein target, body fat, BMI, hydration, weight-loss plan and more), each with ' +
      'its JSON Schema, an example computed by the core, and an evidence score on a documented scale.',
    mediaType: 'application/json',
  }),
  datasetDiscovery: catalogue({
    name: 'dataset-discovery',
    path: `${API_V1}dataset-discovery`,
    title: 'Dataset catalogue',
    description:
      "schema.org DataCatalog of this service's other catalogues, each a Dataset with its landing page, distribution, " +
      'license, dates and measured variables.',
    mediaType: 'application/ld+json',
  }),
}

export type CatalogueKey = keyof typeof catalogueInfo

export const schemaPath = (name: string): string => `/schemas/${name}.schema.json`

export const SCHEMA_MEDIA_TYPE = 'application/schema+json'

export interface PublishedDocument {
  path: string
  mediaType: string
  title: string
  description: string
}

export const LLMS_TXT: PublishedDocument = {
  path: '/llms.txt',
  mediaType: 'text/plain; charset=utf-8',
  title: 'llms.txt',
  description: 'Markdown entry point for language models (llmstxt.org) linking every document and endpoint.',
}

export const SITEMAP: PublishedDocument = {
  path: '/knowledge-sitemap.xml',
  mediaType: 'application/xml',
  title: 'Knowledge sitemap',
  description:
    "The service's public GET URLs with their date (sitemaps.org protocol): every document, and each GET calculator at its example query.",
}

export const ROBOTS_TXT: PublishedDocument = {
  path: '/robots.txt',
  mediaType: 'text/plain; charset=utf-8',
  title: 'robots.txt',
  description: 'Crawlers are welcome everywhere (RFC 9309); names the sitemap by its absolute URL.',
}

/**
 * The files served from dist/ as they are: each catalogue, its JSON Schema, llms.txt, the sitemap,
 * robots.txt, and the pages' scripts and icon. The pages are built there too, but answered by their
 * own routes, which also take a query (server/routes/pages.ts).
 */
export const publishedDocuments: PublishedDocument[] = [
  ...Object.values(catalogueInfo).flatMap((c) => [
    { path: c.path, mediaType: c.mediaType, title: c.title, description: c.description },
    {
      path: schemaPath(c.name),
      mediaType: SCHEMA_MEDIA_TYPE,
      title: `${c.title} (JSON Schema)`,
      description: `The JSON Schema ${c.path} follows.`,
    },
  ]),
  LLMS_TXT,
  SITEMAP,
  ROBOTS_TXT,
  ...Object.values(SITE_ASSETS),
]
