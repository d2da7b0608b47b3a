/**
 * RFC 9457 problem details. Every error on every path goes through here, so none can
 * echo client input or leak internals: callers supply only fixed text and field names.
 */
import type { FieldError } from '../../metrics/index.ts'
import { BASE_HEADERS, prebuiltHeaders } from './headers.ts'

export const STATUS_TITLES: Record<number, string> = {
  400: 'Bad Request',
  404: 'Not Found',
  405: 'Method Not Allowed',
  408: 'Request Timeout',
  413: 'Content Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Content',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
}

export interface Problem {
  status: number
  detail: string
  /** The request path, only where it names a route of ours (so it repeats nothing the client made up). */
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

const PROBLEM_HEADERS = { ...BASE_HEADERS, 'content-type': 'application/problem+json', 'cache-control': 'no-store' }
const PREBUILT_PROBLEM_HEADERS = prebuiltHeaders(PROBLEM_HEADERS)

export function problemResponse({ status, detail, instance, errors, headers }: Problem): Response {
  const body = { type: 'about:blank', title: STATUS_TITLES[status], status, detail, instance, errors }
  return new Response(JSON.stringify(body), {
    status,
    headers: headers === undefined ? PREBUILT_PROBLEM_HEADERS : { ...PROBLEM_HEADERS, ...headers },
  })
}
