/**
 * `npm run bench:log [-- --duration S --sessions K --rounds N --connections C --quick --out DIR]`: what the
 * access log costs a request, measured where it runs. A server process answers one route whose
 * requests take turns through the variants (log-server.ts) and times each handler; wrk drives it.
 * Interleaving inside one process cancels this machine's drift, which swamps a 0.1 µs difference
 * between whole servers run one after the other. Every round is a session of its own, a fresh
 * process (K × N rounds in all); a figure is the median over rounds of a variant's extra handler time over "no log". Writes access-log.md.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { machineInfo } from '../machine.ts'
import { benchOptions } from '../options.ts'
import { startTarget } from '../server-process.ts'
import { median } from '../statistics.ts'
import { ensureWrk, runWrk } from '../wrk.ts'
import { LOGGED_PATH, RESULTS_PATH, VARIANTS, type VariantId } from './variants.ts'

const SERVER = fileURLToPath(new URL('./log-server.ts', import.meta.url))
const { settings, out } = benchOptions(process.argv.slice(2))
ensureWrk()

const roundCount = settings.sessions * settings.rounds
const rounds: Record<VariantId, number>[] = []
for (let round = 0; round < roundCount; round++) {
  const server = await startTarget([process.execPath, SERVER])
  const load = async (durationSeconds: number) => {
    const run = await runWrk({ baseUrl: server.baseUrl, requests: [{ method: 'GET', path: LOGGED_PATH }], connections: settings.connections, durationSeconds })
    if (run.errors > 0) throw new Error(`${run.errors} failed requests`)
    return (await (await fetch(`${server.baseUrl}${RESULTS_PATH}`)).json()) as Record<VariantId, number>
  }
  try {
    if (settings.warmupSeconds > 0) await load(settings.warmupSeconds) // compiled, then counted afresh
    rounds.push(await load(settings.durationSeconds))
  } finally {
    await server.stop()
  }
}

const extra = (id: VariantId) => rounds.map((r) => r[id] - r['no log'])
const machine = machineInfo()
const report = [
  `## Access log cost, ${new Date().toISOString().slice(0, 10)}`,
  '',
  '- Command: `npm run bench:log`',
  `- Machine: ${machine.cpuModel}, ${machine.cores} cores; Bun ${machine.bun}; wrk, ${settings.connections} connections; ${roundCount} round(s) of ${settings.durationSeconds} s after ${settings.warmupSeconds} s of warm-up, each a fresh server process`,
  '- Method: one route whose requests take turns through the variants in one process; each handler is timed, and a round gives each variant\'s mean (ns); stdout is /dev/null, as in `npm run bench`',
  '',
  '| variant | what it does | handler ns (median) | extra over no log, ns (median) | rounds |',
  '|---|---|---:|---:|---|',
  ...VARIANTS.map(({ id, what }) =>
    `| ${id} | ${what} | ${median(rounds.map((r) => r[id])).toFixed(0)} | ${median(extra(id)).toFixed(0)} | ${extra(id).map((x) => x.toFixed(0)).join(', ')} |`),
  '',
].join('\n')
console.log(report)
mkdirSync(out, { recursive: true })
writeFileSync(join(out, 'access-log.md'), report)
