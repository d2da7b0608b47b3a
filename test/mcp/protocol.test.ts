/**
 * POST /mcp against the protocol and against hostile clients: version negotiation, the
 * Origin rule, GET and DELETE on a stateless server, and every malformed message answered
 * with a JSON-RPC error (never a 5xx, never a value it was sent).
 */
import { describe, expect, spyOn, test } from 'bun:test'
import { readFileSync } from 'node:fs'
import { LATEST_PROTOCOL_VERSION, SUPPORTED_PROTOCOL_VERSIONS } from '@modelcontextprotocol/sdk/types.js'
import fc from 'fast-check'
import { DEFAULT_BASE_URL } from '../../api/config.ts'
import { MAX_BODY_BYTES } from '../../api/limits.ts'
import { MAX_BATCH_ANSWER_BYTES, MAX_BATCH_MESSAGES, MCP_PATH } from '../../api/mcp.ts'
import { calculators } from '../../metrics/index.ts'
import { createApp } from '../../server/app.ts'
import { INVALID_MEMBER, MESSAGES, type ParamsMember } from '../../server/mcp/rpc-errors.ts'
import { type Sent, send } from '../support/client.ts'
import { MCP_HEADERS, postMcp, request } from './support.ts'

const MARKER = 'Zq9Xw'
const initialize = (protocolVersion: string) =>
  request('initialize', { protocolVersion, capabilities: {}, clientInfo: { name: 'test', version: '1' } })

/** An HTTP-level refusal: the status, and a JSON-RPC error without an id. */
function expectRefused(r: Sent, status: number, code: number) {
  expect(r.status).toBe(status)
  expect(r.headers.get('content-type')).toBe('application/json')
  // Not toMatchObject with expect.any: Bun 1.4.5 then leaves the matcher in the received object.
  expect([r.json.jsonrpc, r.json.id, r.json.error.code, typeof r.json.error.message]).toEqual(['2.0', null, code, 'string'])
}

/** A JSON-RPC error answered to request id 1, over a 200. */
function expectRpcError(r: Sent, code: number) {
  expect(r.status).toBe(200)
  expect(r.json).toMatchObject({ jsonrpc: '2.0', id: 1, error: { code } })
}

