/**
 * The benchmark's result as written to latest.json, and the ratios and goal checks derived
 * from the measurements of one run.
 */
import type { MachineInfo } from './machine.ts'
import type { Settings, TargetResult } from './measure.ts'
import { type Interval, median, medianInterval, quantile } from './statistics.ts'
import {
  MAX_COLD_START_MS,
  MAX_P99_MS,
  MAX_RSS_MB,
  NOISE_CONTROL,
  ownP99GoalMs,
  P99_GOAL_CONNECTIONS,
  RATIO_GOALS,
  SCENARIOS,
  type Scenario,
  TARGET_LABELS,
  type TargetId,
} from './suite.ts'

export interface ScenarioResult {
  id: string
  title: string
  method: string
  path: string
  expectedStatus: number
  results: TargetResult[]
  /**
   * ratios[target][baseline]: req/s of target ÷ req/s of baseline, round by round (both ran
   * in the same round), median over the rounds; so a slow spell of the machine cancels out.
   */
  ratios: Partial<Record<TargetId, Partial<Record<TargetId, number>>>>
  /** The same ratios round by round, to show their spread. */
  roundRatios: Partial<Record<TargetId, Partial<Record<TargetId, number[]>>>>
}

/**
 * PASS and MISS are decided (for a ratio, by its 95 % interval; with too few rounds for one, by
 * the median, as the note says). WITHIN NOISE: the goal lies inside the interval, so this run
 * cannot tell which side of it the ratio is. INFO: no goal, or a goal not applicable to this
 * run's settings (see the note).
 */
export type Outcome = 'PASS' | 'MISS' | 'WITHIN NOISE' | 'INFO'

export interface Check {
  label: string
  goal: string
  value: number
  unit: string
  /** For a ratio: the 95 % interval of its median over the rounds (absent with too few rounds). */
  interval?: Interval
  outcome: Outcome
  note?: string
}

export interface BenchReport {
  generatedAt: string
  command: string
  machine: MachineInfo
  /** 1, 5 and 15 minute load averages as the run began: other work on the machine adds noise. */
  loadAverageBefore: number[]
  settings: Settings
  targets: { id: TargetId; label: string; command: string }[]
  coldStart: { samplesMs: number[]; medianMs: number }
  /** Processes (primary and workers) found running for `ours-workers-2`. */
  workersProcesses: number
  scenarios: ScenarioResult[]
  checks: Check[]
}

/** target ÷ baseline, round by round: the same round of each, minutes apart at most. */
const roundRatios = (target: TargetResult, baseline: TargetResult): number[] =>
  target.rounds.map((round, i) => round.requestsPerSecond / baseline.rounds[i]!.requestsPerSecond)

export function scenarioResult(scenario: Scenario, results: TargetResult[]): ScenarioResult {
  const byTarget = new Map(results.map((r) => [r.target, r]))
  const ratios: ScenarioResult['ratios'] = {}
  const perRound: ScenarioResult['roundRatios'] = {}
  for (const r of results) {
    const baselines = scenario.baselines.filter((b) => b !== r.target)
    perRound[r.target] = Object.fromEntries(baselines.map((b) => [b, roundRatios(r, byTarget.get(b)!)]))
    ratios[r.target] = Object.fromEntries(baselines.map((b) => [b, median(perRound[r.target]![b]!)]))
  }
  const { method, path } = scenario.request
  return {
    id: scenario.id,
    title: scenario.title,
    method,
    path,
    expectedStatus: scenario.expectedStatus,
    results,
    ratios,
    roundRatios: perRound,
  }
}

/** "rounds: quartiles 0.86–0.91, all 0.80–0.97": how far one run's rounds spread. */
function spreadNote(values: number[]): string {
  const sorted = [...values].sort((a, b) => a - b)
  const range = (a: number, b: number) => `${a.toFixed(2)}–${b.toFixed(2)}`
  return `rounds: quartiles ${range(quantile(sorted, 0.25), quantile(sorted, 0.75))}, all ${range(sorted[0]!, sorted.at(-1)!)}`
}

const resultOf = (s: ScenarioResult, target: TargetId) => s.results.find((r) => r.target === target)!
const oursIn = (s: ScenarioResult) => resultOf(s, 'ours')

