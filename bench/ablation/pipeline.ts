/**
 * POST /api/v1/calculate assembled from the service's own parts, each switched on by name, so
 * that the ablations can measure what each costs. With none, it differs from the raw baseline in
 * two ways only, both as ours does it: the body is read as text and then parsed (the checks need
 * the text), and responses reuse prebuilt Headers.
 *   headers   the media-type and declared-size checks: the two header reads of the body reader
 *   deadline  the 408 deadline around the body read (Deadlines.settle)
 *   keys      the repeated-key check
 *   schema    the input check
 *   url       the query-string check, which reads request.url
 *   handler   instead of all of these, the service's own POST handler, whole
 */
import { calculators, checkInput, todayUtc } from '../../metrics/index.ts'
import { unchanged } from '../../server/direct-routes.ts'
import { Deadlines } from '../../server/http/deadlines.ts'
import { isJsonMediaType, MAX_BODY_BYTES } from '../../server/http/json-body.ts'
import { repeatedTopLevelKeys } from '../../server/http/json-keys.ts'
import { jsonResponse } from '../../server/http/json-response.ts'
import { queryNames } from '../../server/http/query.ts'
import { calculatorRoutes } from '../../server/routes/calculators.ts'

export const PIECES = ['headers', 'deadline', 'keys', 'schema', 'url', 'handler'] as const
export type Piece = (typeof PIECES)[number]

/** Each step adds one piece to the one before it. */
export const STEPS: { id: string; adds: string; pieces: Piece[] }[] = [
  { id: 'lean', adds: 'the body read as text, then parsed; prebuilt response Headers', pieces: [] },
  { id: '+headers', adds: 'the media-type and declared-size checks', pieces: ['headers'] },
  { id: '+deadline', adds: 'the 408 deadline', pieces: ['headers', 'deadline'] },
  { id: '+keys', adds: 'the repeated-key check', pieces: ['headers', 'deadline', 'keys'] },
  { id: '+schema', adds: 'the input check', pieces: ['headers', 'deadline', 'keys', 'schema'] },
  { id: '+url', adds: 'the query-string check (request.url)', pieces: ['headers', 'deadline', 'keys', 'schema', 'url'] },
  { id: 'handler', adds: 'our POST handler itself, in place of the assembled one', pieces: ['handler'] },
]

/** Piece names from a comma-separated list, each checked. */
export function piecesNamed(list: string): Piece[] {
  const names = list.split(',').filter((name) => name !== '')
  for (const name of names) if (!(PIECES as readonly string[]).includes(name)) throw new Error(`unknown piece ${name}`)
  return names as Piece[]
}

const plan = calculators.calculate
const refused = () => new Response(null, { status: 400 })

/** The POST handler with these pieces on. */
export function assembled(pieces: readonly Piece[]): (request: Request) => Response | Promise<Response> {
  const on = new Set<Piece>(pieces)
  if (on.has('handler')) {
    const ours = calculatorRoutes({ clock: () => new Date(), bodyTimeoutMs: 10_000 }).find((route) => route.path === '/api/v1/calculate')!
    return (request) => ours.handle(request, unchanged)
  }
  const deadlines = new Deadlines(10_000, () => new Error('late'))
  const answer = (text: string, request: Request): Response => {
    let value = JSON.parse(text)
    const repeated = on.has('keys') ? repeatedTopLevelKeys(text, value) : []
    const misplaced = on.has('url') ? queryNames(request.url) : []
    if (on.has('schema')) value = checkInput(plan.input, value, { duplicated: repeated, misplaced })
    else if (repeated.length + misplaced.length > 0) return refused()
    return jsonResponse(plan.compute(value, { today: todayUtc() }))
  }
  return (request) => {
    if (on.has('headers')) {
      if (!isJsonMediaType(request.headers.get('content-type'))) return refused()
      if (Number(request.headers.get('content-length')) > MAX_BODY_BYTES) return refused()
    }
    const text = request.text()
    return on.has('deadline') ? deadlines.settle(text, (received) => answer(received, request), refused) : text.then((received) => answer(received, request))
  }
}
