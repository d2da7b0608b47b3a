/**
 * The one error hook: whatever went wrong, the client gets a problem+json response
 * (CONTRACT §2). Unknown failures become a generic 500; the log gets the stack frames
 * but never the message, which could quote client input.
 */
import { InvalidInputError } from '../metrics/index.ts'
import { HttpProblem, problemResponse } from './http/problem.ts'

/** Methods answered per path, for 405 responses and their `Allow` header. */
export type AllowedMethods = Map<string, string[]>

function pathOf(url: string): string {
  const start = url.indexOf('/', url.indexOf('//') + 2)
  if (start === -1) return '/'
  const end = url.indexOf('?', start)
  return end === -1 ? url.slice(start) : url.slice(start, end)
}

export function logUnexpected(error: unknown): void {
  const frames = error instanceof Error ? (error.stack ?? '').split('\n').slice(1).join('\n') : ''
  const name = error instanceof Error ? error.name : typeof error
  console.error(JSON.stringify({ level: 'error', event: 'unexpected-error', name, frames }))
}

export function errorResponse(error: unknown, code: unknown, request: Request, allowed: AllowedMethods): Response {
  const path = pathOf(request.url)
  const known = allowed.has(path)
  const instance = known ? path : undefined
  if (error instanceof HttpProblem) return problemResponse({ ...error.problem, instance })
  if (error instanceof InvalidInputError) {
    return problemResponse({ status: 422, detail: error.summary, instance, errors: error.errors })
  }
  if (code === 'NOT_FOUND') {
    const methods = allowed.get(path)
    if (methods === undefined) return problemResponse({ status: 404, detail: 'There is nothing at this path.' })
    return problemResponse({
      status: 405,
      detail: `This path answers ${methods.join(', ')} only.`,
      instance,
      headers: { allow: methods.join(', ') },
    })
  }
  if (code === 'PARSE') return problemResponse({ status: 400, detail: 'The request could not be parsed.', instance })
  logUnexpected(error)
  return problemResponse({ status: 500, detail: 'An unexpected error occurred.', instance })
}
