/** Mounts every calculator of the endpoint table: read input strictly, compute, answer JSON. */
import { Elysia } from 'elysia'
import { checkInput, todayUtc } from '../../metrics/index.ts'
import { endpoints, type Endpoint } from '../endpoints.ts'
import { readJsonBody } from '../http/json-body.ts'
import { jsonResponse } from '../http/json-response.ts'
import { queryNames, readQuery } from '../http/query.ts'

export type Clock = () => Date

export interface CalculatorRouteOptions {
  clock: Clock
  /** How long a POST body may take to arrive. */
  bodyTimeoutMs: number
}

function handlerFor({ method, calculator }: Endpoint, { clock, bodyTimeoutMs }: CalculatorRouteOptions) {
  const context = () => ({ today: todayUtc(clock()) })
  if (method === 'GET') {
    return ({ request }: { request: Request }) =>
      jsonResponse(calculator.compute(readQuery(request.url, calculator.input), context()))
  }
  return async ({ request }: { request: Request }) =>
    jsonResponse(
      calculator.compute(
        checkInput(calculator.input, await readJsonBody(request, bodyTimeoutMs), { misplaced: queryNames(request.url) }),
        context(),
      ),
    )
}

export function calculatorRoutes(options: CalculatorRouteOptions) {
  const app = new Elysia({ name: 'calculators' })
  for (const endpoint of endpoints) {
    // parse: 'none' — the body is read by readJsonBody, never by Elysia's lenient parser.
    app.route(endpoint.method, endpoint.path, handlerFor(endpoint, options), { parse: 'none' })
  }
  return app
}
