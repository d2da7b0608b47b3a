/**
 * WORKERS=N: the primary process serves and keeps N − 1 copies of itself serving the same
 * port (SO_REUSEPORT; the kernel spreads connections). A worker that dies is replaced, after
 * a growing pause if it keeps dying young; a stop signal is passed on and the primary exits
 * once every worker has stopped. A worker whose primary disappears stops too.
 */

import { readFileSync } from 'node:fs'
import type { Subprocess } from 'bun'
import { ownCommand } from './own-command.ts'

/** Set in a worker's environment to the primary's pid. */
const PRIMARY_VARIABLE = 'CALORIE_METRICS_PRIMARY_PID'

export const isWorker = (): boolean => /^\d+$/.test(process.env[PRIMARY_VARIABLE] ?? '')

/** Set in a worker's environment when its primary sends the catalogues it rebuilt on stdin. */
const CATALOGUES_VARIABLE = 'CALORIE_METRICS_CATALOGUES_ON_STDIN'

/** In a worker: the catalogues its primary rebuilt for this BASE_URL, framed, or undefined to read its own. */
export const cataloguesFromPrimary = async (): Promise<Uint8Array<ArrayBuffer> | undefined> =>
  isWorker() && process.env[CATALOGUES_VARIABLE] === '1' ? await Bun.stdin.bytes() : undefined

export interface WorkerPool {
  /** Sends SIGTERM to every worker and waits for all of them to exit. */
  stop(): Promise<void>
  /** How many workers have not exited. */
  running(): number
}

/** A worker that dies sooner than this after starting counts as a quick failure. */
const QUICK_FAILURE_MS = 10_000
const FIRST_RETRY_MS = 250
const MAX_RETRY_MS = 30_000
/** This many quick failures in a row: something is wrong with every start; let the supervisor decide. */
const MAX_QUICK_FAILURES = 10

export interface WorkerExit {
  code: number | null
  /** The signal that ended it (SIGKILL, also the out-of-memory killer's), when one did: then `code` is null. */
  signal: NodeJS.Signals | number | null
  /** Pause before the replacement starts, or undefined when the pool gives up. */
  retryInMs?: number
}

/** `catalogues`: the files the primary rebuilt for this BASE_URL (framed), sent to each worker on stdin. */
export function startWorkers(
  count: number,
  { port, baseUrl }: { port: number; baseUrl: string },
  onUnexpectedExit: (exit: WorkerExit) => void,
  catalogues: Uint8Array | undefined,
): WorkerPool {
  let stopping = false
  let quickFailures = 0
  const workers = new Set<Subprocess>()
  const spawn = () => {
    if (stopping) return
    const startedAt = Date.now()
    const env: Record<string, string | undefined> = {
      ...process.env,
      PORT: String(port),
      BASE_URL: baseUrl,
      [PRIMARY_VARIABLE]: String(process.pid),
    }
    // Said each time, never inherited: a worker reads stdin only when this primary writes the files there.
    if (catalogues === undefined) delete env[CATALOGUES_VARIABLE]
    else env[CATALOGUES_VARIABLE] = '1'
    const worker = Bun.spawn(ownCommand(), {
      env,
      // A pipe, written once: Bun would copy a buffer given as stdin into a memory file per worker, held
      // open by the worker for its life and by the primary until collected.
      stdin: catalogues === undefined ? 'ignore' : 'pipe',
      stdout: 'inherit',
      stderr: 'inherit',
      onExit(proc, code, signal) {
        workers.delete(proc)
        if (stopping) return
        quickFailures = Date.now() - startedAt < QUICK_FAILURE_MS ? quickFailures + 1 : 0
        if (quickFailures >= MAX_QUICK_FAILURES) {
          onUnexpectedExit({ code, signal })
          return
        }
        const retryInMs = quickFailures === 0 ? 0 : Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** (quickFailures - 1))
        onUnexpectedExit({ code, signal, retryInMs })
        setTimeout(spawn, retryInMs)
      },
    })
    workers.add(worker)
    if (catalogues !== undefined && worker.stdin !== undefined && typeof worker.stdin !== 'number') {
      worker.stdin.write(catalogues)
      // A worker that dies before reading them is replaced like any other: its pipe's error is no one's concern.
      Promise.resolve(worker.stdin.end()).catch(() => {})
    }
  }
  for (let i = 0; i < count; i++) spawn()
  return {
    async stop() {
      stopping = true
      const exits = [...workers].map((w) => {
        w.kill('SIGTERM')
        return w.exited
      })
      await Promise.all(exits)
    },
    running: () => workers.size,
  }
}

/**
 * Whether `parent` is still this process's parent. Bun's process.ppid keeps its value from
 * start-up, so Linux's /proc is read (an orphan is re-parented the moment its parent dies,
 * even before anyone reaps it); elsewhere, whether the parent still exists (signal 0).
 */
function stillParent(parent: number): boolean {
  try {
    const stat = readFileSync('/proc/self/stat', 'utf8')
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === parent
  } catch {
    try {
      process.kill(parent, 0)
      return true
    } catch {
      return false
    }
  }
}

/** How often a worker looks for its primary. */
const ORPHAN_CHECK_MS = 1000

/**
 * In a worker: stop gracefully (SIGTERM to itself) once the primary that started it is gone.
 * The primary's pid comes from the environment: read from ppid, a worker started just as
 * its primary died would take its new parent (init) for the primary.
 */
export function stopWhenOrphaned(): void {
  const parent = Number(process.env[PRIMARY_VARIABLE])
  setInterval(() => {
    if (!stillParent(parent)) process.kill(process.pid, 'SIGTERM')
  }, ORPHAN_CHECK_MS).unref()
}
