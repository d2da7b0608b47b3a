/** In-process requests to the app, with a pinned today, read into status, headers, text and JSON. */
import { createApp } from '../../server/app.ts'
import { validPlan } from './plan.ts'

export const app = createApp({ clock: () => new Date('2026-05-01T08:00:00Z') })

export interface Sent {
  status: number
  headers: Headers
  text: string
  json: any
}

export async function send(method: string, path: string, init: { body?: BodyInit; headers?: Record<string, string> } = {}): Promise<Sent> {
  const response = await app.handle(new Request(`http://localhost${path}`, { method, ...init }))
  const text = await response.text()
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    json = undefined
  }
  return { status: response.status, headers: response.headers, text, json }
}

export const postJson = (path: string, body: unknown) =>
  send('POST', path, { body: typeof body === 'string' ? body : JSON.stringify(body), headers: { 'content-type': 'application/json' } })

export const planQuery = (overrides: Record<string, string> = {}) =>
  `/api/calculate-deficit?${new URLSearchParams({ ...Object.fromEntries(Object.entries(validPlan).map(([k, v]) => [k, String(v)])), ...overrides })}`
