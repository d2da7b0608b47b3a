/** Reads a POST body strictly: JSON media type, at most 64 KiB, valid UTF-8, valid JSON, an object. */
import {
  BODIES_BUSY,
  MAX_BODY_BYTES,
  MAX_JSON_NESTING,
  NESTING_CHECKED_ABOVE_CHARS,
  NOT_JSON_MEDIA_TYPE,
  TOO_LARGE,
} from '../../api/limits.ts'
import { DETAILS } from '../../api/problem-wording.ts'
import { InvalidInputError } from '../../metrics/index.ts'
import { chargeBody, declaredLength, isBudgeted, UNDECLARED_CHARGE_BYTES } from './body-budget.ts'
import { Deadlines } from './deadlines.ts'
import { nestsDeeperThan } from './json-depth.ts'
import { overloaded, serverWatch } from './overload.ts'
import { CLOSE, HttpProblem, unavailable } from './problem.ts'

const badRequest = (detail: string) => new HttpProblem({ status: 400, detail })
const tooLarge = () => new HttpProblem({ status: 413, detail: TOO_LARGE, headers: CLOSE })

/** `application/json`, with no charset parameter or a UTF-8 one: JSON is UTF-8 (RFC 8259 §8.1), so a body declared in another charset is refused rather than misread. */
const isJsonMediaType = (contentType: string | null): boolean => isMediaType(contentType, 'application/json')

/** Whether `contentType` is `media` (any case), with no charset parameter or a UTF-8 one: bodies are read as UTF-8. */
export function isMediaType(contentType: string | null, media: string): boolean {
  if (contentType === media) return true // the usual header, checked without parsing
  if (contentType === null) return false
  const [sent, ...parameters] = contentType.split(';')
  return sent!.trim().toLowerCase() === media && !parameters.some(declaresOtherCharset)
}

function declaresOtherCharset(parameter: string): boolean {
  const equals = parameter.indexOf('=')
  if (equals === -1 || parameter.slice(0, equals).trim().toLowerCase() !== 'charset') return false
  const charset = parameter
    .slice(equals + 1)
    .trim()
    .replace(/^"(.*)"$/, '$1')
    .toLowerCase()
  return charset !== 'utf-8' && charset !== 'utf8'
}

/** Deadlines for body reads: one still pending when its time is up is refused with a 408 that closes the connection. */
export const bodyDeadlines = (deadlineMs: number): Deadlines =>
  new Deadlines(deadlineMs, () => new HttpProblem({ status: 408, detail: DETAILS.bodyTimeout, headers: CLOSE }))

/**
 * The body as text, at most the limit: a declared excess is refused at once, a streamed body
 * (`Transfer-Encoding: chunked`) once Bun has buffered it, which over a socket is never more
 * than SOCKET_BODY_LIMIT_BYTES (Bun refuses the rest itself). Bun's own buffering, not a
 * stream read in JavaScript: every read of a stream left a 64 KiB buffer for the collector,
 * and clients abandoning bodies drove the process to hundreds of MB (docs/security.md). While
 * it is received, a body (unless small) is charged at the most it may hold (body-budget.ts). While the server
 * is overloaded, it is refused unread (overload.ts).
 * Invalid UTF-8 decodes to U+FFFD, which no valid input contains, so its presence marks the
 * body as undecodable without a second, strict decoding pass.
 */
export function readCapped(request: Request): Promise<string> {
  const declared = declaredLength(request)
  if (declared !== undefined && declared > MAX_BODY_BYTES) throw tooLarge()
  if (serverWatch.overloaded()) throw overloaded(true)
  if (!isBudgeted(declared)) return request.text()
  const release = chargeBody(request, declared ?? UNDECLARED_CHARGE_BYTES)
  if (release === undefined) throw unavailable(BODIES_BUSY, true)
  const text = declared === undefined ? request.bytes().then(cappedText) : request.text()
  // Bun holds a refused or stalled body until its connection closes, which settles the read.
  text.then(release, release)
  return text
}

