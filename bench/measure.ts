/**
 * Drives one scenario through its targets in alternation (A B C, A B C, ...), so that a
 * slow moment of a noisy machine hits every target alike, and keeps the median of rounds.
 */
import { withPeakRss } from './memory.ts'
import type { LoadTarget } from './server-process.ts'
import type { Scenario, TargetId } from './suite.ts'
import { runWrk, type WrkRun } from './wrk.ts'

export interface Settings {
  durationSeconds: number
  rounds: number
  connections: number
  /** wrk threads: one leaves the other core of a 2-core machine to the server. */
  threads: number
  /** Unrecorded load per target before the rounds, so that every JIT starts warm. */
  warmupSeconds: number
}

export interface RoundRun extends WrkRun {
  peakRssMb: number
}

export interface TargetResult {
  target: TargetId
  /** Medians over the rounds. */
  requestsPerSecond: number
  latencyP50Ms: number
  latencyP99Ms: number
  /** Highest over the rounds. */
  peakRssMb: number
  /** Totals over the rounds. */
  requests: number
  errors: number
  rounds: RoundRun[]
}

export const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = sorted.length >> 1
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2
}

function aggregate(target: TargetId, rounds: RoundRun[]): TargetResult {
  const of = (key: 'requestsPerSecond' | 'latencyP50Ms' | 'latencyP99Ms') => median(rounds.map((r) => r[key]))
  return {
    target,
    requestsPerSecond: of('requestsPerSecond'),
    latencyP50Ms: of('latencyP50Ms'),
    latencyP99Ms: of('latencyP99Ms'),
    peakRssMb: Math.max(...rounds.map((r) => r.peakRssMb)),
    requests: rounds.reduce((n, r) => n + r.requests, 0),
    errors: rounds.reduce((n, r) => n + r.errors, 0),
    rounds,
  }
}

export async function measureScenario(
  scenario: Scenario,
  targets: Map<TargetId, LoadTarget>,
  settings: Settings,
  progress: (line: string) => void,
): Promise<TargetResult[]> {
  const load = (target: LoadTarget, durationSeconds: number) =>
    withPeakRss(target.proc.pid, () =>
      runWrk({
        baseUrl: target.baseUrl,
        requests: [scenario.request],
        connections: settings.connections,
        threads: settings.threads,
        durationSeconds,
        expectedStatuses: [scenario.expectedStatus],
      }),
    )
  const running = (id: TargetId): LoadTarget => {
    const target = targets.get(id)
    if (target === undefined) throw new Error(`target ${id} is not running`)
    return target
  }
  if (settings.warmupSeconds > 0) for (const id of scenario.targets) await load(running(id), settings.warmupSeconds)

  const rounds = new Map<TargetId, RoundRun[]>(scenario.targets.map((id) => [id, []]))
  for (let round = 1; round <= settings.rounds; round++) {
    for (const id of scenario.targets) {
      const { result, peakRssMb } = await load(running(id), settings.durationSeconds)
      rounds.get(id)!.push({ ...result, peakRssMb })
      progress(
        `${scenario.id} round ${round}/${settings.rounds} ${id}: ${Math.round(result.requestsPerSecond)} req/s, ` +
          `p99 ${result.latencyP99Ms.toFixed(2)} ms, ${peakRssMb.toFixed(1)} MB${result.errors > 0 ? `, ${result.errors} errors` : ''}`,
      )
    }
  }
  return scenario.targets.map((id) => aggregate(id, rounds.get(id)!))
}
