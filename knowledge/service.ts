/**
 * What every catalogue says about the service, and the paths of what it links to. The
 * list of published documents itself is api/documents.ts, which the build writes and the
 * server serves; renderers turn paths into absolute URLs under BASE_URL.
 */
import { catalogueInfo } from '../api/documents.ts'
import type { Endpoint } from '../api/endpoints.ts'
import { MCP_PATH } from '../api/mcp.ts'
import { calculatorOperation } from '../api/openapi/calculator-operations.ts'
import { cataloguePaths } from '../api/openapi/catalogue-operations.ts'
import { exampleRequest } from '../api/openapi/example-request.ts'
import { DOCS_PATH, OPENAPI_PATH, ROOT_PATH } from '../api/paths.ts'
import { SERVICE_SCOPE } from '../api/scope.ts'
import pkg from '../package.json'

export const SERVICE = {
  name: 'Calorie and Body Metrics Calculation Service',
  version: pkg.version,
  description: `Pure calculations of ${SERVICE_SCOPE}, every formula and constant published with its source. Nothing is stored.`,
}

/** The published documents are data: CC BY 4.0 lets anyone reuse them with attribution. */
export const DATA_LICENSE = 'https://creativecommons.org/licenses/by/4.0/'

/** Documents served by other parts of the server that the catalogues link to. */
export const SERVICE_PATHS = { root: ROOT_PATH, openapi: OPENAPI_PATH, docs: DOCS_PATH, mcp: MCP_PATH } as const

/** A GET endpoint's example request (path and query): the one the API reference shows and its tests send. */
export const exampleTarget = (endpoint: Endpoint): string => exampleRequest(endpoint.path, 'get', calculatorOperation(endpoint)).target

/** The section of the API reference (its anchor is the operation id) that describes a published document. */
export function docsSection(path: string): string {
  const operation = cataloguePaths[path]?.get
  if (operation === undefined) throw new Error(`${path} is not a published document`)
  return `${DOCS_PATH}#${operation.operationId}`
}

export {
  type CatalogueInfo,
  type CatalogueKey,
  catalogueInfo,
  LLMS_TXT,
  ROBOTS_TXT,
  SITEMAP,
  schemaPath,
} from '../api/documents.ts'

/** Summaries exist for calculators and for concepts, which share some names (bmr, bmi). */
export type SummaryKind = 'calculator' | 'concept'
export const summaryId = (kind: SummaryKind, id: string): string => `${kind}-${id}`
/** A summary's anchor: the fragment is the summary's `id`. */
export const summaryPath = (kind: SummaryKind, id: string): string => `${catalogueInfo.summaries.path}#${summaryId(kind, id)}`

/** A quantity's node in the knowledge graph. */
export const entityPath = (id: string): string => `${catalogueInfo.entities.path}#${id}`
