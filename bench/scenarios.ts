/** Requests the load tools send: one valid call per endpoint, and a typical error. */

import { LATEST_PROTOCOL_VERSION } from '@modelcontextprotocol/sdk/types.js'
import { DEFAULT_BASE_URL } from '../api/config.ts'
import { endpoints } from '../api/endpoints.ts'
import { MCP_PATH } from '../api/mcp.ts'
import { buildOpenApi } from '../api/openapi/document.ts'
import { exampleRequest } from '../api/openapi/example-request.ts'
import { type CalculatorPage, calculatorPages } from '../api/pages.ts'
import { HEALTH_PATH } from '../api/paths.ts'
import { EXAMPLE_LOG } from '../metrics/adaptive/example-log.ts'
import { addDays } from '../metrics/dates.ts'
import type { LoadRequest } from './wrk.ts'

const PLAN_BODY = JSON.stringify({
  gender: 'female',
  age: 41,
  weightKg: 72.5,
  heightCm: 168,
  activityLevel: 'light',
  weeklyLossGoalKg: 0.5,
  targetWeightKg: 65,
  startDate: '2026-01-01',
})
const PLAN_QUERY =
  'gender=female&age=41&weightKg=72.5&heightCm=168&activityLevel=light&weeklyLossGoalKg=0.5&targetWeightKg=65&startDate=2026-01-01'

export const calculatePost: LoadRequest = { method: 'POST', path: '/api/v1/calculate', body: PLAN_BODY }
/** The same plan as an MCP tool call, as an agent's client sends it (Streamable HTTP, no session). */
export const mcpCalculateCall: LoadRequest = {
  method: 'POST',
  path: MCP_PATH,
  body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'calculate', arguments: JSON.parse(PLAN_BODY) } }),
  headers: { Accept: 'application/json, text/event-stream', 'MCP-Protocol-Version': LATEST_PROTOCOL_VERSION },
}
/** The same plan through the Hall 2011 model: 150 simulated days and a weekly projection. */
export const calculateDynamicPost: LoadRequest = { ...calculatePost, body: JSON.stringify({ ...JSON.parse(PLAN_BODY), model: 'dynamic' }) }
/** The NIH planner's question for the same woman: a year to her target (a few simulated years in all). */
export const goalDateGet: LoadRequest = {
  method: 'GET',
  path: '/api/calories-for-goal-date?gender=female&age=41&weightKg=72.5&heightCm=168&activityLevel=light&targetWeightKg=65&goalDate=2027-01-01&startDate=2026-01-01',
}
/** A year of daily log (365 entries, about 20 KB): the published example's days again and again. */
export const adaptiveTdeePost: LoadRequest = {
  method: 'POST',
  path: '/api/v1/adaptive-tdee',
  body: JSON.stringify({
    entries: Array.from({ length: 365 }, (_, i) => ({ ...EXAMPLE_LOG[i % EXAMPLE_LOG.length], date: addDays('2026-01-01', i) })),
    gender: 'male',
    age: 30,
    heightCm: 180,
    weeklyLossGoalKg: 0.5,
  }),
}
export const deficitGet: LoadRequest = { method: 'GET', path: `/api/calculate-deficit?${PLAN_QUERY}` }
/**
 * The same plan as a person's page: the form, the result, and a chart for which the page also
 * projects the plan by the dynamic model (about 20 µs). No Accept-Encoding, like the JSON request:
 * a browser's request also pays for gzip (about 55 µs).
 */
export const deficitPageGet: LoadRequest = { method: 'GET', path: `/calculate-deficit?${PLAN_QUERY}` }
export const deficitDynamicGet: LoadRequest = { method: 'GET', path: `${deficitGet.path}&model=dynamic` }
export const deficitDynamicPageGet: LoadRequest = { method: 'GET', path: `${deficitPageGet.path}&model=dynamic` }
/**
 * A built discovery catalogue from dist/: static bytes, no computation. A small one, so
 * that the server's per-request work is measured: with the 78 KB agent file, one wrk
 * thread on a 2-core machine cannot keep even our server busy.
 */
export const CATALOGUE_PATH = '/knowledge-sitemap.xml'
export const catalogueGet: LoadRequest = { method: 'GET', path: CATALOGUE_PATH }
/** Out of bounds: a 422 problem. */
export const invalidGet: LoadRequest = { method: 'GET', path: '/api/calculate-deficit?gender=female&age=12&weightKg=72.5' }

/** Each calculator's documented example (what /docs shows as curl), the health check and a 422. */
const documented = buildOpenApi(DEFAULT_BASE_URL)
export const everyEndpoint: LoadRequest[] = [
  ...endpoints.map(({ method, path }): LoadRequest => {
    const verb = method === 'GET' ? 'get' : 'post'
    const { target, body } = exampleRequest(path, verb, documented.paths[path]![verb]!)
    return body === undefined ? { method, path: target } : { method, path: target, body }
  }),
  { method: 'GET', path: HEALTH_PATH },
  invalidGet,
]

/** A calculator's page asked its documented example's query, beside that JSON request. */
export interface DocumentedPage {
  page: CalculatorPage
  json: LoadRequest
  html: LoadRequest
}

export const documentedPages: DocumentedPage[] = calculatorPages.map((page) => {
  const { target } = exampleRequest(page.api, 'get', documented.paths[page.api]!.get!)
  return { page, json: { method: 'GET', path: target }, html: { method: 'GET', path: `${page.path}${target.slice(page.api.length)}` } }
})
