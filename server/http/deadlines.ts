/**
 * Deadlines for many concurrent body reads, kept by one timer instead of one each: a
 * setTimeout, a race and a clearTimeout per request cost more than reading a small body.
 *
 * Waiting reads are kept in an array, each knowing its place, and leave it the moment they are
 * answered (the last one takes the place): the array holds only reads still waiting, at no
 * hashing cost. A read still waiting is answered at the first tick at least the deadline after
 * it started, by the clock: never early, and late by a tick and however late the timer runs.
 * Counting ticks instead (no clock reading per read, 33 ns) let a loop kept busy stretch every
 * tick: under the overload test's attack a 2 s deadline's 408 came after 3.9 s, and a longer
 * deadline's would have come after Bun's idle close (docs/security.md). The timer runs only
 * while reads are waiting.
 */
interface Pending<R> {
  /** When (performance.now()) this read, if still unanswered, gets the deadline's error. */
  dueAt: number
  /** Its place in the array of waiting reads, or -1 once answered. */
  index: number
  resolve(answer: R | PromiseLike<R>): void
  reject(error: unknown): void
  onError(error: unknown): R | PromiseLike<R>
}

/** How many late reads one turn of the event loop answers. */
export const EXPIRY_BATCH = 64

/**
 * Every Deadlines made (one per route that reads bodies: three a service), so that a stop can end
 * their reads at once. Per process, as a stop is: a process serves one service (tests that make
 * many keep theirs here, a few small objects each).
 */
const everyDeadlines = new Set<Deadlines>()

/**
 * Answers every read still waiting, of every Deadlines, with `error()` instead of waiting out its
 * deadline (a stop's end: serve.ts); how many there were. Nothing is added per read for it.
 */
export function endWaitingReads(error: () => unknown): number {
  let ended = 0
  for (const deadlines of everyDeadlines) ended += deadlines.endAll(error)
  return ended
}

export class Deadlines {
  // biome-ignore lint/suspicious/noExplicitAny: reads of different result types wait in one list; each is answered through its own callbacks
  private readonly waiting: Pending<any>[] = []
  private timer: ReturnType<typeof setInterval> | undefined
  private readonly tickMs: number

  /** `expired()` makes the error a late read is answered with. */
  constructor(
    private readonly deadlineMs: number,
    private readonly expired: () => unknown,
  ) {
    // A tenth of the deadline late at most, and never more than a quarter second, while the timer keeps time.
    this.tickMs = Math.min(250, Math.max(5, deadlineMs / 10))
    everyDeadlines.add(this)
  }

  /** Answers every read still waiting with `error()`, in batches as expiry does; how many there were. */
  endAll(error: () => unknown): number {
    const waiting = this.waiting.length
    this.expireDue(Number.POSITIVE_INFINITY, error)
    return waiting
  }

  /**
   * `work.then(onValue, onError)`, except that a read still pending at the deadline is
   * answered by `onError(expired())`, and whatever `work` does later is ignored. One promise
   * for the read and its answer: each promise a request adds to its chain costs about
   * 0.2 µs, and keeping deadlines in a set cost as much again (docs/performance.md). A
   * callback that throws rejects the promise.
   */
  settle<T, R>(work: Promise<T>, onValue: (value: T) => R | PromiseLike<R>, onError: (error: unknown) => R | PromiseLike<R>): Promise<R> {
    let entry!: Pending<R>
    const answer = new Promise<R>((resolve, reject) => {
      entry = { dueAt: performance.now() + this.deadlineMs, index: this.waiting.length, resolve, reject, onError }
    })
    this.waiting.push(entry)
    this.timer ??= this.start()
    work.then(
      (value) => this.answer(entry, onValue, value),
      (error: unknown) => this.answer(entry, onError, error),
    )
    return answer
  }

  /** Answers a read once: the first of its value, its error and its deadline wins. */
  private answer<A, R>(entry: Pending<R>, callback: (argument: A) => R | PromiseLike<R>, argument: A): void {
    if (entry.index === -1) return
    const last = this.waiting.pop()!
    if (last !== entry) {
      this.waiting[entry.index] = last
      last.index = entry.index
    }
    entry.index = -1
    try {
      entry.resolve(callback(argument))
    } catch (error) {
      entry.reject(error)
    }
  }

  private start(): ReturnType<typeof setInterval> {
    const timer = setInterval(() => this.sweep(), this.tickMs)
    timer.unref?.() // pending reads alone must not keep a stopping process alive
    return timer
  }

  private sweep(): void {
    this.expireDue(performance.now())
  }

  /**
   * Answers the reads due by `now`, at most EXPIRY_BATCH per turn of the event loop, the
   * rest on the next turn. Answering thousands at once (a crowd of stalled bodies whose
   * deadlines fall together) overflows Bun's stack as it sends their responses: the process died.
   */
  private expireDue(now: number, error = this.expired): void {
    let answered = 0
    // From the end: answering a read moves the last one into its place, one already seen.
    for (let i = this.waiting.length - 1; i >= 0; i--) {
      const entry = this.waiting[i]!
      if (entry.dueAt > now) continue
      if (answered++ === EXPIRY_BATCH) {
        setImmediate(() => this.expireDue(now, error))
        return
      }
      this.answer(entry, entry.onError, error())
    }
    if (this.waiting.length === 0) {
      clearInterval(this.timer)
      this.timer = undefined
    }
  }
}
