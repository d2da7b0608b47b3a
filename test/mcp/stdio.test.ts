/**
 * `npm run --silent mcp`, as a desktop client starts it: the SDK's stdio client sees the
 * same tools and answers as over HTTP, the catalogues as resources, and nothing on stdout
 * that is not a protocol message.
 */

import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { readFileSync } from 'node:fs'
import type { Client } from '@modelcontextprotocol/sdk/client/index.js'
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js'
import { catalogueInfo } from '../../api/documents.ts'
import { endpoints } from '../../api/endpoints.ts'
import { buildOpenApi } from '../../api/openapi/document.ts'
import { exampleRequest } from '../../api/openapi/example-request.ts'
import { STDIO_URI_NOTE } from '../../server/mcp/resources.ts'
import { INVALID_MEMBER, MESSAGES } from '../../server/mcp/rpc-errors.ts'
import { send } from '../support/client.ts'
import { connected, documentedExample, httpClient, postMcp, request, textJson } from './support.ts'

const BASE_URL = 'http://localhost:3000'
const REPO_ROOT = new URL('../../', import.meta.url).pathname
const transportErrors: Error[] = []
let stdio: Client
let http: Client

beforeAll(async () => {
  const transport = new StdioClientTransport({
    command: 'npm',
    args: ['run', '--silent', 'mcp'],
    cwd: REPO_ROOT,
    env: { ...(process.env as Record<string, string>), BASE_URL },
    stderr: 'ignore',
  })
  transport.onerror = (error) => transportErrors.push(error)
  stdio = await connected(transport)
  http = await httpClient()
}, 30_000)

afterAll(async () => {
  await stdio?.close()
  await http?.close()
})

describe('MCP over stdio (npm run mcp)', () => {
  test('lists the same tools as over HTTP', async () => {
    expect((await stdio.listTools()).tools).toEqual((await http.listTools()).tools)
  })

  test('answers a tool call as REST does, and an invalid one with the 422 messages', async () => {
    const rest = await send('GET', '/api/bmi-calculator?weightKg=80&heightCm=180')
    const result = await stdio.callTool({ name: 'bmi', arguments: { weightKg: 80, heightCm: 180 } })
    expect(result.structuredContent).toEqual(rest.json)
    const rejected = await send('GET', '/api/bmi-calculator?weightKg=20')
    const invalid = await stdio.callTool({ name: 'bmi', arguments: { weightKg: 20 } })
    expect(invalid.isError).toBe(true)
    expect(textJson(invalid)).toEqual({ detail: rejected.json.detail, errors: rejected.json.errors })
  })

  test('answers every OpenAPI example as REST does', async () => {
    const openApi = buildOpenApi(BASE_URL)
    for (const endpoint of endpoints) {
      const verb = endpoint.method === 'GET' ? 'get' : 'post'
      const operation = openApi.paths[endpoint.path]![verb]!
      const { method, target, body } = exampleRequest(endpoint.path, verb, operation)
      const rest = await send(method, target, body === undefined ? {} : { body, headers: { 'content-type': 'application/json' } })
      expect(rest.status).toBe(200)
      const result = await stdio.callTool({ name: operation.operationId, arguments: documentedExample(operation) })
      expect({ tool: operation.operationId, answer: result.structuredContent }).toEqual({ tool: operation.operationId, answer: rest.json })
    }
  })

  test('offers the catalogues as resources, by their URL under BASE_URL and with their media type', async () => {
    const { resources } = await stdio.listResources()
    const agent = catalogueInfo.aiAgent
    expect(resources).toContainEqual(
      expect.objectContaining({ uri: `${BASE_URL}${agent.path}`, mimeType: agent.mediaType, title: agent.title }),
    )
    const { contents } = await stdio.readResource({ uri: `${BASE_URL}${agent.path}` })
    expect(JSON.parse((contents[0] as { text: string }).text)).toEqual((await send('GET', agent.path)).json)
  })

  test("each resource's description says its URI names BASE_URL, which no HTTP server in this process serves", async () => {
    const overHttp = (await http.listResources()).resources
    const { resources } = await stdio.listResources()
    expect(resources.map((r) => r.uri)).toEqual(overHttp.map((r) => r.uri))
    for (const [i, resource] of resources.entries()) expect(resource.description).toBe(`${overHttp[i]!.description} ${STDIO_URI_NOTE}`)
  })

  test('answers resources/templates/list with an empty list, as over HTTP', async () => {
    expect(await stdio.listResourceTemplates()).toEqual({ resourceTemplates: [] })
  })

  test('wrote nothing to stdout that is not an MCP message', () => {
    expect(transportErrors).toEqual([])
  })
})