describe('lifecycle and versions', () => {
  test("initialize's instructions say what the service calculates, in which units, and which tool answers what", async () => {
    const r = await postMcp(initialize(LATEST_PROTOCOL_VERSION))
    const text: string = r.json.result.instructions
    expect(text).toContain("a person's own expenditure learned from their weight and intake log")
    expect(text).toContain('the daily intake that reaches a weight by a date')
    // Agents pass pounds as kg unless told: the exact factors (the international pound and inch).
    expect(text).toContain('Every input is metric')
    expect(text).toContain('1 lb = 0.45359237 kg')
    expect(text).toContain('1 in = 2.54 cm')
    expect(text).toContain('or to gain weight, call caloriesForGoalDate')
    expect(text).toContain('adaptiveTdee learns')
    // The tools it routes to are tools the server lists.
    const listed = (await postMcp(request('tools/list'))).json.result.tools.map((t: { name: string }) => t.name)
    for (const name of ['caloriesForGoalDate', 'adaptiveTdee', 'calculateDeficit', 'calculate', 'weightLoss', 'tdee']) {
      expect(text).toMatch(new RegExp(`\\b${name}\\b`))
      expect(listed).toContain(name)
    }
  })

  test('initialize answers with the version the client asked for when it is supported', async () => {
    for (const version of SUPPORTED_PROTOCOL_VERSIONS) {
      const r = await postMcp(initialize(version))
      expect(r.json.result).toMatchObject({
        protocolVersion: version,
        capabilities: { tools: {}, resources: {} },
        serverInfo: { name: 'calorie-metrics-service' },
      })
    }
  })

  test('and with the latest it supports otherwise, without repeating the one asked for', async () => {
    const r = await postMcp(initialize(`${MARKER}-2099-01-01`))
    expect(r.json.result.protocolVersion).toBe(LATEST_PROTOCOL_VERSION)
    expect(r.text).not.toContain(MARKER)
  })

  test('an unsupported MCP-Protocol-Version header is a 400 naming the supported ones, not the one sent', async () => {
    const r = await postMcp(request('tools/list'), { 'mcp-protocol-version': `${MARKER}-1` })
    expectRefused(r, 400, -32000)
    expect(r.json.error.message).toContain(LATEST_PROTOCOL_VERSION)
    expect(r.text).not.toContain(MARKER)
    expect((await postMcp(request('tools/list'), { 'mcp-protocol-version': LATEST_PROTOCOL_VERSION })).status).toBe(200)
  })

  test('initialize is negotiated from its params, whatever version header comes with it (as the SDK transport does)', async () => {
    const r = await postMcp(initialize(LATEST_PROTOCOL_VERSION), { 'mcp-protocol-version': `${MARKER}-2` })
    expect(r.status).toBe(200)
    expect(r.json.result.protocolVersion).toBe(LATEST_PROTOCOL_VERSION)
    expect(r.text).not.toContain(MARKER)
  })

  test('stateless: no session id is issued, and requests need no initialize first', async () => {
    const r = await postMcp(initialize(LATEST_PROTOCOL_VERSION))
    expect(r.headers.get('mcp-session-id')).toBeNull()
    expect((await postMcp(request('tools/list'))).json.result.tools.length).toBeGreaterThan(0)
  })

  test('notifications and responses from the client are accepted with 202 and no body', async () => {
    for (const message of [
      { jsonrpc: '2.0', method: 'notifications/initialized' },
      { jsonrpc: '2.0', id: 7, result: {} },
    ]) {
      const r = await postMcp(message)
      expect(r.status).toBe(202)
      expect(r.text).toBe('')
    }
  })

  test('resources/templates/list answers an empty list: the server declares resources and has no templates', async () => {
    const r = await postMcp(request('resources/templates/list'))
    expect(r.json).toEqual({ jsonrpc: '2.0', id: 1, result: { resourceTemplates: [] } })
    expect((await postMcp(initialize(LATEST_PROTOCOL_VERSION))).json.result.capabilities.resources).toBeDefined()
  })

  test('ping answers an empty result', async () => {
    expect((await postMcp(request('ping'))).json).toEqual({ jsonrpc: '2.0', id: 1, result: {} })
  })
})

describe('task metadata (MCP 2025-11-25, tasks)', () => {
  test('a task-augmented request is processed normally, its task ignored: the server declares no tasks capability', async () => {
    const args = { weightKg: 80, heightCm: 180 }
    const plain = await postMcp(request('tools/call', { name: 'bmi', arguments: args }))
    const tasked = await postMcp(request('tools/call', { name: 'bmi', arguments: args, task: { ttl: 1000 } }))
    expect(tasked.status).toBe(200)
    expect(tasked.text).toBe(plain.text)
    expect(tasked.json.result.structuredContent.bmi).toBe(24.7)
    const list = await postMcp(request('tools/list', { task: {} }))
    expect(list.text).toBe((await postMcp(request('tools/list'))).text)
  })

  test('the initialize result declares no tasks capability', async () => {
    expect((await postMcp(initialize(LATEST_PROTOCOL_VERSION))).json.result.capabilities.tasks).toBeUndefined()
  })
})

describe('a tool that fails unexpectedly', () => {
  test('answers the fixed internal error (-32603), as REST answers its 500; the log gets the frames, never the message', async () => {
    const logged: string[] = []
    const quiet = spyOn(console, 'error').mockImplementation((...args: unknown[]) => void logged.push(args.join(' ')))
    const failing = spyOn(calculators.bmi, 'compute').mockImplementation(() => {
      throw new Error('weightKg=80 leaked')
    })
    let r: Sent
    try {
      r = await postMcp(request('tools/call', { name: 'bmi', arguments: { weightKg: 80, heightCm: 180 } }))
    } finally {
      failing.mockRestore()
      quiet.mockRestore()
    }
    expect(r.status).toBe(200)
    expect(r.json).toEqual({ jsonrpc: '2.0', id: 1, error: { code: -32603, message: 'Internal error.' } })
    expect(logged.join('\n')).toContain('unexpected-error')
    expect(logged.join('\n')).not.toContain('leaked')
  })
})

