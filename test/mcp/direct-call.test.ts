/**
 * The direct answer to a plain call (server/mcp/direct-call.ts) against the SDK's transport and
 * server answering the same message: the same status, headers and bytes, for every tool's
 * example, invalid input, every malformed call it takes, and our other methods. Messages the
 * SDK reads more of than we would (task metadata, `_meta`, its own methods) are left to it.
 */
import { describe, expect, test } from 'bun:test'
import { Client } from '@modelcontextprotocol/sdk/client/index.js'
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js'
import { LATEST_PROTOCOL_VERSION } from '@modelcontextprotocol/sdk/types.js'
import { DEFAULT_BASE_URL } from '../../api/config.ts'
import { endpoints } from '../../api/endpoints.ts'
import { MCP_PATH } from '../../api/mcp.ts'
import { buildOpenApi } from '../../api/openapi/document.ts'
import { directCall } from '../../server/mcp/direct-call.ts'
import { sdkExchange } from '../../server/mcp/exchange.ts'
import { mcpFeatures } from '../../server/mcp/features.ts'
import { loadBuild } from '../../server/routes/catalogues.ts'
import { documentedExample, MCP_HEADERS, request } from './support.ts'

const files = loadBuild()
const features = mcpFeatures({ baseUrl: DEFAULT_BASE_URL, clock: () => new Date('2026-05-01T08:00:00Z'), files })
const viaSdk = sdkExchange(features)
const openApi = buildOpenApi(DEFAULT_BASE_URL)

const post = (headers: Record<string, string> = {}) =>
  new Request(`http://localhost${MCP_PATH}`, {
    method: 'POST',
    headers: { ...MCP_HEADERS, 'mcp-protocol-version': LATEST_PROTOCOL_VERSION, ...headers },
  })

async function answerOf(response: Response) {
  const headers: string[] = []
  response.headers.forEach((value, name) => {
    headers.push(`${name}: ${value}`)
  })
  return { status: response.status, headers: headers.sort(), body: await response.text() }
}

/** Answers `message` both ways and expects the direct answer to exist and be the SDK's, byte for byte. */
async function expectSameAnswer(message: object, headers: Record<string, string> = {}) {
  const direct = directCall(features, post(headers), message)
  expect(direct).toBeDefined()
  const ours = await answerOf(await direct!)
  expect(ours).toEqual(await answerOf(await viaSdk(post(headers), message)))
  return ours
}

const call = (name: string, args?: unknown, id: string | number = 1) => ({
  jsonrpc: '2.0',
  id,
  method: 'tools/call',
  params: { name, ...(args === undefined ? {} : { arguments: args }) },
})

describe('a plain call is answered directly, as the SDK answers it', () => {
  test("every tool's OpenAPI example", async () => {
    for (const { method, path } of endpoints) {
      const operation = openApi.paths[path]![method === 'GET' ? 'get' : 'post']!
      const { body } = await expectSameAnswer(call(operation.operationId, documentedExample(operation)))
      expect(JSON.parse(body).result.structuredContent).toBeDefined()
    }
  })

  test('invalid input, a wrong JSON type, no arguments, unknown fields, a __proto__ argument', async () => {
    for (const args of [
      { weightKg: 9999, heightCm: 180 },
      { weightKg: '80', heightCm: 180 },
      undefined,
      {},
      { weightkg: 80 },
      JSON.parse('{"__proto__":{"weightKg":80},"heightCm":180}'),
    ]) {
      const { body } = await expectSameAnswer(call('bmi', args))
      expect(JSON.parse(body).result.isError).toBe(true)
    }
  })

  test('an unknown tool, params of the wrong shape, no params', async () => {
    const messages = [
      call('nope', {}),
      call('constructor', {}),
      { ...call('bmi'), params: { name: 7 } },
      call('bmi', [80]),
      call('bmi', 'x'),
      call('bmi', null),
      { jsonrpc: '2.0', id: 1, method: 'tools/call' },
    ]
    for (const message of messages) expect(JSON.parse((await expectSameAnswer(message)).body).error.code).toBe(-32602)
  })

  test('ids as a string, zero, negative and large integers', async () => {
    for (const id of ['abc', '', 0, -5, Number.MAX_SAFE_INTEGER]) await expectSameAnswer(call('bmi', { weightKg: 80, heightCm: 180 }, id))
  })

  test('our other methods: tools/list, resources/list, every resources/read, an unknown resource', async () => {
    await expectSameAnswer(request('tools/list'))
    await expectSameAnswer(request('tools/list', { cursor: 'x' }))
    const { body } = await expectSameAnswer(request('resources/list'))
    const { resources } = JSON.parse(body).result as { resources: { uri: string }[] }
    expect(resources.length).toBe(files.length > 0 ? 8 : 0)
    for (const { uri } of resources) await expectSameAnswer(request('resources/read', { uri }))
    await expectSameAnswer(request('resources/read', { uri: `${DEFAULT_BASE_URL}/nope.json` }))
    await expectSameAnswer(request('resources/read', {}))
  })

  test('Accept and Content-Type variants the SDK accepts', async () => {
    await expectSameAnswer(call('bmi', { weightKg: 80, heightCm: 180 }), {
      accept: 'text/event-stream, application/json;q=0.9',
      'content-type': 'application/json; charset=utf-8',
    })
  })
})

