/**
 * `npm run bench:ablation [-- --duration S --sessions K --rounds N --connections C --quick --out DIR]`: what
 * each part of POST /api/v1/calculate costs. The raw baseline, then the same request served by a
 * pipeline built from our own parts, one more piece per variant (post-pieces.ts), then our handler
 * whole, then the service with the access log off and on. They are driven in alternation like
 * `npm run bench`. A step is the median, over rounds, of the server CPU time per request minus
 * that of the variant before it in the same round. Prints the table and writes ablation.md.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { machineInfo } from '../machine.ts'
import { median, measureScenario, type RoundRun, type TargetResult } from '../measure.ts'
import { benchOptions } from '../options.ts'
import { calculatePost } from '../scenarios.ts'
import { inSessions } from '../sessions.ts'
import { ensureCatalogues, oursCommand, rawBunCommand, type TargetCommand } from '../targets.ts'
import { ensureWrk } from '../wrk.ts'
import { STEPS } from './pipeline.ts'

const PIECES_SERVER = fileURLToPath(new URL('./post-pieces.ts', import.meta.url))
const pieces = (names: string): TargetCommand => ({ command: [process.execPath, PIECES_SERVER], env: { PIECES: names } })

/** Each variant adds one thing to the one before it. */
const VARIANTS = [
  { id: 'raw', adds: 'the raw baseline (bench/baselines/raw-bun.ts)', command: rawBunCommand() },
  ...STEPS.map((step) => ({ id: step.id, adds: step.adds, command: pieces(step.pieces.join(',')) })),
  { id: 'ours-log-off', adds: 'the whole service around it (routes, Elysia fallback), access log off', command: oursCommand({ ACCESS_LOG: 'off' }) },
  { id: 'ours', adds: 'the access log', command: oursCommand() },
]

/** Server CPU time per request, in µs. */
const cpuMicros = (round: RoundRun) => (round.cpuPercent / 100 / round.requestsPerSecond) * 1e6
const paired = (a: TargetResult<string>, b: TargetResult<string>, of: (x: RoundRun, y: RoundRun) => number) =>
  median(a.rounds.map((round, i) => of(round, b.rounds[i]!)))

function table(results: TargetResult<string>[]): string {
  const raw = results[0]!
  const rows = results.map((result, i) => {
    const variant = VARIANTS[i]!
    const step = i === 0 ? '' : paired(result, results[i - 1]!, (x, y) => cpuMicros(x) - cpuMicros(y)).toFixed(2)
    const ratio = paired(result, raw, (x, y) => x.requestsPerSecond / y.requestsPerSecond).toFixed(2)
    const micros = median(result.rounds.map(cpuMicros)).toFixed(2)
    const errors = result.errors > 0 ? ` (${result.errors} errors)` : ''
    return `| ${variant.id} | ${variant.adds} | ${Math.round(result.requestsPerSecond).toLocaleString('en-US')}${errors} | ${micros} | ${step} | ${ratio}× |`
  })
  return ['| variant | adds | req/s | CPU µs per request | step, µs | ÷ raw |', '|---|---|---:|---:|---:|---:|', ...rows].join('\n')
}

const args = process.argv.slice(2)
const { settings, out } = benchOptions(args)
ensureWrk()
ensureCatalogues()
const commands = Object.fromEntries(VARIANTS.map((v) => [v.id, v.command])) as Record<string, TargetCommand>
const scenario = { id: 'ablation', request: calculatePost, expectedStatus: 200, targets: VARIANTS.map((v) => v.id) }
const [results] = await inSessions(
  settings.sessions,
  commands,
  async (targets) => [await measureScenario(scenario, targets, settings, (line) => console.error(line))],
  (line) => console.error(`ablation: ${line}`),
)
const { cpuModel, cores, bun } = machineInfo()
const report = `## Ablation of POST /api/v1/calculate, ${new Date().toISOString().slice(0, 10)}

- Command: \`${['npm run bench:ablation', ...(args.length > 0 ? ['--', ...args] : [])].join(' ')}\`
- Machine: ${cpuModel}, ${cores} cores; Bun ${bun}; wrk on loopback, ${settings.connections} connections, ${settings.sessions} session(s) of fresh processes × ${settings.rounds} round(s) of ${settings.durationSeconds} s per variant, in alternation
- Each variant adds one thing to the one above it; a step is that addition's server CPU time per request, paired round by round

${table(results!)}
`
mkdirSync(out, { recursive: true })
writeFileSync(join(out, 'ablation.md'), report)
console.log(report)
