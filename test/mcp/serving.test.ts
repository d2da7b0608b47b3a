/**
 * /mcp on a real socket, as deployed: the SDK's HTTP client with a real fetch, and the same
 * rate limit and access log as every other route.
 */
import { describe, expect, test } from 'bun:test'
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js'
import { MCP_PATH } from '../../api/mcp.ts'
import { startServer, stopAndRead } from '../support/process.ts'
import { connected, MCP_HEADERS, request } from './support.ts'

const bmiCall = (weightKg: string) =>
  `{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"bmi","arguments":{"weightKg":${weightKg},"heightCm":180}}}`

describe('/mcp served', () => {
  test('the SDK client over HTTP: initialize, list, call', async () => {
    const server = await startServer([process.execPath, 'server/main.ts'], { ACCESS_LOG: 'off' })
    try {
      const client = await connected(new StreamableHTTPClientTransport(new URL(MCP_PATH, server.url)))
      expect((await client.listTools()).tools.map((t) => t.name)).toContain('calculate')
      expect((await client.callTool({ name: 'bmi', arguments: { weightKg: 80, heightCm: 180 } })).structuredContent).toMatchObject({
        bmi: 24.7,
      })
      await client.close()
    } finally {
      server.proc.kill()
    }
  })

  test('one access-log line per message: method, route, status — never what it carried', async () => {
    const server = await startServer([process.execPath, 'server/main.ts'])
    const secret = '77.77'
    const post = (body: string) => fetch(`${server.url}${MCP_PATH}`, { method: 'POST', headers: MCP_HEADERS, body })
    await post(bmiCall(secret))
    await post(bmiCall(`${secret}e9`))
    await post(`[${bmiCall(secret)}]`)
    await post(JSON.stringify(request('tools/call', { name: `tool${secret}` })))
    await fetch(`${server.url}${MCP_PATH}?weightKg=${secret}`)
    const { output, requests } = await stopAndRead(server)
    expect(output).not.toContain(secret)
    expect(requests.map((l) => [l.method, l.route, l.status])).toEqual([
      ['POST', MCP_PATH, 200],
      ['POST', MCP_PATH, 200],
      ['POST', MCP_PATH, 200], // a batch (2025-03-26 without the version header) is one request, one line
      ['POST', MCP_PATH, 200],
      ['GET', MCP_PATH, 405],
    ])
  })

  test('the rate limit applies: 429 once the burst is spent', async () => {
    const server = await startServer([process.execPath, 'server/main.ts'], {
      ACCESS_LOG: 'off',
      RATE_LIMIT_RPS: '1',
      RATE_LIMIT_BURST: '2',
    })
    try {
      const statuses = []
      for (let i = 0; i < 3; i++)
        statuses.push((await fetch(`${server.url}${MCP_PATH}`, { method: 'POST', headers: MCP_HEADERS, body: bmiCall('80') })).status)
      expect(statuses).toEqual([200, 200, 429])
    } finally {
      server.proc.kill()
    }
  })
})
