import { describe, expect, test } from 'bun:test'
import { AccessLog, droppedLogLines, writeDigits } from '../../server/observability/access-log.ts'
import { validPlan } from '../support/plan.ts'
import { type Running, stopAndRead, withServer } from '../support/process.ts'
import { rawRequest, statusOf } from '../support/raw-http.ts'

/** A log whose batches are kept as text. */
function memoryLog(): { log: AccessLog; batches: string[]; lines: () => Record<string, unknown>[] } {
  const decoder = new TextDecoder('utf-8', { fatal: true })
  const batches: string[] = []
  const log = new AccessLog({ write: (batch) => batches.push(decoder.decode(batch)) > 0, onDrain() {} })
  return {
    log,
    batches,
    lines: () =>
      batches
        .join('')
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line)),
  }
}

describe('access log', () => {
  test('buffers lines and writes them on flush', () => {
    const { log, batches, lines } = memoryLog()
    log.recorder('GET', '/healthz')(200, 0.1234567)
    expect(batches).toEqual([])
    log.recorder('POST', '/api/v1/calculate')(422, 2.5)
    log.close()
    expect(lines()).toEqual([
      { level: 'info', event: 'request', method: 'GET', route: '/healthz', status: 200, durationUs: 123 },
      { level: 'info', event: 'request', method: 'POST', route: '/api/v1/calculate', status: 422, durationUs: 2500 },
    ])
  })

  test('batches hold whole lines and stay under PIPE_BUF, the size a single write keeps atomic', () => {
    const { log, batches, lines } = memoryLog()
    const durationsMs = Array.from({ length: 500 }, (_, i) => ((i * 7919) % 100_000) / 7)
    for (const [i, ms] of durationsMs.entries()) log.recorder('POST', '/api/v1/calculate')(i % 2 ? 200 : 422, ms)
    log.close()
    expect(batches.length).toBeGreaterThan(10)
    for (const batch of batches) {
      expect(Buffer.byteLength(batch)).toBeLessThan(4096)
      expect(batch.endsWith('\n')).toBe(true)
    }
    expect(lines().map((l) => l.durationUs)).toEqual(durationsMs.map((ms) => Math.round(ms * 1000)))
    expect(lines().map((l) => l.status)).toEqual(durationsMs.map((_, i) => (i % 2 ? 200 : 422)))
  })

  test('durations are written digit for digit, beyond 32-bit integers too', () => {
    const bytes = new Uint8Array(32)
    for (const n of [0, 7, 9, 10, 99, 100, 123_456, 2 ** 31 - 1, 2 ** 31, 2 ** 31 + 7, 2 ** 32 + 10, Number.MAX_SAFE_INTEGER]) {
      const end = writeDigits(bytes, 3, n)
      expect(new TextDecoder().decode(bytes.subarray(3, end))).toBe(String(n))
    }
  })

  test('a duration that is no positive number is logged as 0, one too large for the digits as the largest safe integer', () => {
    const { log, lines } = memoryLog()
    for (const ms of [Number.NaN, -1, -0.0001, Number.POSITIVE_INFINITY, 1e300]) log.recorder('GET', '/healthz')(200, ms)
    log.close()
    expect(lines().map((l) => l.durationUs)).toEqual([0, 0, 0, Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER])
  })

  test('a failing write loses its batch, never the request being recorded', () => {
    let fail = true
    const written: number[] = []
    const log = new AccessLog({
      write(batch) {
        if (fail) throw new Error('EPIPE')
        return written.push(batch.length) > 0
      },
      onDrain() {},
    })
    const record = log.recorder('POST', '/api/v1/calculate')
    for (let i = 0; i < 100; i++) expect(() => record(200, 1)).not.toThrow()
    fail = false
    record(200, 1)
    log.close()
    expect(written.length).toBe(1)
  })

  test('while the destination is backed up, lines are dropped and counted, and the count is logged once it drains', () => {
    const written: string[] = []
    let accepting = true
    let drained: (() => void) | undefined
    const before = droppedLogLines()
    const log = new AccessLog({
      write(batch) {
        written.push(new TextDecoder().decode(batch))
        return accepting
      },
      onDrain: (callback) => {
        drained = callback
      },
    })
    const record = log.recorder('GET', '/healthz')
    accepting = false
    record(200, 1)
    log.flush() // this batch is taken, and the destination says it is full
    expect(written).toHaveLength(1)
    for (let i = 0; i < 5; i++) record(200, 1)
    log.flush()
    record(200, 1)
    log.flush()
    expect(written).toHaveLength(1) // nothing more is queued while it is backed up
    expect(droppedLogLines() - before).toBe(6)
    accepting = true
    drained!()
    expect(JSON.parse(written[1]!)).toEqual({ level: 'warn', event: 'access-log-dropped', lines: 6 })
    record(201, 1)
    log.close()
    expect(JSON.parse(written[2]!)).toMatchObject({ event: 'request', status: 201 })
  })

  test('one JSON line per request with method, route, status, duration — never values', () =>
    withServer([process.execPath, 'server/main.ts'], {}, async (server) => {
      const secret = '77.77'
      await fetch(`${server.url}/api/bmi-calculator?weightKg=${secret}&heightCm=180`)
      await fetch(`${server.url}/api/bmi-calculator?weightKg=${secret}`)
      await fetch(`${server.url}/api/v1/calculate`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: `{"weightKg":${secret}}`,
      })
      await fetch(`${server.url}/api/users/${secret}`)
      await fetch(`${server.url}/api/bmi-calculator?weightKg=${secret}&heightCm=180`, { method: 'HEAD' })
      const { output, requests: lines } = await stopAndRead(server)
      expect(output).not.toContain(secret)
      expect(lines.map((l) => [l.method, l.route, l.status])).toEqual([
        ['GET', '/api/bmi-calculator', 200],
        ['GET', '/api/bmi-calculator', 422],
        ['POST', '/api/v1/calculate', 422],
        ['GET', '(unmatched)', 404],
        ['HEAD', '/api/bmi-calculator', 200],
      ])
      for (const l of lines) expect(Object.keys(l).sort()).toEqual(['durationUs', 'event', 'level', 'method', 'route', 'status'])
    }))

  test(
    'stdout nobody reads: lines are dropped, not queued; /healthz counts them; the log says so once read again',
    () =>
      withServer([process.execPath, 'server/main.ts'], {}, async (server) => {
        // The test reads the server's first line (listening) and then nothing until the end.
        const url = `${server.url}/api/bmi-calculator?weightKg=70&heightCm=175`
        const client = async () => {
          for (let i = 0; i < 1000; i++) await (await fetch(url)).arrayBuffer()
        }
        await Promise.all(Array.from({ length: 30 }, client)) // 30,000 lines: about 3 MB, far past the pipe's 64 KiB
        const health = await (await fetch(`${server.url}/healthz`)).json()
        expect(health.status).toBe('ok')
        expect(health.droppedLogLines).toBeGreaterThan(20_000)
        const rssMb = Number(/VmRSS:\s+(\d+)/.exec(await Bun.file(`/proc/${server.proc.pid}/status`).text())![1]) / 1024
        expect(rssMb).toBeLessThan(160)
        // Reading again: the log reports what it dropped, then carries on.
        const reading = server.output()
        await Bun.sleep(300)
        await fetch(url)
        server.proc.kill('SIGTERM')
        const lines = (await reading)
          .trim()
          .split('\n')
          .map((line) => JSON.parse(line))
        const reports = lines.filter((line) => line.event === 'access-log-dropped')
        expect(reports.length).toBeGreaterThan(0)
        expect(reports.reduce((sum, line) => sum + line.lines, 0)).toBeGreaterThanOrEqual(health.droppedLogLines)
        expect(lines.at(-1)).toMatchObject({ event: 'request', route: '/api/bmi-calculator', status: 200 })
      }),
    60_000,
  )

  /** The request lines a stopped server wrote, as [method, route, status]. */
  async function loggedRequests(server: Running): Promise<unknown[][]> {
    return (await stopAndRead(server)).requests.map((l) => [l.method, l.route, l.status])
  }

  test('every way a response is given is logged once: answered, refused before the body, late, limited, a catalogue file', () =>
    withServer(
      [process.execPath, 'server/main.ts'],
      { REQUEST_TIMEOUT_SECONDS: '1', RATE_LIMIT_RPS: '1000', RATE_LIMIT_BURST: '1000' },
      async (server) => {
        const post = (headers: Record<string, string>) =>
          fetch(`${server.url}/api/v1/calculate`, { method: 'POST', headers, body: JSON.stringify(validPlan) })
        expect((await post({ 'content-type': 'application/json' })).status).toBe(200)
        expect((await post({ 'content-type': 'text/plain' })).status).toBe(415)
        expect((await fetch(`${server.url}/knowledge-sitemap.xml`)).status).toBe(200)
        const port = Number(new URL(server.url).port)
        const unfinished = 'POST /api/v1/calculate HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 10\r\n\r\n{'
        expect(statusOf(await rawRequest(port, unfinished, 4000))).toBe(408)
        expect(await loggedRequests(server)).toEqual([
          ['POST', '/api/v1/calculate', 200],
          ['POST', '/api/v1/calculate', 415],
          ['GET', '/knowledge-sitemap.xml', 200],
          ['POST', '/api/v1/calculate', 408],
        ])
      },
    ))

  test('a request the rate limit refuses is logged with its 429', () =>
    withServer([process.execPath, 'server/main.ts'], { RATE_LIMIT_RPS: '1', RATE_LIMIT_BURST: '1' }, async (server) => {
      const statuses = await Promise.all(
        [1, 2].map(async () => (await fetch(`${server.url}/api/bmi-calculator?weightKg=70&heightCm=175`)).status),
      )
      expect(statuses.sort()).toEqual([200, 429])
      expect((await loggedRequests(server)).sort()).toEqual([
        ['GET', '/api/bmi-calculator', 200],
        ['GET', '/api/bmi-calculator', 429],
      ])
    }))
})
