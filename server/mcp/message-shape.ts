/**
 * What JSON the SDK's message schema refuses is answered with, over HTTP and stdio
 * alike. JSON-RPC 2.0 answers with the request's id whenever it can be read: when every member
 * of a request but its params is valid, its params are what the schema refused (`[]`, a `_meta`
 * of null, a progressToken of 1.5), and that is -32602 to that id, as wrong params are for
 * every method, or -32601 for a method the server does not answer, as it would be with any
 * params. Anything else is no message: -32600 to id null.
 */
import type { RequestId } from '@modelcontextprotocol/sdk/types.js'
import { INVALID_MEMBER, MESSAGES, RPC, type RpcErrorBody } from './rpc-errors.ts'

const REQUEST_MEMBERS = new Set(['jsonrpc', 'id', 'method', 'params'])

/** The id of a message with a request's members only, each valid but perhaps params; else undefined. */
export function requestId(message: object): RequestId | undefined {
  for (const key of Object.keys(message)) if (!REQUEST_MEMBERS.has(key)) return undefined
  const { jsonrpc, id, method } = message as Record<string, unknown>
  if (jsonrpc !== '2.0' || typeof method !== 'string') return undefined
  return typeof id === 'string' || Number.isSafeInteger(id) ? (id as RequestId) : undefined
}

/**
 * The answer to JSON the message schema refused: to its id when readable (`answered` says which
 * methods the server has), else to null with `notAMessage`.
 */
export function refusedMessage(
  value: unknown,
  notAMessage: string,
  answered: (method: string) => boolean,
): { id: RequestId | null; error: RpcErrorBody } {
  const id = typeof value === 'object' && value !== null ? requestId(value) : undefined
  if (id === undefined) return { id: null, error: { code: RPC.invalidRequest, message: notAMessage } }
  const { method, params } = value as { method: string; params?: unknown }
  if (!answered(method)) return { id, error: { code: RPC.methodNotFound, message: MESSAGES.methodNotFound } }
  // The schema asks of params only that it be an object, and of its _meta that it be valid.
  const isObject = typeof params === 'object' && params !== null && !Array.isArray(params)
  return { id, error: { code: RPC.invalidParams, message: INVALID_MEMBER[isObject ? 'params._meta' : 'params'] } }
}
