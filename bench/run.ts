/**
 * `npm run bench [-- --duration S --sessions K --rounds N --connections C --quick --out DIR]`:
 * ours, a raw Bun.serve baseline and a Fastify-on-Node peer, started afresh in each session and
 * driven in alternation with wrk over loopback, scenario by scenario. Prints the tables, writes
 * latest.json, latest.md and latest.svg (default bench/results/), and says PASS, MISS or
 * WITHIN NOISE for each goal of the performance issue. Exits 0 whatever the verdicts: it measures;
 * exit 1 means the harness itself failed.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { loadavg } from 'node:os'
import { join } from 'node:path'
import { coldStartsMs } from './cold-start.ts'
import { machineInfo } from './machine.ts'
import { measureScenario, warmUp } from './measure.ts'
import { benchOptions } from './options.ts'
import { processTree } from './process-tree.ts'
import { markdownReport } from './report-markdown.ts'
import { svgChart } from './report-svg.ts'
import { evaluateChecks, scenarioResult, type BenchReport, type ScenarioResult } from './report.ts'
import { SCENARIOS, TARGET_IDS, TARGET_LABELS } from './suite.ts'
import { inSessions } from './sessions.ts'
import { median } from './statistics.ts'
import { describeCommand, ensureCatalogues, targetCommands } from './targets.ts'
import { ensureWrk } from './wrk.ts'

const args = process.argv.slice(2)
const { settings, quick, out } = benchOptions(args)
const COLD_START_SAMPLES = quick ? 1 : 5

const runs = SCENARIOS.reduce((n, s) => n + s.targets.length, 0)
const seconds = settings.sessions * (runs * (settings.rounds * settings.durationSeconds + settings.warmupSeconds) + TARGET_IDS.length * settings.mixedWarmupSeconds)
console.error(`bench: ${runs} target×scenario pairs, about ${Math.ceil(seconds / 60)} min of load; output to ${out}`)

const loadAverageBefore = loadavg()
ensureWrk()
ensureCatalogues()
const commands = await targetCommands()
// Measured first, on a quiet machine, before the other servers start.
const coldStart = await coldStartsMs(commands.ours, COLD_START_SAMPLES)

let workersProcesses = 0
const pooledResults = await inSessions(
  settings.sessions,
  commands,
  async (targets) => {
    await warmUp(targets, SCENARIOS, settings)
    const results = []
    for (const scenario of SCENARIOS) results.push(await measureScenario(scenario, targets, settings, (line) => console.error(line)))
    workersProcesses = processTree(targets.get('ours-workers-2')!.proc.pid).length
    return results
  },
  (line) => console.error(`bench: ${line}`),
)
const scenarios: ScenarioResult[] = SCENARIOS.map((scenario, i) => scenarioResult(scenario, pooledResults[i]!))

const report: BenchReport = {
  generatedAt: new Date().toISOString(),
  command: ['npm run bench', ...(args.length > 0 ? ['--', ...args] : [])].join(' '),
  machine: machineInfo(),
  loadAverageBefore,
  settings,
  targets: TARGET_IDS.map((id) => ({ id, label: TARGET_LABELS[id], command: describeCommand(commands[id]) })),
  coldStart: { samplesMs: coldStart, medianMs: median(coldStart) },
  workersProcesses,
  scenarios,
  checks: evaluateChecks(scenarios, coldStart, workersProcesses, settings),
}

const markdown = markdownReport(report)
mkdirSync(out, { recursive: true })
writeFileSync(join(out, 'latest.json'), `${JSON.stringify(report, null, 2)}\n`)
writeFileSync(join(out, 'latest.md'), markdown)
writeFileSync(join(out, 'latest.svg'), svgChart(report))

console.log(markdown)
for (const check of report.checks) console.log(`${check.outcome}  ${check.label}: ${check.goal}`)
console.log(`\nwritten: ${['latest.json', 'latest.md', 'latest.svg'].map((f) => join(out, f)).join(', ')}`)
