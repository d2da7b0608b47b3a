/**
 * The benchmark's result as written to latest.json, and the ratios and goal checks derived
 * from the measurements of one run.
 */
import type { MachineInfo } from './machine.ts'
import { median, type Settings, type TargetResult } from './measure.ts'
import {
  MAX_COLD_START_MS, MAX_P99_MS, MAX_RSS_MB, P99_GOAL_CONNECTIONS, RATIO_GOALS, TARGET_LABELS, type Scenario, type TargetId,
} from './suite.ts'

export interface ScenarioResult {
  id: string
  title: string
  method: string
  path: string
  expectedStatus: number
  results: TargetResult[]
  /** ratios[target][baseline] = req/s of target ÷ req/s of baseline. */
  ratios: Partial<Record<TargetId, Partial<Record<TargetId, number>>>>
}

export interface Check {
  label: string
  goal: string
  value: number
  unit: string
  /** null: informational, or not applicable to this run's settings (see note). */
  pass: boolean | null
  note?: string
}

export interface BenchReport {
  generatedAt: string
  command: string
  machine: MachineInfo
  settings: Settings
  targets: { id: TargetId; label: string; command: string }[]
  coldStart: { samplesMs: number[]; medianMs: number }
  /** Processes (primary and workers) found running for `ours-workers-2`. */
  workersProcesses: number
  scenarios: ScenarioResult[]
  checks: Check[]
}

export function scenarioResult(scenario: Scenario, results: TargetResult[]): ScenarioResult {
  const rps = new Map(results.map((r) => [r.target, r.requestsPerSecond]))
  const ratios: ScenarioResult['ratios'] = {}
  for (const r of results) {
    ratios[r.target] = Object.fromEntries(scenario.baselines.filter((b) => b !== r.target).map((b) => [b, r.requestsPerSecond / rps.get(b)!]))
  }
  const { method, path } = scenario.request
  return { id: scenario.id, title: scenario.title, method, path, expectedStatus: scenario.expectedStatus, results, ratios }
}

const oursIn = (s: ScenarioResult) => s.results.find((r) => r.target === 'ours')!

export function evaluateChecks(
  scenarios: ScenarioResult[],
  coldStartMs: number[],
  workersProcesses: number,
  settings: Settings,
): Check[] {
  const byId = new Map(scenarios.map((s) => [s.id, s]))
  const checks: Check[] = RATIO_GOALS.map(({ scenario, baseline, min }) => {
    const value = byId.get(scenario)!.ratios.ours![baseline]!
    return { label: `${byId.get(scenario)!.title}: ours ÷ ${TARGET_LABELS[baseline]}`, goal: `≥ ${min.toFixed(2)}×`, value, unit: '×', pass: value >= min }
  })

  const worstP99 = scenarios.reduce((worst, s) => (oursIn(s).latencyP99Ms > oursIn(worst).latencyP99Ms ? s : worst))
  const atGoalConnections = settings.connections === P99_GOAL_CONNECTIONS
  checks.push({
    label: `p99 latency, ours, worst scenario (${worstP99.title})`,
    goal: `≤ ${MAX_P99_MS} ms at ${P99_GOAL_CONNECTIONS} connections`,
    value: oursIn(worstP99).latencyP99Ms,
    unit: 'ms',
    pass: atGoalConnections ? oursIn(worstP99).latencyP99Ms <= MAX_P99_MS : null,
    ...(atGoalConnections ? {} : { note: `measured at ${settings.connections} connections` }),
  })

  const peakRss = Math.max(...scenarios.map((s) => oursIn(s).peakRssMb))
  checks.push({ label: 'peak RSS under load, ours', goal: `≤ ${MAX_RSS_MB} MB`, value: peakRss, unit: 'MB', pass: peakRss <= MAX_RSS_MB })

  const coldStart = median(coldStartMs)
  checks.push({ label: 'cold start to first 200, ours (median)', goal: `≤ ${MAX_COLD_START_MS} ms`, value: coldStart, unit: 'ms', pass: coldStart <= MAX_COLD_START_MS })

  const scaling = byId.get('workers')!.ratios['ours-workers-2']!.ours!
  checks.push({
    label: 'POST /api/v1/calculate: WORKERS=2 ÷ WORKERS=1',
    goal: 'scaling (informational)',
    value: scaling,
    unit: '×',
    pass: null,
    note: workersProcesses >= 2 ? `${workersProcesses} processes running` : 'WORKERS=2 ran a single process: workers not in effect',
  })
  return checks
}

/** "0.87× raw Bun.serve, 3.10× Fastify on Node": a target's ratios in words. */
export function ratioText(scenario: ScenarioResult, target: TargetId): string {
  return Object.entries(scenario.ratios[target] ?? {})
    .map(([baseline, ratio]) => `${ratio.toFixed(2)}× ${TARGET_LABELS[baseline as TargetId]}`)
    .join(', ')
}

export const verdict = (pass: boolean | null): string => (pass === null ? 'INFO' : pass ? 'PASS' : 'MISS')
