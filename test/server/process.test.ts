import { afterAll, describe, expect, test } from 'bun:test'
import { existsSync, readFileSync } from 'node:fs'
import { deploymentEnv } from '../../bench/deployment.ts'
import { processTree } from '../../bench/process-tree.ts'
import { type Running, startServer, withServer } from '../support/process.ts'

/** The process below `pid` running the server (Linux /proc). */
const serverBelow = (pid: number): number =>
  processTree(pid).find((p) => readFileSync(`/proc/${p}/cmdline`, 'utf8').includes('server/main.ts'))!

/** A process's environment as it was started (Linux /proc). */
const environmentOf = (pid: number): Map<string, string> =>
  new Map(
    readFileSync(`/proc/${pid}/environ`, 'utf8')
      .split('\0')
      .filter(Boolean)
      .map((entry) => [entry.slice(0, entry.indexOf('=')), entry.slice(entry.indexOf('=') + 1)]),
  )

describe('server process', () => {
  let server: Running

  afterAll(() => server?.proc.kill())

  test('listens on PORT and answers over a real socket', async () => {
    server = await startServer([process.execPath, 'server/main.ts'])
    const r = await fetch(`${server.url}/api/bmi-calculator?weightKg=80&heightCm=180`)
    expect(r.status).toBe(200)
    expect((await r.json()).bmi).toBe(24.7)
  })

  test('--healthcheck: 0 for the server at HOST and PORT, 1 where none listens or the configuration is refused', async () => {
    const run = (env: Record<string, string>) =>
      Bun.spawnSync([process.execPath, 'server/main.ts', '--healthcheck'], { env: { ...process.env, ...env } })
    const check = (env: Record<string, string>) => run(env).exitCode
    const port = new URL(server.url).port
    expect(check({ PORT: port, HOST: '' })).toBe(0)
    expect(check({ PORT: port, HOST: '127.0.0.1' })).toBe(0)
    // A port this server does not hold: the one of a server just stopped.
    const stopped = Bun.serve({ port: 0, fetch: () => new Response() })
    const free = String(stopped.port)
    stopped.stop(true)
    expect(check({ PORT: free, HOST: '' })).toBe(1)
    expect(check({ PORT: 'abc' })).toBe(1)
    // The server is up, but a configuration it would refuse is not checked against it: it says why.
    const refused = run({ PORT: port, HOST: '', ACCESS_LOG: 'sometimes' })
    expect(refused.exitCode).toBe(1)
    expect(refused.stderr.toString()).toBe(
      `${JSON.stringify({ level: 'error', event: 'configuration-error', message: 'ACCESS_LOG must be on or off' })}\n`,
    )
  })

  test('stops on SIGTERM with exit code 0', async () => {
    server.proc.kill('SIGTERM')
    expect(await server.proc.exited).toBe(0)
  })

  test(
    "under a BASE_URL other than the build's, the catalogues are rebuilt for it",
    () =>
      withServer([process.execPath, 'server/main.ts'], { ACCESS_LOG: 'off', BASE_URL: 'https://calories.example.org' }, async (other) => {
        const agent = await (await fetch(`${other.url}/.well-known/ai-agent.json`)).text()
        expect(agent).toContain('https://calories.example.org/api/v1/calculate')
        expect(agent).not.toContain('localhost:3000')
        other.proc.kill('SIGTERM')
        expect(await other.proc.exited).toBe(0)
      }),
    // The rebuild renders and compresses every file at maximum effort, the pages too: seconds on a loaded machine.
    60_000,
  )

  test('`npm start` hands SIGTERM to the server, whose heap is sized as in the image: no server outlives npm', async () => {
    // npm passes the signal to its child; the start script execs the server, so that child is the server.
    const { BUN_JSC_forceRAMSize: _ownSetting, ...inherited } = process.env
    const npm = Bun.spawn(['npm', 'start', '--silent'], {
      env: { ...inherited, PORT: '0', HOST: '127.0.0.1', ACCESS_LOG: 'off' },
      stdout: 'pipe',
      stderr: 'pipe',
    })
    try {
      const reader = npm.stdout.getReader()
      let seen = ''
      while (!seen.includes('"listening"')) {
        const { value, done } = await reader.read()
        if (done) throw new Error(`npm start ended before listening: ${await new Response(npm.stderr).text()}`)
        seen += new TextDecoder().decode(value)
      }
      const listening = seen.split('\n').find((line) => line.includes('"listening"'))!
      const url = `http://127.0.0.1:${JSON.parse(listening).port}`
      expect((await fetch(`${url}/healthz`)).status).toBe(200)
      // JavaScriptCore reads it at start-up; without it, it sizes the heap for the host's RAM (docs/performance.md).
      expect(environmentOf(serverBelow(npm.pid)).get('BUN_JSC_forceRAMSize')).toBe(deploymentEnv.BUN_JSC_forceRAMSize)
      npm.kill('SIGTERM')
      await npm.exited
      await Bun.sleep(500)
      const after = await fetch(`${url}/healthz`).then(
        (r) => r.status,
        () => 'refused',
      )
      expect(after).toBe('refused')
    } finally {
      npm.kill()
    }
  })

  test('--help names the command as it was run, not the npm package', () => {
    // An operator's audit: the binary, calorie-metrics (deploy/compile.ts), said `Usage: calorie-metrics-service`.
    const help = Bun.spawnSync([process.execPath, 'server/main.ts', '--help']).stdout.toString()
    expect(help).toContain('\nUsage: bun server/main.ts [mcp] ')
  })

  test('refuses a bad configuration with exit code 2 and one JSON line naming the variable, never its value', async () => {
    // An operator's audit: the refusal was plain text, which JSON log pipelines tripped on.
    const proc = Bun.spawn([process.execPath, 'server/main.ts'], {
      env: { ...process.env, BASE_URL: 'https://user:s3cret@calories.example.org' },
      stderr: 'pipe',
      stdout: 'pipe',
    })
    expect(await proc.exited).toBe(2)
    const stderr = await new Response(proc.stderr).text()
    expect(stderr.trim().split('\n')).toHaveLength(1)
    const line = JSON.parse(stderr)
    expect(line).toMatchObject({ level: 'error', event: 'configuration-error' })
    expect(line.message).toStartWith('BASE_URL must ')
    expect(stderr).not.toContain('s3cret')
  })

  test('refuses a port in use with exit code 1 and one JSON line naming the address and the error', async () => {
    const holder = Bun.serve({ port: 0, hostname: '127.0.0.1', fetch: () => new Response() })
    try {
      const proc = Bun.spawn([process.execPath, 'server/main.ts'], {
        env: { ...process.env, PORT: String(holder.port), HOST: '127.0.0.1' },
        stderr: 'pipe',
        stdout: 'pipe',
      })
      expect(await proc.exited).toBe(1)
      // The last line: what start-up said before it (the catalogues rebuilt for this port's BASE_URL) comes first.
      const refusal = (await new Response(proc.stderr).text()).trim().split('\n').at(-1)
      expect(refusal).toBe(
        JSON.stringify({ level: 'error', event: 'could-not-listen', host: '127.0.0.1', port: holder.port, code: 'EADDRINUSE' }),
      )
    } finally {
      holder.stop(true)
    }
  })
})

