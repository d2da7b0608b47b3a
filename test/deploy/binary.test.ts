/**
 * The compiled binary, as an operator runs it: compiled once, copied alone into an empty
 * directory (no node_modules, no dist/), then checked over HTTP with the whole golden
 * fixture suite and the catalogues, and stopped with SIGTERM.
 */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { copyFileSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { basename, join } from 'node:path'
import { Client } from '@modelcontextprotocol/sdk/client/index.js'
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js'
import { LLMS_TXT, publishedDocuments } from '../../api/documents.ts'
import { endpoints } from '../../api/endpoints.ts'
import { MCP_PATH } from '../../api/mcp.ts'
import { statusMb } from '../../bench/server-process.ts'
import { formatResult, loadFixtures, runFixture } from '../../fixtures/runner.ts'
import { type Running, startServer, withServer } from '../support/process.ts'

const work = mkdtempSync(join(tmpdir(), 'binary-'))
const emptyDir = join(work, 'run')
const binary = join(emptyDir, 'calorie-metrics')
let server: Running

beforeAll(() => {
  const compiled = join(work, 'compiled')
  const r = Bun.spawnSync([process.execPath, 'deploy/compile.ts', '--outfile', compiled], { stdout: 'pipe', stderr: 'pipe' })
  if (r.exitCode !== 0) throw new Error(`compile failed: ${r.stderr.toString()}`)
  Bun.spawnSync(['mkdir', emptyDir])
  copyFileSync(compiled, binary)
  Bun.spawnSync(['chmod', '+x', binary])
}, 120_000)

afterAll(() => {
  server?.proc.kill()
  rmSync(work, { recursive: true, force: true })
})

describe('compiled binary', () => {
  test('answers --version and --help without starting', () => {
    expect(Bun.spawnSync([binary, '--version'], { cwd: emptyDir }).stdout.toString().trim()).toBe('1.8.0')
    const help = Bun.spawnSync([binary, '--help'], { cwd: emptyDir })
    expect(help.exitCode).toBe(0)
    expect(help.stdout.toString()).toContain('BASE_URL')
    // The binary's own name, which an operator types (it said the npm package's).
    expect(help.stdout.toString()).toContain(`Usage: ${basename(binary)} [mcp]`)
  })

  test('is the size docs/deployment.md gives, within 2 %', () => {
    const documented = /\(`\.\/calorie-metrics`,\s+([\d.]+) MB/.exec(readFileSync('docs/deployment.md', 'utf8'))
    expect(documented).not.toBeNull()
    const megabytes = statSync(binary).size / 1e6
    expect(Math.abs(megabytes - Number(documented![1])) / megabytes).toBeLessThan(0.02)
  })

  test('starts alone in an empty directory', async () => {
    server = await startServer([binary], { ACCESS_LOG: 'off', BASE_URL: 'http://localhost:3000' }, emptyDir)
    expect(readdirSync(emptyDir)).toEqual(['calorie-metrics'])
  })

  test('passes every golden fixture over HTTP', async () => {
    const failures: string[] = []
    for (const fixture of loadFixtures()) {
      const result = await runFixture(fixture, fetch, server.url)
      if (result.problems.length > 0) failures.push(formatResult(result))
    }
    expect(failures).toEqual([])
  }, 60_000)

  test('serves every embedded catalogue, compressed on request', async () => {
    for (const { path, mediaType } of publishedDocuments) {
      const r = await fetch(server.url + path, { headers: { 'accept-encoding': 'gzip' } })
      expect(r.status).toBe(200)
      expect(r.headers.get('content-type')).toBe(mediaType)
      expect(r.headers.get('etag')).toBeTruthy()
      expect((await r.text()).length).toBeGreaterThan(50) // robots.txt is the shortest
    }
    const agent = await (await fetch(`${server.url}/.well-known/ai-agent.json`)).text()
    expect(agent).toContain('http://localhost:3000/api/v1/calculate')
  })

  test('serves the pages: the home page to a browser, a calculator page empty and with its result', async () => {
    const home = await fetch(`${server.url}/`, { headers: { accept: 'text/html' } })
    expect(home.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(await home.text()).toContain('href="/bmi-calculator"')
    expect(await (await fetch(`${server.url}/bmi-calculator`)).text()).toContain('<form class="calculator"')
    // 80 / 1.8² = 24.69: the page renderer, loaded on the first request, is inside the binary.
    expect(await (await fetch(`${server.url}/bmi-calculator?weightKg=80&heightCm=180`)).text()).toContain('24.7 kg/m²')
    expect((await fetch(`${server.url}/assets/calculator.js`)).status).toBe(200)
  })

  test('answers a tool call POSTed to /mcp as its REST endpoint answers', async () => {
    const call = { jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'bmi', arguments: { weightKg: 80, heightCm: 180 } } }
    const r = await fetch(`${server.url}${MCP_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
      body: JSON.stringify(call),
    })
    expect(r.status).toBe(200)
    const rest = await (await fetch(`${server.url}/api/bmi-calculator?weightKg=80&heightCm=180`)).json()
    expect((await r.json()).result.structuredContent).toEqual(rest)
  })

  test('stops on SIGTERM with exit code 0, idle within the 2 s cap of the drain (docs/deployment.md, Exit codes)', async () => {
    const signalled = performance.now()
    server.proc.kill('SIGTERM')
    expect(await server.proc.exited).toBe(0)
    // Idle it takes about 0.26 s; the 10 s forced exit (code 1) is for requests still in flight.
    expect(performance.now() - signalled).toBeLessThan(3000)
  })

  // A bad value for each variable of docs/deployment.md's table: refused before listening, exit 2, one line naming it.
  const badValues: [string, string][] = [
    ['PORT', '3000a'],
    ['HOST', 'bad_host'],
    ['BASE_URL', 'https://calories.example.org/api'],
    ['WORKERS', '0'],
    ['REQUEST_TIMEOUT_SECONDS', '241'],
    ['ACCESS_LOG', 'true'],
    ['RATE_LIMIT_RPS', '-1'],
    ['RATE_LIMIT_BURST', '0'],
    ['BUN_JSC_forceRAMSize', '160Mi'],
    ['CATALOGUE_SERVING', 'cdn'],
  ]

  test('a bad value is tried for every documented variable', () => {
    const documented = [...readFileSync('docs/deployment.md', 'utf8').matchAll(/^\| `([A-Za-z_]\w*)` \|/gm)].map(([, name]) => name!)
    expect(badValues.map(([name]) => name).toSorted()).toEqual(documented.toSorted())
  })

  test.each(badValues)('refuses %s=%s at start: exit 2, one line naming it, no stack trace', (name, value) => {
    const run = Bun.spawnSync([binary], { cwd: emptyDir, env: { ...process.env, PORT: '0', [name]: value }, timeout: 10_000 })
    expect(run.exitCode).toBe(2)
    expect(run.stdout.toString()).toBe('')
    const lines = run.stderr.toString().trim().split('\n')
    expect(lines).toHaveLength(1)
    const refusal = JSON.parse(lines[0]!)
    expect(refusal).toMatchObject({ level: 'error', event: 'configuration-error' })
    expect(refusal.message).toStartWith(`${name} must `)
  })

  test('WORKERS=2 runs a second copy of itself on the same port, and both stop on SIGTERM', () =>
    withServer(
      [binary],
      { ACCESS_LOG: 'off', WORKERS: '2' },
      async (pooled) => {
        let children: string[] = []
        for (let i = 0; i < 100 && children.length === 0; i++) {
          await Bun.sleep(50)
          children = Bun.spawnSync(['pgrep', '-P', String(pooled.proc.pid)])
            .stdout.toString()
            .trim()
            .split('\n')
            .filter(Boolean)
        }
        expect(children).toHaveLength(1)
        expect((await fetch(`${pooled.url}/healthz`)).status).toBe(200)
        pooled.proc.kill('SIGTERM')
        expect(await pooled.proc.exited).toBe(0)
        expect(Bun.spawnSync(['kill', '-0', children[0]!]).exitCode).not.toBe(0)
      },
      emptyDir,
    ))

  test('under another BASE_URL its catalogues link to that origin, rebuilt outside its memory', async () => {
    // The peak resident size right after start-up, with the build's own BASE_URL and with another:
    // 60–64 MB and 64–67 MB with the rebuild in a child process, 126–130 MB when it ran in the server
    // (`bun server/main.ts`, 2026-11-26).
    const startedPeakMb = (baseUrl: string) =>
      withServer([binary], { ACCESS_LOG: 'off', BASE_URL: baseUrl }, async (s) => statusMb(s.proc.pid, 'VmHWM'), emptyDir)
    expect(await startedPeakMb('https://calories.example.org')).toBeLessThan((await startedPeakMb('http://localhost:3000')) + 15)
    await withServer(
      [binary],
      { ACCESS_LOG: 'off', BASE_URL: 'https://calories.example.org' },
      async (other) => {
        const agent = await (await fetch(`${other.url}/.well-known/ai-agent.json`)).text()
        expect(agent).toContain('https://calories.example.org/api/v1/calculate')
        expect(agent).not.toContain('localhost:3000')
        const sitemap = await (await fetch(`${other.url}/knowledge-sitemap.xml`)).text()
        expect(sitemap).toContain('<loc>https://calories.example.org/docs</loc>')
        other.proc.kill('SIGTERM')
        expect(await other.proc.exited).toBe(0)
      },
      emptyDir,
    )
  })

  // Under another BASE_URL the rebuild child shares the process's stdout pipe: it must stay clean.
  test.each(['http://localhost:3000', 'https://calories.example.org'])(
    'mcp serves the tools and the catalogues over stdio, BASE_URL %s',
    async (baseUrl) => {
      const client = new Client({ name: 'binary-test', version: '1.0.0' })
      await client.connect(
        new StdioClientTransport({ command: binary, args: ['mcp'], cwd: emptyDir, env: { BASE_URL: baseUrl }, stderr: 'ignore' }),
      )
      try {
        expect((await client.listTools()).tools).toHaveLength(endpoints.length)
        expect((await client.callTool({ name: 'bmi', arguments: { weightKg: 80, heightCm: 180 } })).structuredContent).toMatchObject({
          bmi: 24.7,
        })
        const { contents } = await client.readResource({ uri: `${baseUrl}${LLMS_TXT.path}` })
        expect((contents[0] as { text: string }).text).toContain(`(${baseUrl}/openapi.json)`)
      } finally {
        await client.close()
      }
    },
  )

  test('an unknown command is refused with exit code 2', () => {
    const run = Bun.spawnSync([binary, 'serve-please'], { cwd: emptyDir })
    expect(run.exitCode).toBe(2)
    expect(run.stderr.toString()).toContain('mcp')
  })
})
