/**
 * Serves the OpenAPI document and the API reference page rendered from it (the index at the
 * base URL that links them is negotiated with the home page: routes/pages.ts). Both are built
 * once, when the app is composed: they depend only on the code and the base URL.
 */
import { Elysia } from 'elysia'
import { buildOpenApi } from '../../api/openapi/document.ts'
import { DOCS_PATH, OPENAPI_PATH } from '../../api/paths.ts'
import { renderDocsPage } from '../docs/render-docs.ts'
import { BASE_HEADERS, HTML_CONTENT_SECURITY_POLICY, JSON_HEADERS } from '../http/headers.ts'

export function openApiRoutes(baseUrl: string) {
  const document = buildOpenApi(baseUrl)
  const json = JSON.stringify(document)
  const page = renderDocsPage(document)
  const docsHeaders = {
    ...BASE_HEADERS,
    'content-type': 'text/html; charset=utf-8',
    'content-security-policy': HTML_CONTENT_SECURITY_POLICY,
  }
  return new Elysia({ name: 'openapi', seed: baseUrl })
    .get(OPENAPI_PATH, () => new Response(json, { headers: JSON_HEADERS }))
    .get(DOCS_PATH, () => new Response(page, { headers: docsHeaders }))
}