/** A server started for another BASE_URL, once its catalogues' rebuild child exists (a child of the server). */
async function whileRebuilding(baseUrl: string, stderr: 'ignore' | 'pipe') {
  const proc = Bun.spawn(['node_modules/.bin/bun', 'server/main.ts'], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', BASE_URL: baseUrl },
    stdout: 'ignore',
    stderr,
  })
  let child: number | undefined
  for (let waited = 0; child === undefined && waited < 20_000; waited += 20) {
    await Bun.sleep(20)
    child = processTree(proc.pid).find((p) => p !== proc.pid && readFileSync(`/proc/${p}/cmdline`, 'utf8').includes('rebuild-child'))
  }
  expect(child).toBeDefined()
  return { proc, child: child! }
}

/** Whether a process has gone (or is a zombie, waiting only to be reaped). */
const gone = (pid: number) => !existsSync(`/proc/${pid}`) || readFileSync(`/proc/${pid}/stat`, 'utf8').includes(') Z ')

test('a stop signal while the catalogues are rebuilt for another BASE_URL ends the server at once, exit 0, and the rebuild with it', async () => {
  // An operator's audit: the handlers came only after the rebuild (a second or more), so a signal then was
  // lost to PID 1 in a container and elsewhere ended the process 143, the rebuild child left running.
  const { proc, child } = await whileRebuilding('http://rebuilt.example:8080', 'ignore')
  proc.kill('SIGTERM')
  expect(await proc.exited).toBe(0)
  await Bun.sleep(200)
  expect(gone(child)).toBe(true)
}, 30_000)

test('a server killed while its catalogues are rebuilt: the rebuild ends when it cannot hand them over, with one JSON line', async () => {
  // A lifecycle review: a SIGKILLed server left its rebuild child to finish the build and die on the closed
  // pipe with a stack trace in the container's log. It still finishes the build (it is synchronous) but says so in one line.
  const { proc, child } = await whileRebuilding('http://abandoned.example:8080', 'pipe')
  proc.kill('SIGKILL')
  // The child holds the server's stderr: it reaches its end once the child has gone too.
  const lines = (await new Response(proc.stderr).text()).split('\n').filter(Boolean)
  expect(lines.map((line) => JSON.parse(line))).toEqual([
    { level: 'warn', event: 'rebuild-abandoned', reason: 'the server that asked for it is gone' },
  ])
  expect(gone(child)).toBe(true)
}, 60_000)