describe('HTTP rules of the transport', () => {
  test('a foreign Origin gets 403; the service origin, loopback origins and no Origin are served', async () => {
    const foreign = [
      'https://evil.example',
      'null',
      `${DEFAULT_BASE_URL}.evil.example`,
      'http://localhost.evil.example',
      'http://127.0.0.1.evil.example',
      'evil',
    ]
    for (const origin of foreign) {
      const r = await postMcp(request('tools/list'), { origin })
      expectRefused(r, 403, -32000)
      expect(r.text).not.toContain('evil')
      expect(r.headers.get('connection')).toBe('close') // the body is left unread, as for 413 and 415
    }
    for (const origin of [DEFAULT_BASE_URL, 'http://localhost:6274', 'http://127.0.0.1:5173', 'https://[::1]:8443']) {
      expect({ origin, status: (await postMcp(request('tools/list'), { origin })).status }).toEqual({ origin, status: 200 })
    }
    expect((await postMcp(request('tools/list'))).status).toBe(200)
  })

  test("deployed on a public origin, its own pages may call /mcp; another site's may not", async () => {
    const deployed = createApp({ baseUrl: 'https://calories.example.org' })
    const post = (origin: string) =>
      deployed.handle(
        new Request(`http://localhost${MCP_PATH}`, {
          method: 'POST',
          headers: { ...MCP_HEADERS, origin },
          body: JSON.stringify(request('tools/list')),
        }),
      )
    expect((await post('https://calories.example.org')).status).toBe(200)
    expect((await post('https://other.example.org')).status).toBe(403)
  })

  test('a browser on another loopback origin may send the version header (CORS preflight)', async () => {
    const r = await send('OPTIONS', MCP_PATH, {
      headers: {
        origin: 'http://localhost:6274',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type, mcp-protocol-version',
      },
    })
    expect(r.status).toBe(204)
    expect(r.headers.get('access-control-allow-methods')).toBe('POST, OPTIONS')
    expect(r.headers.get('access-control-allow-headers')?.split(', ')).toEqual(
      expect.arrayContaining(['content-type', 'mcp-protocol-version']),
    )
  })

  test('GET and DELETE are 405 (no SSE stream, no sessions to end), with Allow', async () => {
    for (const method of ['GET', 'DELETE', 'PUT']) {
      const r = await send(method, MCP_PATH, { headers: { accept: 'text/event-stream' } })
      expect(r.status).toBe(405)
      expect(r.headers.get('allow')).toBe('POST, OPTIONS')
    }
  })

  test('a foreign Origin gets 403 on every method, those the endpoint refuses too', async () => {
    for (const method of ['GET', 'DELETE', 'PUT']) {
      const r = await send(method, MCP_PATH, { headers: { accept: 'text/event-stream', origin: 'https://evil.example' } })
      expect({ method, status: r.status }).toEqual({ method, status: 403 })
      expect(r.text).not.toContain('evil')
      // Only the endpoint's path: another path's 405 is no MCP transport's.
      expect((await send(method, '/api/v1/calculate', { headers: { origin: 'https://evil.example' } })).status).toBe(405)
    }
  })

  test('a client must accept JSON and SSE (406, in words that say what to send), and send JSON (415)', async () => {
    // Either half missing, on the SDK's path (ping) and on the direct one (a tool call) alike.
    for (const accept of ['application/json', 'text/event-stream']) {
      for (const message of [request('ping'), request('tools/list')]) {
        const r = await postMcp(message, { accept })
        expectRefused(r, 406, -32000)
        expect(r.json.error.message).toBe(MESSAGES.notAcceptable)
      }
    }
    const notJson = await postMcp(request('ping'), { 'content-type': 'text/plain' })
    expectRefused(notJson, 415, -32000)
    expect(notJson.headers.get('connection')).toBe('close') // refused unread, as REST's 415 is
  })

  test('a Content-Encoding is never decoded: a compressed body is 415, a body that reads as JSON as sent is answered', async () => {
    const ping = JSON.stringify(request('ping'))
    const gzipped = await send('POST', MCP_PATH, { body: Bun.gzipSync(ping), headers: { ...MCP_HEADERS, 'content-encoding': 'gzip' } })
    expectRefused(gzipped, 415, -32000)
    expect((await postMcp(ping, { 'content-encoding': 'gzip' })).json).toEqual({ jsonrpc: '2.0', id: 1, result: {} })
  })

  test('a body over the limit is refused with 413 before it is parsed', async () => {
    const huge = JSON.stringify(
      request('tools/call', { name: 'bmi', arguments: { weightKg: 80, heightCm: 180, pad: 'x'.repeat(MAX_BODY_BYTES) } }),
    )
    expectRefused(await postMcp(huge), 413, -32000)
    const declared = await postMcp(request('ping'), { 'content-length': String(MAX_BODY_BYTES + 1) })
    expectRefused(declared, 413, -32000)
    expect(declared.headers.get('connection')).toBe('close') // refused at once, its body unread
  })

  test('answers carry the API security headers and are never cached', async () => {
    for (const r of [await postMcp(request('tools/list')), await postMcp('{')]) {
      expect(r.headers.get('x-content-type-options')).toBe('nosniff')
      expect(r.headers.get('cache-control')).toBe('no-store')
    }
  })
})

