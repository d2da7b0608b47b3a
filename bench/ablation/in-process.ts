/**
 * `npm run bench:pipeline [-- --sessions K --rounds N --quick --out DIR]`: the ablation's steps
 * (pipeline.ts) timed in one process with no socket, so that no network or machine drift blurs a
 * difference of 0.1 µs. Each round times every step over the same number of plan requests, built
 * beforehand as `Request` objects (their construction is not timed), in rotated order; a step's
 * figure is the median over K × N rounds. What a socket adds (Bun parsing the request, copying its
 * headers, writing the response) is left out: `npm run bench:ablation` measures that whole.
 * Prints the table and writes pipeline.md.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { machineInfo } from '../machine.ts'
import { rotated } from '../measure.ts'
import { benchOptions } from '../options.ts'
import { PLAN_BODY } from '../scenarios.ts'
import { median } from '../statistics.ts'
import { assembled, STEPS } from './pipeline.ts'

const { settings, quick, out } = benchOptions(process.argv.slice(2))
const REQUESTS_PER_ROUND = quick ? 2_000 : 40_000
/** Requests in flight at once, as a server under load has them. */
const IN_FLIGHT = 50

const planRequest = () =>
  new Request('http://127.0.0.1/api/v1/calculate', {
    method: 'POST',
    body: PLAN_BODY,
    headers: { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(PLAN_BODY)) },
  })

/** Mean ns per request over `requests`, IN_FLIGHT at a time. */
async function timed(handle: (request: Request) => Response | Promise<Response>, requests: Request[]): Promise<number> {
  const started = Bun.nanoseconds()
  for (let i = 0; i < requests.length; i += IN_FLIGHT) {
    const batch = requests.slice(i, i + IN_FLIGHT).map(handle)
    for (const answer of batch) if ((await answer).status !== 200) throw new Error('the plan request was refused')
  }
  return (Bun.nanoseconds() - started) / requests.length
}

const handlers = STEPS.map((step) => assembled(step.pieces))
const stepIndexes = STEPS.map((_, i) => i)
const roundCount = settings.sessions * settings.rounds
const rounds: number[][] = [] // rounds[round][step]
for (let round = 0; round <= roundCount; round++) {
  const times: number[] = []
  for (const i of rotated(stepIndexes, round)) times[i] = await timed(handlers[i]!, Array.from({ length: REQUESTS_PER_ROUND }, planRequest))
  if (round > 0 || quick) rounds.push(times) // round 0 only compiles, unless this is the smoke setting
}

const ns = (step: number) => median(rounds.map((times) => times[step]!))
const stepNs = (step: number) => median(rounds.map((times) => times[step]! - times[step - 1]!))
const machine = machineInfo()
const report = [
  `## POST /api/v1/calculate in one process, ${new Date().toISOString().slice(0, 10)}`,
  '',
  `- Command: \`npm run bench:pipeline\``,
  `- Machine: ${machine.cpuModel}, ${machine.cores} cores; Bun ${machine.bun}; ${rounds.length} round(s) of ${REQUESTS_PER_ROUND.toLocaleString('en-US')} requests per step, ${IN_FLIGHT} in flight${quick ? '' : ', after a round that only compiles'}`,
  '- No socket: each request is a `Request` built beforehand; a step is the median over rounds of its time minus the time of the step above it',
  '',
  '| step | adds | ns per request | step, ns |',
  '|---|---|---:|---:|',
  ...STEPS.map((step, i) => `| ${step.id} | ${step.adds} | ${ns(i).toFixed(0)} | ${i === 0 ? '' : stepNs(i).toFixed(0)} |`),
  '',
].join('\n')
console.log(report)
mkdirSync(out, { recursive: true })
writeFileSync(join(out, 'pipeline.md'), report)
