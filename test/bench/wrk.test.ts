/**
 * The load generator's driver (bench/wrk.ts) against a tiny inline server: every request kind
 * reaches the server as written, and a response with a status the run did not expect counts
 * as an error, whether wrk counts statuses itself (only 2xx/3xx expected) or Lua looks at each.
 */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import type { Server } from 'bun'
import { type LoadRequest, requireWrk, runWrk } from '../../bench/wrk.ts'

const PLAN = '{"age":41}'
let server: Server<undefined>

beforeAll(() => {
  requireWrk()
  server = Bun.serve({
    hostname: '127.0.0.1',
    port: 0,
    routes: {
      '/ok': new Response('ok'),
      '/invalid': new Response('invalid', { status: 422 }),
      // 200 only for the exact body with its media type: proves both reach the server.
      '/plan': {
        POST: async (request) =>
          new Response(null, {
            status: request.headers.get('content-type') === 'application/json' && (await request.text()) === PLAN ? 200 : 400,
          }),
      },
    },
    fetch: () => new Response('missing', { status: 404 }),
  })
})
afterAll(() => server.stop(true))

const drive = (requests: LoadRequest[], expectedStatuses: number[]) =>
  runWrk({ baseUrl: server.url.origin, requests, connections: 4, durationSeconds: 1, expectedStatuses })

const ok: LoadRequest = { method: 'GET', path: '/ok' }
const invalid: LoadRequest = { method: 'GET', path: '/invalid' }
const missing: LoadRequest = { method: 'GET', path: '/missing' }
const plan: LoadRequest = { method: 'POST', path: '/plan', body: PLAN }

describe('one request kind, only statuses below 400 expected (wrk counts)', () => {
  test('the expected answers are no errors', async () => {
    for (const request of [ok, plan]) {
      const run = await drive([request], [200])
      expect(run.requests).toBeGreaterThan(0)
      expect({ path: request.path, errors: run.errors }).toEqual({ path: request.path, errors: 0 })
    }
  })

  test('every 4xx answer is an error', async () => {
    const run = await drive([missing], [200])
    expect(run.requests).toBeGreaterThan(0)
    expect(run.errors).toBe(run.requests)
  })
})

describe('an expected status of 400 or more (Lua looks at each response)', () => {
  test('the expected answers are no errors, in rotation too', async () => {
    for (const requests of [[invalid], [ok, invalid, plan]]) {
      const run = await drive(requests, [200, 422])
      expect(run.requests).toBeGreaterThan(0)
      expect(run.errors).toBe(0)
    }
  })

  test('a 200 where only 422 is expected, and a 404 in a rotation, are errors', async () => {
    const all = await drive([ok], [422])
    expect(all.errors).toBe(all.requests)
    const some = await drive([ok, missing], [200, 422])
    expect(some.errors).toBeGreaterThan(0)
    expect(some.errors).toBeLessThan(some.requests)
  })
})