/** `bun server/main.ts mcp` spoken to in raw lines, for messages the SDK client would not send. */
class RawStdio {
  readonly proc
  private readonly reader
  private buffered = ''

  constructor(preload?: string) {
    const cmd = [process.execPath, ...(preload === undefined ? [] : ['--preload', preload]), 'server/main.ts', 'mcp']
    this.proc = Bun.spawn(cmd, { cwd: REPO_ROOT, env: { ...process.env, BASE_URL }, stdin: 'pipe', stdout: 'pipe', stderr: 'pipe' })
    this.reader = this.proc.stdout.getReader()
  }

  /** Writes one line and reads the next line the server writes, as JSON. */
  ask(line: string): Promise<any> {
    this.proc.stdin.write(`${line}\n`)
    this.proc.stdin.flush()
    return this.answer()
  }

  /** The next line the server writes, as JSON. */
  async answer(): Promise<any> {
    while (!this.buffered.includes('\n')) {
      const { value, done } = await this.reader.read()
      if (done) throw new Error('the server closed stdout')
      this.buffered += new TextDecoder().decode(value)
    }
    const end = this.buffered.indexOf('\n')
    const answer = this.buffered.slice(0, end)
    this.buffered = this.buffered.slice(end + 1)
    return JSON.parse(answer)
  }

  /** Closes stdin; resolves with the exit code and what went to stderr. */
  async end(): Promise<{ code: number; stderr: string }> {
    this.proc.stdin.end()
    const [code, stderr] = await Promise.all([this.proc.exited, new Response(this.proc.stderr).text()])
    return { code, stderr }
  }
}

const initialize = (id: number, protocolVersion: string) =>
  JSON.stringify({ ...request('initialize', { protocolVersion, capabilities: {}, clientInfo: { name: 't', version: '1' } }), id })
const ping = (id: number) => ({ ...request('ping'), id })

const bmiCall = (id: number, params: string) => `{"jsonrpc":"2.0","id":${id},"method":"tools/call","params":{"name":"bmi",${params}}}`

