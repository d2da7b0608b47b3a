/**
 * Drives wrk (the C load generator) from TypeScript: gives it one request or a rotation of
 * several through a Lua script, and parses its summary. Used by the soak test and the
 * benchmarks. wrk is a system tool: `.ci/run` installs it; nothing here installs anything.
 */
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

export interface LoadRequest {
  method: 'GET' | 'POST'
  path: string
  body?: string
  /** Sent besides the Content-Type of a body. */
  headers?: Record<string, string>
}

export interface WrkRun {
  requests: number
  requestsPerSecond: number
  latencyP50Ms: number
  latencyP99Ms: number
  /** Socket errors plus responses whose status was not an expected one. */
  errors: number
}

/** Fails with what to do when wrk is missing, before any server is started. */
export function requireWrk(): void {
  if (!Bun.which('wrk')) throw new Error('wrk is not installed: `apt-get install wrk` (CI: .ci/run installs it)')
}

const lua = (s: string) => JSON.stringify(s) // JSON string escapes are valid Lua string escapes

/** The headers a request is sent with: a body is always JSON. */
export const headersOf = (r: LoadRequest): Record<string, string> => ({
  ...(r.body === undefined ? {} : { 'Content-Type': 'application/json' }),
  ...r.headers,
})

const luaHeaders = (r: LoadRequest) =>
  `{ ${Object.entries(headersOf(r))
    .map(([name, value]) => `[${lua(name)}]=${lua(value)}`)
    .join(', ')} }`
const luaBody = (r: LoadRequest) => (r.body === undefined ? 'nil' : lua(r.body))

/**
 * One request is set once, and wrk sends its prebuilt bytes; several take turns through a
 * Lua `request()` call each.
 */
function requestPart(requests: LoadRequest[]): string {
  if (requests.length === 1) {
    const [only] = requests as [LoadRequest]
    return `wrk.method = ${lua(only.method)}\nwrk.path = ${lua(only.path)}\nwrk.headers = ${luaHeaders(only)}\nwrk.body = ${luaBody(only)}\n`
  }
  const formatted = requests.map((r) => `wrk.format(${lua(r.method)}, ${lua(r.path)}, ${luaHeaders(r)}, ${luaBody(r)})`)
  return `
function init(args)
  requests = { ${formatted.join(',\n  ')} }
  i = 0
end
function request()
  i = i % #requests + 1
  return requests[i]
end
`
}

/**
 * Which responses are unexpected. A Lua `response()` call hands every response's headers to
 * Lua, and costs wrk more than a fast server spends answering: with it, one wrk thread could
 * not keep a Bun static route busy, and every server's catalogue figure was wrk's. So when
 * only statuses below 400 are expected, wrk's own count of statuses from 400 up decides; the
 * exact status is checked before the load (see checkAnswers in measure.ts). Otherwise, each
 * response's status is looked up.
 */
function unexpectedPart(expected: number[]): { perResponse: string; total: string } {
  if (expected.every((status) => status < 400)) return { perResponse: '', total: 'summary.errors.status' }
  return {
    perResponse: `
local threads = {}
function setup(thread) table.insert(threads, thread) end
expected = { ${expected.map((s) => `[${s}]=true`).join(', ')} }
unexpected = 0
function response(status, headers, body)
  if not expected[status] then unexpected = unexpected + 1 end
end
function unexpected_total()
  local n = 0
  for _, t in ipairs(threads) do n = n + t:get("unexpected") end
  return n
end
`,
    total: 'unexpected_total()',
  }
}

/** The Lua script: the request(s), the status check, and a one-line JSON summary. */
function script(requests: LoadRequest[], expected: number[]): string {
  const { perResponse, total } = unexpectedPart(expected)
  return `${requestPart(requests)}${perResponse}
function done(summary, latency, requests)
  local e = summary.errors
  io.write(string.format('WRK_JSON {"requests":%d,"durationUs":%d,"p50Us":%d,"p99Us":%d,"socketErrors":%d,"unexpected":%d}\\n',
    summary.requests, summary.duration, latency:percentile(50), latency:percentile(99),
    e.connect + e.read + e.write + e.timeout, ${total}))
end
`
}

export interface WrkOptions {
  baseUrl: string
  requests: LoadRequest[]
  connections: number
  threads?: number
  durationSeconds: number
  expectedStatuses?: number[]
}

export async function runWrk(o: WrkOptions): Promise<WrkRun> {
  const threads = o.threads ?? 1
  const dir = mkdtempSync(join(tmpdir(), 'wrk-'))
  const file = join(dir, 'load.lua')
  writeFileSync(file, script(o.requests, o.expectedStatuses ?? [200]))
  const args = [
    'wrk',
    '-t',
    String(threads),
    '-c',
    String(o.connections),
    '-d',
    `${o.durationSeconds}s`,
    '--timeout',
    '5s',
    '-s',
    file,
    o.baseUrl,
  ]
  const proc = Bun.spawn(args, { stdout: 'pipe', stderr: 'pipe' })
  const out = await new Response(proc.stdout).text()
  await proc.exited
  const line = out.split('\n').find((l) => l.startsWith('WRK_JSON '))
  if (!line) throw new Error(`wrk produced no summary: ${out}${await new Response(proc.stderr).text()}`)
  const r = JSON.parse(line.slice('WRK_JSON '.length))
  return {
    requests: r.requests,
    requestsPerSecond: r.requests / (r.durationUs / 1e6),
    latencyP50Ms: r.p50Us / 1000,
    latencyP99Ms: r.p99Us / 1000,
    errors: r.socketErrors + r.unexpected,
  }
}
