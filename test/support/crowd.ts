/** Many raw connections at once, for tests of what costly requests do to everyone else. */
import { openRaw, statusOf } from './raw-http.ts'

/**
 * Sends `request` on a new connection, in as many writes as the socket takes; resolves with
 * the status line ('' if none came) once the server closes the connection.
 */
export function send(port: number, request: string | Uint8Array): Promise<string> {
  const bytes = typeof request === 'string' ? Buffer.from(request) : request
  return new Promise((resolve) => {
    let text = ''
    let sent = 0
    const pump = (socket: { write(data: Uint8Array): number }) => {
      while (sent < bytes.length) {
        const written = socket.write(bytes.subarray(sent))
        if (written <= 0) return
        sent += written
      }
    }
    void Bun.connect({
      hostname: '127.0.0.1',
      port,
      socket: {
        open: pump,
        drain: pump,
        data: (_socket, data) => {
          text += new TextDecoder().decode(data)
        },
        close: () => resolve(text.slice(0, 12)),
        error: () => {},
      },
    })
  })
}

export interface Answer {
  status: string
  ms: number
}

/**
 * `connections` clients, each sending `request` (which should say `Connection: close`) on a
 * new connection as soon as the last one is answered, until `stop()`, which resolves with
 * every answer and how long it took.
 */
export function startCrowd(port: number, request: string, connections: number): { stop(): Promise<Answer[]> } {
  const bytes = Buffer.from(request)
  let running = true
  const clients = Array.from({ length: connections }, async () => {
    const answers: Answer[] = []
    while (running) {
      const started = performance.now()
      const status = await send(port, bytes)
      answers.push({ status, ms: performance.now() - started })
    }
    return answers
  })
  return {
    async stop() {
      running = false
      return (await Promise.all(clients)).flat()
    },
  }
}

/** Asks for /healthz every 20 ms for `durationMs`, each time on a new connection as a kubelet's probe does; the times in ms. */
export async function healthLatencies(port: number, durationMs: number): Promise<number[]> {
  const latencies: number[] = []
  for (const stop = Date.now() + durationMs; Date.now() < stop; await Bun.sleep(20)) {
    const started = performance.now()
    const probe = await openRaw(port)
    probe.write('GET /healthz HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n')
    const status = statusOf((await probe.received(5000)).text)
    if (status !== 200) throw new Error(`/healthz answered ${status}`)
    latencies.push(performance.now() - started)
  }
  return latencies
}
