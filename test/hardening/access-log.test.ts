import { describe, expect, test } from 'bun:test'
import { AccessLog } from '../../server/observability/access-log.ts'
import { startServer } from '../support/process.ts'

describe('access log', () => {
  test('buffers lines and writes them on flush', () => {
    const written: string[] = []
    const log = new AccessLog((t) => void written.push(t))
    log.recorder('GET', '/healthz')(200, 0.1234567)
    expect(written).toEqual([])
    log.recorder('POST', '/api/v1/calculate')(422, 2.5)
    log.close()
    expect(written.join('').trim().split('\n').map((line) => JSON.parse(line))).toEqual([
      { level: 'info', event: 'request', method: 'GET', route: '/healthz', status: 200, durationUs: 123 },
      { level: 'info', event: 'request', method: 'POST', route: '/api/v1/calculate', status: 422, durationUs: 2500 },
    ])
  })

  test('one JSON line per request with method, route, status, duration — never values', async () => {
    const server = await startServer([process.execPath, 'server/main.ts'])
    const secret = '77.77'
    await fetch(`${server.url}/api/bmi-calculator?weightKg=${secret}&heightCm=180`)
    await fetch(`${server.url}/api/bmi-calculator?weightKg=${secret}`)
    await fetch(`${server.url}/api/v1/calculate`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: `{"weightKg":${secret}}` })
    await fetch(`${server.url}/api/users/${secret}`)
    await fetch(`${server.url}/api/bmi-calculator?weightKg=${secret}&heightCm=180`, { method: 'HEAD' })
    server.proc.kill('SIGTERM')
    await server.proc.exited
    const out = await server.output()
    expect(out).not.toContain(secret)
    const lines = out.trim().split('\n').map((l) => JSON.parse(l)).filter((l) => l.event === 'request')
    expect(lines.map((l) => [l.method, l.route, l.status])).toEqual([
      ['GET', '/api/bmi-calculator', 200],
      ['GET', '/api/bmi-calculator', 422],
      ['POST', '/api/v1/calculate', 422],
      ['GET', '(unmatched)', 404],
      ['HEAD', '/api/bmi-calculator', 200],
    ])
    for (const l of lines) expect(Object.keys(l).sort()).toEqual(['durationUs', 'event', 'level', 'method', 'route', 'status'])
  })
})
