/**
 * The Model Context Protocol endpoint: where it answers and what its tools are called. Free of
 * the SDK, so the route table, the service index and the catalogues can name it without loading
 * the protocol code (server/mcp/route.ts loads that on the first call).
 */
import { type Calculator, codeName } from '../metrics/index.ts'

/** Streamable HTTP: every JSON-RPC message is POSTed here (stateless, so GET and DELETE answer 405, or 403 from a foreign Origin). */
export const MCP_PATH = '/mcp'

/**
 * At most this many messages a batch (revisions up to 2025-03-26): the body's 64 KiB bound what a
 * batch sends, not what it asks for (MAX_BATCH_ANSWER_BYTES bounds that).
 */
export const MAX_BATCH_MESSAGES = 16

/**
 * At most this much answer a batch, over HTTP: tools/list (about 63 KiB) and the small answers beside it.
 * Measured on loopback, the kernel took about 64 KB of an answer nobody read, so such a client leaves the
 * server about 32 KB to hold (server/mcp/shared-results.ts); a catalogue's read too large for a batch
 * goes alone, sent in pieces. Sixteen reads of the largest (190 KB) made a 3 MB answer from a 1.9 KB request
 * (an attack: 40 clients that never read held 193 MB, 268 MB at the peak, from 59 MB idle).
 */
export const MAX_BATCH_ANSWER_BYTES = 96 * 1024

/** A calculator's tool: named as its OpenAPI operation, so one name serves both. */
export const toolName = (calculator: Calculator): string => codeName(calculator.id)
