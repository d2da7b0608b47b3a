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
 * At most this much answer a batch, over HTTP: one read of the largest catalogue (about 190 KB of JSON)
 * with room to spare. Sixteen such reads made a 3 MB answer from a 1.9 KB request, which a client that
 * never reads left in the server's memory (an attack: 40 connections took it from 59 to 268 MB).
 */
export const MAX_BATCH_ANSWER_BYTES = 256 * 1024

/** A calculator's tool: named as its OpenAPI operation, so one name serves both. */
export const toolName = (calculator: Calculator): string => codeName(calculator.id)
