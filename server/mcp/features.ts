/**
 * What the MCP server offers, built once per process and shared by every request: the
 * calculator tools and the catalogue resources, with the lookups their calls need.
 */
import type { CallToolResult, ListResourcesResult, ListToolsResult, ReadResourceResult } from '@modelcontextprotocol/sdk/types.js'
import { logUnexpected } from '../errors.ts'
import type { StaticFile } from '../static/load.ts'
import { cachedToday, type Clock } from '../today.ts'
import { catalogueResources } from './resources.ts'
import { MESSAGES, RPC, RpcError } from './rpc-errors.ts'
import { calculatorTools } from './tools.ts'

export interface McpOptions {
  /** The public origin: resource URIs, and the one Origin a browser may call /mcp from. */
  baseUrl: string
  /** Source of "today" for plans without a startDate. */
  clock: Clock
  /** The built catalogues, offered as resources. */
  files: StaticFile[]
}

export interface McpFeatures {
  toolList: ListToolsResult
  callTool(name: string, args: Record<string, unknown> | undefined): CallToolResult
  resourceList: ListResourcesResult
  readResource(uri: string): Promise<ReadResourceResult>
}

export function mcpFeatures({ baseUrl, clock, files }: McpOptions): McpFeatures {
  const tools = calculatorTools()
  const byName = new Map(tools.map((tool) => [tool.definition.name, tool]))
  const resources = catalogueResources(files, baseUrl)
  const today = cachedToday(clock)
  return {
    toolList: { tools: tools.map((tool) => tool.definition) },
    callTool(name, args = {}) {
      const tool = byName.get(name)
      if (tool === undefined) throw new RpcError(RPC.invalidParams, MESSAGES.unknownTool)
      try {
        return tool.call(args, today())
      } catch (error) {
        // As a REST 500 is: the log gets the stack frames, the client a fixed text.
        logUnexpected(error)
        throw new RpcError(RPC.internalError, MESSAGES.internalError)
      }
    },
    resourceList: { resources: resources.list },
    readResource(uri) {
      return resources.read(uri) ?? Promise.reject(new RpcError(RPC.resourceNotFound, MESSAGES.unknownResource))
    },
  }
}
