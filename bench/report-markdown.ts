/** The benchmark as markdown: printed by `npm run bench`, written to latest.md for docs/performance.md. */
import { type BenchReport, type Check, ratioText } from './report.ts'
import { TARGET_LABELS } from './suite.ts'

const int = (n: number) => Math.round(n).toLocaleString('en-US')
const ms = (n: number) => n.toFixed(2)
const interval = ({ interval: i }: Check) => (i ? ` (${i.low.toFixed(2)}–${i.high.toFixed(2)})` : '')
const measured = (c: Check) =>
  c.unit === '×' ? `${c.value.toFixed(2)}×${interval(c)}` : `${c.unit === 'ms' ? ms(c.value) : c.value.toFixed(1)} ${c.unit}`

function machineLine({ machine: m }: BenchReport): string {
  return `${m.cpuModel}, ${m.cores} cores, ${m.memoryGb} GB, ${m.kernel}; Bun ${m.bun}, Node ${m.node}, ${m.wrk}, Elysia ${m.elysia}, Fastify ${m.fastify}`
}

function settingsLine({ settings: s }: BenchReport): string {
  const warmup =
    s.mixedWarmupSeconds + s.warmupSeconds > 0
      ? `, after a warm-up of ${s.mixedWarmupSeconds} s of every request mixed, then ${s.warmupSeconds} s per scenario`
      : ''
  return (
    `wrk on loopback, ${s.connections} connections, ${s.threads} thread; targets driven in alternation, ` +
    `${s.sessions} session(s) of freshly started servers × ${s.rounds} round(s) of ${s.durationSeconds} s per target and scenario${warmup}; ` +
    `figures are medians of all rounds, ` +
    `ratios the median of each round's ratio; CPU % is the server's, of one core`
  )
}

function checksTable(report: BenchReport): string[] {
  return [
    '| goal | target | measured (95 % interval of a ratio) | result | note |',
    '|---|---|---:|---|---|',
    ...report.checks.map((c) => `| ${c.label} | ${c.goal} | ${measured(c)} | ${c.outcome} | ${c.note ?? ''} |`),
  ]
}

function resultsTable(report: BenchReport): string[] {
  const rows = report.scenarios.flatMap((s) =>
    s.results.map(
      (r) =>
        `| ${s.title} | ${TARGET_LABELS[r.target]} | ${int(r.requestsPerSecond)} | ${ms(r.latencyP50Ms)} | ${ms(r.latencyP99Ms)} | ` +
        `${Math.round(r.cpuPercent)} | ${r.peakRssMb.toFixed(1)} | ${r.errors} | ${ratioText(s, r.target)} |`,
    ),
  )
  const header = '| scenario | server | req/s | p50 ms | p99 ms | CPU % | peak RSS MB | errors | ratio (req/s) |'
  return [header, '|---|---|---:|---:|---:|---:|---:|---:|---|', ...rows]
}

export function markdownReport(report: BenchReport): string {
  const cold = report.coldStart
  return [
    `## Benchmark, ${report.generatedAt.slice(0, 10)}`,
    '',
    `- Command: \`${report.command}\``,
    `- Machine: ${machineLine(report)}; load average before the run ${report.loadAverageBefore.map((l) => l.toFixed(2)).join(' / ')} (1 / 5 / 15 min)`,
    `- Method: ${settingsLine(report)}`,
    `- Cold start (spawn to first 200 on /healthz), ours: median ${ms(cold.medianMs)} ms of ${cold.samplesMs.length} (${cold.samplesMs.map(ms).join(', ')})`,
    '',
    ...checksTable(report),
    '',
    ...resultsTable(report),
    '',
  ].join('\n')
}
