/** Requests to the app in memory, with a pinned today. */
import { createApp } from '../../../server/app.ts'

export type App = ReturnType<typeof createApp>

export const PINNED_TODAY = new Date('2026-01-01T12:00:00Z')

export const testApp = (baseUrl = 'http://localhost:3000'): App => createApp({ clock: () => PINNED_TODAY, baseUrl })

export interface TestRequest {
  method: string
  /** Path with its query string. */
  target: string
  body?: string
  headers?: Record<string, string>
}

export function send(app: App, { method, target, body, headers }: TestRequest): Promise<Response> {
  const init: RequestInit = { method, headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers } }
  if (body !== undefined) init.body = body
  return app.handle(new Request(`http://localhost${target}`, init))
}

/** A calculator input as the wire carries it: a query string for GET, a JSON body for POST. */
export function calculatorRequest(method: 'GET' | 'POST', path: string, input: Record<string, unknown>): TestRequest {
  if (method === 'POST') return { method, target: path, body: JSON.stringify(input) }
  const query = new URLSearchParams(Object.entries(input).map(([k, v]) => [k, String(v)])).toString()
  return { method, target: `${path}?${query}` }
}