/**
 * A server below this CPU use (% of one core) did not set the pace of its runs: wrk did
 * (a very fast server outruns one wrk thread), or other load on the machine did.
 */
const SATURATED_CPU_PERCENT = 85

/** Says which side of target ÷ baseline was not CPU-bound, and which way that bends the ratio. */
function unsaturatedNote(s: ScenarioResult, target: TargetId, baseline: TargetId): string | undefined {
  const idle = (id: TargetId) => {
    const cpu = resultOf(s, id).cpuPercent
    return cpu < SATURATED_CPU_PERCENT
      ? `${TARGET_LABELS[id]} at ${Math.round(cpu)} % CPU did not set its own pace (wrk or other load did)`
      : undefined
  }
  const notes = [
    idle(baseline) && `${idle(baseline)}: the ratio flatters ours`,
    idle(target) && `${idle(target)}: the ratio undersells ours`,
  ]
  return notes.filter(Boolean).join('; ') || undefined
}

const passOrMiss = (pass: boolean): Outcome => (pass ? 'PASS' : 'MISS')

const TOO_FEW_ROUNDS = 'too few rounds for a 95 % interval: decided on the median alone'

/**
 * A ratio goal is decided only when the whole interval of the median lies on one side of it:
 * a median a hair above the goal, in a run whose rounds spread by ±10 %, is not a pass that
 * the next run would reproduce.
 */
function ratioOutcome(min: number, value: number, interval: Interval | undefined): Outcome {
  if (interval === undefined) return passOrMiss(value >= min)
  if (interval.low >= min) return 'PASS'
  if (interval.high < min) return 'MISS'
  return 'WITHIN NOISE'
}

/** Each ratio goal of the scenarios run (a run of chosen scenarios, `--scenario`, checks the goals of those alone). */
function ratioChecks(byId: ReadonlyMap<string, ScenarioResult>): Check[] {
  return RATIO_GOALS.filter((goal) => byId.has(goal.scenario)).map(({ scenario, target, baseline, min }) => {
    const s = byId.get(scenario)!
    const value = s.ratios[target]![baseline]!
    const rounds = s.roundRatios[target]![baseline]!
    const interval = medianInterval(rounds)
    const note = [spreadNote(rounds), interval ? undefined : TOO_FEW_ROUNDS, unsaturatedNote(s, target, baseline)]
      .filter(Boolean)
      .join('; ')
    const who = target === 'ours' ? 'ours' : TARGET_LABELS[target]
    const label = `${s.title}: ${who} ÷ ${TARGET_LABELS[baseline]}`
    return { label, goal: `≥ ${min.toFixed(2)}×`, value, unit: '×', interval, outcome: ratioOutcome(min, value, interval), note }
  })
}

/** The baseline against its identical twin, where a scenario ran both: how far noise alone moves a ratio. */
function noiseChecks(scenarios: readonly ScenarioResult[]): Check[] {
  return scenarios.flatMap((s) => {
    const twin = s.ratios[NOISE_CONTROL]?.['raw-bun']
    if (twin === undefined) return []
    const rounds = s.roundRatios[NOISE_CONTROL]!['raw-bun']!
    return [
      {
        label: `${s.title}: noise control, ${TARGET_LABELS[NOISE_CONTROL]} ÷ ${TARGET_LABELS['raw-bun']}`,
        goal: '1.00× (identical servers)',
        value: twin,
        unit: '×',
        interval: medianInterval(rounds),
        outcome: 'INFO',
        note: spreadNote(rounds),
      },
    ]
  })
}

