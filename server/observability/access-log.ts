/**
 * One JSON line per request on stdout: method, route, status, duration (whole µs: integer
 * formatting is several times cheaper than decimals). Never the query,
 * the body or an unknown path — users send health data, and a path can carry values.
 * Lines are buffered and written in batches so logging stays off the hot path's cost.
 */

/** Records the requests of one method (a standard one, or "(other)") and route (ours, or "(unmatched)"). */
export type RouteRecorder = (status: number, durationMs: number) => void

/** Below PIPE_BUF (4096): each write is atomic, so lines from several worker processes never interleave. */
const FLUSH_BYTES = 4000
const FLUSH_INTERVAL_MS = 200

export class AccessLog {
  private buffer = ''
  private timer: ReturnType<typeof setInterval> | undefined
  private readonly recorders = new Map<string, RouteRecorder>()

  constructor(private readonly write: (text: string) => void = (t) => void process.stdout.write(t)) {}

  /**
   * The recorder for one method and route: the fixed part of each line is built once per
   * status, so a request costs one short concatenation. Methods and routes come from fixed sets (known methods,
   * the route table), so there are few recorders and nothing to escape.
   */
  recorder(method: string, route: string): RouteRecorder {
    const key = `${method} ${route}`
    let recorder = this.recorders.get(key)
    if (recorder === undefined) {
      const heads = new Map<number, string>()
      const head = (status: number) =>
        `{"level":"info","event":"request","method":"${method}","route":"${route}","status":${status},"durationUs":`
      recorder = (status, durationMs) => {
        let start = heads.get(status)
        if (start === undefined) heads.set(status, (start = head(status)))
        this.append(`${start}${Math.round(durationMs * 1000)}}\n`)
      }
      this.recorders.set(key, recorder)
    }
    return recorder
  }

  private append(line: string): void {
    if (this.buffer.length + line.length > FLUSH_BYTES) this.flush()
    this.buffer += line
    if (this.timer === undefined) {
      this.timer = setInterval(() => this.flush(), FLUSH_INTERVAL_MS)
      this.timer.unref?.()
    }
  }

  flush(): void {
    if (this.buffer === '') return
    const text = this.buffer
    this.buffer = ''
    this.write(text)
  }

  close(): void {
    clearInterval(this.timer)
    this.timer = undefined
    this.flush()
  }
}
