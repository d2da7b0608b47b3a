/**
 * Cold start: from spawning the server to its first 200. The server binds port 0 and
 * reports the port on its first stdout line, so no polling interval blurs the figure.
 */
import { startServer } from '../test/support/process.ts'
import type { TargetCommand } from './targets.ts'

async function once({ command, env }: TargetCommand): Promise<number> {
  const started = performance.now()
  const server = await startServer(command, env)
  try {
    const response = await fetch(`${server.url}/healthz`)
    if (response.status !== 200) throw new Error(`cold start: /healthz answered ${response.status}`)
    await response.arrayBuffer()
    return performance.now() - started
  } finally {
    server.proc.kill('SIGTERM')
    await server.proc.exited
  }
}

/** One start after another, so that none competes with another for the CPU. */
export async function coldStartsMs(target: TargetCommand, samples: number): Promise<number[]> {
  const times: number[] = []
  for (let i = 0; i < samples; i++) times.push(await once(target))
  return times
}
