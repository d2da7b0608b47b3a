/**
 * `npm run bench [-- --duration S --sessions K --rounds N --connections C --quick --out DIR]`:
 * ours, a raw Bun.serve baseline and a Fastify-on-Node peer, started afresh in each session and
 * driven in alternation with wrk over loopback, scenario by scenario. Prints the tables, writes
 * latest.json, latest.md and latest.svg (default bench/results/), and says PASS, MISS or
 * WITHIN NOISE for each goal of the performance issue. Exits 0 whatever the verdicts: it measures;
 * exit 1 means the harness itself failed.
 *
 * `--scenario ID` (repeatable) measures only those scenarios, starting only their servers, and
 * checks only their goals: more rounds where a goal is close, in the time of a full run. Its
 * reports are named focus-<ids>.*, so that latest.* stays a full run.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { loadavg } from 'node:os'
import { join } from 'node:path'
import { coldStartsMs } from './cold-start.ts'
import { machineInfo } from './machine.ts'
import { measureScenario, warmUp } from './measure.ts'
import { benchOptions, reportNameOf } from './options.ts'
import { processTree } from './process-tree.ts'
import { type BenchReport, evaluateChecks, type ScenarioResult, scenarioResult } from './report.ts'
import { markdownReport } from './report-markdown.ts'
import { svgChart } from './report-svg.ts'
import { inSessions } from './sessions.ts'
import { median } from './statistics.ts'
import { SCENARIOS, TARGET_LABELS, targetsOf } from './suite.ts'
import { describeCommand, ensureCatalogues, targetCommands } from './targets.ts'
import { requireWrk } from './wrk.ts'

const args = process.argv.slice(2)
const { settings, quick, out, scenarios: chosen } = benchOptions(args, { scenarioIds: SCENARIOS.map((s) => s.id) })
const COLD_START_SAMPLES = quick ? 1 : 5
const scenarios = chosen ? SCENARIOS.filter((s) => chosen.includes(s.id)) : SCENARIOS
const targetIds = targetsOf(scenarios)
const reportName = reportNameOf(chosen)

const runs = scenarios.reduce((n, s) => n + s.targets.length, 0)
const seconds =
  settings.sessions *
  (runs * (settings.rounds * settings.durationSeconds + settings.warmupSeconds) + targetIds.length * settings.mixedWarmupSeconds)
console.error(`bench: ${runs} target×scenario pairs, about ${Math.ceil(seconds / 60)} min of load; output to ${out}`)

const loadAverageBefore = loadavg()
requireWrk()
ensureCatalogues()
const allCommands = await targetCommands()
// Only the chosen scenarios' servers (measureScenario refuses a target that is not running).
const commands = Object.fromEntries(targetIds.map((id) => [id, allCommands[id]])) as typeof allCommands
// Measured first, on a quiet machine, before the other servers start.
const coldStart = await coldStartsMs(allCommands.ours, COLD_START_SAMPLES)

let workersProcesses = 0
const pooledResults = await inSessions(
  settings.sessions,
  commands,
  async (targets) => {
    await warmUp(targets, scenarios, settings)
    const results = []
    for (const scenario of scenarios) results.push(await measureScenario(scenario, targets, settings, (line) => console.error(line)))
    const workers = targets.get('ours-workers-2')
    if (workers) workersProcesses = processTree(workers.proc.pid).length
    return results
  },
  (line) => console.error(`bench: ${line}`),
)
const results: ScenarioResult[] = scenarios.map((scenario, i) => scenarioResult(scenario, pooledResults[i]!))

const report: BenchReport = {
  generatedAt: new Date().toISOString(),
  command: ['npm run bench', ...(args.length > 0 ? ['--', ...args] : [])].join(' '),
  machine: machineInfo(),
  loadAverageBefore,
  settings,
  targets: targetIds.map((id) => ({ id, label: TARGET_LABELS[id], command: describeCommand(allCommands[id]) })),
  coldStart: { samplesMs: coldStart, medianMs: median(coldStart) },
  workersProcesses,
  scenarios: results,
  checks: evaluateChecks(results, coldStart, workersProcesses, settings),
}

const markdown = markdownReport(report)
mkdirSync(out, { recursive: true })
const files = { json: `${JSON.stringify(report, null, 2)}\n`, md: markdown, svg: svgChart(report) }
for (const [extension, text] of Object.entries(files)) writeFileSync(join(out, `${reportName}.${extension}`), text)

console.log(markdown)
for (const check of report.checks) console.log(`${check.outcome}  ${check.label}: ${check.goal}`)
console.log(
  `\nwritten: ${Object.keys(files)
    .map((extension) => join(out, `${reportName}.${extension}`))
    .join(', ')}`,
)
