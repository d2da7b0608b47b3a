/**
 * Drives one scenario through its targets in alternation, so that a slow moment of a
 * noisy machine hits every target alike, and keeps the median of rounds.
 */
import { observe } from './process-tree.ts'
import type { LoadTarget } from './server-process.ts'
import { median } from './statistics.ts'
import type { Scenario, TargetId } from './suite.ts'
import { headersOf, type LoadRequest, runWrk, type WrkRun } from './wrk.ts'

export interface Settings {
  durationSeconds: number
  /**
   * Times every target is started afresh, rounds measured each time. Each process compiles its
   * code a little differently, so one process of a server can run a few per cent off another
   * for its whole life: more processes, not only more rounds, bring that to its mean.
   */
  sessions: number
  /** Rounds per session. */
  rounds: number
  connections: number
  /** wrk threads: one leaves the other core of a 2-core machine to the server. */
  threads: number
  /** Unrecorded load per target, once, with every scenario's request: all code paths compiled. */
  mixedWarmupSeconds: number
  /** Unrecorded load per target before a scenario's rounds. */
  warmupSeconds: number
}

export interface RoundRun extends WrkRun {
  peakRssMb: number
  /** The server's CPU use during the run, in % of one core. */
  cpuPercent: number
}

export interface TargetResult<Id extends string = TargetId> {
  target: Id
  /** Medians over the rounds. */
  requestsPerSecond: number
  latencyP50Ms: number
  latencyP99Ms: number
  cpuPercent: number
  /** Highest over the rounds. */
  peakRssMb: number
  /** Totals over the rounds. */
  requests: number
  errors: number
  rounds: RoundRun[]
}

function aggregate<Id extends string>(target: Id, rounds: RoundRun[]): TargetResult<Id> {
  const of = (key: 'requestsPerSecond' | 'latencyP50Ms' | 'latencyP99Ms' | 'cpuPercent') => median(rounds.map((r) => r[key]))
  return {
    target,
    requestsPerSecond: of('requestsPerSecond'),
    latencyP50Ms: of('latencyP50Ms'),
    latencyP99Ms: of('latencyP99Ms'),
    cpuPercent: of('cpuPercent'),
    peakRssMb: Math.max(...rounds.map((r) => r.peakRssMb)),
    requests: rounds.reduce((n, r) => n + r.requests, 0),
    errors: rounds.reduce((n, r) => n + r.errors, 0),
    rounds,
  }
}

/** One result per target from several sessions' results: their rounds pooled, in session order, so rounds stay paired. */
export function pooled<Id extends string>(sessions: TargetResult<Id>[][]): TargetResult<Id>[] {
  return sessions[0]!.map((first, i) =>
    aggregate(
      first.target,
      sessions.flatMap((results) => results[i]!.rounds),
    ),
  )
}

/** Each round starts with the next target (A B C, B C A, C A B, ...): no server always runs first. */
export const rotated = <T>(items: readonly T[], by: number): T[] => items.map((_, i) => items[(i + by) % items.length]!)

/** Drives a target with wrk for some seconds. */
function drive(target: LoadTarget, requests: LoadRequest[], expectedStatuses: number[], durationSeconds: number, settings: Settings) {
  const { connections, threads } = settings
  return runWrk({ baseUrl: target.baseUrl, requests, connections, threads, durationSeconds, expectedStatuses })
}

/** Before any measurement: the first scenario must not be the one that meets cold code. */
export async function warmUp(targets: Map<TargetId, LoadTarget>, scenarios: Scenario[], settings: Settings): Promise<void> {
  if (settings.mixedWarmupSeconds === 0) return
  const expected = [...new Set(scenarios.map((s) => s.expectedStatus))]
  for (const target of targets.values())
    await drive(
      target,
      scenarios.map((s) => s.request),
      expected,
      settings.mixedWarmupSeconds,
      settings,
    )
}

/** What measureScenario needs of a scenario. */
export type Measured<Id extends string> = Pick<Scenario, 'id' | 'request' | 'expectedStatus'> & {
  targets: readonly Id[]
  /** A target that is sent another request than the scenario's (the same server asked two things). */
  requests?: Partial<Record<Id, LoadRequest>>
}

const requestOf = <Id extends string>(scenario: Measured<Id>, id: Id): LoadRequest => scenario.requests?.[id] ?? scenario.request

/**
 * wrk itself tells apart only statuses below 400 from those above (see wrk.ts), so each target
 * answers the scenario's request once first, and must give exactly the expected status.
 */
async function checkAnswers<Id extends string>(scenario: Measured<Id>, running: (id: Id) => LoadTarget): Promise<void> {
  for (const id of scenario.targets) {
    const request = requestOf(scenario, id)
    const { method, path, body } = request
    const response = await fetch(`${running(id).baseUrl}${path}`, { method, body, headers: headersOf(request) })
    await response.arrayBuffer()
    if (response.status !== scenario.expectedStatus)
      throw new Error(`${id} answered ${method} ${path} with ${response.status}, not ${scenario.expectedStatus}`)
  }
}

export async function measureScenario<Id extends string>(
  scenario: Measured<Id>,
  targets: Map<Id, LoadTarget>,
  settings: Settings,
  progress: (line: string) => void,
): Promise<TargetResult<Id>[]> {
  const load = (id: Id, durationSeconds: number) =>
    observe(running(id).proc.pid, () => drive(running(id), [requestOf(scenario, id)], [scenario.expectedStatus], durationSeconds, settings))
  const running = (id: Id): LoadTarget => {
    const target = targets.get(id)
    if (target === undefined) throw new Error(`target ${id} is not running`)
    return target
  }
  await checkAnswers(scenario, running)
  if (settings.warmupSeconds > 0) for (const id of scenario.targets) await load(id, settings.warmupSeconds)

  const rounds = new Map<Id, RoundRun[]>(scenario.targets.map((id) => [id, []]))
  for (let round = 1; round <= settings.rounds; round++) {
    for (const id of rotated(scenario.targets, round - 1)) {
      const { result, peakRssMb, cpuPercent } = await load(id, settings.durationSeconds)
      rounds.get(id)!.push({ ...result, peakRssMb, cpuPercent })
      progress(
        `${scenario.id} round ${round}/${settings.rounds} ${id}: ${Math.round(result.requestsPerSecond)} req/s, ` +
          `p99 ${result.latencyP99Ms.toFixed(2)} ms, ${peakRssMb.toFixed(1)} MB, CPU ${Math.round(cpuPercent)} %${result.errors > 0 ? `, ${result.errors} errors` : ''}`,
      )
    }
  }
  return scenario.targets.map((id) => aggregate(id, rounds.get(id)!))
}
