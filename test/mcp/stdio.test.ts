/**
 * `npm run --silent mcp`, as a desktop client starts it: the SDK's stdio client sees the
 * same tools and answers as over HTTP, the catalogues as resources, and nothing on stdout
 * that is not a protocol message.
 */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import type { Client } from '@modelcontextprotocol/sdk/client/index.js'
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js'
import { catalogueInfo } from '../../api/documents.ts'
import { send } from '../support/client.ts'
import { connected, httpClient, textJson } from './support.ts'

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

  test('offers the catalogues as resources, by their URL under BASE_URL and with their media type', async () => {
    const { resources } = await stdio.listResources()
    const agent = catalogueInfo.aiAgent
    expect(resources).toContainEqual(expect.objectContaining({ uri: `${BASE_URL}${agent.path}`, mimeType: agent.mediaType, title: agent.title }))
    const { contents } = await stdio.readResource({ uri: `${BASE_URL}${agent.path}` })
    expect(JSON.parse((contents[0] as { text: string }).text)).toEqual((await send('GET', agent.path)).json)
  })

  test('wrote nothing to stdout that is not an MCP message', () => {
    expect(transportErrors).toEqual([])
  })
})
