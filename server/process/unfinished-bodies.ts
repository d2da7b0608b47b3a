/**
 * POSTs still waiting for their body when a stop has waited all it will (drain.ts). Left to
 * their body deadline (REQUEST_TIMEOUT_SECONDS, up to 240 s) they held the stop until its grace
 * ran out and the process exited 1, the client answered nothing. Each is answered instead with
 * a 503 that closes the connection (its body unread) and says when to retry: the request was
 * not processed, so the client may send it again, through the load balancer to another
 * replica. Not a 408, which blames a slow client, where the client may simply have been
 * sending at the moment the server stopped.
 */
import type { Server } from 'bun'
import type { Answered } from '../direct-routes.ts'
import { problemResponse, unavailable } from '../http/problem.ts'
import { pathOf } from '../route-table.ts'

type AnsweringHandler = (request: Request, answered: Answered, server: Server<undefined>) => Response | Promise<Response>

const STOPPING = 'The server is stopping; send the request again after the time in Retry-After.'

export class UnfinishedBodies {
  /** For each POST still waiting: answers it with the 503, unless it has just been answered. */
  private readonly waiting = new Set<() => void>()

  /**
   * `handle`, whose POSTs can be answered early by `refuseAll`. Only a POST answered later
   * than the call (its body, or the code that answers it, still to come) is kept, and
   * `answered` sees exactly one response of it.
   */
  track(handle: AnsweringHandler, known: Set<string>): AnsweringHandler {
    return (request, answered, server) => {
      if (request.method !== 'POST') return handle(request, answered, server)
      let open = true
      const once: Answered = (response) => {
        if (!open) return response
        open = false
        return answered(response)
      }
      const response = handle(request, once, server)
      if (!(response instanceof Promise)) return response
      const early = Promise.withResolvers<Response>()
      const refuse = () => {
        if (open) early.resolve(once(stoppingResponse(pathOf(request.url), known)))
      }
      this.waiting.add(refuse)
      response.then(
        (given) => {
          this.waiting.delete(refuse)
          early.resolve(given)
        },
        (error: unknown) => {
          this.waiting.delete(refuse)
          early.reject(error)
        },
      )
      return early.promise
    }
  }

  /** Answers every POST still waiting with the 503; returns how many there were. */
  refuseAll(): number {
    const refused = this.waiting.size
    for (const refuse of this.waiting) refuse()
    this.waiting.clear()
    return refused
  }
}

/** The 503 of a stop, naming the route when it is one of ours (never a path the client made up). */
function stoppingResponse(path: string, known: Set<string>): Response {
  return problemResponse({ ...unavailable(STOPPING, true).problem, instance: known.has(path) ? path : undefined })
}