describe('anything else is left to the SDK', () => {
  const left = (message: object, headers: Record<string, string> = {}) =>
    expect(directCall(features, post(headers), message)).toBeUndefined()

  test('messages the SDK reads more of: _meta, task, __proto__ in params, its own methods, notifications, responses', () => {
    left({ ...call('bmi', {}), params: { name: 'bmi', _meta: { progressToken: 1 } } })
    left({ ...call('bmi', {}), params: { name: 'bmi', task: { ttl: 1000 } } })
    left({ ...call('bmi', {}), params: JSON.parse('{"name":"bmi","__proto__":{}}') })
    left(request('initialize', {}))
    left(request('ping'))
    left(request('nope/nope'))
    left({ jsonrpc: '2.0', method: 'tools/call', params: { name: 'bmi' } })
    left({ jsonrpc: '2.0', id: 1, result: {} })
  })

  test('messages that are no JSON-RPC request', () => {
    left({ ...call('bmi', {}), extra: 1 })
    left({ ...call('bmi', {}), jsonrpc: '1.0' })
    left({ ...call('bmi', {}), id: 1.5 })
    left({ ...call('bmi', {}), id: null })
    left({ ...call('bmi', {}), id: 2 ** 60 })
    left({ ...call('bmi', {}), params: null })
    left({ ...call('bmi', {}), params: [] })
  })

  test('a Content-Type the SDK refuses (an Accept it refuses is refused before, test/mcp/protocol.test.ts)', () => {
    left(call('bmi', {}), { 'content-type': 'text/plain' })
  })
})

test("the SDK client's own tools/call is a plain call", async () => {
  const sent: object[] = []
  const fetch = async (url: string | URL, init?: RequestInit) => {
    const message = JSON.parse(String(init?.body))
    sent.push(message)
    const r = new Request(url, init)
    return (await directCall(features, r, message)) ?? viaSdk(r, message)
  }
  const client = new Client({ name: 'test', version: '1' })
  await client.connect(new StreamableHTTPClientTransport(new URL(MCP_PATH, 'http://localhost'), { fetch }))
  const result = await client.callTool({ name: 'bmi', arguments: { weightKg: 80, heightCm: 180 } })
  await client.close()
  const toolCall = sent.find((m) => (m as { method?: string }).method === 'tools/call')!
  // Answered directly, as the SDK would answer it, with the BMI the client got: 80 / 1.8² = 24.69…
  const { body } = await expectSameAnswer(toolCall)
  const { structuredContent } = JSON.parse(body).result
  expect(structuredContent.bmi).toBe(24.7)
  expect(result.structuredContent).toEqual(structuredContent)
})
