/**
 * The server of `npm run bench:log`: one route whose requests take turns through the variants,
 * so every variant meets the same machine at the same moments, and each request's handler is
 * timed. `bun bench/interleaved/log-server.ts`, PORT from the environment; stdout is the log's.
 */
import { AccessLog, type RouteRecorder } from '../../server/observability/access-log.ts'
import { textRecorder } from './text-log.ts'
import { LOGGED_PATH, RESULTS_PATH, VARIANTS, type VariantId } from './variants.ts'

const recorders: Record<VariantId, RouteRecorder | undefined> = {
  'no log': undefined,
  log: new AccessLog().recorder('GET', LOGGED_PATH),
  'log, no output': new AccessLog({ write: () => true, onDrain() {} }).recorder('GET', LOGGED_PATH),
  'text log (before)': textRecorder('GET', LOGGED_PATH),
}
const order = VARIANTS.map((v) => recorders[v.id])
let totalNs = VARIANTS.map(() => 0)
let count = VARIANTS.map(() => 0)

// A small static answer like a catalogue file's, so the log is a visible share of the handler.
const body = new Blob(['<?xml version="1.0" encoding="UTF-8"?>'.padEnd(1200, ' ')])
const headers = new Headers({ 'content-type': 'application/xml', 'cache-control': 'no-cache' })

/** Times a request as server/serve.ts does: a clock read when it starts and one when it is answered. */
function answer(record: RouteRecorder): Response {
  const started = performance.now()
  const response = new Response(body, { headers })
  record(response.status, performance.now() - started)
  return response
}

let next = 0
Bun.serve({
  hostname: '127.0.0.1',
  port: Number(process.env.PORT),
  routes: {
    '/healthz': new Response('ok'),
    [LOGGED_PATH]: {
      GET: () => {
        const turn = next++ % order.length
        const record = order[turn]
        const began = Bun.nanoseconds()
        const response = record ? answer(record) : new Response(body, { headers })
        totalNs[turn]! += Bun.nanoseconds() - began
        count[turn]!++
        return response
      },
    },
    [RESULTS_PATH]: {
      GET: () => {
        const means = Object.fromEntries(VARIANTS.map((v, i) => [v.id, totalNs[i]! / count[i]!]))
        totalNs = VARIANTS.map(() => 0)
        count = VARIANTS.map(() => 0)
        return Response.json(means)
      },
    },
  },
})
