/**
 * Measurement in sessions: each session starts every target afresh, measures, and stops them
 * (on Ctrl-C or SIGTERM too: a test runner that gives up on a run must not leave its servers). A scenario's rounds are pooled over the sessions (see Settings.sessions).
 */
import { pooled, type TargetResult } from './measure.ts'
import type { LoadTarget } from './server-process.ts'
import { startTargets, stopTargets, type TargetCommand } from './targets.ts'

/** `measure` returns one list of target results per scenario, in the same order every session. */
export async function inSessions<Id extends string>(
  sessions: number,
  commands: Record<Id, TargetCommand>,
  measure: (targets: Map<Id, LoadTarget>) => Promise<TargetResult<Id>[][]>,
  progress: (line: string) => void,
): Promise<TargetResult<Id>[][]> {
  const runs: TargetResult<Id>[][][] = []
  for (let session = 1; session <= sessions; session++) {
    progress(`session ${session}/${sessions}: every server started afresh`)
    const targets = await startTargets(commands)
    const interrupted = () => void stopTargets(targets).then(() => process.exit(130))
    for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, interrupted)
    try {
      runs.push(await measure(targets))
    } finally {
      for (const signal of ['SIGINT', 'SIGTERM'] as const) process.off(signal, interrupted)
      await stopTargets(targets)
    }
  }
  return runs[0]!.map((_, scenario) => pooled(runs.map((run) => run[scenario]!)))
}
