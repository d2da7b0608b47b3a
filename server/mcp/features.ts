/**
 * What the MCP server offers, built once per process and shared by every request: the
 * calculator tools and the catalogue resources, and the answer to each of their methods.
 */
import type {
  CallToolResult,
  ListResourcesResult,
  ListResourceTemplatesResult,
  ListToolsResult,
  ReadResourceResult,
} from '@modelcontextprotocol/sdk/types.js'
import { logUnexpected } from '../errors.ts'
import type { StaticFile } from '../static/load.ts'
import { type Clock, cachedToday } from '../today.ts'
import { catalogueResources, type McpTransport } from './resources.ts'
import { INVALID_MEMBER, MESSAGES, type ParamsMember, RPC, RpcError } from './rpc-errors.ts'
import { sharedResult } from './shared-results.ts'
import { calculatorTools } from './tools.ts'

export interface McpOptions {
  /** The public origin: resource URIs, and the one Origin a browser may call /mcp from. */
  baseUrl: string
  /** Source of "today" for plans without a startDate. */
  clock: Clock
  /** The built catalogues, offered as resources. */
  files: StaticFile[]
}

type Result = ListToolsResult | CallToolResult | ListResourcesResult | ListResourceTemplatesResult | ReadResourceResult

/** Answers a request for one of our methods: its result, or an RpcError. */
export type Answer = (method: string, params: unknown) => Result | Promise<Result>

export interface McpFeatures {
  answer: Answer
  /** Whether `method` is one of ours (the others, initialize and ping, are the SDK's or unknown). */
  answers(method: string): boolean
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

const invalidParams = (member: ParamsMember) => new RpcError(RPC.invalidParams, INVALID_MEMBER[member])

/**
 * A list's answer: all of it, as it is one page. MCP pagination answers an invalid cursor with
 * -32602, and every cursor is invalid here, since none is ever given out.
 */
const onePage = <T extends Result>(list: T) => {
  sharedResult(list)
  return (params: unknown): T => {
    if (isRecord(params) && params.cursor !== undefined) throw new RpcError(RPC.invalidParams, MESSAGES.noCursor)
    return list
  }
}

export function mcpFeatures({ baseUrl, clock, files }: McpOptions, transport: McpTransport = 'http'): McpFeatures {
  const tools = calculatorTools()
  const byName = new Map(tools.map((tool) => [tool.definition.name, tool]))
  const toolList: ListToolsResult = { tools: tools.map((tool) => tool.definition) }
  const resources = catalogueResources(files, baseUrl, transport)
  const resourceList: ListResourcesResult = { resources: resources.list }
  const today = cachedToday(clock)

  const callTool = (params: unknown): CallToolResult => {
    if (!isRecord(params)) throw invalidParams('params')
    if (typeof params.name !== 'string') throw invalidParams('params.name')
    if (!(params.arguments === undefined || isRecord(params.arguments))) throw invalidParams('params.arguments')
    const tool = byName.get(params.name)
    if (tool === undefined) throw new RpcError(RPC.invalidParams, MESSAGES.unknownTool)
    try {
      return tool.call(params.arguments ?? {}, today())
    } catch (error) {
      // As a REST 500 is: the log gets the stack frames, the client a fixed text.
      logUnexpected(error)
      throw new RpcError(RPC.internalError, MESSAGES.internalError)
    }
  }
  const readResource = (params: unknown): Promise<ReadResourceResult> => {
    if (!isRecord(params)) throw invalidParams('params')
    if (typeof params.uri !== 'string') throw invalidParams('params.uri')
    return resources.read(params.uri) ?? Promise.reject(new RpcError(RPC.resourceNotFound, MESSAGES.unknownResource))
  }
  // A Map: a method named `constructor` or `__proto__` must find nothing.
  const methods = new Map<string, (params: unknown) => Result | Promise<Result>>([
    ['tools/list', onePage(toolList)],
    ['tools/call', callTool],
    ['resources/list', onePage(resourceList)],
    ['resources/read', readResource],
    // The resources capability covers templates (MCP 2025-11-25, resources). Every resource is a fixed
    // document, so there are none: an empty list, as the SDK's McpServer answers.
    ['resources/templates/list', onePage<ListResourceTemplatesResult>({ resourceTemplates: [] })],
  ])
  return {
    answer(method, params) {
      const answer = methods.get(method)
      if (answer === undefined) throw new RpcError(RPC.methodNotFound, MESSAGES.methodNotFound)
      return answer(params)
    },
    answers: (method) => methods.has(method),
  }
}
