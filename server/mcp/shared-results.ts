/**
 * Results every request shares (the lists, a catalogue's text), serialized once, on first use,
 * and the body of a JSON-RPC answer carrying one. A read of the largest catalogue is about 190 KB
 * of JSON: half a millisecond to serialize, and, made anew for each answer, a copy that a client
 * who never reads leaves with the server (an attack: 1,500 such clients took it from 72 to 216 MB).
 */

interface Kept {
  json?: string
  /** The JSON's UTF-8, kept for an answer sent in pieces; its length, for every answer. */
  bytes?: Uint8Array
  size?: number
}

const SHARED = new WeakMap<object, Kept>()

/** Marks `result` as the same for every request: it must not change after. */
export function sharedResult<T extends object>(result: T): T {
  SHARED.set(result, {})
  return result
}

/**
 * Above this, a shared result's answer is sent in pieces read from its kept bytes, one at a time as
 * the socket takes them, so that an answer left unread holds a piece, not a copy. Measured on loopback,
 * the kernel took about 64 KB of each unread 190 KB answer and Bun held the rest (1,500 such clients:
 * 72 to 216 MB); the kernel's share varies with its buffers (docs/security.md).
 */
const STREAMED_ABOVE_BYTES = 64 * 1024
const PIECE_BYTES = 16 * 1024

const encoder = new TextEncoder()

/** JSON.stringify({ result, jsonrpc: '2.0', id }), as a body: a string, or pieces for a large shared result. */
export function answerBody(result: object, id: string | number): string | ReadableStream<Uint8Array> {
  const tail = `,"jsonrpc":"2.0","id":${JSON.stringify(id)}}`
  const kept = SHARED.get(result)
  if (kept === undefined) return `{"result":${JSON.stringify(result)}${tail}`
  kept.json ??= JSON.stringify(result)
  kept.size ??= Buffer.byteLength(kept.json)
  if (kept.size <= STREAMED_ABOVE_BYTES) return `{"result":${kept.json}${tail}`
  kept.bytes ??= encoder.encode(kept.json)
  const bytes = kept.bytes
  let at = -1
  // Not a byte stream: its enqueue would transfer, and so detach, the kept bytes.
  return new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (at === -1) controller.enqueue(encoder.encode('{"result":'))
        else if (at < bytes.length) controller.enqueue(bytes.subarray(at, at + PIECE_BYTES))
        else {
          controller.enqueue(encoder.encode(tail))
          controller.close()
          return
        }
        at = at === -1 ? 0 : at + PIECE_BYTES
      },
    },
    { highWaterMark: 0 },
  )
}
