/**
 * The site: `/`, negotiated (a browser gets the home page, API clients keep the JSON index),
 * and each calculator's page, answered from the build when it has no query and rendered with
 * the result when it has one (site/answer.ts, loaded on the first such request so that start-up
 * does not wait for it). Results describe a person: never stored by caches.
 */
import { FORM_MEDIA_TYPE, NOT_A_FORM, STOPPING } from '../../api/limits.ts'
import { SERVICE_INDEX } from '../../api/openapi/service-operations.ts'
import { type CalculatorPage, calculatorPages, HOME_PAGE, HTML_MEDIA_TYPE, LOG_PAGE, type LogPage } from '../../api/pages.ts'
import { queryOf } from '../../api/query.ts'
import type { PageAnswerer } from '../../site/answer.ts'
import { type PageBody, textBody } from '../../site/document-template.ts'
import { PAGE_CONTENT_SECURITY_POLICY, pageDocument } from '../../site/layout.ts'
import { renderNotFound } from '../../site/not-found.ts'
import { html } from '../../site/view/html.ts'
import type { Answered, DirectRoute } from '../direct-routes.ts'
import { prefersHtml } from '../http/accept.ts'
import { BASE_HEADERS, JSON_HEADERS } from '../http/headers.ts'
import { bodyDeadlines, isMediaType, readCapped } from '../http/json-body.ts'
import { overloaded, serverWatch } from '../http/overload.ts'
import { CLOSE, HttpProblem, problemResponse } from '../http/problem.ts'
import { madeOnce } from '../made-once.ts'
import { chooseVariant } from '../static/accept-encoding.ts'
import type { StaticFile } from '../static/load.ts'
import { respond } from '../static/respond.ts'
import { type Clock, cachedToday } from '../today.ts'

export interface PageRouteOptions {
  /** The build's files (none when not built: pages are then rendered, `/` is JSON only). */
  files: readonly StaticFile[]
  clock: Clock
  baseUrl: string
  /** How long the log page's POSTed form may take to arrive (config REQUEST_TIMEOUT_SECONDS). */
  bodyTimeoutMs: number
}

const PAGE_HEADER_FIELDS = {
  ...BASE_HEADERS,
  'content-type': HTML_MEDIA_TYPE,
  'content-security-policy': PAGE_CONTENT_SECURITY_POLICY,
  'cache-control': 'no-store',
  vary: 'accept-encoding',
}
// Made once: a Response takes a Headers object almost for free, and reads a plain object's nine fields anew (0.6 µs).
const PAGE_HEADERS = new Headers(PAGE_HEADER_FIELDS)
const GZIP_HEADERS = new Headers({ ...PAGE_HEADER_FIELDS, 'content-encoding': 'gzip' })
const CODINGS = [{ encoding: 'gzip' }, { encoding: 'identity' }] as const

/**
 * A rendered page, gzipped when the client takes it: about 29 KB of HTML becomes about 10 KB.
 * A calculator page compresses only what its request brings (site/document-template.ts).
 */
function htmlResponse(body: PageBody, request: Request, status: number): Response {
  if (chooseVariant(request.headers.get('accept-encoding'), CODINGS).encoding === 'identity')
    return new Response(body.utf8ForResponse(), { status, headers: PAGE_HEADERS })
  return new Response(body.gzip(), { status, headers: GZIP_HEADERS })
}

/**
 * What a person's browser gets for a result refused with a 503 (the server overloaded, or too many
 * bodies arriving at once): a page, not the API's JSON problem, with the refusal's headers
 * (`Retry-After`, and `Connection: close` for a body left unread). Made once, so refusing renders nothing.
 */
export function busyPage(page: CalculatorPage | LogPage, url: (path: string) => string): (refusal: HttpProblem) => Response {
  const refusalBody = (state: string, why: string) => {
    const title = `${page.calculator.title}: the server is ${state}`
    return new TextEncoder().encode(
      pageDocument(
        { title, description: title, canonical: url(page.path), jsonLd: html``, indexable: false },
        html`<h1>The server is ${state}</h1><p>${why} Reload this page in a moment to get your result. Nothing you entered was stored.</p>`,
      ),
    )
  }
  const busy = refusalBody('busy', 'It has more requests than it can answer just now.')
  // A stop's 503 (a restart or an update): the reason is not load, and another server answers the reload.
  const stopping = refusalBody('restarting', 'This server was stopping when your form arrived.')
  return (refusal) => refusalPage(refusal.problem.detail === STOPPING ? stopping : busy, refusal)
}

/**
 * The 404 a browser gets for an unknown address, when it prefers HTML; API clients keep the JSON
 * problem. Rendered once, on the first such request.
 */
