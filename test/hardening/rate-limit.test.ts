import { describe, expect, test } from 'bun:test'
import { RateLimiter } from '../../server/http/rate-limit.ts'
import { withServer } from '../support/process.ts'
import { rawRequest, statusOf } from '../support/raw-http.ts'

describe('token bucket', () => {
  test('a burst, then one request per 1/rate seconds', () => {
    let now = 0
    const limiter = new RateLimiter({ ratePerSecond: 2, burst: 3 }, () => now)
    expect([limiter.take('a'), limiter.take('a'), limiter.take('a')]).toEqual([0, 0, 0])
    expect(limiter.take('a')).toBe(1) // empty: one token takes 0.5 s → Retry-After 1
    expect(limiter.take('b')).toBe(0) // clients are counted apart
    now = 500
    expect(limiter.take('a')).toBe(0)
    expect(limiter.take('a')).toBe(1)
    now = 10_000
    expect([limiter.take('a'), limiter.take('a'), limiter.take('a'), limiter.take('a')]).toEqual([0, 0, 0, 1]) // refills to the burst only
  })

  test('memory stays bounded past 100,000 clients: refilled buckets are dropped first, and only if none is, all', () => {
    let now = 0
    const limiter = new RateLimiter({ ratePerSecond: 1, burst: 1 }, () => now)
    const crowd = (prefix: string, count: number) => {
      for (let i = 0; i < count; i++) limiter.take(`${prefix}${i}`)
    }
    limiter.take('victim')
    crowd('a', 99_999) // 100,000 clients, every bucket empty
    expect(limiter.take('victim')).toBe(1) // still remembered
    now = 1000 // every bucket refills to exactly its burst; the victim spends its token again
    expect(limiter.take('victim')).toBe(0)
    limiter.take('newcomer') // the 100,001st: the full buckets go, the victim's empty one stays
    expect(limiter.take('victim')).toBe(1)
    crowd('b', 99_998) // 100,000 again, none refilled
    expect(limiter.take('victim')).toBe(1)
    limiter.take('last') // nothing idle to drop: every bucket is forgotten, the victim's too
    expect(limiter.take('victim')).toBe(0)
  })

  test('Retry-After grows with the wait at slow rates', () => {
    const limiter = new RateLimiter({ ratePerSecond: 0.1 as number, burst: 1 }, () => 0)
    limiter.take('a')
    expect(limiter.take('a')).toBe(10)
  })
})

describe('rate limit over HTTP (RATE_LIMIT_RPS)', () => {
  test('429 problem with Retry-After once the burst is spent; /healthz is never limited', () =>
    withServer([process.execPath, 'server/main.ts'], { ACCESS_LOG: 'off', RATE_LIMIT_RPS: '1', RATE_LIMIT_BURST: '2' }, async (server) => {
      const url = `${server.url}/api/bmi-calculator?weightKg=80&heightCm=180`
      const statuses = []
      for (let i = 0; i < 3; i++) statuses.push((await fetch(url)).status)
      expect(statuses).toEqual([200, 200, 429])
      // Both at once, while the bucket is still empty: a slow machine must not refill it in between.
      const [limited, unknownPath] = await Promise.all([fetch(url), fetch(`${server.url}/api/nowhere`)])
      expect(limited.status).toBe(429)
      expect(limited.headers.get('content-type')).toBe('application/problem+json')
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThanOrEqual(1)
      expect(await limited.json()).toMatchObject({ title: 'Too Many Requests', instance: '/api/bmi-calculator' })
      const unknown = await unknownPath.json()
      expect(unknown).toMatchObject({ status: 429, instance: expect.stringMatching(/^urn:uuid:/) })
      expect((await fetch(`${server.url}/healthz`)).status).toBe(200)
    }))

  test('without a usable Host, the limit still applies to every route and never to /healthz', () =>
    withServer([process.execPath, 'server/main.ts'], { ACCESS_LOG: 'off', RATE_LIMIT_RPS: '1', RATE_LIMIT_BURST: '2' }, async (server) => {
      const port = Number(new URL(server.url).port)
      // Bun gives such a request's URL as a bare path; a `//` in the query once made it read as /healthz.
      const disguised = 'GET /api/v1/citations?x=//a/healthz HTTP/1.0\r\n\r\n'
      const statuses = []
      for (let i = 0; i < 4; i++) statuses.push(statusOf(await rawRequest(port, disguised)))
      expect(statuses).toEqual([200, 200, 429, 429])
      // A health check over HTTP/1.0 without Host, as some load balancers send it, is never limited.
      for (let i = 0; i < 3; i++) expect(statusOf(await rawRequest(port, 'GET /healthz HTTP/1.0\r\n\r\n'))).toBe(200)
    }))

  test('off by default', () =>
    withServer([process.execPath, 'server/main.ts'], { ACCESS_LOG: 'off' }, async (server) => {
      const statuses = await Promise.all(Array.from({ length: 50 }, () => fetch(`${server.url}/healthz?x`).then((r) => r.status)))
      expect(new Set(statuses)).toEqual(new Set([200]))
    }))
})
