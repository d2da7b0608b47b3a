/** The operations that are about the service itself rather than a calculation. */
import { errorResponsesFor, type ErrorStatus } from './problems.ts'
import type { JsonSchema, PathItem } from './types.ts'

export const SERVICE_TAG = 'Service'
import { HEALTH_PATH } from '../routes/health.ts'
export const OPENAPI_PATH = '/openapi.json'
export const DOCS_PATH = '/docs'

interface ServiceOperation {
  operationId: string
  summary: string
  description: string
  mediaType: string
  schema: JsonSchema
  example?: unknown
  /** The health check is exempt from the rate limit, so it never answers 429. */
  errors: ErrorStatus[]
}

function serviceGet({ operationId, summary, description, mediaType, schema, example, errors }: ServiceOperation): PathItem {
  const content = { [mediaType]: { schema, ...(example === undefined ? {} : { example }) } }
  return {
    get: {
      operationId,
      tags: [SERVICE_TAG],
      summary,
      description,
      responses: { '200': { description: summary, content }, ...errorResponsesFor(errors) },
    },
  }
}

export const servicePaths: Record<string, PathItem> = {
  [HEALTH_PATH]: serviceGet({
    operationId: 'health',
    summary: 'Liveness check',
    description: 'Answers while the process can serve requests; for load balancers and orchestrators.',
    mediaType: 'application/json',
    schema: {
      type: 'object',
      required: ['status'],
      additionalProperties: false,
      properties: { status: { type: 'string', const: 'ok', enum: ['ok'] } },
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
  }),
  [DOCS_PATH]: serviceGet({
    operationId: 'apiReference',
    summary: 'Human-readable API reference',
    description: 'This document rendered as one self-contained HTML page: no scripts, no external resources.',
    mediaType: 'text/html',
    schema: { type: 'string' },
    errors: [405, 429, 500],
  }),
}
