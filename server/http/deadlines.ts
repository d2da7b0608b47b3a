/**
 * Deadlines for many concurrent body reads, kept by one timer instead of one each: a
 * setTimeout, a race and a clearTimeout per request cost more than reading a small body.
 * A deadline is enforced up to one tick late; the timer runs only while reads are pending.
 */
export class Deadlines {
  private readonly pending = new Set<{ expires: number; reject: (reason: unknown) => void }>()
  private timer: ReturnType<typeof setInterval> | undefined
  private readonly tickMs: number

  /** `expired()` makes the error a late read is rejected with. */
  constructor(
    private readonly deadlineMs: number,
    private readonly expired: () => unknown,
  ) {
    // A tenth of the deadline late at most, and never more than a quarter second.
    this.tickMs = Math.min(250, Math.max(5, deadlineMs / 10))
  }

  /** `work`, or a rejection with `expired()` if it is still pending at the deadline. */
  bound<T>(work: Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const entry = { expires: performance.now() + this.deadlineMs, reject }
      this.pending.add(entry)
      this.timer ??= this.start()
      work.then(
        (value) => {
          this.pending.delete(entry)
          resolve(value)
        },
        (error: unknown) => {
          this.pending.delete(entry)
          reject(error)
        },
      )
    })
  }

  private start(): ReturnType<typeof setInterval> {
    const timer = setInterval(() => this.sweep(), this.tickMs)
    timer.unref?.() // pending reads alone must not keep a stopping process alive
    return timer
  }

  private sweep(): void {
    if (this.pending.size === 0) {
      clearInterval(this.timer)
      this.timer = undefined
      return
    }
    const now = performance.now()
    for (const entry of this.pending) {
      if (entry.expires > now) continue
      this.pending.delete(entry)
      entry.reject(this.expired())
    }
  }
}