describe('malformed messages are JSON-RPC errors', () => {
  test('not JSON, or empty: -32700 parse error', async () => {
    for (const body of ['{', '', '{"jsonrpc":"2.0",', 'NaN']) expectRefused(await postMcp(body), 400, -32700)
  })

  test("a body that is no JSON says so in the words REST's 400 gives it (docs/mcp.md, docs/api.md)", async () => {
    const docs = (name: string) => readFileSync(new URL(`../../docs/${name}`, import.meta.url), 'utf8').split('\n')
    expect(docs('mcp.md').find((line) => line.startsWith('| empty, not UTF-8, not JSON |'))).toContain(
      '−32700 parse error, its message the `detail` REST gives the same body (docs/api.md, status 400)',
    )
    const [notJson, , empty] = [
      ...docs('api.md')
        .find((line) => line.startsWith('| 400 |'))!
        .matchAll(/"([^"]+)"/g),
    ].map((m) => m[1])
    expect((await postMcp('{"jsonrpc":"2.0",')).json.error).toEqual({ code: -32700, message: notJson })
    expect((await postMcp('')).json.error).toEqual({ code: -32700, message: empty })
  })

  test('deep nesting anywhere in a message: -32600, not a 5xx, not an echo', async () => {
    const deep = (depth: number) => `${'['.repeat(depth)}"${MARKER}"${']'.repeat(depth)}`
    const pad = MARKER.repeat(300) // past the length below which nesting is not checked
    for (const body of [
      `{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"bmi","arguments":{"weightKg":${deep(500)}}},"x":"${pad}"}`,
      `{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"_meta":${deep(40)}},"x":"${pad}"}`,
    ]) {
      const r = await postMcp(body)
      expectRefused(r, 400, -32600)
      expect(r.json.error.message).toContain('nests arrays or objects too deep')
      expect(r.text).not.toContain(MARKER)
    }
  })

  test("params the SDK's schema refuses, in a request whose id can be read: -32602 to that id, over a 200", async () => {
    const meta = (_meta: unknown) => ({ name: 'bmi', arguments: { weightKg: 80, heightCm: 180 }, _meta })
    const messages = [
      ...['ping', 'initialize', 'tools/list', 'tools/call', 'resources/list', 'resources/read'].map((method) => request(method, [])),
      request('ping', null),
      request('tools/call', meta({ progressToken: null })),
      request('tools/call', meta({ progressToken: 1.5 })),
      request('tools/call', meta({ progressToken: { a: MARKER } })),
      request('tools/list', { _meta: [] }),
      request('tools/list', { _meta: null }),
    ]
    for (const id of [1, 'a7']) {
      for (const message of messages) {
        const r = await postMcp({ ...message, id })
        expect(r.status).toBe(200)
        // The member at fault is named: params when it is no object, else the _meta the schema refused.
        const member =
          typeof message.params === 'object' && !Array.isArray(message.params) && message.params !== null ? 'params._meta' : 'params'
        expect(r.json).toEqual({ jsonrpc: '2.0', id, error: { code: -32602, message: INVALID_MEMBER[member] } })
      }
      // A method the server does not answer is -32601 Method not found (JSON-RPC 2.0, 5.1), whatever its params.
      for (const method of [`${MARKER}/x`, 'tools/cal', 'constructor']) {
        const r = await postMcp({ ...request(method, []), id })
        expect(r.status).toBe(200)
        expect(r.json).toEqual({ jsonrpc: '2.0', id, error: { code: -32601, message: 'Method not found' } })
      }
    }
  })

  test('JSON that is no JSON-RPC message: -32600 invalid request, with no words about batches', async () => {
    for (const body of [
      {},
      'null',
      '"ping"',
      '42',
      { jsonrpc: '1.0', id: 1, method: 'ping' },
      { jsonrpc: '2.0', id: { a: 1 }, method: 'ping' },
      { jsonrpc: '2.0', id: 1, method: 5 },
      { ...request('ping', []), id: 1.5 },
      { ...request('ping', []), extra: 1 },
      { jsonrpc: '2.0', method: 'notifications/initialized', params: [] },
    ]) {
      const r = await postMcp(body)
      expectRefused(r, 400, -32600)
      expect(r.json.error.message).not.toContain('batch')
    }
  })

  test('an unknown method: -32601, not naming it', async () => {
    for (const method of [`${MARKER}/x`, 'constructor', '__proto__', 'tools/delete']) {
      const r = await postMcp(request(method))
      expectRpcError(r, -32601)
      expect(r.text).not.toContain(MARKER)
    }
  })

  test('an unknown tool or resource: -32602 / -32002, not naming it', async () => {
    const tool = await postMcp(request('tools/call', { name: `${MARKER}bmi`, arguments: {} }))
    expectRpcError(tool, -32602)
    expect(tool.json.error.message).toContain('tools/list')
    const resource = await postMcp(request('resources/read', { uri: `${DEFAULT_BASE_URL}/${MARKER}.json` }))
    expectRpcError(resource, -32002)
    for (const r of [tool, resource]) expect(r.text).not.toContain(MARKER)
  })

  test('a cursor, of any type: -32602 (MCP pagination: an invalid cursor), as this server never gives one out', async () => {
    for (const method of ['tools/list', 'resources/list', 'resources/templates/list']) {
      for (const cursor of [5, MARKER, '', null, {}]) {
        const r = await postMcp(request(method, { cursor }))
        expectRpcError(r, -32602)
        expect(r.json.error.message).toBe(MESSAGES.noCursor)
      }
      expect((await postMcp(request(method, {}))).json.result).toBeDefined()
    }
  })

  test("params of the wrong shape: -32602 naming the member at fault (never its value), for our methods and the SDK's alike", async () => {
    const clientInfo = { name: 'test', version: '1' }
    const malformed: [object, ParamsMember][] = [
      [request('tools/call', { name: 7 }), 'params.name'],
      [request('tools/call', { name: 'bmi', arguments: [MARKER] }), 'params.arguments'],
      [request('tools/call', { name: 'bmi', arguments: MARKER }), 'params.arguments'],
      [request('tools/call'), 'params'],
      [request('resources/read', { uri: [MARKER] }), 'params.uri'],
      [request('resources/read'), 'params'],
      [request('initialize', { protocolVersion: 7, capabilities: {}, clientInfo }), 'params.protocolVersion'],
      [request('initialize', { protocolVersion: LATEST_PROTOCOL_VERSION, capabilities: 5, clientInfo }), 'params.capabilities'],
      [request('initialize', { protocolVersion: LATEST_PROTOCOL_VERSION, capabilities: {}, clientInfo: MARKER }), 'params.clientInfo'],
      // An issue deep inside a member is the member's: a key the client made up is never named.
      [
        request('initialize', { protocolVersion: LATEST_PROTOCOL_VERSION, capabilities: { experimental: { [MARKER]: 5 } }, clientInfo }),
        'params.capabilities',
      ],
      [request('initialize'), 'params'],
    ]
    for (const [message, member] of malformed) {
      const r = await postMcp(message)
      expectRpcError(r, -32602)
      expect(r.json.error.message).toBe(INVALID_MEMBER[member])
      expect(r.text).not.toContain(MARKER)
    }
  })
})

