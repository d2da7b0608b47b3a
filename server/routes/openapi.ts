/**
 * Serves the OpenAPI document and the API reference page rendered from it (the index at the
 * base URL that links them is negotiated with the home page: routes/pages.ts). Both depend only
 * on the code and the base URL, so each is made once, on its first request, and then answered as
 * the built files are (compressed variants, ETag, one shared body). Not at start-up: the two took
 * about 30 ms of a cold start of about 130 (2026-11-27), for documents a client may never ask for.
 */
import type { OpenApiDocument } from '../../api/openapi/types.ts'
import { DOCS_PATH, OPENAPI_PATH } from '../../api/paths.ts'
import type { DirectRoute } from '../direct-routes.ts'
import { HTML_CONTENT_SECURITY_POLICY } from '../http/headers.ts'
import { inMemoryFile } from '../static/in-memory.ts'
import type { StaticFile } from '../static/load.ts'
import { respond } from '../static/respond.ts'

/** `make`'s result, made on the first call and shared by the calls that come meanwhile and after; a failure is not kept: the next call tries again. */
function shared<T>(make: () => Promise<T>): () => Promise<T> {
  let made: Promise<T> | undefined
  return () =>
    (made ??= make().catch((error: unknown) => {
      made = undefined
      throw error
    }))
}

/** A file made on its first request (`make` may fail; the next request tries again); once made, answered synchronously. */
export function madeOnFirstRequest(path: string, make: () => Promise<StaticFile>): DirectRoute {
  let file: StaticFile | undefined
  const made = shared(() => make().then((f) => (file = f)))
  return {
    method: 'GET',
    path,
    handle: (request, answered) =>
      file !== undefined ? answered(respond(file, request)) : made().then((f) => answered(respond(f, request))),
  }
}

export function openApiRoutes(baseUrl: string): DirectRoute[] {
  const built: () => Promise<OpenApiDocument> = shared(() => import('../../api/openapi/document.ts').then((m) => m.buildOpenApi(baseUrl)))
  return [
    madeOnFirstRequest(OPENAPI_PATH, async () =>
      inMemoryFile(OPENAPI_PATH, JSON.stringify(await built()), { 'content-type': 'application/json' }),
    ),
    madeOnFirstRequest(DOCS_PATH, async () => {
      const { renderDocsPage } = await import('../docs/render-docs.ts')
      return inMemoryFile(DOCS_PATH, renderDocsPage(await built()), {
        'content-type': 'text/html; charset=utf-8',
        'content-security-policy': HTML_CONTENT_SECURITY_POLICY,
      })
    }),
  ]
}
