/**
 * Serves the OpenAPI document and the API reference page rendered from it (the index at the
 * base URL that links them is negotiated with the home page: routes/pages.ts). Both depend only
 * on the code and the base URL: they are made together on the first request for either, then
 * answered as the built files are (compressed variants, ETag, one shared body). Not at start-up:
 * making them and loading their code took about 35 ms of a cold start of about 140 (2026-11-27),
 * for documents many processes are never asked for. With CATALOGUE_SERVING=native they are still
 * answered by JavaScript, having no fixed answer when the server starts.
 */
import { DOCS_PATH, OPENAPI_PATH } from '../../api/paths.ts'
import type { DirectRoute } from '../direct-routes.ts'
import { DOCS_CONTENT_SECURITY_POLICY } from '../docs/style.ts'
import { unexpectedResponse } from '../errors.ts'
import { madeOnce } from '../made-once.ts'
import { inMemoryFile } from '../static/in-memory.ts'
import type { StaticFile } from '../static/load.ts'
import { respond } from '../static/respond.ts'

/**
 * A file made on its first request (requests that come meanwhile wait for the same making; one
 * that fails is answered 500 and the next request tries again); once made, answered synchronously.
 */
export function madeOnFirstRequest(path: string, make: () => Promise<StaticFile>): DirectRoute {
  let file: StaticFile | undefined
  const made = madeOnce(() => make().then((f) => (file = f)))
  return {
    method: 'GET',
    path,
    handle: (request, answered) =>
      file !== undefined
        ? answered(respond(file, request))
        : made().then(
            (f) => answered(respond(f, request)),
            (error: unknown) => answered(unexpectedResponse(error)),
          ),
  }
}

/** Both files from one document, made together, so that the document itself is not kept once they are. */
async function makeBoth(baseUrl: string): Promise<{ document: StaticFile; page: StaticFile }> {
  const [{ buildOpenApi }, { renderDocsPage }] = await Promise.all([
    import('../../api/openapi/document.ts'),
    import('../docs/render-docs.ts'),
  ])
  const document = buildOpenApi(baseUrl)
  return {
    document: inMemoryFile(OPENAPI_PATH, JSON.stringify(document), { 'content-type': 'application/json' }),
    page: inMemoryFile(DOCS_PATH, renderDocsPage(document), {
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': DOCS_CONTENT_SECURITY_POLICY,
    }),
  }
}

export function openApiRoutes(baseUrl: string): DirectRoute[] {
  const both = madeOnce(() => makeBoth(baseUrl))
  return [
    madeOnFirstRequest(OPENAPI_PATH, () => both().then((made) => made.document)),
    madeOnFirstRequest(DOCS_PATH, () => both().then((made) => made.page)),
  ]
}
