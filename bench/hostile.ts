/**
 * Hostile clients for the soak's last phase, each kind a defect once found by attacking the
 * service: crowds of stalled bodies (their deadlines falling due together crashed the
 * process), bodies of one-byte chunks (hundreds of MB of memory), bodies repeating thousands
 * of keys (a quadratic check held the server). Each client loops until stopped, opening a
 * new connection whenever the server answers or closes the last one; the costly kinds pause
 * PAUSE_MS first. Unpaced, eight clients sending bodies that cost even 0.3 ms each starve
 * keep-alive clients (docs/security.md): that is Bun's scheduling, seen with a bare Bun.serve
 * too, and the per-client rate limit is the defence; the soak checks what our code controls.
 */
import type { Socket } from 'bun'

const PLAN = '{"gender":"male","age":30,"weightKg":80,"heightCm":180,"activityLevel":"moderate","weeklyLossGoalKg":0.5,"targetWeightKg":75'
const HEAD = 'POST /api/v1/calculate HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nConnection: close\r\n'

/** A declared 125-byte body of which only `{` ever arrives: answered with 408 at the deadline. */
const stalledBody = `${HEAD}Content-Length: 125\r\n\r\n{`

/** A valid plan padded to 60 KB, sent as one-byte chunks. */
const oneByteChunks = `${HEAD}Transfer-Encoding: chunked\r\n\r\n${[...`${PLAN}${' '.repeat(60_000)}}`].map((c) => `1\r\n${c}\r\n`).join('')}0\r\n\r\n`

/** Just under 64 KiB (59 KB): 3,000 keys, each given twice (422). */
const repeatedKeys = (() => {
  const pairs = Array.from({ length: 3000 }, (_, i) => `"k${i}":1`).join(',')
  const body = `{${pairs},${pairs}}`
  return `${HEAD}Content-Length: ${body.length}\r\n\r\n${body}`
})()

/** Between one costly request's answer and the next connection. */
const PAUSE_MS = 20

export interface HostileCounts {
  /** Responses by status line ("HTTP/1.1 408", …), and "closed without a response". */
  outcomes: Record<string, number>
}

export interface HostileMix {
  stalled: number
  chunked: number
  repeated: number
}

/** Starts the clients against `port`; `stop()` ends them and returns what they got. */
export function startHostile(port: number, mix: HostileMix): { stop(): HostileCounts } {
  const outcomes: Record<string, number> = {}
  const open = new Set<Socket<{ text: string; sent: number }>>()
  let running = true
  const loop = (request: string, pauseMs: number) => {
    if (!running) return
    void Bun.connect({
      hostname: '127.0.0.1',
      port,
      data: { text: '', sent: 0 },
      socket: {
        open(socket) {
          open.add(socket)
          socket.data.sent = socket.write(request)
        },
        // A large request goes out in as many writes as the socket takes.
        drain(socket) {
          if (socket.data.sent < request.length) socket.data.sent += socket.write(request.slice(socket.data.sent))
        },
        data(socket, bytes) {
          if (socket.data.text.length < 12) socket.data.text += new TextDecoder().decode(bytes)
        },
        close(socket) {
          open.delete(socket)
          const outcome = socket.data.text.slice(0, 12) || 'closed without a response'
          if (running) outcomes[outcome] = (outcomes[outcome] ?? 0) + 1
          setTimeout(() => loop(request, pauseMs), pauseMs)
        },
        error() {},
      },
    }).catch(() => setTimeout(() => loop(request, pauseMs), 100))
  }
  const kinds = [[stalledBody, mix.stalled, 0], [oneByteChunks, mix.chunked, PAUSE_MS], [repeatedKeys, mix.repeated, PAUSE_MS]] as const
  for (const [request, count, pauseMs] of kinds) for (let i = 0; i < count; i++) loop(request, pauseMs)
  return {
    stop() {
      running = false
      for (const socket of open) socket.end()
      return { outcomes }
    },
  }
}