/** p99 goals: scenarios with a goal of their own against it (and their baselines, for scale), the others' worst against the suite's. */
function latencyChecks(scenarios: readonly ScenarioResult[], settings: Settings): Check[] {
  const checks: Check[] = []
  const atGoalConnections = settings.connections === P99_GOAL_CONNECTIONS
  const p99Check = (label: string, s: ScenarioResult, maxMs: number): Check => ({
    label,
    goal: `≤ ${maxMs} ms at ${P99_GOAL_CONNECTIONS} connections`,
    value: oursIn(s).latencyP99Ms,
    unit: 'ms',
    outcome: atGoalConnections ? passOrMiss(oursIn(s).latencyP99Ms <= maxMs) : 'INFO',
    ...(atGoalConnections ? {} : { note: `measured at ${settings.connections} connections` }),
  })
  const definition = (s: ScenarioResult) => SCENARIOS.find((d) => d.id === s.id)
  const own = (s: ScenarioResult) => {
    const scenario = definition(s)
    return scenario && ownP99GoalMs(scenario)
  }
  const general = scenarios.filter((s) => own(s) === undefined)
  if (general.length > 0) {
    const worst = general.reduce((w, s) => (oursIn(s).latencyP99Ms > oursIn(w).latencyP99Ms ? s : w))
    checks.push(p99Check(`p99 latency, ours, worst scenario (${worst.title})`, worst, MAX_P99_MS))
  }
  for (const s of scenarios) {
    const maxMs = own(s)
    if (maxMs === undefined) continue
    checks.push(p99Check(`p99 latency, ours, ${s.title}`, s, maxMs))
    // The same goal held to the baselines sent the same request, for scale: whether any server on this machine meets it.
    const sameRequest = (target: TargetId) => target !== 'ours' && definition(s)?.requests?.[target] === undefined
    for (const r of s.results.filter((r) => sameRequest(r.target)))
      checks.push({
        label: `p99 latency, ${TARGET_LABELS[r.target]}, ${s.title}`,
        goal: `≤ ${maxMs} ms at ${P99_GOAL_CONNECTIONS} connections (for comparison)`,
        value: r.latencyP99Ms,
        unit: 'ms',
        outcome: 'INFO',
      })
  }
  return checks
}

/** The highest RSS ours reached: the twin is ours as configured for production too, sent the pages, the dynamic plan or MCP. */
function memoryCheck(scenarios: readonly ScenarioResult[]): Check {
  const production = (target: TargetId) => target === 'ours' || target === 'ours-twin'
  const peakRss = Math.max(...scenarios.flatMap((s) => s.results.filter((r) => production(r.target)).map((r) => r.peakRssMb)))
  return {
    label: 'peak RSS under load, ours (its twin included)',
    goal: `≤ ${MAX_RSS_MB} MB`,
    value: peakRss,
    unit: 'MB',
    outcome: passOrMiss(peakRss <= MAX_RSS_MB),
  }
}

function coldStartCheck(coldStartMs: number[]): Check {
  const coldStart = median(coldStartMs)
  return {
    label: 'cold start to first 200, ours (median)',
    goal: `≤ ${MAX_COLD_START_MS} ms`,
    value: coldStart,
    unit: 'ms',
    outcome: passOrMiss(coldStart <= MAX_COLD_START_MS),
  }
}

/** WORKERS=2 against 1, when the workers scenario ran: informational. */
function workersChecks(workers: ScenarioResult | undefined, workersProcesses: number): Check[] {
  if (workers === undefined) return []
  return [
    {
      label: 'POST /api/v1/calculate: WORKERS=2 ÷ WORKERS=1',
      goal: 'scaling (informational)',
      value: workers.ratios['ours-workers-2']!.ours!,
      unit: '×',
      outcome: 'INFO',
      note: workersProcesses >= 2 ? `${workersProcesses} processes running` : 'WORKERS=2 ran a single process: workers not in effect',
    },
  ]
}

export function evaluateChecks(scenarios: ScenarioResult[], coldStartMs: number[], workersProcesses: number, settings: Settings): Check[] {
  const byId = new Map(scenarios.map((s) => [s.id, s]))
  return [
    ...ratioChecks(byId),
    ...noiseChecks(scenarios),
    ...latencyChecks(scenarios, settings),
    memoryCheck(scenarios),
    coldStartCheck(coldStartMs),
    ...workersChecks(byId.get('workers'), workersProcesses),
  ]
}

/** "0.87× raw Bun.serve, 3.10× Fastify on Node": a target's ratios in words. */
export function ratioText(scenario: ScenarioResult, target: TargetId): string {
  return Object.entries(scenario.ratios[target] ?? {})
    .map(([baseline, ratio]) => `${ratio.toFixed(2)}× ${TARGET_LABELS[baseline as TargetId]}`)
    .join(', ')
}
