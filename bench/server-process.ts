/** Starts a server command on a free loopback port for load runs, and reads its memory. */

import { readFileSync } from 'node:fs'
import type { Subprocess } from 'bun'

export interface LoadTarget {
  proc: Subprocess
  baseUrl: string
  /** Resident set size in MB, from /proc. */
  rssMb(): number
  /** The largest resident set size the process has had so far (VmHWM), in MB: a true peak, not a sample. */
  peakRssMb(): number
  stop(): Promise<void>
}

function freePort(): number {
  const probe = Bun.listen({ hostname: '127.0.0.1', port: 0, socket: { data() {} } })
  const port = probe.port
  probe.stop(true)
  return port
}

const START_TIMEOUT_MS = 20_000

/** A memory figure of /proc/<pid>/status, in MB: VmRSS now, VmHWM the largest so far. */
export const statusMb = (pid: number, field: 'VmRSS' | 'VmHWM'): number =>
  Number(new RegExp(`${field}:\\s+(\\d+)`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024

/** `stdout: 'stalled'` gives the server a pipe nobody reads, as a log shipper that hung would. */
export async function startTarget(
  cmd: string[],
  env: Record<string, string> = {},
  stdout: 'ignore' | 'stalled' = 'ignore',
): Promise<LoadTarget> {
  const port = freePort()
  const proc = Bun.spawn(cmd, {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdout: stdout === 'ignore' ? 'ignore' : 'pipe',
    stderr: 'inherit',
  })
  // A pipe nobody takes a reader on is drained by Bun into the parent's memory, so the server
  // would never see it fill: a reader that never reads leaves it full, as a hung shipper does.
  if (stdout === 'stalled') (proc.stdout as ReadableStream<Uint8Array>).getReader()
  const baseUrl = `http://127.0.0.1:${port}`
  // Starting includes building the catalogues for this port's BASE_URL: seconds on a loaded machine.
  for (const giveUp = Date.now() + START_TIMEOUT_MS; ; ) {
    const up = await fetch(`${baseUrl}/healthz`).then(
      (r) => r.ok,
      () => false,
    )
    if (up) break
    if (Date.now() > giveUp || proc.exitCode !== null) {
      proc.kill()
      throw new Error(`${cmd.join(' ')} did not start`)
    }
    await Bun.sleep(25)
  }
  return {
    proc,
    baseUrl,
    rssMb: () => statusMb(proc.pid, 'VmRSS'),
    peakRssMb: () => statusMb(proc.pid, 'VmHWM'),
    async stop() {
      proc.kill('SIGTERM')
      await proc.exited
    },
  }
}