describe('MCP over stdio, raw messages', () => {
  test('a task-augmented call is answered as a plain one (no tasks capability); stdin closed ends the process', async () => {
    const server = new RawStdio()
    const plain = await server.ask(bmiCall(1, '"arguments":{"weightKg":80,"heightCm":180}'))
    const tasked = await server.ask(bmiCall(2, '"arguments":{"weightKg":80,"heightCm":180},"task":{"ttl":1000}'))
    expect(plain.result.structuredContent.bmi).toBe(24.7)
    expect(tasked).toEqual({ ...plain, id: 2 })
    expect((await server.end()).code).toBe(0)
  }, 20_000)

  test('a key repeated inside arguments: the last one counts, as over HTTP (JSON.parse keeps it)', async () => {
    const server = new RawStdio()
    const line = bmiCall(1, '"arguments":{"weightKg":20,"heightCm":180,"weightKg":80}')
    const answer = await server.ask(line)
    await server.end()
    expect(answer.result.structuredContent.bmi).toBe(24.7)
    const overHttp = await postMcp(line)
    expect(overHttp.json).toEqual(answer)
  }, 20_000)

  test('a line that is not JSON, or JSON that is no message (a batch too, once 2025-06-18 or later is negotiated), is answered with id null (JSON-RPC 2.0, 5.1), and the next line as usual', async () => {
    const server = new RawStdio()
    expect((await server.ask(initialize(0, '2025-06-18'))).result.protocolVersion).toBe('2025-06-18')
    const notJson = await server.ask('{"jsonrpc":"2.0","id":1,')
    const notMessage = await server.ask('{"id":2}')
    const batch = await server.ask(`[${JSON.stringify({ ...request('ping'), id: 4 })}]`)
    const next = await server.ask(JSON.stringify({ ...request('ping'), id: 3 }))
    expect((await server.end()).code).toBe(0)
    // The specification's codes: -32700 Parse error, -32600 Invalid Request; the id is null when it cannot be read.
    // The words are docs/mcp.md's, the two quoted sentences of its stdio limits.
    const stdioDocs = readFileSync(new URL('../../docs/mcp.md', import.meta.url), 'utf8').replace(/\s+/g, ' ')
    const [parseError] = [...stdioDocs.matchAll(/−32700 "(Parse error:[^"]+)"/g)].map((m) => m[1])
    expect(notJson).toEqual({ jsonrpc: '2.0', id: null, error: { code: -32700, message: parseError } })
    const [invalid] = [...stdioDocs.matchAll(/−32600 "(Invalid Request: the line[^"]+)"/g)].map((m) => m[1]!)
    expect(notMessage).toEqual({ jsonrpc: '2.0', id: null, error: { code: -32600, message: invalid } })
    // A batch (MCP has none since 2025-06-18) is told so, in the docs' words; a line that is no batch is not.
    const [, batchEnding] = /ending "(per line \(batches are not part of MCP[^"]+)"/.exec(stdioDocs)!
    expect(batch).toEqual({ jsonrpc: '2.0', id: null, error: { code: -32600, message: invalid!.replace(/per line\.$/, batchEnding!) } })
    expect(invalid).not.toContain('batch')
    expect(next).toEqual({ jsonrpc: '2.0', id: 3, result: {} })
  }, 20_000)

  test('a last line with no newline after it is answered when stdin ends, then the process exits with 0', async () => {
    const server = new RawStdio()
    server.proc.stdin.write(`${JSON.stringify({ ...request('ping'), id: 1 })}\n${JSON.stringify({ ...request('ping'), id: 2 })}`)
    const { code } = await server.end()
    expect(code).toBe(0)
    expect([await server.answer(), await server.answer()]).toEqual([1, 2].map((id) => ({ jsonrpc: '2.0', id, result: {} })))
  }, 20_000)

  test('a batch, before initialize or once 2025-03-26 is negotiated: its members answered in turn, on one line', async () => {
    const server = new RawStdio()
    const bmi = { ...request('tools/call', { name: 'bmi', arguments: { weightKg: 80, heightCm: 180 } }), id: 2 }
    const members = [
      ping(1),
      { jsonrpc: '2.0', method: 'notifications/initialized' },
      bmi,
      ping(1),
      5,
      JSON.parse(initialize(3, '2025-03-26')),
    ]
    const before = await server.ask(JSON.stringify(members))
    expect((await server.ask(initialize(4, '2025-03-26'))).result.protocolVersion).toBe('2025-03-26')
    // A later request of initialize's id leaves the negotiated revision as it is.
    expect(await server.ask(JSON.stringify(ping(4)))).toEqual({ jsonrpc: '2.0', id: 4, result: {} })
    const after = await server.ask(JSON.stringify(members))
    // Notifications only: no line is written, and the next line is read.
    server.proc.stdin.write(`${JSON.stringify([{ jsonrpc: '2.0', method: 'notifications/initialized' }])}\n`)
    const next = await server.ask(JSON.stringify(ping(9)))
    const empty = await server.ask('[]')
    expect((await server.end()).code).toBe(0)
    const bmiAlone = (await postMcp(bmi)).json
    expect(before).toEqual([
      { jsonrpc: '2.0', id: 1, result: {} },
      bmiAlone,
      { jsonrpc: '2.0', id: 1, result: {} },
      { jsonrpc: '2.0', id: null, error: { code: -32600, message: MESSAGES.batchMember } },
      { jsonrpc: '2.0', id: 3, error: { code: -32600, message: MESSAGES.batchInitialize } },
    ])
    expect(after).toEqual(before)
    expect(next).toEqual({ jsonrpc: '2.0', id: 9, result: {} })
    expect(empty).toEqual({ jsonrpc: '2.0', id: null, error: { code: -32600, message: MESSAGES.batchSize } })
  }, 20_000)

  test("a request whose params the SDK's schema refuses is answered -32602 to its id, as over HTTP", async () => {
    const server = new RawStdio()
    const lines = [
      JSON.stringify({ ...request('ping', []), id: 5 }),
      JSON.stringify({ ...request('initialize', []), id: 'six' }),
      bmiCall(7, '"arguments":{"weightKg":80,"heightCm":180},"_meta":{"progressToken":null}'),
      JSON.stringify({ ...request('tools/list', { _meta: { progressToken: 1.5 } }), id: 8 }),
      // A method the server does not answer: -32601 Method not found (JSON-RPC 2.0), whatever its params.
      JSON.stringify({ ...request('tools/cal', []), id: 9 }),
    ]
    const answers = []
    for (const line of lines) answers.push({ stdio: await server.ask(line), http: (await postMcp(line)).json })
    expect((await server.end()).code).toBe(0)
    // Params that are no object, then _meta the schema refuses: each named.
    const members = ['params', 'params', 'params._meta', 'params._meta'] as const
    for (const [i, { stdio, http }] of answers.entries()) {
      const error =
        i === lines.length - 1 ? { code: -32601, message: 'Method not found' } : { code: -32602, message: INVALID_MEMBER[members[i]!] }
      expect(stdio).toEqual({ jsonrpc: '2.0', id: JSON.parse(lines[i]!).id, error })
      expect(stdio).toEqual(http)
    }
  }, 20_000)

  test('an exception nothing catches is logged (without its message) and the server goes on answering', async () => {
    const server = new RawStdio('./test/mcp/stray-exception.preload.ts')
    await server.ask(JSON.stringify(request('ping')))
    await Bun.sleep(100) // the stray exception is thrown meanwhile
    expect((await server.ask(bmiCall(2, '"arguments":{"weightKg":80,"heightCm":180}'))).result.structuredContent.bmi).toBe(24.7)
    const { code, stderr } = await server.end()
    expect(code).toBe(0)
    expect(stderr).toContain('"event":"unexpected-error"')
    expect(stderr).not.toContain('Zq9Xw')
  }, 20_000)
})

