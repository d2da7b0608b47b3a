/**
 * `npm run soak [-- --requests N --connections C --checkpoints K --hostile-seconds S]`:
 * drives at least N requests (default 1,000,000) over loopback across every endpoint with
 * wrk, in K chunks, and prints requests, errors and the server's RSS after each chunk. Then,
 * for S seconds (default 30), the same traffic runs beside hostile clients (bench/hostile.ts:
 * a thousand stalled bodies, one-byte-chunk bodies, bodies repeating thousands of keys,
 * nested arrays). Throughout, the server's stdout is a pipe nobody reads, and its body
 * deadline is 2 s so stalled bodies expire in crowds again and again.
 *
 * Fails (exit 1) on any error in the ordinary traffic, if RSS after warm-up (the first chunk)
 * grows by more than 10 % in the first phase, if the peak RSS (VmHWM: the kernel's true peak,
 * not a sample) ever passes 160 MB (the Kubernetes limit), if the server dies, or if a
 * hostile client gets anything but its own kind's expected status. In the hostile phase a 503
 * is no error as long as the server shed at most 1 % of the ordinary requests: it sheds while
 * overloaded (server/http/overload.ts), which a machine busy with other work can make it; on a
 * quiet one it shed none.
 *
 * wrk runs for a duration, not a count: the warm-up chunk measures throughput and the
 * remaining chunks are sized from it to reach N. RSS is also sampled every 50 ms: the report
 * gives the largest rise within a second, when it came and which hostile kinds were finishing
 * requests then, and on a failure the timeline around the peak.
 */
import { parseArgs } from 'node:util'
import { deploymentEnv, MEMORY_LIMIT_MIB } from './deployment.ts'
import { hostileKinds, SHED, startHostile, unexpectedOutcomes } from './hostile.ts'
import { largestRise, startRssTimeline, timelineAround } from './rss-timeline.ts'
import { everyEndpoint } from './scenarios.ts'
import { startTarget } from './server-process.ts'
import { requireWrk, runWrk } from './wrk.ts'

const MAX_RSS_GROWTH = 0.1
const HOSTILE_CHUNK_SECONDS = 5
/** The share of the hostile phase's ordinary requests that may be shed (503) before the soak fails. */
const MAX_ORDINARY_SHED = 0.01

const { values } = parseArgs({
  options: {
    requests: { type: 'string', default: '1000000' },
    connections: { type: 'string', default: '50' },
    checkpoints: { type: 'string', default: '10' },
    'hostile-seconds': { type: 'string', default: '30' },
  },
})
const total = Number(values.requests)
const checkpoints = Number(values.checkpoints)
const connections = Number(values.connections)
const hostileSeconds = Number(values['hostile-seconds'])

requireWrk()
// The Deployment's settings, the access log on, but written to a pipe that is never read.
const target = await startTarget(
  [process.execPath, 'server/main.ts'],
  { ...deploymentEnv, ACCESS_LOG: 'on', REQUEST_TIMEOUT_SECONDS: '2' },
  'stalled',
)
console.log(
  `soak: ${total.toLocaleString('en-US')} requests, ${connections} connections, ${everyEndpoint.length} request kinds, ${checkpoints} checkpoints`,
)
console.log('checkpoint | requests  | req/s  | errors | RSS MB')

let hostile: ReturnType<typeof startHostile> | undefined
const timeline = startRssTimeline(target.proc.pid, () => hostile?.finished() ?? {})

const WARM_UP_SECONDS = 2
let done = 0
let errors = 0
let chunkSeconds = WARM_UP_SECONDS
const rss: number[] = []
for (let k = 1; k <= checkpoints || done < total; k++) {
  const run = await runWrk({
    baseUrl: target.baseUrl,
    requests: everyEndpoint,
    connections,
    durationSeconds: chunkSeconds,
    expectedStatuses: [200, 422],
  })
  if (k === 1) chunkSeconds = Math.max(1, Math.ceil((total - run.requests) / Math.max(1, checkpoints - 1) / run.requestsPerSecond))
  done += run.requests
  errors += run.errors
  rss.push(target.rssMb())
  console.log(
    `${String(k).padStart(10)} | ${String(done).padStart(9)} | ${String(Math.round(run.requestsPerSecond)).padStart(6)} | ${String(run.errors).padStart(6)} | ${rss.at(-1)!.toFixed(1)}`,
  )
}

