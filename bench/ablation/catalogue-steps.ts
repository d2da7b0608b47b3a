/**
 * The catalogue ablation's server: the benchmarked catalogue file (bench/scenarios.ts) answered
 * by a Bun route that runs JavaScript, built up one step at a time (STEP):
 *   js-route     the file's prebuilt identity answer, cloned: what any handler that runs JavaScript pays
 *   negotiation  and the two header reads negotiation needs (Accept-Encoding, If-None-Match)
 *   handler      our catalogue handler itself (server/routes/catalogues.ts), whole
 * `bun bench/ablation/catalogue-steps.ts`, PORT and STEP from the environment; also answers /healthz.
 */
import { JSON_RESPONSE_HEADERS } from '../baselines/common.ts'
import { CATALOGUE_PATH } from '../scenarios.ts'
import { unchanged } from '../../server/direct-routes.ts'
import { catalogueRoutes } from '../../server/routes/catalogues.ts'
import { identityOf } from '../../server/static/accept-encoding.ts'
import { directoryReader } from '../../server/static/directory.ts'
import { loadStaticFiles } from '../../server/static/load.ts'

const STEPS = ['js-route', 'negotiation', 'handler'] as const
type Step = (typeof STEPS)[number]

function handlerFor(step: Step): (request: Request) => Response {
  if (step === 'handler') {
    const route = catalogueRoutes().find((r) => r.path === CATALOGUE_PATH)
    if (route === undefined) throw new Error(`${CATALOGUE_PATH} is not built; run npm run build`)
    return (request) => route.handle(request, unchanged) as Response
  }
  const file = loadStaticFiles(directoryReader())?.find((f) => f.path === CATALOGUE_PATH)
  if (file === undefined) throw new Error(`${CATALOGUE_PATH} is not built; run npm run build`)
  const answer = identityOf(file.variants).ok
  if (step === 'js-route') return () => answer.clone()
  return (request) => {
    // What negotiation reads; wrk sends neither header, so the identity answer is the right one.
    request.headers.get('accept-encoding')
    request.headers.get('if-none-match')
    return answer.clone()
  }
}

const step = STEPS.find((known) => known === process.env.STEP)
if (step === undefined) throw new Error(`STEP must be one of ${STEPS.join(', ')}`)
Bun.serve({
  hostname: '127.0.0.1',
  port: Number(process.env.PORT),
  routes: {
    '/healthz': new Response('{"status":"ok"}', { headers: JSON_RESPONSE_HEADERS }),
    [CATALOGUE_PATH]: { GET: handlerFor(step) },
  },
  fetch: () => new Response(null, { status: 404 }),
})
