/**
 * JSON-RPC batches, over HTTP and stdio alike. MCP 2025-03-26 (basic, "Batching"): implementations
 * MUST support receiving them; 2025-06-18 removed them (its changelog). So a batch is answered when the
 * revision in force is 2025-03-26 or older, member by member, as each would be answered alone.
 */
import { MAX_BATCH_MESSAGES } from '../../api/mcp.ts'
import { requestId } from './message-shape.ts'
import { MESSAGES, RPC, type RpcErrorBody } from './rpc-errors.ts'

/**
 * The revision assumed when none is known: over HTTP, a request without MCP-Protocol-Version
 * (MCP 2025-06-18, transports: the server SHOULD assume 2025-03-26); over stdio, before initialize.
 */
export const ASSUMED_REVISION = '2025-03-26'

/** Revisions are dates (YYYY-MM-DD), so they compare as strings. */
const hasBatches = (revision: string) => revision <= ASSUMED_REVISION

/** Why a batch is refused whole (with id null), or undefined when its members are to be answered. */
export function batchRefusal(members: unknown[], revision: string, noBatches: string): RpcErrorBody | undefined {
  if (!hasBatches(revision)) return { code: RPC.invalidRequest, message: noBatches }
  if (members.length === 0 || members.length > MAX_BATCH_MESSAGES) return { code: RPC.invalidRequest, message: MESSAGES.batchSize }
  return undefined
}

/**
 * The answer to a member that is refused before it is read as a message: one that is no JSON
 * object, and initialize, which MCP 2025-03-26 (lifecycle) says MUST NOT be part of a batch.
 */
export function memberRefusal(member: unknown): { jsonrpc: '2.0'; id: string | number | null; error: RpcErrorBody } | undefined {
  if (typeof member !== 'object' || member === null || Array.isArray(member))
    return { jsonrpc: '2.0', id: null, error: { code: RPC.invalidRequest, message: MESSAGES.batchMember } }
  if ((member as { method?: unknown }).method !== 'initialize') return undefined
  return { jsonrpc: '2.0', id: requestId(member) ?? null, error: { code: RPC.invalidRequest, message: MESSAGES.batchInitialize } }
}
