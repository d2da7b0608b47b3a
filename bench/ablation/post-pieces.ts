/**
 * POST /api/v1/calculate assembled from the service's own parts, each switched on by name in
 * PIECES (comma-separated), so that `npm run bench:ablation` can measure what each costs.
 * With none, it differs from the raw baseline in two ways only, both as ours does it: the body is
 * read as text and then parsed (the checks need the text), and responses reuse prebuilt Headers.
 *   headers   the media-type and declared-size checks: the two header reads of the body reader
 *   deadline  the 408 deadline around the body read (Deadlines.settle)
 *   keys      the repeated-key check
 *   schema    the input check
 *   url       the query-string check, which reads request.url
 *   handler   instead of all of these, the service's own POST handler, whole
 * `bun bench/ablation/post-pieces.ts`, PORT from the environment; also answers /healthz.
 */
import { calculators, checkInput, todayUtc } from '../../metrics/index.ts'
import { unchanged } from '../../server/direct-routes.ts'
import { Deadlines } from '../../server/http/deadlines.ts'
import { isJsonMediaType, MAX_BODY_BYTES } from '../../server/http/json-body.ts'
import { repeatedTopLevelKeys } from '../../server/http/json-keys.ts'
import { jsonResponse } from '../../server/http/json-response.ts'
import { queryNames } from '../../server/http/query.ts'
import { calculatorRoutes } from '../../server/routes/calculators.ts'
import { JSON_RESPONSE_HEADERS } from '../baselines/common.ts'

const PIECES = ['headers', 'deadline', 'keys', 'schema', 'url', 'handler'] as const

const on = new Set((process.env.PIECES ?? '').split(',').filter((name) => name !== ''))
for (const name of on) if (!(PIECES as readonly string[]).includes(name)) throw new Error(`PIECES: unknown piece ${name}`)

const plan = calculators.calculate
const deadlines = new Deadlines(10_000, () => new Error('late'))
const refused = () => new Response(null, { status: 400 })

function answer(text: string, request: Request): Response {
  let value = JSON.parse(text)
  const repeated = on.has('keys') ? repeatedTopLevelKeys(text, value) : []
  const misplaced = on.has('url') ? queryNames(request.url) : []
  if (on.has('schema')) value = checkInput(plan.input, value, { duplicated: repeated, misplaced })
  else if (repeated.length + misplaced.length > 0) return refused()
  return jsonResponse(plan.compute(value, { today: todayUtc() }))
}

function assembled(request: Request): Response | Promise<Response> {
  if (on.has('headers')) {
    if (!isJsonMediaType(request.headers.get('content-type'))) return refused()
    if (Number(request.headers.get('content-length')) > MAX_BODY_BYTES) return refused()
  }
  const text = request.text()
  return on.has('deadline') ? deadlines.settle(text, (received) => answer(received, request), refused) : text.then((received) => answer(received, request))
}

const ours = calculatorRoutes({ clock: () => new Date(), bodyTimeoutMs: 10_000 }).find((route) => route.path === '/api/v1/calculate')!

Bun.serve({
  hostname: '127.0.0.1',
  port: Number(process.env.PORT),
  routes: {
    '/healthz': new Response('{"status":"ok"}', { headers: JSON_RESPONSE_HEADERS }),
    '/api/v1/calculate': { POST: on.has('handler') ? (request) => ours.handle(request, unchanged) : assembled },
  },
  fetch: () => new Response(null, { status: 404 }),
})
