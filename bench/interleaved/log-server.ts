/**
 * The server of `npm run bench:log`: one route whose requests take turns through the variants
 * below, so every variant meets the same machine at the same moments, and each request's
 * handler is timed. GET /results gives the mean handler time per variant, in ns.
 * `bun bench/interleaved/log-server.ts`, PORT from the environment; stdout is the log's.
 */
import { AccessLog, stdoutOutput, type LogOutput, type RouteRecorder } from '../../server/observability/access-log.ts'
import { textRecorder } from './text-log.ts'
import { LOGGED_PATH, RESULTS_PATH, VARIANTS, type VariantId } from './variants.ts'

const log = (output: LogOutput) => new AccessLog(output).recorder('GET', LOGGED_PATH)
const recorders: Record<VariantId, RouteRecorder | undefined> = {
  'no log': undefined,
  log: log(stdoutOutput()),
  'log, process.stdout.write': log({ write: (batch) => void process.stdout.write(batch), drained: () => undefined }),
  'log, no output': log({ write: () => {}, drained: () => undefined }),
  'text log (before)': textRecorder('GET', LOGGED_PATH),
}
const order = VARIANTS.map((v) => recorders[v.id])
const totalNs = VARIANTS.map(() => 0)
const count = VARIANTS.map(() => 0)

// A small static answer like a catalogue file's, so the log is a visible share of the handler.
const body = new Blob(['<?xml version="1.0" encoding="UTF-8"?>'.padEnd(1200, ' ')])
const headers = new Headers({ 'content-type': 'application/xml', 'cache-control': 'no-cache' })

let next = 0
Bun.serve({
  hostname: '127.0.0.1',
  port: Number(process.env.PORT),
  routes: {
    '/healthz': new Response('ok'),
    [LOGGED_PATH]: {
      GET: () => {
        const turn = next++ % order.length
        const began = Bun.nanoseconds()
        const started = performance.now() // as server/serve.ts times a request
        const response = new Response(body, { headers })
        order[turn]?.(response.status, performance.now() - started)
        totalNs[turn]! += Bun.nanoseconds() - began
        count[turn]!++
        return response
      },
    },
    [RESULTS_PATH]: { GET: () => Response.json(Object.fromEntries(VARIANTS.map((v, i) => [v.id, totalNs[i]! / count[i]!]))) },
  },
})
