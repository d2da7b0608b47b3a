/**
 * Deadlines for many concurrent body reads, kept by one timer instead of one each: a
 * setTimeout, a race and a clearTimeout per request cost more than reading a small body.
 *
 * The timer's ticks are the clock, so a read costs no clock reading and no set operation:
 * it is appended to a list, and an answered read only lets go of its callbacks. Each tick
 * answers the reads past their deadline and keeps only those still waiting, so the list
 * never holds more than one tick's reads. A read is answered late at the first tick at
 * least the deadline after it started: up to one tick late, never early. The timer runs
 * only while reads are waiting.
 */
interface Pending<R> {
  /** The tick at which this read, if still unanswered, gets the deadline's error. */
  dueTick: number
  /** Cleared once the read is answered: an answered read holds nothing until the sweep drops it. */
  resolve: ((answer: R) => void) | undefined
  reject: ((error: unknown) => void) | undefined
  onError: ((error: unknown) => R) | undefined
}

export class Deadlines {
  private reads: Pending<any>[] = []
  private ticks = 0
  private timer: ReturnType<typeof setInterval> | undefined
  private readonly tickMs: number
  /** A read that starts between ticks waits this many whole ticks after the next one. */
  private readonly ticksPerDeadline: number

  /** `expired()` makes the error a late read is answered with. */
  constructor(deadlineMs: number, private readonly expired: () => unknown) {
    // A tenth of the deadline late at most, and never more than a quarter second.
    this.tickMs = Math.min(250, Math.max(5, deadlineMs / 10))
    this.ticksPerDeadline = Math.ceil(deadlineMs / this.tickMs)
  }

  /**
   * `work.then(onValue, onError)`, except that a read still pending at the deadline is
   * answered by `onError(expired())`, and whatever `work` does later is ignored. One promise
   * for the read and its answer: each promise a request adds to its chain costs about
   * 0.2 µs, and keeping deadlines in a set with a clock reading per request cost as much
   * again (README, Performance). A callback that throws rejects the promise.
   */
  settle<T, R>(work: Promise<T>, onValue: (value: T) => R, onError: (error: unknown) => R): Promise<R> {
    let entry!: Pending<R>
    const answer = new Promise<R>((resolve, reject) => {
      entry = { dueTick: this.ticks + this.ticksPerDeadline + 1, resolve, reject, onError }
    })
    this.reads.push(entry)
    this.timer ??= this.start()
    work.then(
      (value) => answered(entry, onValue, value),
      (error: unknown) => answered(entry, onError, error),
    )
    return answer
  }

  private start(): ReturnType<typeof setInterval> {
    const timer = setInterval(() => this.sweep(), this.tickMs)
    timer.unref?.() // pending reads alone must not keep a stopping process alive
    return timer
  }

  private sweep(): void {
    const now = ++this.ticks
    const waiting: Pending<any>[] = []
    for (const entry of this.reads) {
      if (entry.onError === undefined) continue // answered
      if (entry.dueTick <= now) answered(entry, entry.onError, this.expired())
      else waiting.push(entry)
    }
    this.reads = waiting
    if (waiting.length === 0) {
      clearInterval(this.timer)
      this.timer = undefined
    }
  }
}

/** Answers a read once: the first of its value, its error and its deadline wins. */
function answered<A, R>(entry: Pending<R>, callback: (argument: A) => R, argument: A): void {
  const { resolve, reject } = entry
  if (resolve === undefined || reject === undefined) return
  entry.resolve = entry.reject = entry.onError = undefined
  try {
    resolve(callback(argument))
  } catch (error) {
    reject(error)
  }
}
