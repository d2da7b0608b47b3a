/**
 * The OpenAPI 3.1 document, generated from the endpoint table, the calculators' input and
 * output schemas and the problem format, so it cannot drift from what the server does.
 */
import pkg from '../../package.json'
import { endpoints } from '../endpoints.ts'
import { MCP_PATH } from '../mcp.ts'
import { METRIC_INPUTS, SERVICE_SCOPE } from '../scope.ts'
import { CALCULATOR_TAG, calculatorOperation, calculatorSchemas } from './calculator-operations.ts'
import { CATALOGUE_TAG, cataloguePaths } from './catalogue-operations.ts'
import { PAGE_TAG, pagePaths } from './page-operations.ts'
import { errorResponseComponents, problemSchemas } from './problems.ts'
import { SERVICE_TAG, SERVICE_TITLE, servicePaths } from './service-operations.ts'
import type { OpenApiDocument, PathItem } from './types.ts'

const DESCRIPTION = [
  `Computes ${SERVICE_SCOPE} from the inputs alone; nothing is stored. ${METRIC_INPUTS}`,
  'GET endpoints take their inputs in the query string (numbers as plain decimals such as `80.5`; each parameter at most once); ' +
    'POST takes a JSON object with strict types. Unknown parameters are rejected. Every GET path also answers HEAD, and every path answers CORS preflights (OPTIONS).',
  'Every error is `application/problem+json` (RFC 9457) and never repeats the values that were sent.',
  `AI agents can call every calculator as a Model Context Protocol tool named by its operationId, with the same inputs and the same JSON: ` +
    `POST JSON-RPC messages to \`${MCP_PATH}\` (Streamable HTTP, stateless; its errors are JSON-RPC errors), or run the binary's ` +
    '`mcp` subcommand for stdio. The catalogues are its resources.',
].join('\n\n')

export function buildOpenApi(baseUrl: string): OpenApiDocument {
  const paths: Record<string, PathItem> = {}
  for (const endpoint of endpoints) {
    paths[endpoint.path] = { ...paths[endpoint.path], [endpoint.method.toLowerCase()]: calculatorOperation(endpoint) }
  }
  return {
    openapi: '3.1.0',
    info: {
      title: SERVICE_TITLE,
      version: pkg.version,
      description: DESCRIPTION,
      license: { name: 'MIT', identifier: 'MIT' },
    },
    servers: [{ url: baseUrl }],
    tags: [
      { name: CALCULATOR_TAG, description: `Pure calculations: ${SERVICE_SCOPE}` },
      { name: SERVICE_TAG, description: 'Health and self-description of the service' },
      { name: CATALOGUE_TAG, description: 'Static machine-readable catalogues for agents and crawlers, built from the same sources' },
      { name: PAGE_TAG, description: 'The calculators for people: a form per GET endpoint, answered as HTML from the same calculators' },
    ],
    paths: { ...paths, ...servicePaths, ...pagePaths, ...cataloguePaths },
    components: {
      schemas: { ...calculatorSchemas(endpoints), ...problemSchemas },
      responses: errorResponseComponents,
    },
  }
}
