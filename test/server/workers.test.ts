import { describe, expect, test } from 'bun:test'
import { readFileSync } from 'node:fs'
import { withServer } from '../support/process.ts'

const childrenOf = (pid: number): number[] => {
  const out = Bun.spawnSync(['pgrep', '-P', String(pid)])
    .stdout.toString()
    .trim()
  return out === '' ? [] : out.split('\n').map(Number)
}
/** Whether a process has ended: gone, or a zombie nobody reaps (an orphan's new parent may not, as in some containers). */
const ended = (pid: number): boolean => {
  try {
    return readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.startsWith('Z')
  } catch {
    return true
  }
}
const waitFor = async (check: () => boolean, ms = 5000) => {
  const end = Date.now() + ms
  while (!check() && Date.now() < end) await Bun.sleep(50)
  return check()
}

describe('WORKERS: several processes on one port', () => {
  test(
    'a worker whose primary is killed outright stops instead of holding the port',
    () =>
      withServer([process.execPath, 'server/main.ts'], { WORKERS: '2', ACCESS_LOG: 'off' }, async (server) => {
        expect(await waitFor(() => childrenOf(server.proc.pid).length === 1)).toBe(true)
        const [worker] = childrenOf(server.proc.pid)
        server.proc.kill('SIGKILL')
        expect(await waitFor(() => ended(worker!), 8000)).toBe(true)
      }),
    20_000,
  )

  test(
    'serves from N processes, replaces a dead worker, and stops them all on SIGTERM',
    () =>
      withServer([process.execPath, 'server/main.ts'], { WORKERS: '3', ACCESS_LOG: 'off' }, async (server) => {
        expect(await waitFor(() => childrenOf(server.proc.pid).length === 2)).toBe(true)
        const statuses = await Promise.all(Array.from({ length: 40 }, () => fetch(`${server.url}/healthz`).then((r) => r.status)))
        expect(new Set(statuses)).toEqual(new Set([200]))

        const [victim] = childrenOf(server.proc.pid)
        process.kill(victim!, 'SIGKILL')
        expect(
          await waitFor(() => {
            const now = childrenOf(server.proc.pid)
            return now.length === 2 && !now.includes(victim!)
          }),
        ).toBe(true)

        const workers = childrenOf(server.proc.pid)
        server.proc.kill('SIGTERM')
        expect(await server.proc.exited).toBe(0)
        for (const pid of workers) expect(Bun.spawnSync(['kill', '-0', String(pid)]).exitCode).not.toBe(0)
      }),
    20_000,
  )
})