describe('a client that writes and never reads', () => {
  test("is answered a line at a time as it reads: its pipe fills, the server's memory does not (it once grew past 1.2 GB in two seconds)", async () => {
    const raw = new RawStdio()
    try {
      await raw.ask(
        '{"jsonrpc":"2.0","id":0,"method":"initialize","params":{"protocolVersion":"2025-11-25","capabilities":{},"clientInfo":{"name":"t","version":"1"}}}',
      )
      // 3,000 reads of a 156 KB catalogue (470 MB of answers), never read back.
      const read = (id: number) =>
        `{"jsonrpc":"2.0","id":${id},"method":"resources/read","params":{"uri":"${BASE_URL}/.well-known/ai-agent.json"}}\n`
      raw.proc.stdin.write(Array.from({ length: 3000 }, (_, i) => read(i + 1)).join(''))
      // Not awaited: once the server stops reading, the pipe fills and the flush waits for good (a CI run
      // timed out on it); when the process is killed it fails with EPIPE, which is expected here.
      Promise.resolve(raw.proc.stdin.flush()).catch(() => {})
      await Bun.sleep(2000)
      const rssKb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${raw.proc.pid}/status`, 'utf8'))![1])
      expect(rssKb).toBeLessThan(200 * 1024)
      // It still answers, in order, once read.
      expect((await raw.answer()).id).toBe(1)
    } finally {
      raw.proc.kill()
    }
  }, 30_000)
})

test('a cancellation followed by a request of its id, in one chunk: both requests after it are answered, the process stays', async () => {
  const raw = new RawStdio()
  try {
    raw.proc.stdin.write(
      `{"jsonrpc":"2.0","method":"notifications/cancelled","params":{"requestId":5}}\n{"jsonrpc":"2.0","id":5,"method":"ping"}\n{"jsonrpc":"2.0","id":6,"method":"ping"}\n`,
    )
    await raw.proc.stdin.flush()
    expect([(await raw.answer()).id, (await raw.answer()).id]).toEqual([5, 6])
    expect((await raw.ask('{"jsonrpc":"2.0","id":7,"method":"ping"}')).id).toBe(7)
    // With an id it is a request, however named: answered, as over HTTP (an unknown method).
    expect((await raw.ask('{"jsonrpc":"2.0","id":8,"method":"notifications/cancelled","params":{"requestId":1}}')).error.code).toBe(-32601)
  } finally {
    raw.proc.kill()
  }
}, 30_000)

describe('the stdio server and a message too long', () => {
  /** Runs `bun server/main.ts mcp` on `input`: its exit code, stdout and stderr. */
  async function run(input: string) {
    const proc = Bun.spawn([process.execPath, 'server/main.ts', 'mcp'], { cwd: REPO_ROOT, stdin: 'pipe', stdout: 'pipe', stderr: 'pipe' })
    proc.stdin.write(input)
    await proc.stdin.flush()
    await Bun.sleep(500) // the line is read in chunks; the limit is met on the way
    proc.stdin.end()
    return { code: await proc.exited, stdout: await new Response(proc.stdout).text(), stderr: await new Response(proc.stderr).text() }
  }
  /** The ids of the answers on stdout, one JSON-RPC message a line. */
  const answeredIds = (stdout: string) =>
    stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line).id)
  const ping = (id: number, padding = '') =>
    `${JSON.stringify({ jsonrpc: '2.0', id, method: 'ping', ...(padding === '' ? {} : { params: { _meta: { padding } } }) })}\n`

  test('a message under 1 MiB is answered; the process ends with stdin, code 0', async () => {
    const { code, stdout } = await run(ping(1) + ping(2, 'a'.repeat(900_000)))
    expect(code).toBe(0)
    expect(answeredIds(stdout)).toEqual([1, 2])
  }, 30_000)

  test('a line past 1 MiB: the server says why on stderr and exits with 1, its stdout still only protocol messages', async () => {
    const { code, stdout, stderr } = await run(ping(1) + 'a'.repeat(1_200_000))
    expect(code).toBe(1)
    expect(answeredIds(stdout)).toEqual([1])
    expect(stderr).toContain('"event":"mcp-stdio-closed"')
  }, 30_000)
})
