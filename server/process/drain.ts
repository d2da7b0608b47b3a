/**
 * A stop that drops no request already received. Bun's own graceful stop closes a keep-alive
 * connection as soon as its current response is out, so a client that sent its next request
 * meanwhile lost it (8 of 8 busy keep-alive connections did); and Bun dispatches a
 * connection's pipelined requests one after another, so any still queued behind the one in
 * flight are lost with it.
 *
 * Draining therefore goes in three steps. For a short settling time every request is served
 * as usual, so queued pipelined requests are answered (they are dispatched within
 * microseconds). After it, every response carries `Connection: close`, so each keep-alive
 * client learns its connection ends with that response and sends nothing more on it. Once no
 * request is in flight and none has started for a moment, the listener and the idle
 * connections are closed. Native routes (CATALOGUE_SERVING=native) run no JavaScript and
 * cannot be marked.
 */
import type { Server } from 'bun'

type Handler = (request: Request, server: Server<undefined>) => Response | Promise<Response>

/** Requests already received (a pipelined backlog) are answered within this without closing. */
const SETTLE_MS = 100
/**
 * No request started for this long: every client has seen its `Connection: close`. A client
 * answered without it in the settling time may still send one more; at 50 ms, on a loaded
 * machine, one such request was now and then cut off by the close.
 */
const QUIET_MS = 250
/** A client that keeps opening connections cannot hold the stop beyond this. */
const MAX_DRAIN_MS = 2000
const POLL_MS = 10

export class Drain {
  private readonly since = performance.now()
  private lastStart = this.since

  /** `handle`, answering with `Connection: close` once the settling time is over. */
  closing(handle: Handler): Handler {
    return (request, server) => {
      this.lastStart = performance.now()
      const response = handle(request, server)
      return response instanceof Promise ? response.then((r) => this.marked(r)) : this.marked(response)
    }
  }

  private marked(response: Response): Response {
    if (performance.now() - this.since < SETTLE_MS) return response
    const closing = new Response(response.body, response) // a copy: a route's response may be shared
    closing.headers.set('connection', 'close')
    return closing
  }

  /** Resolves once the server is quiet: settled, nothing in flight, no request started lately. */
  async settled(server: Server<undefined>): Promise<void> {
    for (;;) {
      const now = performance.now()
      if (now - this.since >= MAX_DRAIN_MS) return
      if (now - this.since >= SETTLE_MS && server.pendingRequests === 0 && now - this.lastStart >= QUIET_MS) return
      await Bun.sleep(POLL_MS)
    }
  }
}
