/** Mounts every calculator of the endpoint table: read input strictly, compute, answer JSON. */
import { Elysia } from 'elysia'
import { todayUtc } from '../../metrics/index.ts'
import { endpoints, type Endpoint } from '../endpoints.ts'
import { readJsonBody } from '../http/json-body.ts'
import { jsonResponse } from '../http/json-response.ts'
import { readQuery } from '../http/query.ts'
import { checkInput } from '../../metrics/index.ts'

export type Clock = () => Date

function handlerFor({ method, calculator }: Endpoint, clock: Clock) {
  const context = () => ({ today: todayUtc(clock()) })
  if (method === 'GET') {
    return ({ request }: { request: Request }) =>
      jsonResponse(calculator.compute(readQuery(request.url, calculator.input), context()))
  }
  return async ({ request }: { request: Request }) =>
    jsonResponse(calculator.compute(checkInput(calculator.input, await readJsonBody(request)), context()))
}

export function calculatorRoutes(clock: Clock) {
  const app = new Elysia({ name: 'calculators' })
  for (const endpoint of endpoints) {
    // parse: 'none' — the body is read by readJsonBody, never by Elysia's lenient parser.
    app.route(endpoint.method, endpoint.path, handlerFor(endpoint, clock), { parse: 'none' })
  }
  return app
}
