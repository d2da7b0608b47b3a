/**
 * Deadlines for many concurrent body reads, kept by one timer instead of one each: a
 * setTimeout, a race and a clearTimeout per request cost more than reading a small body.
 * A deadline is enforced up to one tick late; the timer runs only while reads are pending.
 */
interface Pending {
  expires: number
  /** Answers with the deadline's error, unless the read was answered first. */
  expire(error: unknown): void
}

export class Deadlines {
  private readonly pending = new Set<Pending>()
  private timer: ReturnType<typeof setInterval> | undefined
  private readonly tickMs: number

  /** `expired()` makes the error a late read is answered with. */
  constructor(
    private readonly deadlineMs: number,
    private readonly expired: () => unknown,
  ) {
    // A tenth of the deadline late at most, and never more than a quarter second.
    this.tickMs = Math.min(250, Math.max(5, deadlineMs / 10))
  }

  /**
   * `work.then(onValue, onError)`, except that a read still pending at the deadline is
   * answered by `onError(expired())`, and whatever `work` does later is ignored. One promise
   * for the read and its answer: each promise a request adds to its chain cost about 0.3 µs
   * on the POST path (README, Performance). A callback that throws rejects the promise.
   */
  settle<T, R>(work: Promise<T>, onValue: (value: T) => R, onError: (error: unknown) => R): Promise<R> {
    return new Promise<R>((resolve, reject) => {
      const answer = <A>(callback: (argument: A) => R, argument: A) => {
        if (!this.pending.delete(entry)) return // answered already: the deadline came first
        try {
          resolve(callback(argument))
        } catch (error) {
          reject(error)
        }
      }
      const entry: Pending = { expires: performance.now() + this.deadlineMs, expire: (error) => answer(onError, error) }
      this.pending.add(entry)
      this.timer ??= this.start()
      work.then(
        (value) => answer(onValue, value),
        (error: unknown) => answer(onError, error),
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
    for (const entry of this.pending) if (entry.expires <= now) entry.expire(this.expired())
  }
}
