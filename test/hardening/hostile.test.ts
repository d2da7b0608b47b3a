/**
 * Hostile requests over a real socket (issue: hardening). Whatever arrives, the answer is
 * never a 5xx, never a stack trace, never the client's values or a file's content.
 */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { SOCKET_BODY_LIMIT_BYTES } from '../../api/limits.ts'
import { type Running, startServer } from '../support/process.ts'
import { openRaw, rawRequest, statusOf } from '../support/raw-http.ts'

let server: Running
let port: number
beforeAll(async () => {
  server = await startServer([process.execPath, 'server/main.ts'], { ACCESS_LOG: 'off' })
  port = Number(new URL(server.url).port)
})
afterAll(() => server.proc.kill())

const MARKER = '987654321'
const PLAN = `{"gender":"male","age":30,"weightKg":80,"heightCm":180,"activityLevel":"moderate","weeklyLossGoalKg":0.5,"targetWeightKg":75`

function post(body: string | Uint8Array, contentType = 'application/json', extra = ''): Uint8Array {
  const bytes = typeof body === 'string' ? new TextEncoder().encode(body) : body
  const head = `POST /api/v1/calculate HTTP/1.1\r\nHost: localhost\r\nContent-Type: ${contentType}\r\nContent-Length: ${bytes.length}\r\nConnection: close\r\n${extra}\r\n`
  return new Uint8Array([...new TextEncoder().encode(head), ...bytes])
}
const get = (target: string, extra = '') => `GET ${target} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n${extra}\r\n`

function expectSafe(response: string, allowed: number[]) {
  const status = statusOf(response)
  expect(allowed).toContain(status)
  expect(status).toBeLessThan(500)
  expect(response).not.toContain(MARKER)
  expect(response).not.toMatch(/\bat .*\.(ts|js):\d+/) // no stack frames
  expect(response).not.toContain('"name":') // no package.json or other file content
  expect(response).not.toContain('[core]') // no .git/config
}

