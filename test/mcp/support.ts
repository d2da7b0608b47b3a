/** MCP clients for tests: the SDK's own, over HTTP into the app in-process, and raw JSON-RPC posts. */
import { Client } from '@modelcontextprotocol/sdk/client/index.js'
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js'
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js'
import { MCP_PATH } from '../../api/mcp.ts'
import type { Operation } from '../../api/openapi/types.ts'
import { app, type Sent, send } from '../support/client.ts'

/** Long enough for Elysia's router (it reads the path from character 11 on). */
const ORIGIN = 'http://localhost'

/** What an MCP client sends with every POST (Streamable HTTP). */
export const MCP_HEADERS = { 'content-type': 'application/json', accept: 'application/json, text/event-stream' }

/** A client connected (initialized) over `transport`; the caller closes it. */
export async function connected(transport: Transport): Promise<Client> {
  const client = new Client({ name: 'calorie-metrics-tests', version: '1.0.0' })
  await client.connect(transport)
  return client
}

/** The SDK's Streamable HTTP client, its fetch answered by the app in-process. */
export const httpClient = (): Promise<Client> =>
  connected(new StreamableHTTPClientTransport(new URL(MCP_PATH, ORIGIN), { fetch: (url, init) => app.handle(new Request(url, init)) }))

/** POSTs a body (a value as JSON, a string as it is) to /mcp with the headers a client sends, changed by `headers`. */
export const postMcp = (body: unknown, headers: Record<string, string> = {}): Promise<Sent> =>
  send('POST', MCP_PATH, { body: typeof body === 'string' ? body : JSON.stringify(body), headers: { ...MCP_HEADERS, ...headers } })

/** A JSON-RPC request with id 1. */
export const request = (method: string, params?: unknown) => ({
  jsonrpc: '2.0',
  id: 1,
  method,
  ...(params === undefined ? {} : { params }),
})

/** The text of a tool result's one text block, parsed. */
export function textJson(result: object): unknown {
  const [block] = (result as { content: { type: string; text: string }[] }).content
  if (block?.type !== 'text') throw new Error('the result has no text block first')
  return JSON.parse(block.text)
}

/** The example an operation documents, as tool arguments: its body, or its query parameters' example values. */
export function documentedExample(operation: Operation): Record<string, unknown> {
  const body = operation.requestBody?.content['application/json']?.example
  if (body !== undefined) return body as Record<string, unknown>
  return Object.fromEntries((operation.parameters ?? []).map((p) => [p.name, p.example]))
}
