/**
 * `npm run bench:ablation [-- --duration S --sessions K --rounds N --connections C --quick --out DIR]`: what
 * each part of a request costs, for POST /api/v1/calculate and for the benchmarked catalogue file.
 * POST: the raw baseline, then the same request served by a pipeline built from our own parts,
 * one more piece per variant (post-pieces.ts), then our handler whole. Catalogue: a raw Bun static
 * route, then a route that runs JavaScript built up to our handler (catalogue-steps.ts). Both end
 * with the service, access log off and on. Variants are driven in alternation like `npm run bench`.
 * A step is the median, over rounds, of the server CPU time per request minus that of the variant
 * before it in the same round. Prints the tables and writes ablation.md.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { machineInfo } from '../machine.ts'
import { measureScenario, type RoundRun, type TargetResult } from '../measure.ts'
import { benchOptions } from '../options.ts'
import { calculatePost, catalogueGet } from '../scenarios.ts'
import { inSessions } from '../sessions.ts'
import { median } from '../statistics.ts'
import { ensureCatalogues, oursCommand, rawBunCommand, type TargetCommand } from '../targets.ts'
import { ensureWrk, type LoadRequest } from '../wrk.ts'
import { STEPS } from './pipeline.ts'

const server = (file: string, env: Record<string, string>): TargetCommand => ({
  command: [process.execPath, fileURLToPath(new URL(file, import.meta.url))],
  env,
})

interface Variant {
  id: string
  adds: string
  command: TargetCommand
}

/** The service, as it runs in production, after the variants of an ablation. */
const SERVICE: Variant[] = [
  { id: 'ours-log-off', adds: 'the whole service around it (routes, Elysia fallback), access log off', command: oursCommand({ ACCESS_LOG: 'off' }) },
  { id: 'ours', adds: 'the access log', command: oursCommand() },
]

/** In each ablation, every variant adds one thing to the one before it; the first is the baseline. */
const ABLATIONS: { title: string; request: LoadRequest; variants: Variant[] }[] = [
  {
    title: `${calculatePost.method} ${calculatePost.path}`,
    request: calculatePost,
    variants: [
      { id: 'raw', adds: 'the raw baseline (bench/baselines/raw-bun.ts)', command: rawBunCommand() },
      ...STEPS.map((step) => ({ id: step.id, adds: step.adds, command: server('./post-pieces.ts', { PIECES: step.pieces.join(',') }) })),
      ...SERVICE,
    ],
  },
  {
    title: `${catalogueGet.method} ${catalogueGet.path} (catalogue)`,
    request: catalogueGet,
    variants: [
      { id: 'static', adds: 'the raw baseline: a Bun static route, no JavaScript (bench/baselines/raw-bun.ts)', command: rawBunCommand() },
      { id: 'js-route', adds: 'a route that runs JavaScript: the prebuilt answer, cloned', command: server('./catalogue-steps.ts', { STEP: 'js-route' }) },
      { id: '+negotiation', adds: 'the two header reads negotiation needs', command: server('./catalogue-steps.ts', { STEP: 'negotiation' }) },
      { id: 'handler', adds: 'our catalogue handler itself', command: server('./catalogue-steps.ts', { STEP: 'handler' }) },
      ...SERVICE,
    ],
  },
]

/** Server CPU time per request, in µs. */
const cpuMicros = (round: RoundRun) => (round.cpuPercent / 100 / round.requestsPerSecond) * 1e6
const paired = (a: TargetResult<string>, b: TargetResult<string>, of: (x: RoundRun, y: RoundRun) => number) =>
  median(a.rounds.map((round, i) => of(round, b.rounds[i]!)))

function table(variants: Variant[], results: TargetResult<string>[]): string {
  const raw = results[0]!
  const rows = results.map((result, i) => {
    const variant = variants[i]!
    const step = i === 0 ? '' : paired(result, results[i - 1]!, (x, y) => cpuMicros(x) - cpuMicros(y)).toFixed(2)
    const ratio = paired(result, raw, (x, y) => x.requestsPerSecond / y.requestsPerSecond).toFixed(2)
    const micros = median(result.rounds.map(cpuMicros)).toFixed(2)
    const errors = result.errors > 0 ? ` (${result.errors} errors)` : ''
    return `| ${variant.id} | ${variant.adds} | ${Math.round(result.requestsPerSecond).toLocaleString('en-US')}${errors} | ${micros} | ${step} | ${ratio}× |`
  })
  return [`| variant | adds | req/s | CPU µs per request | step, µs | ÷ ${variants[0]!.id} |`, '|---|---|---:|---:|---:|---:|', ...rows].join('\n')
}

const args = process.argv.slice(2)
const { settings, out } = benchOptions(args)
ensureWrk()
ensureCatalogues()
const sections: string[] = []
for (const { title, request, variants } of ABLATIONS) {
  const commands = Object.fromEntries(variants.map((v) => [v.id, v.command])) as Record<string, TargetCommand>
  const scenario = { id: 'ablation', request, expectedStatus: 200, targets: variants.map((v) => v.id) }
  const [results] = await inSessions(
    settings.sessions,
    commands,
    async (targets) => [await measureScenario(scenario, targets, settings, (line) => console.error(line))],
    (line) => console.error(`ablation of ${title}: ${line}`),
  )
  sections.push(`### ${title}\n\n${table(variants, results!)}\n`)
}
const { cpuModel, cores, bun } = machineInfo()
const report = `## Ablations, ${new Date().toISOString().slice(0, 10)}

- Command: \`${['npm run bench:ablation', ...(args.length > 0 ? ['--', ...args] : [])].join(' ')}\`
- Machine: ${cpuModel}, ${cores} cores; Bun ${bun}; wrk on loopback, ${settings.connections} connections, ${settings.sessions} session(s) of fresh processes × ${settings.rounds} round(s) of ${settings.durationSeconds} s per variant, in alternation
- Each variant adds one thing to the one above it; a step is that addition's server CPU time per request, paired round by round

${sections.join('\n')}`
mkdirSync(out, { recursive: true })
writeFileSync(join(out, 'ablation.md'), report)
console.log(report)
