import { describe, expect, test } from 'bun:test'
import { readdirSync, readFileSync, readlinkSync } from 'node:fs'
import type { Subprocess } from 'bun'
import { type LoggedEvent, type Running, startServer, stopAndRead, withServer } from '../support/process.ts'

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

/** The one worker of a server started with WORKERS=2, once it is running. */
async function onlyWorker(server: Running): Promise<number> {
  expect(await waitFor(() => childrenOf(server.proc.pid).length === 1)).toBe(true)
  return childrenOf(server.proc.pid)[0]!
}

describe('WORKERS: several processes on one port', () => {
  test(
    'a worker whose primary is killed outright stops instead of holding the port',
    () =>
      withServer([process.execPath, 'server/main.ts'], { WORKERS: '2', ACCESS_LOG: 'off' }, async (server) => {
        const worker = await onlyWorker(server)
        server.proc.kill('SIGKILL')
        expect(await waitFor(() => ended(worker), 8000)).toBe(true)
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

test(
  'a worker killed by a signal is logged with the signal',
  () =>
    withServer([process.execPath, 'server/main.ts'], { WORKERS: '2', ACCESS_LOG: 'off' }, async (server) => {
      // An operator's audit: "code":null alone, for a SIGKILL or the out-of-memory killer.
      const stderr = new Response(server.proc.stderr).text()
      const victim = await onlyWorker(server)
      process.kill(victim, 'SIGKILL')
      expect(await waitFor(() => childrenOf(server.proc.pid).some((pid) => pid !== victim))).toBe(true)
      server.proc.kill('SIGTERM')
      expect(await server.proc.exited).toBe(0)
      const exits = (await stderr).split('\n').filter((line) => line.includes('"worker-exited"'))
      expect(exits).toHaveLength(1)
      expect(JSON.parse(exits[0]!)).toMatchObject({ event: 'worker-exited', code: null, signal: 'SIGKILL', action: 'restarting' })
    }),
  20_000,
)

/** Waits until the server's `workers` children listen, then stops it (SIGTERM): the lines it logged. Stopped as well when the wait fails. */
async function stopWhenListening(server: Running, workers: number): Promise<LoggedEvent[]> {
  const listening =
    (await waitFor(() => childrenOf(server.proc.pid).length === workers)) &&
    (await waitFor(() => childrenOf(server.proc.pid).every(listens), 20_000))
  const { events } = await stopAndRead(server)
  expect(listening).toBe(true)
  return events
}

test('a configuration warning is given once, by the primary, not again by each worker', async () => {
  // An operator's audit: with WORKERS=2 and a loopback BASE_URL on another port, every process warned.
  const stopped = Bun.serve({ port: 0, hostname: '127.0.0.1', fetch: () => new Response() })
  const port = String(stopped.port) // a port no one holds: the one of a server just stopped
  stopped.stop(true)
  const server = await startServer([process.execPath, 'server/main.ts'], {
    PORT: port,
    WORKERS: '3',
    ACCESS_LOG: 'off',
    BASE_URL: 'http://localhost:3000', // the build's: nothing rebuilt
  })
  const stderr = new Response(server.proc.stderr).text()
  await stopWhenListening(server, 2)
  expect((await stderr).match(/"event":"configuration"/g)).toHaveLength(1)
}, 40_000)

test("with PORT=0 and no BASE_URL, the workers publish the primary's BASE_URL, not one from the port they were given", async () => {
  // A review: each worker was given PORT=<the port got> and made its default BASE_URL from it, so links differed by process.
  const server = await startServer([process.execPath, 'server/main.ts'], { WORKERS: '2', ACCESS_LOG: 'off', BASE_URL: '' })
  const listening = (await stopWhenListening(server, 1)).filter((line) => line.event === 'listening')
  expect(listening.map((line) => [line.worker, line.baseUrl])).toEqual([
    [false, 'http://localhost:3000'],
    [true, 'http://localhost:3000'],
  ])
}, 40_000)

/** Whether `proc` exits (its code) or says it listens ('listening') first, reading its stdout. */
async function exitOrListening(proc: Subprocess<'ignore', 'pipe', 'pipe'>): Promise<number | 'listening'> {
  let said = ''
  const reader = proc.stdout.getReader()
  for (let next = await reader.read(); !next.done; next = await reader.read()) {
    said += new TextDecoder().decode(next.value)
    if (said.includes('"listening"')) return 'listening'
  }
  return proc.exited
}

test(
  'WORKERS=2: a second instance on a port an instance with workers holds is refused as any port in use',
  () =>
    withServer([process.execPath, 'server/main.ts'], { WORKERS: '2', ACCESS_LOG: 'off' }, async (first) => {
      // An operator's audit: both started, sharing the port through SO_REUSEPORT, the kernel splitting
      // connections between an old version and a new one unseen.
      const worker = await onlyWorker(first)
      expect(await waitFor(() => listens(worker), 20_000)).toBe(true)
      // Another BASE_URL, which would have the catalogues rebuilt (seconds): refused before that, at once.
      const env = { PORT: new URL(first.url).port, HOST: '127.0.0.1', WORKERS: '2', ACCESS_LOG: 'off', BASE_URL: 'https://other.example' }
      const second = Bun.spawn([process.execPath, 'server/main.ts'], {
        env: { ...process.env, ...env },
        stdin: 'ignore',
        stdout: 'pipe',
        stderr: 'pipe',
      })
      try {
        expect(await exitOrListening(second)).toBe(1)
        const stderr = await new Response(second.stderr).text()
        expect(stderr).toContain('EADDRINUSE')
        expect(stderr).not.toContain('catalogues-rebuilt')
      } finally {
        second.kill()
      }
      expect((await fetch(`${first.url}/healthz`)).status).toBe(200)
    }),
  40_000,
)

test(
  'a worker that does not stop holds the primary only until the grace: exit 1 with one shutdown-forced line',
  () =>
    withServer([process.execPath, 'server/main.ts'], { WORKERS: '2', ACCESS_LOG: 'off' }, async (server) => {
      // An operator's audit: a stop that outran the grace exited 1 and said nothing. A stopped process
      // stands for a hung one: it cannot act on the SIGTERM its primary passes on.
      const stderr = new Response(server.proc.stderr).text()
      const worker = await onlyWorker(server)
      expect(await waitFor(() => listens(worker), 20_000)).toBe(true)
      process.kill(worker, 'SIGSTOP')
      let exitCode: number
      try {
        server.proc.kill('SIGTERM')
        exitCode = await server.proc.exited
      } finally {
        process.kill(worker, 'SIGKILL') // it holds the primary's stderr open
      }
      expect(exitCode).toBe(1)
      const forced = (await stderr).split('\n').filter((line) => line.includes('"shutdown-forced"'))
      expect(forced).toEqual([JSON.stringify({ level: 'error', event: 'shutdown-forced', inFlight: 0, workersRunning: 1 })])
    }),
  40_000,
)

/** Whether a process holds a listening TCP socket (Linux /proc): a worker has started serving. */
function listens(pid: number): boolean {
  const listening = new Set<string>()
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6'])
    for (const line of readFileSync(table, 'utf8').trim().split('\n').slice(1)) {
      const columns = line.trim().split(/\s+/)
      if (columns[3] === '0A') listening.add(columns[9]!)
    }
  try {
    return readdirSync(`/proc/${pid}/fd`).some((fd) => {
      const target = readlinkSync(`/proc/${pid}/fd/${fd}`, { encoding: 'utf8' })
      return listening.has(target.slice('socket:['.length, -1))
    })
  } catch {
    return false
  }
}

test('workers take the catalogues their primary rebuilt for BASE_URL, rather than each rebuild them', async () => {
  // An operator's audit: with WORKERS=2 and another BASE_URL, each process ran a rebuild child of its own.
  const server = await startServer([process.execPath, 'server/main.ts'], {
    WORKERS: '3',
    ACCESS_LOG: 'off',
    BASE_URL: 'http://workers.example:8080',
  })
  const stderr = new Response(server.proc.stderr).text()
  try {
    expect(await waitFor(() => childrenOf(server.proc.pid).length === 2)).toBe(true)
    const workers = childrenOf(server.proc.pid)
    expect(await waitFor(() => workers.every(listens), 20_000)).toBe(true)
    // A worker that dies is replaced, and its replacement is sent the files too.
    process.kill(workers[0]!, 'SIGKILL')
    expect(await waitFor(() => childrenOf(server.proc.pid).some((pid) => !workers.includes(pid)), 10_000)).toBe(true)
    const replacement = childrenOf(server.proc.pid).find((pid) => !workers.includes(pid))!
    expect(await waitFor(() => listens(replacement), 20_000)).toBe(true)
    // Every process serves the catalogues with this BASE_URL's links: a connection a request, so all are asked.
    const links = await Promise.all(
      Array.from({ length: 60 }, () =>
        fetch(`${server.url}/.well-known/ai-agent.json`, { headers: { connection: 'close' } })
          .then((r) => r.json())
          .then((a) => a.url),
      ),
    )
    expect(new Set(links)).toEqual(new Set(['http://workers.example:8080/.well-known/ai-agent.json']))
  } finally {
    server.proc.kill('SIGTERM')
    await server.proc.exited
  }
  expect((await stderr).match(/"catalogues-rebuilt"/g)).toHaveLength(1)
}, 40_000)

const WORKER_ENV = { CALORIE_METRICS_PRIMARY_PID: String(process.pid), CALORIE_METRICS_CATALOGUES_ON_STDIN: '1' }

test('a worker sent no catalogues, or a cut-short set, says so and exits 1 rather than serve an empty site', async () => {
  for (const sent of [new Uint8Array(0), new Uint8Array([0, 0, 0, 9, 0, 0, 0, 1, 109])]) {
    const worker = Bun.spawn([process.execPath, 'server/main.ts'], {
      env: { ...process.env, PORT: '0', HOST: '127.0.0.1', ACCESS_LOG: 'off', ...WORKER_ENV },
      stdin: sent,
      stdout: 'pipe',
      stderr: 'pipe',
    })
    expect(await worker.exited).toBe(1)
    expect(await new Response(worker.stderr).text()).toContain('"catalogues-unavailable"')
  }
}, 30_000)

test('over stdio, stdin carries MCP messages even where the worker variables are set', async () => {
  const mcp = Bun.spawn([process.execPath, 'server/main.ts', 'mcp'], {
    env: { ...process.env, ...WORKER_ENV },
    stdin: new TextEncoder().encode(`${JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'ping' })}\n`),
    stdout: 'pipe',
    stderr: 'ignore',
  })
  const [out] = await Promise.all([new Response(mcp.stdout).text(), mcp.exited])
  expect(JSON.parse(out.trim().split('\n')[0]!)).toEqual({ jsonrpc: '2.0', id: 1, result: {} })
}, 30_000)
