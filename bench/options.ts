/** The command-line options of `npm run bench` and the settings they give. */
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import type { Settings } from './measure.ts'

export interface BenchOptions {
  settings: Settings
  /** The smoke tests' setting: a check that the harness runs, not a measurement. */
  quick: boolean
  /** Where the reports go. */
  out: string
  /** `--scenario ID` (repeatable): measure only these; absent, every scenario. */
  scenarios?: string[]
}

function positive(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback
  if (!/^[1-9]\d*$/.test(value)) throw new Error(`--${name} must be a whole number above 0`)
  return Number(value)
}

/**
 * `--duration S --sessions K --rounds N --connections C --quick --out DIR`, and `--scenario ID`
 * where the caller names the scenarios it can run (elsewhere the option is refused as unknown).
 */
export function benchOptions(args: string[], { scenarioIds }: { scenarioIds?: readonly string[] } = {}): BenchOptions {
  const { values } = parseArgs({
    args,
    options: {
      ...(scenarioIds ? { scenario: { type: 'string', multiple: true } as const } : {}),
      duration: { type: 'string' },
      sessions: { type: 'string' },
      rounds: { type: 'string' },
      connections: { type: 'string' },
      quick: { type: 'boolean', default: false },
      out: { type: 'string', default: fileURLToPath(new URL('./results/', import.meta.url)) },
    },
  })
  const quick = values.quick
  // Many short rounds rather than a few long ones: a slow spell of this shared machine then
  // spoils a round or two, and the median of the per-round ratios sets them aside. Spread over
  // three sets of processes, so that no one process's luck in compiling decides a ratio.
  const settings: Settings = {
    durationSeconds: positive('duration', values.duration, quick ? 1 : 2),
    sessions: positive('sessions', values.sessions, quick ? 1 : 3),
    rounds: positive('rounds', values.rounds, quick ? 1 : 6),
    connections: positive('connections', values.connections, 50),
    threads: 1,
    mixedWarmupSeconds: quick ? 0 : 5,
    warmupSeconds: quick ? 0 : 1,
  }
  const chosen = (values as { scenario?: string[] }).scenario
  return { settings, quick, out: values.out, ...(chosen && scenarioIds && { scenarios: known(chosen, scenarioIds) }) }
}

function known(chosen: string[], scenarioIds: readonly string[]): string[] {
  const unknown = chosen.filter((id) => !scenarioIds.includes(id))
  if (unknown.length > 0) throw new Error(`--scenario must be one of ${scenarioIds.join(', ')} (not ${unknown.join(', ')})`)
  return [...new Set(chosen)]
}

/**
 * The reports' file name: `latest` for a whole run, `focus-<ids joined by +>` for chosen scenarios.
 * A file name holds at most 255 bytes: a long selection is named by its first scenario and how many follow.
 */
export function reportNameOf(chosen: readonly string[] | undefined): string {
  if (chosen === undefined) return 'latest'
  const all = `focus-${chosen.join('+')}`
  return all.length <= 120 ? all : `focus-${chosen[0]}+${chosen.length - 1}-more`
}