export function notFoundPage(): () => Response {
  let body: Uint8Array<ArrayBuffer> | undefined
  const headers = new Headers({ ...PAGE_HEADER_FIELDS, vary: 'accept' })
  return () => {
    body ??= new TextEncoder().encode(renderNotFound())
    return new Response(body, { status: 404, headers })
  }
}

/** A refusal answered with a page: the refusal's status and headers, the page as the body. */
const refusalPage = (body: Uint8Array<ArrayBuffer>, { problem }: HttpProblem) =>
  new Response(body, { status: problem.status, headers: { ...PAGE_HEADER_FIELDS, ...problem.headers } })

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

function calculatorRoute(
  page: CalculatorPage,
  built: StaticFile | undefined,
  today: () => string,
  url: (path: string) => string,
): DirectRoute {
  // Loaded on the first request with a query; answered synchronously once loaded (a promise per request costs).
  let answerer: PageAnswerer | undefined
  const load = madeOnce(() => import('../../site/answer.ts').then((m) => (answerer = m.pageAnswerer(page, url))))
  const busy = busyPage(page, url)
  return {
    method: 'GET',
    path: page.path,
    handle(request, answered) {
      const query = queryOf(request.url)
      if (query === '' && built !== undefined) return answered(respond(built, request))
      // A result costs a page's rendering: refused while the server is overloaded (http/overload.ts).
      if (query !== '' && serverWatch.overloaded()) return answered(busy(overloaded(false)))
      const reply = (pages: PageAnswerer) => {
        const { status, body } = query === '' ? { status: 200, body: pages.empty() } : pages.answer(query, today())
        return answered(htmlResponse(body, request, status))
      }
      return answerer === undefined ? load().then(reply) : reply(answerer)
    },
  }
}

/**
 * The log page: GET is the empty form (from the build, or rendered); POST is a submitted form,
 * at most the API's body limit, answered with the result or the errors (site/log-page.ts, loaded
 * on first use). A body too large gets the form again, saying so; one refused for its type or
 * deadline, the problem+json the API gives; one refused for the server's load, the busy page.
 */
function logRoutes(built: StaticFile | undefined, url: (path: string) => string, bodyTimeoutMs: number): DirectRoute[] {
  const load = () => import('../../site/log-page.ts')
  // A trickled body must not hold the request open: the API's deadline applies to the form too.
  const deadlines = bodyDeadlines(bodyTimeoutMs)
  const busy = busyPage(LOG_PAGE, url)
  // Rendered once, on the first refusal: refusing a body, even while shedding load, renders nothing.
  const tooLargePage = madeOnce(() => load().then((page) => page.renderTooLargeLogPage(url).utf8()))
  const refused = (error: unknown, answered: Answered) => {
    if (!(error instanceof HttpProblem)) throw error
    const { status } = error.problem
    if (status === 413) return tooLargePage().then((body) => answered(refusalPage(body, error)))
    // The page is one of our paths: its problems name it, as the API's name theirs (docs/api.md).
    return answered(status === 503 ? busy(error) : problemResponse({ ...error.problem, instance: LOG_PAGE.path }))
  }
  return [
    {
      method: 'GET',
      path: LOG_PAGE.path,
      handle: (request, answered) =>
        built !== undefined
          ? answered(respond(built, request))
          : load().then((m) => answered(htmlResponse(textBody(m.renderEmptyLogPage(url)), request, 200))),
    },
    {
      method: 'POST',
      path: LOG_PAGE.path,
      handle(request, answered) {
        let body: Promise<[string, Awaited<ReturnType<typeof load>>]>
        try {
          // Read as the form a browser sends, so anything else is refused rather than read as an empty log.
          if (!isMediaType(request.headers.get('content-type'), FORM_MEDIA_TYPE))
            throw new HttpProblem({ status: 415, detail: NOT_A_FORM, headers: CLOSE })
          body = Promise.all([readCapped(request), load()])
        } catch (error) {
          return refused(error, answered)
        }
        return deadlines.settle(
          body,
          ([text, page]) => {
            const answer = page.answerLogForm(text, url)
            return answered(htmlResponse(answer.body, request, answer.status))
          },
          (error) => refused(error, answered),
        )
      },
    },
  ]
}

export function pageRoutes({ files, clock, baseUrl, bodyTimeoutMs }: PageRouteOptions): DirectRoute[] {
  const built = new Map(files.map((f) => [f.path, f]))
  const url = (path: string) => `${baseUrl}${path}`
  const today = cachedToday(clock)
  return [
    rootRoute(built.get(HOME_PAGE.path)),
    ...calculatorPages.map((page) => calculatorRoute(page, built.get(page.path), today, url)),
    ...logRoutes(built.get(LOG_PAGE.path), url, bodyTimeoutMs),
  ]
}