describe('hostile bodies', () => {
  const cases: [string, string | Uint8Array, number[]][] = [
    ['truncated JSON', PLAN, [400]],
    ['trailing garbage', `${PLAN}} ${MARKER}`, [400]],
    ['deep nesting', '['.repeat(30_000) + ']'.repeat(30_000), [422]],
    ['deep object nesting', `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`, [422]],
    ['__proto__ key', `${PLAN},"__proto__":{"isAdmin":true}}`, [422]],
    ['constructor key', `${PLAN},"constructor":{"prototype":{"x":${MARKER}}}}`, [422]],
    ['NaN', `${PLAN.replace('"age":30', '"age":NaN')}}`, [400]],
    ['Infinity', `${PLAN.replace('"age":30', '"age":Infinity')}}`, [400]],
    ['exponent number', `${PLAN.replace('"weightKg":80', `"weightKg":${MARKER}e300`)}}`, [422]],
    ['hex number', `${PLAN.replace('"weightKg":80', '"weightKg":0x50')}}`, [400]],
    ['huge number', `${PLAN.replace('"weightKg":80', `"weightKg":${'9'.repeat(400)}`)}}`, [422]],
    ['invalid UTF-8', new Uint8Array([0x7b, 0x22, 0xc3, 0x28, 0x22, 0x3a, 0x31, 0x7d]), [400]],
    ['UTF-16 body', new Uint8Array([0xff, 0xfe, 0x7b, 0x00, 0x7d, 0x00]), [400]],
    ['string values everywhere', `{"gender":"${MARKER}","age":"${MARKER}","weightKg":"${MARKER}"}`, [422]],
  ]
  for (const [name, body, statuses] of cases) {
    test(name, async () => expectSafe(await rawRequest(port, post(body)), statuses))
  }

  test('content types: missing, wrong, multipart, json lookalikes', async () => {
    for (const type of [
      'text/plain',
      'multipart/form-data; boundary=x',
      'application/x-www-form-urlencoded',
      'application/json-seq',
      'json',
    ]) {
      expectSafe(await rawRequest(port, post(`${PLAN}}`, type)), [415])
    }
    const noType = `POST /api/v1/calculate HTTP/1.1\r\nHost: localhost\r\nContent-Length: 2\r\nConnection: close\r\n\r\n{}`
    expectSafe(await rawRequest(port, noType), [415])
  })

  test('a compressed body is refused as an unsupported content coding (415), not as bad JSON', async () => {
    const gzipped = Bun.gzipSync(new TextEncoder().encode(`${PLAN}}`))
    const response = await rawRequest(port, post(gzipped, 'application/json', 'Content-Encoding: gzip\r\n'))
    expectSafe(response, [415])
    expect(response).toContain('Content-Encoding')
    // Declared but not applied: the body is read as sent, and an identity coding is no coding at all.
    expectSafe(await rawRequest(port, post(`${PLAN}}`, 'application/json', 'Content-Encoding: br\r\n')), [200])
    expectSafe(await rawRequest(port, post(`${PLAN}`, 'application/json', 'Content-Encoding: identity\r\n')), [400])
  })

  test('a declared length over 64 KiB gets our 413 problem; beyond the socket limit, Bun answers it bare', async () => {
    const head = (length: number) =>
      `POST /api/v1/calculate HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\nConnection: close\r\n\r\n{`
    const ours = await rawRequest(port, head(SOCKET_BODY_LIMIT_BYTES))
    expectSafe(ours, [413])
    expect(ours).toContain('application/problem+json')
    const bun = await rawRequest(port, head(SOCKET_BODY_LIMIT_BYTES + 1))
    expectSafe(bun, [413])
    expect(bun).not.toContain('application/problem+json')
  })

  test('a huge declared length is refused before reading', async () => {
    const head = `POST /api/v1/calculate HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 500000\r\nConnection: close\r\n\r\n{`
    expectSafe(await rawRequest(port, head), [413])
  })

  test('a refused body closes the connection instead of being read to its end', async () => {
    // Keep-alive requests whose bodies are never read: 413 (declared; streamed past the socket limit, Bun's) and 415.
    const heads = [
      'Content-Type: application/json\r\nContent-Length: 2000000000\r\n',
      'Content-Type: application/json\r\nTransfer-Encoding: chunked\r\n',
      'Content-Type: text/plain\r\nContent-Length: 2000000000\r\n',
    ]
    for (const head of heads) {
      const exchange = await openRaw(port)
      exchange.write(`POST /api/v1/calculate HTTP/1.1\r\nHost: localhost\r\n${head}\r\n`)
      // A streamed body is refused once it passes the socket limit; the others before any of it arrives.
      const streamed = SOCKET_BODY_LIMIT_BYTES + 1
      if (head.includes('chunked')) exchange.write(`${streamed.toString(16)}\r\n${'a'.repeat(streamed)}\r\n`)
      else exchange.write(`{"a":"${'a'.repeat(100_000)}`)
      const { text, closed } = await exchange.received(3000, true)
      expect([413, 415]).toContain(statusOf(text))
      expect(text).toMatch(/connection: close/i)
      expect(closed).toBe(true)
    }
  })

  test('a chunked body over 64 KiB is cut off', async () => {
    const chunk = 'a'.repeat(8192)
    const chunks = Array.from({ length: 10 }, () => `2000\r\n${chunk}\r\n`).join('')
    const req = `POST /api/v1/calculate HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n${chunks}0\r\n\r\n`
    expectSafe(await rawRequest(port, req), [413])
  })
})

describe('hostile query strings and URLs', () => {
  const targets: [string, number[]][] = [
    [`/api/bmi-calculator?weightKg=${MARKER}e1&heightCm=180`, [422]],
    ['/api/bmi-calculator?weightKg=0x50&heightCm=180', [422]],
    ['/api/bmi-calculator?weightKg=NaN&heightCm=Infinity', [422]],
    ['/api/bmi-calculator?weightKg=80&heightCm=180&heightCm=181', [422]],
    ['/api/bmi-calculator?weightKg[]=80&heightCm=180', [422]],
    ['/api/bmi-calculator?weightKg[a]=80&heightCm=180', [422]],
    [`/api/bmi-calculator?weightKg=%${MARKER}&heightCm=%zz`, [422]],
    ['/api/bmi-calculator?weightKg=%C3%28&heightCm=%FF%FE', [422]],
    ['/api/bmi-calculator?%00=1&weightKg=80&heightCm=180', [422]],
    ['/api/bmi-calculator?__proto__=1&constructor=2&weightKg=80&heightCm=180', [422]],
    [`/api/bmi-calculator?${'x'.repeat(7000)}=1`, [422]],
    ['/api/%zz', [404]],
    ['/api/bmi-calculator%00', [404]],
    ['/%2e%2e/%2e%2e/etc/passwd', [404]],
    [`/api/${MARKER}`, [404]],
  ]
  for (const [target, statuses] of targets) {
    test(target.slice(0, 80), async () => expectSafe(await rawRequest(port, get(target)), statuses))
  }

  test('overlong URL and headers are refused by the HTTP layer, not with a 5xx', async () => {
    expectSafe(await rawRequest(port, get(`/api/bmi-calculator?weightKg=${MARKER}${'9'.repeat(70_000)}`)), [414, 431])
    expectSafe(await rawRequest(port, get('/healthz', `X-Big: ${MARKER}${'a'.repeat(70_000)}\r\n`)), [431])
  })

  test('malformed request lines get 400 from the HTTP layer', async () => {
    for (const junk of ['GARBAGE\r\n\r\n', 'GET\r\n\r\n', '\x00\x01\x02\r\n\r\n', 'GET /healthz HTTP/1.1\r\nHost: a\r\nHost b\r\n\r\n']) {
      expect(statusOf(await rawRequest(port, junk))).toBe(400)
    }
  })

  test('the one protocol-layer 5xx: an HTTP version the parser cannot speak is 505 (RFC 9110 §15.6.6)', async () => {
    // Answered by Bun's HTTP parser before any application code runs; documented in docs/security.md.
    expect(statusOf(await rawRequest(port, 'GET /healthz HTTP/9.9\r\nHost: x\r\n\r\n'))).toBe(505)
  })
})

