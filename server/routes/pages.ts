/**
 * The site: `/`, negotiated (a browser gets the home page, API clients keep the JSON index),
 * and each calculator's page, answered from the build when it has no query and rendered with
 * the result when it has one (site/answer.ts). Results describe a person: never stored by caches.
 */
import { SERVICE_INDEX } from '../openapi/service-operations.ts'
import type { DirectRoute } from '../direct-routes.ts'
import { BASE_HEADERS, JSON_HEADERS } from '../http/headers.ts'
import { prefersHtml } from '../http/accept.ts'
import { chooseVariant } from '../static/accept-encoding.ts'
import { queryOf } from '../http/query.ts'
import type { StaticFile } from '../static/load.ts'
import { respond } from '../static/respond.ts'
import { cachedToday, type Clock } from '../today.ts'
import { answerPage } from '../../site/answer.ts'
import { preparePage, type PreparedPage } from '../../site/calculator-page.ts'
import { EMPTY_FORM } from '../../site/form.ts'
import { PAGE_CONTENT_SECURITY_POLICY } from '../../site/layout.ts'
import { HOME_PAGE, calculatorPages } from '../../site/pages.ts'
import { HTML_MEDIA_TYPE } from '../../site/render.ts'
import { renderNoResult } from '../../site/view/results/index.ts'

export interface PageRouteOptions {
  /** The build's files (undefined when not built: pages are then rendered, `/` is JSON only). */
  files: readonly StaticFile[] | undefined
  clock: Clock
  baseUrl: string
}

const PAGE_HEADERS = {
  ...BASE_HEADERS,
  'content-type': HTML_MEDIA_TYPE,
  'content-security-policy': PAGE_CONTENT_SECURITY_POLICY,
  'cache-control': 'no-store',
  vary: 'accept-encoding',
}
const GZIP_HEADERS = { ...PAGE_HEADERS, 'content-encoding': 'gzip' }
const CODINGS = [{ encoding: 'gzip' }, { encoding: 'identity' }] as const

/**
 * A rendered page, gzipped when the client takes it: about 29 KB of HTML becomes about 9.5 KB
 * for some 55 µs (libdeflate at its fastest level, timed once on a result page; brotli's
 * fastest level took twice as long for a larger file).
 */
function html(body: string, request: Request, status = 200): Response {
  if (chooseVariant(request.headers.get('accept-encoding'), CODINGS).encoding === 'identity') return new Response(body, { status, headers: PAGE_HEADERS })
  return new Response(Bun.gzipSync(body, { level: 1, library: 'libdeflate' }), { status, headers: GZIP_HEADERS })
}

/** The same URL answers HTML or JSON: caches must key on Accept (and, for the compressed page, Accept-Encoding). */
function negotiated(response: Response, vary: string): Response {
  response.headers.set('vary', vary)
  return response
}

function rootRoute(home: StaticFile | undefined): DirectRoute {
  const index = JSON.stringify(SERVICE_INDEX)
  const headers = { ...JSON_HEADERS, vary: 'accept' }
  return {
    method: 'GET',
    path: HOME_PAGE.path,
    handle: (request, answered) =>
      answered(
        home !== undefined && prefersHtml(request.headers.get('accept'))
          ? negotiated(respond(home, request), 'accept, accept-encoding')
          : new Response(index, { headers }),
      ),
  }
}

function calculatorRoute(prepared: PreparedPage, built: StaticFile | undefined, today: () => string): DirectRoute {
  const empty = prepared.render(EMPTY_FORM, renderNoResult(), '')
  return {
    method: 'GET',
    path: prepared.page.path,
    handle(request, answered) {
      const query = queryOf(request.url)
      if (query === '') return answered(built === undefined ? html(empty, request) : respond(built, request))
      const answer = answerPage(prepared, query, today())
      return answered(html(answer.html, request, answer.status))
    },
  }
}

export function pageRoutes({ files, clock, baseUrl }: PageRouteOptions): DirectRoute[] {
  const built = new Map((files ?? []).map((f) => [f.path, f]))
  const url = (path: string) => `${baseUrl}${path}`
  const today = cachedToday(clock)
  return [rootRoute(built.get(HOME_PAGE.path)), ...calculatorPages.map((page) => calculatorRoute(preparePage(page, url), built.get(page.path), today))]
}
