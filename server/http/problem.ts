/**
 * RFC 9457 problem details. Every error on every path goes through here, so none can
 * echo client input or leak internals: callers supply only fixed text and field names.
 */

import { STATUS_TITLES } from '../../api/problem-wording.ts'
import type { FieldError } from '../../metrics/index.ts'
import { BASE_HEADERS, prebuiltHeaders } from './headers.ts'

/**
 * RFC 9457 §3.1.5 lets `instance` be an opaque identifier of the occurrence: an unknown path
 * (which can carry values) is never echoed, yet every problem has an instance (CONTRACT §2).
 */
export const occurrenceUrn = (): string => `urn:uuid:${crypto.randomUUID()}`

export interface Problem {
  status: number
  detail: string
  /** The request path where it names a route of ours; left out, an occurrence URN is given. */
  instance?: string
  errors?: FieldError[]
  headers?: Record<string, string>
}

/** Thrown anywhere in request handling; the error hook turns it into the response. */
export class HttpProblem extends Error {
  constructor(readonly problem: Problem) {
    super(problem.detail)
  }
}

/**
 * For refusals that leave the body unread (413, 415, 408, 503): without it Bun keeps the
 * connection and reads the rest of the body, however long, and a shutdown waits for it.
 */
export const CLOSE = { connection: 'close' }
const RETRY_SOON = { 'retry-after': '1' }

/** 503, to be retried a second later: the pending-body budget spent, or the server overloaded. */
export const unavailable = (detail: string, bodyUnread: boolean): HttpProblem =>
  new HttpProblem({ status: 503, detail, headers: bodyUnread ? { ...CLOSE, ...RETRY_SOON } : RETRY_SOON })

const PROBLEM_HEADERS = { ...BASE_HEADERS, 'content-type': 'application/problem+json', 'cache-control': 'no-store' }
const PREBUILT_PROBLEM_HEADERS = prebuiltHeaders(PROBLEM_HEADERS)

export function problemResponse({ status, detail, instance, errors, headers }: Problem): Response {
  const body = { type: 'about:blank', title: STATUS_TITLES[status], status, detail, instance: instance ?? occurrenceUrn(), errors }
  return new Response(JSON.stringify(body), {
    status,
    headers: headers === undefined ? PREBUILT_PROBLEM_HEADERS : { ...PROBLEM_HEADERS, ...headers },
  })
}
