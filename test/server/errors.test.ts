import { describe, expect, spyOn, test } from 'bun:test'
import { readFileSync } from 'node:fs'
import { Elysia } from 'elysia'
import { endpoints } from '../../api/endpoints.ts'
import { calculators } from '../../metrics/index.ts'
import { errorResponse } from '../../server/errors.ts'
import { BEYOND_SHARE_BYTES, noteClientAddress } from '../../server/http/body-budget.ts'
import { app, postJson, send } from '../support/client.ts'
import { validPlan } from '../support/plan.ts'

const PROBLEM = 'application/problem+json'
/** docs/security.md: a body sent without a length is charged at the API's limit, 64 KiB; one declaring at most 1 KiB is not charged. */
const UNDECLARED_CHARGE_BYTES = 64 * 1024
const UNCHARGED_BODY_BYTES = 1024

function expectProblem(r: { status: number; headers: Headers; json: any }, status: number) {
  expect(r.status).toBe(status)
  expect(r.headers.get('content-type')).toBe(PROBLEM)
  expect(r.json).toMatchObject({ type: 'about:blank', status })
  expect(typeof r.json.title).toBe('string')
  expect(typeof r.json.detail).toBe('string')
}

describe('error contract (CONTRACT §2)', () => {
  test('unknown path: 404 that does not repeat the path; its instance names the occurrence', async () => {
    const r = await send('GET', '/api/secret-<script>')
    expectProblem(r, 404)
    expect(r.text).not.toContain('secret')
    expect(r.json.instance).toMatch(/^urn:uuid:[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
    const again = await send('GET', '/api/secret-<script>')
    expect(again.json.instance).not.toBe(r.json.instance)
  })

  test('every known path answers 405 with Allow to other methods', async () => {
    for (const { method, path } of endpoints) {
      for (const wrong of ['PUT', 'DELETE', 'PATCH', method === 'GET' ? 'POST' : 'GET']) {
        const r = await send(wrong, path)
        expectProblem(r, 405)
        expect(r.headers.get('allow')).toBe(method === 'GET' ? 'GET, HEAD, OPTIONS' : 'POST, OPTIONS')
        expect(r.json.instance).toBe(path)
      }
    }
  })

  test('a trailing slash names the same path for 405 as for routing', async () => {
    const r = await send('DELETE', '/api/bmi-calculator/')
    expectProblem(r, 405)
    expect(r.json.instance).toBe('/api/bmi-calculator')
  })

  test('CORS preflight on a known path: 204 with the allowed methods; unknown path: 404', async () => {
    const r = await send('OPTIONS', '/api/v1/calculate', {
      headers: { origin: 'https://app.example', 'access-control-request-method': 'POST' },
    })
    expect(r.status).toBe(204)
    expect(r.headers.get('access-control-allow-origin')).toBe('*')
    expect(r.headers.get('access-control-allow-methods')).toBe('POST, OPTIONS')
    expect(r.headers.get('access-control-allow-headers')).toContain('content-type')
    expect(r.headers.get('access-control-allow-credentials')).toBeNull()
    expectProblem(await send('OPTIONS', '/nowhere'), 404)
  })

  test('a preflight names what a browser may send: the headers of a JSON POST, a revalidation and an MCP message', async () => {
    const r = await send('OPTIONS', '/mcp', { headers: { origin: 'http://localhost:6274', 'access-control-request-method': 'POST' } })
    expect(r.status).toBe(204)
    expect(r.headers.get('allow')).toBe('POST, OPTIONS')
    // Content-Type for JSON bodies, If-None-Match for ETags, MCP-Protocol-Version on every MCP message (docs/mcp.md).
    const allowed = r.headers
      .get('access-control-allow-headers')!
      .split(',')
      .map((h) => h.trim().toLowerCase())
    expect(allowed).toEqual(expect.arrayContaining(['content-type', 'if-none-match', 'mcp-protocol-version']))
    // Cached, so a page does not pay a preflight per request; Firefox's cap, 24 h, is the most that means anything.
    const maxAge = Number(r.headers.get('access-control-max-age'))
    expect(maxAge).toBeGreaterThan(0)
    expect(maxAge).toBeLessThanOrEqual(86_400)
  })

  test('security and CORS headers on results and on errors alike', async () => {
    for (const r of [await send('GET', '/healthz'), await send('GET', '/nowhere'), await postJson('/api/v1/calculate', '{')]) {
      expect(r.headers.get('x-content-type-options')).toBe('nosniff')
      expect(r.headers.get('referrer-policy')).toBe('no-referrer')
      expect(r.headers.get('content-security-policy')).toContain("default-src 'none'")
      expect(r.headers.get('access-control-allow-origin')).toBe('*')
      expect(r.headers.get('x-powered-by')).toBeNull()
      // Public and cookie-free: other origins may embed and read it, scripts included (docs/security.md).
      expect(r.headers.get('cross-origin-resource-policy')).toBe('cross-origin')
      const exposed = r.headers
        .get('access-control-expose-headers')!
        .split(',')
        .map((h) => h.trim().toLowerCase())
      expect(exposed).toEqual(expect.arrayContaining(['retry-after', 'etag', 'allow', 'link']))
    }
  })

  test('errors are never stored by caches, and a refused POST names its path as instance', async () => {
    const refusals = [
      await postJson('/api/v1/calculate', '{'), // 400
      await send('POST', '/api/v1/calculate', { body: '{}', headers: { 'content-type': 'text/plain' } }), // 415
      await send('POST', '/api/v1/calculate', {
        body: '{}',
        headers: { 'content-type': 'application/json', 'content-length': String(64 * 1024 + 1) },
      }), // 413
      await postJson('/api/v1/calculate', '[]'), // 422
    ]
    expect(refusals.map((r) => r.status)).toEqual([400, 415, 413, 422])
    for (const r of [...refusals, await send('GET', '/nowhere'), await send('GET', '/api/bmi-calculator?weightKg=1')]) {
      expect(r.headers.get('cache-control')).toBe('no-store')
    }
    for (const r of refusals) expect(r.json.instance).toBe('/api/v1/calculate')
  })

  test('POST without a JSON content type: 415', async () => {
    expectProblem(await send('POST', '/api/v1/calculate', { body: JSON.stringify(validPlan) }), 415)
    expectProblem(await send('POST', '/api/v1/calculate', { body: '{}', headers: { 'content-type': 'text/plain' } }), 415)
    expectProblem(await send('POST', '/api/v1/calculate', { body: '{}', headers: { 'content-type': 'application/jsonx' } }), 415)
  })

  test('a JSON media type with parameters is accepted', async () => {
    const r = await send('POST', '/api/v1/calculate', {
      body: JSON.stringify(validPlan),
      headers: { 'content-type': 'Application/JSON; charset=utf-8' },
    })
    expect(r.status).toBe(200)
  })

  test('malformed, truncated, empty and non-UTF-8 bodies: 400', async () => {
    for (const body of ['{"gender":', '{gender: "male"}', "{'a':1}", '', 'NaN']) {
      expectProblem(await postJson('/api/v1/calculate', body), 400)
    }
    const r = await send('POST', '/api/v1/calculate', {
      body: new Uint8Array([0x7b, 0x22, 0xff, 0x22, 0x3a, 0x31, 0x7d]),
      headers: { 'content-type': 'application/json' },
    })
    expectProblem(r, 400)
  })

  test("each 400 body's detail is worded as docs/api.md states it: empty, not UTF-8, not JSON", async () => {
    const row = readFileSync(new URL('../../docs/api.md', import.meta.url), 'utf8')
      .split('\n')
      .find((line) => line.startsWith('| 400 |'))!
    const [notJson, notUtf8, empty] = [...row.matchAll(/"([^"]+)"/g)].map((m) => m[1])
    expect((await postJson('/api/v1/calculate', '{"gender":')).json.detail).toBe(notJson)
    const invalid = new Uint8Array([0x7b, 0x22, 0xff, 0x22, 0x3a, 0x31, 0x7d])
    expect((await send('POST', '/api/v1/calculate', { body: invalid, headers: { 'content-type': 'application/json' } })).json.detail).toBe(
      notUtf8,
    )
    expect((await postJson('/api/v1/calculate', '')).json.detail).toBe(empty)
  })

  test('a JSON value that is not an object: 422 on the body', async () => {
    for (const body of ['[]', '42', 'null', '"text"']) {
      const r = await postJson('/api/v1/calculate', body)
      expectProblem(r, 422)
      expect(r.json.errors).toEqual([{ field: '(body)', message: 'must be a JSON object' }])
    }
  })

  test('bodies over 64 KiB: 413, with or without a declared length', async () => {
    const big = JSON.stringify({ ...validPlan, pad: 'x'.repeat(70_000) })
    // In-process a Request carries no Content-Length of its own: declared here, as a client would send it.
    const declared = { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(big)) }
    expectProblem(await send('POST', '/api/v1/calculate', { body: big, headers: declared }), 413)
    const stream = new ReadableStream({
      start(c) {
        for (let i = 0; i < 20; i++) c.enqueue(new TextEncoder().encode('x'.repeat(4096)))
        c.close()
      },
    })
    const r = await send('POST', '/api/v1/calculate', { body: stream, headers: { 'content-type': 'application/json' } })
    expectProblem(r, 413)
  })

  test('a declared length is judged on its own: 64 KiB is read, one byte more refused at once, unread, closing the connection', async () => {
    const declaring = (length: number, body: string) =>
      send('POST', '/api/v1/calculate', { body, headers: { 'content-type': 'application/json', 'content-length': String(length) } })
    const exact = JSON.stringify(validPlan).padEnd(64 * 1024, ' ')
    expect((await declaring(64 * 1024, exact)).status).toBe(200)
    const over = await declaring(64 * 1024 + 1, `${exact} `)
    expectProblem(over, 413)
    expect(over.json.title).toBe('Content Too Large') // RFC 9110 §15.5.14
    expect(over.headers.get('connection')).toBe('close')
  })

  /** A POST as the server hands it on from a client's address, with the length declared if given. */
  const postFrom = (address: string, body: BodyInit, declared?: number) => {
    const headers = { 'content-type': 'application/json', ...(declared !== undefined && { 'content-length': String(declared) }) }
    const request = new Request('http://localhost/api/v1/calculate', { method: 'POST', body, headers })
    noteClientAddress(request, address)
    return app.handle(request)
  }
  /** A streamed body that never finishes until its controller, pushed to `streams`, closes it. */
  const stalledBody = (streams: ReadableStreamDefaultController[]) => new ReadableStream({ start: (c) => void streams.push(c) })

  test("bodies being received at once past a client's share of the budget: 503 with Retry-After, unread; other clients go on", async () => {
    // Undeclared bodies are charged while they arrive: these never finish until closed. Past its share a
    // client goes on until three quarters of the budget are held, the rest kept for others.
    const admitted = Math.floor(BEYOND_SHARE_BYTES / UNDECLARED_CHARGE_BYTES)
    const streams: ReadableStreamDefaultController[] = []
    const from = (address: string, body: BodyInit) => postFrom(address, body)
    const stalled = () => stalledBody(streams)
    const pending = Array.from({ length: admitted }, () => from('192.0.2.1', stalled()))
    const refused = await from('192.0.2.1', stalled())
    expect(refused.status).toBe(503)
    expect(refused.headers.get('content-type')).toBe(PROBLEM)
    expect(refused.headers.get('retry-after')).toBe('1')
    expect(refused.headers.get('connection')).toBe('close')
    expect((await from('192.0.2.2', JSON.stringify(validPlan))).status).toBe(200)
    for (const c of streams) {
      c.enqueue(new TextEncoder().encode(JSON.stringify(validPlan)))
      c.close()
    }
    expect(new Set((await Promise.all(pending)).map((r) => r.status))).toEqual(new Set([200]))
    // Released as each read settled: the client's bodies are read again.
    expect((await from('192.0.2.1', JSON.stringify(validPlan))).status).toBe(200)
  })

  test('a body declaring at most 1 KiB is not charged: read even while its client fills the budget', async () => {
    const streams: ReadableStreamDefaultController[] = []
    const post = (body: BodyInit, declared?: number) => postFrom('192.0.2.3', body, declared)
    const pending = Array.from({ length: Math.floor(BEYOND_SHARE_BYTES / UNDECLARED_CHARGE_BYTES) }, () => post(stalledBody(streams)))
    expect((await post(new ReadableStream())).status).toBe(503)
    // Declared as a client on a socket declares it: at the bound, then just over it.
    const plan = JSON.stringify(validPlan).padEnd(UNCHARGED_BODY_BYTES, ' ')
    expect((await post(plan, UNCHARGED_BODY_BYTES)).status).toBe(200)
    expect((await post(`${plan} `, UNCHARGED_BODY_BYTES + 1)).status).toBe(503)
    for (const c of streams) c.close()
    await Promise.all(pending)
  })

  test('a leading byte order mark is ignored alike with a declared length and when streamed', async () => {
    const withBom = new TextEncoder().encode(`\uFEFF${JSON.stringify(validPlan)}`)
    expect([...withBom.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const declared = await send('POST', '/api/v1/calculate', {
      body: withBom,
      headers: { 'content-type': 'application/json', 'content-length': String(withBom.byteLength) },
    })
    const stream = new ReadableStream({
      start(c) {
        c.enqueue(withBom.slice(0, 2)) // the mark split across chunks
        c.enqueue(withBom.slice(2))
        c.close()
      },
    })
    const streamed = await send('POST', '/api/v1/calculate', { body: stream, headers: { 'content-type': 'application/json' } })
    expect(declared.status).toBe(200)
    expect(streamed.status).toBe(200)
    expect(streamed.json).toEqual(declared.json)
  })

  test('a charset other than UTF-8 is refused with 415, UTF-8 in any spelling is read', async () => {
    for (const charset of ['latin1', 'ISO-8859-1', '"utf-16"', 'windows-1252']) {
      const r = await send('POST', '/api/v1/calculate', {
        body: JSON.stringify(validPlan),
        headers: { 'content-type': `application/json; charset=${charset}` },
      })
      expectProblem(r, 415)
    }
    // Parameter names are case-insensitive (RFC 9110 §5.6.6): an upper-case CHARSET is still a charset.
    for (const parameter of ['CHARSET=latin1', 'Charset="ISO-8859-1"']) {
      const r = await send('POST', '/api/v1/calculate', {
        body: JSON.stringify(validPlan),
        headers: { 'content-type': `application/json; ${parameter}` },
      })
      expectProblem(r, 415)
    }
    for (const charset of ['utf-8', 'UTF-8', '"utf-8"', 'utf8']) {
      const r = await send('POST', '/api/v1/calculate', {
        body: JSON.stringify(validPlan),
        headers: { 'content-type': `Application/JSON ; charset=${charset}` },
      })
      expect(r.status).toBe(200)
    }
  })

  test('a declared content coding makes a body that is not JSON a 415, whatever its bytes; none declared, a 400', async () => {
    const coded = (coding: string) =>
      send('POST', '/api/v1/calculate', { body: '{"gender":', headers: { 'content-type': 'application/json', 'content-encoding': coding } })
    // Valid UTF-8 that does not parse: the client's coding, not its JSON, is what the server cannot read.
    expectProblem(await coded('deflate'), 415)
    expectProblem(await coded('GZIP'), 415)
    expectProblem(await coded(''), 400)
    expectProblem(await coded('Identity'), 400)
  })

  test('a body over 1 KiB nesting more than 32 deep is refused unparsed on (body); 32 deep, or 1 KiB, is parsed', async () => {
    /** A JSON object of exactly `length` characters whose `x` holds arrays nested to `depth` in all (the object counts). */
    const nested = (depth: number, length: number) => {
      const inner = `${'['.repeat(depth - 1)}${']'.repeat(depth - 1)}`
      const head = `{"x":${inner},"pad":"`
      return `${head}${'p'.repeat(length - head.length - 2)}"}`
    }
    const refused = await postJson('/api/v1/calculate', nested(33, 1025))
    expectProblem(refused, 422)
    expect(refused.json.errors).toEqual([{ field: '(body)', message: 'must not nest arrays or objects more than 32 deep' }])
    for (const body of [nested(32, 1025), nested(33, 1024)]) {
      expect(body.length).toBeGreaterThanOrEqual(1024)
      const parsed = await postJson('/api/v1/calculate', body)
      expectProblem(parsed, 422)
      expect(parsed.json.errors.map((e: { field: string }) => e.field)).toContain('x')
    }
  })

  test('a body of exactly 64 KiB is read (and judged on its content)', async () => {
    const base = JSON.stringify({ ...validPlan, pad: '' })
    const body = base.replace('"pad":""', `"pad":"${'x'.repeat(64 * 1024 - base.length)}"`)
    expect(body.length).toBe(64 * 1024)
    const r = await postJson('/api/v1/calculate', body)
    expectProblem(r, 422)
    expect(r.json.errors).toEqual([{ field: 'pad', message: 'is not accepted by this endpoint' }])
  })

  test("a calculator's unexpected exception, on GET and POST alike, is the generic 500 problem, not a bare failure", async () => {
    const logged: string[] = []
    const quiet = spyOn(console, 'error').mockImplementation((...args: unknown[]) => void logged.push(args.join(' ')))
    const failing = [calculators.bmi, calculators.calculate].map((c) =>
      spyOn(c, 'compute').mockImplementation(() => {
        throw new Error('weightKg=80 leaked')
      }),
    )
    try {
      for (const r of [await send('GET', '/api/bmi-calculator?weightKg=80&heightCm=180'), await postJson('/api/v1/calculate', validPlan)]) {
        expectProblem(r, 500)
        expect(r.json.instance).toMatch(/^urn:uuid:/)
        expect(r.text).not.toContain('leaked')
      }
    } finally {
      for (const spy of failing) spy.mockRestore()
      quiet.mockRestore()
    }
    expect(logged.join('\n')).not.toContain('leaked')
  })

  test('an unexpected exception becomes a generic 500 and its message is neither sent nor logged', async () => {
    const logged: string[] = []
    const spy = spyOn(console, 'error').mockImplementation((...args: unknown[]) => void logged.push(args.join(' ')))
    const boom = new Elysia()
      .onError(({ error, code, request }) =>
        errorResponse(
          error,
          code,
          request,
          new Map([['/boom', ['GET']]]),
          () => new Response(null, { status: 404 }),
          () => undefined,
        ),
      )
      .get('/boom', () => {
        throw new Error('weightKg=123 leaked')
      })
    const response = await boom.handle(new Request('http://localhost/boom'))
    spy.mockRestore()
    const body = await response.text()
    expect(response.status).toBe(500)
    expect(response.headers.get('content-type')).toBe(PROBLEM)
    expect(body).not.toContain('leaked')
    expect(body).not.toContain('at ')
    expect(logged.join('\n')).not.toContain('leaked')
    expect(logged.join('\n')).toContain('unexpected-error')
    // The answer and the log line name the same occurrence, so a report can be matched to the log.
    const { instance } = JSON.parse(body)
    expect(instance).toMatch(/^urn:uuid:/)
    expect(JSON.parse(logged.find((line) => line.includes('unexpected-error'))!).instance).toBe(instance)
  })
})
