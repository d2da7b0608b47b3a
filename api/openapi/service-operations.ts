/** The operations that are about the service itself rather than a calculation. */
import { catalogueInfo, LLMS_TXT, SITEMAP } from '../documents.ts'
import { MCP_PATH } from '../mcp.ts'
import { HOME_PAGE, listedPages } from '../pages.ts'
import { DOCS_PATH, HEALTH_PATH, OPENAPI_PATH, ROOT_PATH } from '../paths.ts'
import { STATIC_FILE } from './catalogue-operations.ts'
import { type ErrorStatus, errorResponsesFor, SHED_WHILE_OVERLOADED } from './problems.ts'
import type { JsonSchema, PathItem } from './types.ts'

export const SERVICE_TAG = 'Service'
export const SERVICE_TITLE = 'Calorie and body metrics API'

/**
 * What the base URL answers: where a person or an agent starting there goes next. Links are
 * relative, so they hold under any BASE_URL and behind any proxy.
 */
export const SERVICE_INDEX = {
  name: SERVICE_TITLE,
  links: {
    apiReference: DOCS_PATH,
    openApi: OPENAPI_PATH,
    agentCatalogue: catalogueInfo.aiAgent.path,
    llmsTxt: LLMS_TXT.path,
    sitemap: SITEMAP.path,
    health: HEALTH_PATH,
    /** POST only: JSON-RPC messages of the Model Context Protocol. */
    mcp: MCP_PATH,
  },
  /** The pages for people: `/` itself for a browser, and a page per GET calculator beside its endpoint. */
  pages: {
    home: HOME_PAGE.path,
    calculators: listedPages.map((p) => ({ title: p.calculator.title, page: p.path, api: p.api })),
  },
}

interface ServiceOperation {
  operationId: string
  summary: string
  description: string
  mediaType: string
  schema: JsonSchema
  /** Other representations the same URL gives on request (Accept). */
  alternatives?: Record<string, { schema: JsonSchema }>
  /** The one representation served with an ETag, so revalidated with a 304. */
  tagged?: string
  example?: unknown
  /** The health check is exempt from the rate limit, so it never answers 429. */
  errors: ErrorStatus[]
  /** Answered as the built files are (ETag, 304, compression), though made by the server: negotiated under CATALOGUE_SERVING=native too. */
  file?: true
}

function serviceGet({
  operationId,
  summary,
  description,
  mediaType,
  schema,
  alternatives,
  tagged,
  example,
  errors,
  file,
}: ServiceOperation): PathItem {
  const content = { [mediaType]: { schema, ...(example === undefined ? {} : { example }) }, ...alternatives }
  // Served as the built files are (server/static/in-memory.ts): compressed, tagged, revalidated.
  const cached = file === true
  const notModified = STATIC_FILE.notModified['304']
  const revalidated = cached
    ? STATIC_FILE.notModified
    : tagged === undefined
      ? {}
      : { '304': { description: `${notModified.description} (${tagged} only)` } }
  return {
    get: {
      operationId,
      tags: [SERVICE_TAG],
      summary,
      description: cached ? `${description} ${STATIC_FILE.madeDescription}` : description,
      responses: {
        '200': { description: summary, ...(cached ? { headers: STATIC_FILE.headers } : {}), content },
        ...revalidated,
        ...errorResponsesFor(errors),
      },
    },
  }
}

export const servicePaths: Record<string, PathItem> = {
  [ROOT_PATH]: serviceGet({
    operationId: 'serviceIndex',
    summary: 'Where to start',
    description:
      'The service name and links to the API reference, this document, the agent catalogue, llms.txt, the sitemap, the health check, ' +
      'the MCP endpoint (which takes POSTed JSON-RPC messages, not GET) and the pages. Negotiated (Vary: Accept): a client that ' +
      'prefers text/html to JSON, as browsers do, gets the home page instead; anything else, including no Accept header or */*, gets this JSON.',
    mediaType: 'application/json',
    alternatives: {
      'text/html': {
        schema: { type: 'string', description: 'The home page: with an ETag and Cache-Control, brotli or gzip by Accept-Encoding' },
      },
    },
    tagged: 'the home page',
    schema: {
      type: 'object',
      required: ['name', 'links', 'pages'],
      additionalProperties: false,
      properties: {
        name: { type: 'string' },
        links: {
          type: 'object',
          required: Object.keys(SERVICE_INDEX.links),
          additionalProperties: false,
          properties: Object.fromEntries(Object.keys(SERVICE_INDEX.links).map((k) => [k, { type: 'string', format: 'uri-reference' }])),
        },
        pages: {
          type: 'object',
          required: ['home', 'calculators'],
          additionalProperties: false,
          properties: {
            home: { type: 'string', format: 'uri-reference', description: 'The home page (this URL, asked for text/html)' },
            calculators: {
              type: 'array',
              description: "Each calculator's page and the endpoint it shows",
              items: {
                type: 'object',
                required: ['title', 'page', 'api'],
                additionalProperties: false,
                properties: {
                  title: { type: 'string' },
                  page: {
                    type: 'string',
                    format: 'uri-reference',
                    description: "The page; it takes exactly the endpoint's query parameters",
                  },
                  api: { type: 'string', format: 'uri-reference' },
                },
              },
            },
          },
        },
      },
    },
    example: SERVICE_INDEX,
    errors: [405, 429, 500],
  }),
  [HEALTH_PATH]: serviceGet({
    operationId: 'health',
    summary: 'Liveness check',
    description: 'Answers while the process can serve requests; for load balancers and orchestrators.',
    mediaType: 'application/json',
    schema: {
      type: 'object',
      required: ['status'],
      additionalProperties: false,
      properties: {
        status: { type: 'string', const: 'ok', enum: ['ok'] },
        droppedLogLines: {
          type: 'integer',
          minimum: 1,
          description: 'Access-log lines this process dropped because stdout was not being read (present once any were)',
        },
        shedRequests: {
          type: 'integer',
          minimum: 1,
          description: `Requests this process refused with 503 while overloaded (${SHED_WHILE_OVERLOADED}), its event loop not reaching its timers (present once any were)`,
        },
      },
    },
    example: { status: 'ok' },
    errors: [405, 500],
  }),
  [OPENAPI_PATH]: serviceGet({
    operationId: 'openApiDocument',
    summary: 'This OpenAPI 3.1 document',
    description: 'The machine-readable description of every endpoint: inputs, outputs, examples and errors.',
    mediaType: 'application/json',
    schema: { type: 'object', description: 'An OpenAPI 3.1 document' },
    errors: [405, 429, 500],
    file: true,
  }),
  [DOCS_PATH]: serviceGet({
    operationId: 'apiReference',
    summary: 'Human-readable API reference',
    description: 'This document rendered as one self-contained HTML page: no scripts, no external resources.',
    mediaType: 'text/html',
    schema: { type: 'string' },
    errors: [405, 429, 500],
    file: true,
  }),
}
