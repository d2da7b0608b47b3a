/**
 * Drives wrk (the C load generator) from TypeScript: installs it from Debian's packages
 * when missing, feeds it a rotation of requests through a Lua script, and parses its
 * summary. Used by the soak test and the benchmark.
 */
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

export interface LoadRequest {
  method: 'GET' | 'POST'
  path: string
  body?: string
}

export interface WrkRun {
  requests: number
  requestsPerSecond: number
  latencyP50Ms: number
  latencyP99Ms: number
  /** Socket errors plus 5xx responses and statuses outside the expected set. */
  errors: number
  statuses: Record<string, number>
}

export function ensureWrk(): void {
  if (Bun.which('wrk')) return
  console.error('wrk not found: installing it from Debian packages (apt-get install wrk)')
  for (const cmd of [['apt-get', 'update', '-qq'], ['apt-get', 'install', '-y', '-qq', 'wrk']]) {
    const r = Bun.spawnSync(cmd, { stdout: 'inherit', stderr: 'inherit' })
    if (r.exitCode !== 0) throw new Error(`could not install wrk (${cmd.join(' ')} failed)`)
  }
}

const lua = (s: string) => JSON.stringify(s) // JSON string escapes are valid Lua string escapes

/** The Lua script: round-robin over the requests, tally statuses. */
function script(requests: LoadRequest[], expected: number[]): string {
  const built = requests
    .map((r) => {
      const headers = r.body === undefined ? '{}' : '{["Content-Type"]="application/json"}'
      return `wrk.format(${lua(r.method)}, ${lua(r.path)}, ${headers}, ${r.body === undefined ? 'nil' : lua(r.body)})`
    })
    .join(',\n  ')
  return `
local threads = {}
function setup(thread) table.insert(threads, thread) end
function init(args)
  requests = { ${built} }
  i, unexpected = 0, 0
  counts = {}
  expected = { ${expected.map((s) => `[${s}]=true`).join(', ')} }
end
function request()
  i = i % #requests + 1
  return requests[i]
end
function response(status, headers, body)
  counts[status] = (counts[status] or 0) + 1
  if not expected[status] then unexpected = unexpected + 1 end
end
function done(summary, latency, requests)
  local unexpected_total, statuses = 0, {}
  for _, t in ipairs(threads) do
    unexpected_total = unexpected_total + t:get("unexpected")
    for status, n in pairs(t:get("counts")) do statuses[status] = (statuses[status] or 0) + n end
  end
  local parts = {}
  for status, n in pairs(statuses) do table.insert(parts, string.format('"%d":%d', status, n)) end
  local e = summary.errors
  io.write(string.format('WRK_JSON {"requests":%d,"durationUs":%d,"p50Us":%d,"p99Us":%d,"socketErrors":%d,"unexpected":%d,"statuses":{%s}}\\n',
    summary.requests, summary.duration, latency:percentile(50), latency:percentile(99),
    e.connect + e.read + e.write + e.timeout, unexpected_total, table.concat(parts, ",")))
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
  const args = ['wrk', '-t', String(threads), '-c', String(o.connections), '-d', `${o.durationSeconds}s`, '--timeout', '5s', '-s', file, o.baseUrl]
  const proc = Bun.spawn(args, { stdout: 'pipe', stderr: 'pipe' })
  const out = await new Response(proc.stdout).text()
  await proc.exited
  const line = out.split('\n').find((l) => l.startsWith('WRK_JSON '))
  if (!line) throw new Error(`wrk produced no summary: ${out}${await new Response(proc.stderr).text()}`)
  const r = JSON.parse(line.slice('WRK_JSON '.length))
  const serverErrors = Object.entries(r.statuses as Record<string, number>).filter(([s]) => Number(s) >= 500).reduce((n, [, c]) => n + c, 0)
  return {
    requests: r.requests,
    requestsPerSecond: r.requests / (r.durationUs / 1e6),
    latencyP50Ms: r.p50Us / 1000,
    latencyP99Ms: r.p99Us / 1000,
    errors: r.socketErrors + Math.max(r.unexpected, serverErrors),
    statuses: r.statuses,
  }
}
