/**
 * The catalogues as MCP resources over HTTP: every one listed by its URL, with the media type
 * its HTTP route serves it as, and read as the same bytes. And what the discovery documents
 * say about the MCP server (ai-agent.json's tool list, /docs, llms.txt) against tools/list.
 */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import type { Client } from '@modelcontextprotocol/sdk/client/index.js'
import type { Tool } from '@modelcontextprotocol/sdk/types.js'
import { DEFAULT_BASE_URL } from '../../api/config.ts'
import { catalogueInfo, LLMS_TXT } from '../../api/documents.ts'
import { MCP_PATH } from '../../api/mcp.ts'
import { catalogueResources } from '../../server/mcp/resources.ts'
import { send } from '../support/client.ts'
import { httpClient } from './support.ts'

let client: Client
let tools: Tool[]
beforeAll(async () => {
  client = await httpClient()
  tools = (await client.listTools()).tools
})
afterAll(() => client.close())

const DOCUMENTS = [...Object.values(catalogueInfo), LLMS_TXT]

describe('resources over HTTP', () => {
  test('every catalogue and llms.txt, by its URL, with the media type of its HTTP route', async () => {
    const { resources } = await client.listResources()
    expect(resources.map((r) => r.uri).sort()).toEqual(DOCUMENTS.map((d) => `${DEFAULT_BASE_URL}${d.path}`).sort())
    for (const document of DOCUMENTS) {
      const route = await send('GET', document.path)
      expect(route.status).toBe(200)
      const resource = resources.find((r) => r.uri === `${DEFAULT_BASE_URL}${document.path}`)!
      expect({ path: document.path, mimeType: resource.mimeType }).toEqual({
        path: document.path,
        mimeType: route.headers.get('content-type')!,
      })
      expect(resource.title).toBe(document.title)
      // Over HTTP the URI is the route that answered, so the description needs no word on reaching it (stdio's does).
      expect(resource.description).toBe(document.description)
    }
  })

  test('each reads as the bytes its HTTP route serves, as many as its listed size', async () => {
    const { resources } = await client.listResources()
    for (const document of DOCUMENTS) {
      const uri = `${DEFAULT_BASE_URL}${document.path}`
      const { contents } = await client.readResource({ uri })
      // The size is the uncompressed body's bytes (MCP: before any encoding), so an agent can weigh a read first.
      const served = await send('GET', document.path)
      expect(resources.find((r) => r.uri === uri)!.size).toBe(Buffer.byteLength(served.text))
      expect(contents).toHaveLength(1)
      const [content] = contents as { uri: string; mimeType: string; text: string }[]
      expect([content!.uri, content!.mimeType]).toEqual([uri, document.mediaType])
      expect(content!.text === (await send('GET', document.path)).text).toBe(true) // not toEqual: a 78 KB diff helps nobody
    }
  })

  test('only documents that were built are listed: without a build, none, and reading one finds nothing', () => {
    const unbuilt = catalogueResources([], DEFAULT_BASE_URL)
    expect(unbuilt.list).toEqual([])
    expect(unbuilt.read(`${DEFAULT_BASE_URL}${LLMS_TXT.path}`)).toBeUndefined()
  })
})

describe('what the discovery documents say about the MCP server', () => {
  test("ai-agent.json's mcp.tools are tools/list's names, each with the endpoint its description names", async () => {
    const { mcp } = (await send('GET', catalogueInfo.aiAgent.path)).json as {
      mcp: { url: string; tools: { name: string; endpoint: string }[] }
    }
    expect(mcp.url).toBe(`${DEFAULT_BASE_URL}${MCP_PATH}`)
    expect(mcp.tools.map((t) => t.name)).toEqual(tools.map((t) => t.name))
    for (const { name, endpoint } of mcp.tools)
      expect(tools.find((t) => t.name === name)!.description).toContain(`exactly the JSON of ${endpoint}.`)
  })

  test('/docs: the endpoint, and every tool an operationId of the reference', async () => {
    const docs = (await send('GET', '/docs')).text
    expect(docs).toContain(`POST JSON-RPC messages to <code>${MCP_PATH}</code>`)
    expect(docs).toContain('Model Context Protocol tool named by its operationId')
    const { paths } = (await send('GET', '/openapi.json')).json as { paths: Record<string, Record<string, { operationId: string }>> }
    const operationIds = Object.values(paths).flatMap((item) => Object.values(item).map((o) => o.operationId))
    for (const { name } of tools) {
      expect(operationIds).toContain(name)
      expect(docs).toContain(name)
    }
  })

  test('llms.txt: the endpoint, and every tool’s REST endpoint among its endpoints', async () => {
    const llms = (await send('GET', LLMS_TXT.path)).text
    expect(llms).toContain(`- [MCP server](${DEFAULT_BASE_URL}${MCP_PATH}): every calculator as a Model Context Protocol tool`)
    const listed = [...llms.matchAll(/^- \[((?:GET|POST) \/[^\]]+)\]/gm)].map((m) => m[1])
    const toolEndpoints = tools.map((t) => /exactly the JSON of ((?:GET|POST) \S+)\./.exec(t.description!)![1])
    expect(listed).toEqual(toolEndpoints)
  })
})