describe('batches: answered for revisions up to 2025-03-26, which MUST receive them (basic, "Batching")', () => {
  const at = (version: string) => ({ 'mcp-protocol-version': version })
  const ping = (id: number | string) => ({ ...request('ping'), id })

  test("the audit's repro: a batch of one ping under 2025-03-26 is answered with an array of one answer", async () => {
    const r = await postMcp([ping(1)], at('2025-03-26'))
    expect(r.status).toBe(200)
    expect(r.headers.get('content-type')).toBe('application/json')
    expect(r.headers.get('cache-control')).toBe('no-store')
    expect(r.json).toEqual([{ jsonrpc: '2.0', id: 1, result: {} }])
  })

  test('without MCP-Protocol-Version, 2025-03-26 is assumed (2025-06-18, transports), and so are the older revisions', async () => {
    for (const headers of [{}, at('2024-11-05'), at('2024-10-07')])
      expect((await postMcp([ping(1)], headers)).json).toEqual([{ jsonrpc: '2.0', id: 1, result: {} }])
  })

  test('each member is answered as it would be alone, in order; invalid members and initialize are refused, to their id when it reads', async () => {
    const bmi = request('tools/call', { name: 'bmi', arguments: { weightKg: 80, heightCm: 180 } })
    const alone = [
      { ...bmi, id: 'a' },
      { ...request('tools/list'), id: 2 },
      { ...request('resources/templates/list'), id: 3 },
      { ...request(`${MARKER}/x`), id: 4 },
      { ...request('tools/call', { name: 7 }), id: 5 },
      { ...request('ping', []), id: 6 },
    ]
    const members = [
      alone[0],
      { jsonrpc: '2.0', method: 'notifications/initialized' },
      ...alone.slice(1),
      MARKER,
      { id: 7, a: MARKER },
      { ...initialize(LATEST_PROTOCOL_VERSION), id: 8 },
    ]
    const r = await postMcp(members)
    expect(r.status).toBe(200)
    expect(r.text).not.toContain(MARKER)
    const answers = r.json as unknown[]
    for (const [i, message] of alone.entries()) expect(answers[i]).toEqual((await postMcp(message)).json)
    const member = { code: -32600, message: MESSAGES.batchMember }
    expect(answers.slice(alone.length)).toEqual([
      { jsonrpc: '2.0', id: null, error: member },
      { jsonrpc: '2.0', id: null, error: member },
      { jsonrpc: '2.0', id: 8, error: { code: -32600, message: MESSAGES.batchInitialize } },
    ])
  })

  test('two members of one id are each answered', async () => {
    expect((await postMcp([ping(1), ping(1)])).json).toEqual([ping(1), ping(1)].map(({ id }) => ({ jsonrpc: '2.0', id, result: {} })))
  })

  test('a batch of notifications and responses only: 202, no body (2025-03-26, transports)', async () => {
    const r = await postMcp([
      { jsonrpc: '2.0', method: 'notifications/initialized' },
      { jsonrpc: '2.0', id: 7, result: {} },
    ])
    expect(r.status).toBe(202)
    expect(r.text).toBe('')
  })

  test('empty, or more than 16 messages: -32600 whole, before any member is answered', async () => {
    const compute = spyOn(calculators.bmi, 'compute')
    const bmi = (id: number) => ({ ...request('tools/call', { name: 'bmi', arguments: { weightKg: 80, heightCm: 180 } }), id })
    try {
      for (const body of [[], Array.from({ length: 17 }, (_, i) => bmi(i))]) {
        const r = await postMcp(body)
        expectRefused(r, 400, -32600)
        expect(r.json.error.message).toBe(MESSAGES.batchSize)
      }
      expect(compute).not.toHaveBeenCalled()
      expect((await postMcp(Array.from({ length: 16 }, (_, i) => bmi(i)))).json).toHaveLength(16)
    } finally {
      compute.mockRestore()
    }
    expect(MESSAGES.batchSize).toContain(`1 to ${MAX_BATCH_MESSAGES} messages`)
  })

  test('answers past 96 KiB: the member whose answer passes it is not answered and later ones not run; invalid ones refused as alone', async () => {
    // An attack: 16 reads of the largest catalogue made a 3 MB answer from a 1.9 KB request, and clients that
    // never read held it in the server's memory (40 connections: 193 MB held, from 59 MB idle).
    const { resources } = (await postMcp(request('resources/list'))).json.result as { resources: { uri: string; size: number }[] }
    const largest = resources.toSorted((a, b) => b.size - a.size)[0]!
    expect(largest.size).toBeGreaterThan(MAX_BATCH_ANSWER_BYTES)
    const read = (id: number) => ({ ...request('resources/read', { uri: largest.uri }), id })
    const bmi = (id: number) => ({ ...request('tools/call', { name: 'bmi', arguments: { weightKg: 80, heightCm: 180 } }), id })
    const unanswered = (id: number) => ({ jsonrpc: '2.0', id, error: { code: -32000, message: MESSAGES.batchAnswerSize } })
    // Refused by the message schema (a member it does not know), which JSON-RPC answers whatever comes before it.
    const invalid = { jsonrpc: '2.0', id: 9, method: 'ping', extra: MARKER }
    const compute = spyOn(calculators.bmi, 'compute')
    try {
      const r = await postMcp([bmi(1), read(2), bmi(3), { jsonrpc: '2.0', method: 'notifications/initialized' }, invalid, read(4)])
      expect(r.status).toBe(200)
      expect(r.text).not.toContain(MARKER)
      const answers = r.json as unknown[]
      expect(answers[0]).toEqual((await postMcp(bmi(1))).json)
      expect(answers.slice(1)).toEqual([unanswered(2), unanswered(3), (await postMcp([invalid])).json[0], unanswered(4)])
      // The tool call after the limit was not run: two calls, the batch's first and the one alone above.
      expect(compute).toHaveBeenCalledTimes(2)
      expect(Buffer.byteLength(r.text)).toBeLessThan(MAX_BATCH_ANSWER_BYTES)
    } finally {
      compute.mockRestore()
    }
    const sixteen = (await postMcp(Array.from({ length: 16 }, (_, i) => read(i)))).json as object[]
    expect(sixteen).toEqual(Array.from({ length: 16 }, (_, i) => unanswered(i)))
    // What a batch is for still fits: the lists beside a call.
    const lists = (await postMcp([{ ...request('tools/list'), id: 1 }, { ...request('resources/list'), id: 2 }, bmi(3)])).json as object[]
    expect(lists.map((answer) => 'result' in answer)).toEqual([true, true, true])
    expect(MESSAGES.batchAnswerSize).toContain(`${MAX_BATCH_ANSWER_BYTES / 1024} KiB`)
  })

  test("a catalogue's read is the same answer each time (the pieces of the largest: shared-results.test.ts)", async () => {
    const { resources } = (await postMcp(request('resources/list'))).json.result as { resources: { uri: string }[] }
    for (const { uri } of resources) {
      const first = await postMcp(request('resources/read', { uri }))
      expect(first.json.result.contents[0].uri).toBe(uri)
      expect((await postMcp(request('resources/read', { uri }))).text).toBe(first.text)
    }
  })

  test('under 2025-06-18 and later: -32600, as those revisions have no batches', async () => {
    for (const version of SUPPORTED_PROTOCOL_VERSIONS.filter((v) => v >= '2025-06-18')) {
      const r = await postMcp([ping(1)], at(version))
      expectRefused(r, 400, -32600)
      expect(r.json.error.message).toBe(MESSAGES.batch)
    }
  })

  test('an unsupported version header is refused as for one message, without quoting it, even one that sorts before 2025-03-26', async () => {
    for (const version of [`${MARKER}-1`, `1${MARKER}`, '2025-01-01']) {
      const r = await postMcp([ping(1)], at(version))
      expectRefused(r, 400, -32000)
      expect(r.text).not.toContain(MARKER)
    }
  })

  test("a Content-Type the SDK's check refuses is one 415, as for one message, not one per member", async () => {
    const contentType = { 'content-type': 'application/json; a=b, c' }
    expectRefused(await postMcp(ping(1), contentType), 415, -32000)
    expectRefused(await postMcp([ping(1), ping(2)], contentType), 415, -32000)
  })
})