describe('Host headers', () => {
  for (const host of ['a', 'ab:1', 'api', '[::1]:80', 'a-very-long-host-name.example.internal:8080']) {
    test(`Host: ${host} routes like any other`, async () => {
      const response = await rawRequest(port, `GET /healthz HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`)
      expect(statusOf(response)).toBe(200)
    })
  }
})

describe('requests without a usable Host (Bun then gives the URL as a bare path)', () => {
  // HTTP/1.0 may omit Host; an invalid one (`a b`) reaches the app the same way.
  const requests = (target: string, method = 'GET', extra = '') => [
    `${method} ${target} HTTP/1.0\r\n${extra}\r\n`,
    `${method} ${target} HTTP/1.1\r\nHost: a b\r\nConnection: close\r\n${extra}\r\n`,
  ]
  const cases: [string, string, string, number, RegExp?][] = [
    ['a calculator', 'GET', '/api/bmi-calculator?weightKg=80&heightCm=180', 200, /"bmi":24\.7/],
    ['a POST path asked with GET: 405 with its Allow', 'GET', '/api/v1/calculate', 405, /Allow: POST, OPTIONS/i],
    ['a trailing slash', 'GET', '/api/v1/summaries/', 200],
    ['a query holding // does not choose the route', 'GET', '/openapi.json?a=//x/healthz', 200, /"openapi":"3\.1/],
    ['an unknown path', 'GET', '/nowhere?a=//x/healthz', 404],
  ]
  for (const [name, method, target, status, body] of cases) {
    test(name, async () => {
      for (const request of requests(target, method)) {
        const response = await rawRequest(port, request)
        expect(statusOf(response)).toBe(status)
        if (body) expect(response).toMatch(body)
      }
    })
  }

  test("an MCP message the SDK's transport answers (ping): its answer, with no Host, `a b` or `[x` (a 500 or the parser's words before)", async () => {
    const ping = '{"jsonrpc":"2.0","id":7,"method":"ping"}'
    const head = `Content-Type: application/json\r\nAccept: application/json, text/event-stream\r\nContent-Length: ${ping.length}\r\n`
    const unparsable = `POST /mcp HTTP/1.1\r\nHost: [x\r\nConnection: close\r\n${head}\r\n`
    for (const request of [...requests('/mcp', 'POST', head), unparsable]) {
      const response = await rawRequest(port, request + ping)
      expect(statusOf(response)).toBe(200)
      expect(response).toEndWith('{"result":{},"jsonrpc":"2.0","id":7}')
    }
  })

  test('a CORS preflight', async () => {
    const preflight = 'Origin: https://app.example\r\nAccess-Control-Request-Method: GET\r\n'
    for (const request of requests('/api/bmi-calculator', 'OPTIONS', preflight)) expect(statusOf(await rawRequest(port, request))).toBe(204)
  })
})

describe('traversal and file probing', () => {
  const probes = [
    '/package.json',
    '/server/app.ts',
    '/.env',
    '/.git/config',
    '/node_modules/elysia/package.json',
    '/dist/manifest.json',
    '/.well-known/../package.json',
    '/.well-known/%2e%2e/package.json',
    '/.well-known/%2e%2e%2fpackage.json',
    '/.well-known/..%2f..%2fpackage.json',
    '/.well-known/ai-agent.json/../../package.json',
    '/api/v1/..%5c..%5cpackage.json',
    '/api/v1/%252e%252e/package.json',
    '/knowledge-sitemap.xml%00.ts',
    '/api/v1/summaries%00',
    '/.well-known/ai-agent.json%2f..%2f..%2fpackage.json',
    '/api/v1/entities.json/../../package.json',
  ]
  for (const target of probes) {
    test(target, async () => expectSafe(await rawRequest(port, get(target)), [404]))
  }
})
