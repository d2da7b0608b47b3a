/**
 * `npm run soak [-- --requests N --connections C --checkpoints K]`: drives at least N
 * requests (default 1,000,000) over loopback across every endpoint with wrk, in K chunks,
 * and prints requests, errors and the server's RSS after each chunk. Fails (exit 1) on any
 * error, or if RSS after warm-up (the first chunk) grows by more than 10 %.
 *
 * wrk runs for a duration, not a count: the warm-up chunk measures throughput and the
 * remaining chunks are sized from it to reach N.
 */
import { parseArgs } from 'node:util'
import { everyEndpoint } from './scenarios.ts'
import { startTarget } from './server-process.ts'
import { ensureWrk, runWrk } from './wrk.ts'

const MAX_RSS_GROWTH = 0.1

const { values } = parseArgs({
  options: {
    requests: { type: 'string', default: '1000000' },
    connections: { type: 'string', default: '50' },
    checkpoints: { type: 'string', default: '10' },
  },
})
const total = Number(values.requests)
const checkpoints = Number(values.checkpoints)
const connections = Number(values.connections)

ensureWrk()
// Production settings: the access log is on (and discarded), as it would be in a container.
const target = await startTarget([process.execPath, 'server/main.ts'], { ACCESS_LOG: 'on' })
console.log(`soak: ${total.toLocaleString('en-US')} requests, ${connections} connections, ${everyEndpoint.length} request kinds, ${checkpoints} checkpoints`)
console.log('checkpoint | requests  | req/s  | errors | RSS MB')

const WARM_UP_SECONDS = 2
let done = 0
let errors = 0
let chunkSeconds = WARM_UP_SECONDS
const rss: number[] = []
for (let k = 1; k <= checkpoints || done < total; k++) {
  const run = await runWrk({
    baseUrl: target.baseUrl, requests: everyEndpoint, connections, durationSeconds: chunkSeconds, expectedStatuses: [200, 422],
  })
  if (k === 1) chunkSeconds = Math.max(1, Math.ceil((total - run.requests) / Math.max(1, checkpoints - 1) / run.requestsPerSecond))
  done += run.requests
  errors += run.errors
  rss.push(target.rssMb())
  console.log(`${String(k).padStart(10)} | ${String(done).padStart(9)} | ${String(Math.round(run.requestsPerSecond)).padStart(6)} | ${String(run.errors).padStart(6)} | ${rss.at(-1)!.toFixed(1)}`)
}
await target.stop()

const warm = rss[0]!
const growth = (rss.at(-1)! - warm) / warm
console.log(`total requests ${done}, errors ${errors}, RSS after warm-up ${warm.toFixed(1)} MB → final ${rss.at(-1)!.toFixed(1)} MB (${(growth * 100).toFixed(1)} %)`)
const ok = errors === 0 && growth <= MAX_RSS_GROWTH
console.log(ok ? 'soak: PASS' : `soak: FAIL (errors must be 0 and RSS growth at most ${MAX_RSS_GROWTH * 100} %)`)
process.exit(ok ? 0 : 1)
