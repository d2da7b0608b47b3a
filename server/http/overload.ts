/**
 * Load shedding for when the event loop stops reaching its timers. Bun runs timers, and frees
 * the sockets of clients that hung up mid-request, only between batches of work; a server kept
 * saturated by clients that open a new connection for each request never gets there. Eight
 * such clients, each request costing a millisecond, stopped a bare Bun.serve's timers for the
 * whole of a 10 s run, and with eight more clients hanging up mid-body it held 18,000 closed
 * sockets and 1.2 GB after 8 s (docs/security.md, "Timers that stop"). Ours held 200 MB, and
 * its body deadlines (a timer) stopped answering 408s.
 *
 * So while the watch's timer is overdue and requests still arrive, the ones that compute (bodies,
 * calculators' GETs, result pages) are refused with a 503 that costs a few microseconds: the loop
 * reaches its timers again, and the watch lets them through. The idea of fastify's under-pressure
 * (maxEventLoopDelay), which refuses everything; here health checks and static files go on.
 */
import { OVERLOADED } from '../../api/limits.ts'
import { type HttpProblem, unavailable } from './problem.ts'

/** How often the watch's timer runs while the server serves. */
const WATCH_MS = 50
/**
 * Overdue by this much, the loop is not reaching its timers. The soak, at the server's full load
 * beside hostile clients, delayed them by at most 30-76 ms; a collection of the heap, a few.
 */
export const MAX_TIMER_LAG_MS = 250
/**
 * A pause of the whole process (a long collection, other processes taking the CPU, a test running
 * synchronously) also delays the timer, and the requests that queued meanwhile are then served in
 * one batch before it runs. Starvation is different: the loop goes on serving, and never reaches the
 * timer. So a request is refused only once this many costly requests have arrived while the timer
 * was overdue, over at least BUSY_MS.
 */
export const ARRIVALS_BEFORE_SHEDDING = 32
export const BUSY_MS = 100

export class LoopWatch {
  private lastTurn: number
  private arrivals = 0
  /** When the first costly request arrived while the timer was overdue. */
  private overdueSince: number | undefined
  private refused = 0
  private timer: ReturnType<typeof setInterval> | undefined

  constructor(private readonly now: () => number = () => performance.now()) {
    this.lastTurn = now()
  }

  /** The timer's turn: the loop reached its timers. */
  turn(): void {
    this.lastTurn = this.now()
    this.arrivals = 0
    this.overdueSince = undefined
  }

  /** Whether a costly request arriving now is to be refused (and counted as shed); never while not started. */
  overloaded(): boolean {
    if (this.timer === undefined) return false
    const now = this.now()
    if (now - this.lastTurn <= MAX_TIMER_LAG_MS) return false
    this.overdueSince ??= now
    if (++this.arrivals <= ARRIVALS_BEFORE_SHEDDING || now - this.overdueSince < BUSY_MS) return false
    this.refused++
    return true
  }

  /** Requests refused so far. */
  get shed(): number {
    return this.refused
  }

  /** Runs the turns while the server serves (unreferenced: it never keeps a stopping process alive). */
  start(): this {
    this.turn()
    this.timer ??= setInterval(() => this.turn(), WATCH_MS)
    this.timer.unref()
    return this
  }

  /** Stops watching and forgets what was shed (a server stopping; a test done with it). */
  stop(): void {
    clearInterval(this.timer)
    this.timer = undefined
    this.refused = 0
  }
}

/**
 * The serving process's watch, consulted by the body reader, the calculators' GETs and the result
 * pages: started and stopped with the server on its socket (in a process serving none, nothing is
 * refused), read by /healthz.
 */
export const serverWatch = new LoopWatch()

/** The refusal. A POST's body is left unread, so its connection is closed. */
export const overloaded = (bodyUnread: boolean): HttpProblem => unavailable(OVERLOADED, bodyUnread)