/** Decodes as request.text() does: U+FFFD for invalid sequences, a leading byte order mark dropped. */
const utf8 = new TextDecoder()

function cappedText(bytes: Uint8Array): string {
  if (bytes.byteLength > MAX_BODY_BYTES) throw tooLarge()
  return utf8.decode(bytes)
}

export interface JsonBody {
  value: Record<string, unknown>
  /** The text it was parsed from, where keys given more than once can still be seen (JSON.parse kept the last). */
  text: string
}

/**
 * Reads a request's JSON body and answers it: `onBody(body)`, or `onRefused(error)` for a
 * body refused (415, 413, 400, or whatever the reader's shape check throws) or not received
 * in time (408). Continuations rather than a returned promise, so that reading, the deadline
 * and the answer share one promise; refusals decided from the headers alone need none.
 * `onBody` must not throw: it answers its own errors.
 */
export type BodyReader<B> = <R>(request: Request, onBody: (body: B) => R, onRefused: (error: unknown) => R) => R | Promise<R>
export type JsonBodyReader = BodyReader<JsonBody>

/**
 * A reader whose bodies must arrive within the deadline (a client trickling bytes cannot hold
 * a request open), be at most the limit, and parse as UTF-8 JSON; `shape` then checks the
 * parsed value's shape (throwing to refuse it) and makes the body handed on.
 */
export function jsonReader<B>(deadlineMs: number, shape: (value: unknown, text: string) => B): BodyReader<B> {
  const deadlines = bodyDeadlines(deadlineMs)
  return (request, onBody, onRefused) => {
    let text: Promise<string>
    try {
      if (!isJsonMediaType(request.headers.get('content-type'))) {
        throw new HttpProblem({ status: 415, detail: NOT_JSON_MEDIA_TYPE, headers: CLOSE })
      }
      text = readCapped(request)
    } catch (error) {
      return onRefused(error)
    }
    return deadlines.settle(
      text,
      (received) => {
        let body: B
        try {
          body = shape(parseJson(received, request), received)
        } catch (error) {
          return onRefused(error)
        }
        return onBody(body)
      },
      onRefused,
    )
  }
}

/** The calculators' reader: the body must be a JSON object; its repeated top-level keys are noted. */
export const jsonBodyReader = (deadlineMs: number): JsonBodyReader => jsonReader(deadlineMs, objectBody)

/**
 * A body that cannot be read as UTF-8 JSON. No content coding is decoded, so when the client
 * declared one (gzip, br, …) the honest answer is 415 (RFC 9110 §15.5.16), not "invalid
 * JSON"; the header is read only on this error path.
 */
function unreadable(request: Request, detail: string): HttpProblem {
  const coding = request.headers.get('content-encoding')?.trim().toLowerCase()
  if (coding === undefined || coding === '' || coding === 'identity') return badRequest(detail)
  return new HttpProblem({ status: 415, detail: 'Request bodies are read as sent: send the JSON without a Content-Encoding.' })
}

const tooDeep = () =>
  new InvalidInputError(
    [{ field: '(body)', message: `must not nest arrays or objects more than ${MAX_JSON_NESTING} deep` }],
    `The body nests arrays or objects more than ${MAX_JSON_NESTING} deep; send a flat JSON object.`,
  )

function parseJson(text: string, request: Request): unknown {
  if (text.length === 0) throw badRequest(DETAILS.emptyBody)
  if (text.includes('\uFFFD')) throw unreadable(request, DETAILS.notUtf8)
  if (text.length > NESTING_CHECKED_ABOVE_CHARS && nestsDeeperThan(text, MAX_JSON_NESTING)) throw tooDeep()
  try {
    return JSON.parse(text)
  } catch {
    throw unreadable(request, DETAILS.notJson)
  }
}

function objectBody(value: unknown, text: string): JsonBody {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw new InvalidInputError([{ field: '(body)', message: 'must be a JSON object' }], 'The body must be a JSON object.')
  }
  return { value: value as Record<string, unknown>, text }
}