console.log(`hostile phase: ${hostileSeconds} s of the same traffic beside hostile clients`)
console.log('checkpoint | requests  | req/s  | errors | RSS MB | peak MB')
const hostileFrom = timeline.now()
hostile = startHostile(Number(new URL(target.baseUrl).port), { stalled: 1000, chunked: 8, repeated: 8, nested: 8, abandoned: 8 })
let hostileErrors = 0
let hostileRequests = 0
for (let k = 1; k * HOSTILE_CHUNK_SECONDS <= hostileSeconds; k++) {
  const run = await runWrk({
    baseUrl: target.baseUrl,
    requests: everyEndpoint,
    connections,
    durationSeconds: HOSTILE_CHUNK_SECONDS,
    expectedStatuses: [200, 422, 503],
  })
  hostileErrors += run.errors
  hostileRequests += run.requests
  rss.push(target.rssMb())
  console.log(
    `${String(k).padStart(10)} | ${String(run.requests).padStart(9)} | ${String(Math.round(run.requestsPerSecond)).padStart(6)} | ${String(run.errors).padStart(6)} | ${rss.at(-1)!.toFixed(1).padStart(6)} | ${target.peakRssMb().toFixed(1)}`,
  )
}
const outcomes = hostile.stop()
const alive = target.proc.exitCode === null
// The log's pipe is never read, so lines must have been dropped and counted, not buffered.
const samples = timeline.stop()
const health: { droppedLogLines?: number; shedRequests?: number } = alive ? await (await fetch(`${target.baseUrl}/healthz`)).json() : {}
const droppedLogLines = health.droppedLogLines ?? 0
const shed = health.shedRequests ?? 0
const hostileShed = Object.values(outcomes).reduce((sum, counts) => sum + (counts[SHED] ?? 0), 0)
// At most: a hostile client that hung up before reading its 503 is counted here too.
const ordinaryShed = Math.max(0, shed - hostileShed)
const peak = alive ? target.peakRssMb() : Number.POSITIVE_INFINITY
await target.stop()

const warm = rss[0]!
const firstPhaseEnd = rss[Math.max(0, rss.length - 1 - Math.floor(hostileSeconds / HOSTILE_CHUNK_SECONDS))]!
const growth = (firstPhaseEnd - warm) / warm
console.log(
  `total requests ${done}, errors ${errors}, RSS after warm-up ${warm.toFixed(1)} MB → ${firstPhaseEnd.toFixed(1)} MB (${(growth * 100).toFixed(1)} %)`,
)
console.log(
  `hostile phase: ordinary errors ${hostileErrors}, peak RSS of the whole run (VmHWM) ${peak.toFixed(1)} MB, server ${alive ? 'alive' : 'DEAD'}, log lines dropped ${droppedLogLines}, requests shed as overloaded ${shed} (hostile clients saw ${hostileShed}; the rest, at most ${ordinaryShed}, of ${hostileRequests} ordinary)`,
)
const rise = largestRise(samples)
console.log(
  `largest rise within a second: +${rise.riseMb.toFixed(1)} MB, ${rise.from.toFixed(2)}–${rise.to.toFixed(2)} s (hostile phase from ${hostileFrom.toFixed(2)} s); hostile requests finished in it: ${JSON.stringify(rise.finished)}`,
)
for (const [name, counts] of Object.entries(outcomes)) {
  console.log(`  ${name.padEnd(8)} expected ${hostileKinds[name as keyof typeof hostileKinds].expected}: ${JSON.stringify(counts)}`)
}
const unexpected = unexpectedOutcomes(outcomes)
const ok =
  errors === 0 &&
  growth <= MAX_RSS_GROWTH &&
  hostileErrors === 0 &&
  ordinaryShed <= MAX_ORDINARY_SHED * hostileRequests &&
  peak < MEMORY_LIMIT_MIB &&
  alive &&
  droppedLogLines > 0 &&
  Object.keys(unexpected).length === 0
if (!ok) {
  const peakSample = samples.reduce((top, sample) => (sample.rssMb > top.rssMb ? sample : top), samples[0]!)
  console.log(
    `RSS by second (largest sample each) around the largest sample, at ${peakSample.t.toFixed(2)} s:\n${timelineAround(samples, peakSample.t)}`,
  )
}
console.log(
  ok
    ? 'soak: PASS'
    : `soak: FAIL (errors must be 0, at most ${MAX_ORDINARY_SHED * 100} % of the hostile phase's ordinary requests shed, RSS growth at most ${MAX_RSS_GROWTH * 100} %, peak RSS under ${MEMORY_LIMIT_MIB} MB, the server alive, log lines dropped on the stalled pipe, each hostile kind answered as expected${Object.keys(unexpected).length > 0 ? `; unexpected: ${Object.keys(unexpected).join(', ')}` : ''})`,
)
process.exit(ok ? 0 : 1)
