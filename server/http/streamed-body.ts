/**
 * Reading a body sent without Content-Length (`Transfer-Encoding: chunked`) as text, refusing
 * it once it passes the limit. Bun hands a waiting `read()` each HTTP chunk on its own, but
 * merges into one read what arrived while none was waiting.
 *
 * Memory (docs/security.md): waiting a turn of the event loop after every read, as this
 * reader did until 2026-11-26, kept every body that arrived together in flight at once: 512
 * connections sending 60 KB bodies peaked at 1.6–2.1 times the same bodies declared. Read
 * within the turn it arrived in, a body costs about what a declared one does, so the reader
 * waits a turn only after two small reads in a row, the mark of tiny chunks, where reading
 * chunk by chunk would cost tens of milliseconds of CPU a body.
 *
 * What the stream allocates (a fresh 64 KiB buffer for every read, then the chunk) is garbage
 * once the read returns, but JavaScriptCore collects it late, while a declared body's bytes
 * stay outside its heap: 1,024 bodies at once peaked at 1.55 times declared, and clients that
 * abort their bodies mid-stream drove the process past a gigabyte. Hence every read, finished
 * body or not, is counted at what Bun allocated for it, and every 1 MiB so counted the
 * resident size is read (7 µs): 24 MiB above where it stood at the first check, a full
 * collection (5–10 ms, at most one per 20 ms) returns the buffers. Ordinary traffic stays below
 * that and never pays for one.
 */
import { MAX_BODY_BYTES } from '../../api/limits.ts'

/** A read shorter than this is small: two in a row and the reader waits a turn for Bun to merge what follows. */
const SMALL_READ_BYTES = 1024
/** The first size of the buffer that small reads are copied together into, doubled as needed up to the limit. */
const FIRST_MERGE_BYTES = 256

/** Reads between readings of the resident size: Bun allocates 64 KiB for each, whatever the chunk's size, so 1 MiB. */
const READS_PER_CHECK = 16
/**
 * How far the resident size may grow above where it stood at the first check before reads'
 * garbage is collected: a declared-body load adds 15–25 MB to the server's idle 60–130 MB.
 */
const HEADROOM_BYTES = 24 * 1024 * 1024
/** At least this long between forced collections: freed pages stay resident, and back to back they starve every request. */
const COLLECTION_SPACING_MS = 20
let collectAbove: number | undefined
let lastCollection = 0
let readsSinceCheck = 0

function beforeRead(): void {
  if (++readsSinceCheck < READS_PER_CHECK) return
  readsSinceCheck = 0
  const rss = process.memoryUsage.rss()
  collectAbove ??= rss + HEADROOM_BYTES
  const now = performance.now()
  if (rss <= collectAbove || now - lastCollection < COLLECTION_SPACING_MS) return
  lastCollection = now
  Bun.gc(true)
}

/** Resolves on the event loop's next turn, after I/O. */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve))

/**
 * A body's bytes in order: reads of SMALL_READ_BYTES or more kept as Bun made them (at most
 * the limit over that many), runs of small reads copied together, so a body of tiny chunks
 * is never held as thousands of arrays.
 */
class BodyParts {
  private readonly parts: Uint8Array<ArrayBuffer>[] = []
  /** The buffer the current run of small reads is copied into, and how much of it they fill. */
  private run: Uint8Array<ArrayBuffer> | undefined
  private runBytes = 0
  size = 0

  add(chunk: Uint8Array<ArrayBuffer>): void {
    this.size += chunk.byteLength
    if (chunk.byteLength >= SMALL_READ_BYTES) {
      this.endRun()
      this.parts.push(chunk)
      return
    }
    const needed = this.runBytes + chunk.byteLength
    if (this.run === undefined || needed > this.run.length) {
      let length = this.run?.length ?? FIRST_MERGE_BYTES
      while (length < needed) length *= 2
      const larger = new Uint8Array(Math.min(length, MAX_BODY_BYTES))
      if (this.run !== undefined) larger.set(this.run.subarray(0, this.runBytes))
      this.run = larger
    }
    this.run.set(chunk, this.runBytes)
    this.runBytes = needed
  }

  private endRun(): void {
    if (this.run !== undefined) this.parts.push(this.run.subarray(0, this.runBytes))
    this.run = undefined
    this.runBytes = 0
  }

  /**
   * The bytes decoded as UTF-8 (U+FFFD for invalid sequences, a leading byte order mark
   * dropped, as request.text() does). A Blob joins the parts outside the JavaScript heap:
   * 10 MB less at the peak of 512 bodies than joining them in a Uint8Array.
   */
  text(): Promise<string> {
    this.endRun()
    return new Blob(this.parts).text()
  }
}

/** The body as text; `tooLarge()` is thrown once more than MAX_BODY_BYTES have arrived. */
export async function readStreamedBody(body: ReadableStream<Uint8Array<ArrayBuffer>>, tooLarge: () => Error): Promise<string> {
  const reader = body.getReader()
  const parts = new BodyParts()
  let smallReads = 0
  for (;;) {
    // Counted before the read, which rejects when the client hangs up: Bun has buffered its bytes anyway.
    beforeRead()
    const next = await reader.read()
    if (next.done) return parts.text()
    if (parts.size + next.value.byteLength > MAX_BODY_BYTES) {
      await reader.cancel()
      throw tooLarge()
    }
    parts.add(next.value)
    if (next.value.byteLength >= SMALL_READ_BYTES) smallReads = 0
    else if (++smallReads === 2) {
      smallReads = 0
      await nextTurn()
    }
  }
}
