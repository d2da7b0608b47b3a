/**
 * Serves the OpenAPI document and the API reference page rendered from it (the index at the
 * base URL that links them is negotiated with the home page: routes/pages.ts). Both are built
 * once, when the app is composed: they depend only on the code and the base URL. They are then
 * answered as the built files are (compressed variants, ETag, one shared body).
 */
import { buildOpenApi } from '../../api/openapi/document.ts'
import { DOCS_PATH, OPENAPI_PATH } from '../../api/paths.ts'
import type { DirectRoute } from '../direct-routes.ts'
import { renderDocsPage } from '../docs/render-docs.ts'
import { HTML_CONTENT_SECURITY_POLICY } from '../http/headers.ts'
import { inMemoryFile } from '../static/in-memory.ts'
import { catalogueRoutes } from './catalogues.ts'

export function openApiRoutes(baseUrl: string): DirectRoute[] {
  const document = buildOpenApi(baseUrl)
  return catalogueRoutes([
    inMemoryFile(OPENAPI_PATH, JSON.stringify(document), { 'content-type': 'application/json' }),
    inMemoryFile(DOCS_PATH, renderDocsPage(document), {
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': HTML_CONTENT_SECURITY_POLICY,
    }),
  ])
}