describe('fuzz', () => {
  const safe = (r: Sent) => {
    expect(r.status).toBeLessThan(500)
    expect(r.text).not.toContain(MARKER)
    // A batch (an array: 2025-03-26 is assumed without the version header) is answered with an array of messages.
    if (r.status !== 202) for (const answer of [r.json].flat()) expect(answer).toMatchObject({ jsonrpc: '2.0' })
  }
  const marked = fc.string({ maxLength: 10 }).map((s) => `${MARKER}${s}`)
  /** Names of fields: unknown ones are named in the answer, as REST names them, so they carry no marker. */
  const fieldName = (known: string[]) => fc.oneof(fc.constantFrom(...known), fc.string({ maxLength: 8 }))
  /** JSON whose every string carries the marker. */
  const junk = fc.letrec((tie) => ({
    value: fc.oneof(
      { depthSize: 'small' },
      marked,
      fc.double(),
      fc.boolean(),
      fc.constant(null),
      fc.array(tie('value'), { maxLength: 4 }),
      fc.dictionary(marked, tie('value'), { maxKeys: 4 }),
    ),
  })).value

  test('arbitrary JSON bodies', async () => {
    await fc.assert(
      fc.asyncProperty(junk, async (v) => safe(await postMcp(JSON.stringify(v)))),
      { numRuns: 200 },
    )
  })

  test('arbitrary methods and params', async () => {
    const method = fc.oneof(marked, fc.constantFrom('tools/call', 'tools/list', 'resources/read', 'resources/list', 'initialize', 'ping'))
    await fc.assert(
      fc.asyncProperty(method, junk, async (m, params) => safe(await postMcp(request(m, params)))),
      { numRuns: 200 },
    )
  })

  test('arbitrary arguments to every tool: a result or a tool error, never a protocol error', async () => {
    const { tools } = (await postMcp(request('tools/list'))).json.result as {
      tools: { name: string; inputSchema: { properties: object } }[]
    }
    const names = [...new Set(tools.flatMap((t) => Object.keys(t.inputSchema.properties)))]
    const args = fc.dictionary(fieldName(names), junk, { maxKeys: 8 })
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...tools.map((t) => t.name)), args, async (name, a) => {
        const r = await postMcp(request('tools/call', { name, arguments: a }))
        safe(r)
        expect(r.json.result).toBeDefined()
      }),
      { numRuns: 300 },
    )
  })
})
