/** The request an operation's examples describe: what the docs show as curl and the tests send. */
import { FORM_MEDIA_TYPE as FORM } from '../limits.ts'
import type { Operation } from './types.ts'

export interface ExampleRequest {
  method: 'GET' | 'POST'
  /** Path and query string, e.g. `/api/bmi-calculator?weightKg=80&heightCm=180`. */
  target: string
  /** JSON text of the body, for operations that take one (form-encoded for the log page's form). */
  body?: string
  /** The body's media type when it is not JSON. */
  headers?: { 'content-type': string }
}

export function exampleRequest(path: string, method: 'get' | 'post', operation: Operation): ExampleRequest {
  const query = new URLSearchParams((operation.parameters ?? []).map((p) => [p.name, String(p.example)])).toString()
  const target = query === '' ? path : `${path}?${query}`
  const example = operation.requestBody?.content['application/json']?.example
  const form = operation.requestBody?.content[FORM]?.example as Record<string, string> | undefined
  return {
    method: method === 'get' ? 'GET' : 'POST',
    target,
    ...(example === undefined ? {} : { body: JSON.stringify(example) }),
    ...(form === undefined ? {} : { body: new URLSearchParams(form).toString(), headers: { 'content-type': FORM } }),
  }
}
