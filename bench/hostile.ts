/**
 * Hostile clients for the soak's last phase, each kind a defect once found by attacking the
 * service: crowds of stalled bodies (their deadlines falling due together crashed the
 * process), bodies of one-byte chunks (hundreds of MB of memory), bodies repeating thousands
 * of keys (a quadratic check held the server), 64 KiB of nested arrays (milliseconds of
 * parsing each), chunked bodies abandoned mid-stream (a gigabyte of stream buffers). Each client loops until stopped, opening a new connection whenever the
 * server answers or closes the last one; the costly kinds pause PAUSE_MS first. Unpaced, eight
 * clients sending bodies that cost even 0.3 ms each starve keep-alive clients
 * (docs/security.md): that is Bun's scheduling, seen with a bare Bun.serve too, and the
 * per-client rate limit is the defence; the soak checks what our code controls.
 */
import type { Socket } from 'bun'

const PLAN = '{"gender":"male","age":30,"weightKg":80,"heightCm":180,"activityLevel":"moderate","weeklyLossGoalKg":0.5,"targetWeightKg":75'
const HEAD = 'POST /api/v1/calculate HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nConnection: close\r\n'
const declared = (body: string) => `${HEAD}Content-Length: ${body.length}\r\n\r\n${body}`

/** `text` as HTTP chunks of `size` bytes (the last one shorter), without the closing chunk. */
export function chunkOf(text: string, size: number): string {
  const chunks: string[] = []
  for (let at = 0; at < text.length; at += size) {
    const chunk = text.slice(at, at + size)
    chunks.push(`${chunk.length.toString(16)}\r\n${chunk}\r\n`)
  }
  return chunks.join('')
}

/** Between one costly request's answer and the next connection. */
const PAUSE_MS = 20

interface HostileKind {
  request: string
  /** The one status line each of these requests must get. */
  expected: string
  pauseMs: number
  /** Hang up this long after the request is written, before any answer. */
  hangUpMs?: number
}

const NO_ANSWER = 'closed without a response'

export const hostileKinds = {
  /** A declared 125-byte body of which only `{` ever arrives: 408 at the deadline. */
  stalled: { request: `${HEAD}Content-Length: 125\r\n\r\n{`, expected: 'HTTP/1.1 408', pauseMs: 0 },
  /** A valid plan padded to 60 KB, sent as one-byte chunks. */
  chunked: {
    request: `${HEAD}Transfer-Encoding: chunked\r\n\r\n${chunkOf(`${PLAN}${' '.repeat(60_000)}}`, 1)}0\r\n\r\n`,
    expected: 'HTTP/1.1 200',
    pauseMs: PAUSE_MS,
  },
  /** Just under 64 KiB (59 KB): 3,000 keys, each given twice, a field of ours among them. */
  repeated: {
    request: (() => {
      const pairs = Array.from({ length: 3000 }, (_, i) => `"k${i}":1`).join(',')
      return declared(`{"age":30,${pairs},"age":31,${pairs}}`)
    })(),
    expected: 'HTTP/1.1 422',
    pauseMs: PAUSE_MS,
  },
  /** 64,000 bytes of arrays nested in one another. */
  nested: { request: declared('['.repeat(32_000) + ']'.repeat(32_000)), expected: 'HTTP/1.1 422', pauseMs: PAUSE_MS },
  /** 60 KB of a chunked body in 16 KiB chunks, never finished: the client hangs up 2 ms later. */
  abandoned: {
    request: `${HEAD}Transfer-Encoding: chunked\r\n\r\n${chunkOf(`${PLAN}${' '.repeat(60_000)}`, 16_384)}`,
    expected: NO_ANSWER,
    pauseMs: 0,
    hangUpMs: 2,
  },
} satisfies Record<string, HostileKind>

export type HostileName = keyof typeof hostileKinds
/** How many clients of each kind. */
export type HostileMix = Record<HostileName, number>
/** For each kind, its responses by status line ("HTTP/1.1 408", …), and "closed without a response". */
export type HostileOutcomes = Record<HostileName, Record<string, number>>

/** What any body may get while the server is overloaded (server/http/overload.ts): refused unread. */
export const SHED = 'HTTP/1.1 503'

/** The kinds whose clients got anything but their expected status (or a shed 503), with what they got. */
export function unexpectedOutcomes(outcomes: HostileOutcomes): Partial<HostileOutcomes> {
  const unexpected: Partial<HostileOutcomes> = {}
  for (const [name, counts] of Object.entries(outcomes) as [HostileName, Record<string, number>][]) {
    if (Object.keys(counts).some((outcome) => outcome !== hostileKinds[name].expected && outcome !== SHED)) unexpected[name] = counts
  }
  return unexpected
}

/**
 * Starts the clients against `port`; `stop()` ends them and returns what they got. `pauseMs`
 * overrides every kind's pause: 0 for clients that never let up.
 */
export function startHostile(
  port: number,
  mix: HostileMix,
  pauseMs?: number,
): { stop(): HostileOutcomes; finished(): Record<HostileName, number> } {
  const outcomes = Object.fromEntries(Object.keys(hostileKinds).map((name) => [name, {}])) as HostileOutcomes
  const open = new Set<Socket<{ text: string; sent: number }>>()
  let running = true
  const loop = (name: HostileName) => {
    if (!running) return
    const kind: HostileKind = hostileKinds[name]
    const { request } = kind
    const pause = pauseMs ?? kind.pauseMs
    const written = (socket: Socket<{ text: string; sent: number }>) => {
      if (kind.hangUpMs !== undefined && socket.data.sent >= request.length) setTimeout(() => socket.terminate(), kind.hangUpMs)
    }
    void Bun.connect({
      hostname: '127.0.0.1',
      port,
      data: { text: '', sent: 0 },
      socket: {
        open(socket) {
          open.add(socket)
          socket.data.sent = socket.write(request)
          written(socket)
        },
        // A large request goes out in as many writes as the socket takes.
        drain(socket) {
          if (socket.data.sent >= request.length) return
          socket.data.sent += socket.write(request.slice(socket.data.sent))
          written(socket)
        },
        data(socket, bytes) {
          if (socket.data.text.length < 12) socket.data.text += new TextDecoder().decode(bytes)
        },
        close(socket) {
          open.delete(socket)
          const outcome = socket.data.text.slice(0, 12) || NO_ANSWER
          if (running) outcomes[name][outcome] = (outcomes[name][outcome] ?? 0) + 1
          setTimeout(() => loop(name), pause)
        },
        error() {},
      },
    }).catch(() => setTimeout(() => loop(name), 100))
  }
  for (const name of Object.keys(mix) as HostileName[]) for (let i = 0; i < mix[name]; i++) loop(name)
  return {
    /** How many requests of each kind have ended so far, whatever their outcome. */
    finished: () =>
      Object.fromEntries(
        Object.entries(outcomes).map(([name, counts]) => [name, Object.values(counts).reduce((sum, n) => sum + n, 0)]),
      ) as Record<HostileName, number>,
    stop() {
      running = false
      for (const socket of open) socket.end()
      return outcomes
    },
  }
}
