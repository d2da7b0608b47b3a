/**
 * WORKERS=N: the primary process serves and keeps N − 1 copies of itself serving the same
 * port (SO_REUSEPORT; the kernel spreads connections). A worker that dies is replaced;
 * a stop signal is passed on and the primary exits once every worker has stopped.
 */
import type { Subprocess } from 'bun'

const ROLE_VARIABLE = 'CALORIE_METRICS_WORKER'

export const isWorker = (): boolean => process.env[ROLE_VARIABLE] === '1'

/** The command that started this process: `bun server/main.ts …`, or a compiled binary. */
function ownCommand(): string[] {
  const script = process.argv[1]
  const compiled = script === undefined || script.startsWith('/$bunfs/') || script === process.execPath
  return compiled ? [process.execPath, ...process.argv.slice(2)] : [process.execPath, ...process.argv.slice(1)]
}

export interface WorkerPool {
  /** Sends SIGTERM to every worker and waits for all of them to exit. */
  stop(): Promise<void>
}

export function startWorkers(count: number, port: number, onUnexpectedExit: (code: number | null) => void): WorkerPool {
  let stopping = false
  const workers = new Set<Subprocess>()
  const spawn = () => {
    const worker = Bun.spawn(ownCommand(), {
      env: { ...process.env, PORT: String(port), [ROLE_VARIABLE]: '1' },
      stdout: 'inherit',
      stderr: 'inherit',
      onExit(proc, code) {
        workers.delete(proc)
        if (stopping) return
        onUnexpectedExit(code)
        spawn()
      },
    })
    workers.add(worker)
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
  }
}
