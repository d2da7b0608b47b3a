/** Every calculator of the endpoint table as a route: read input strictly, compute, answer JSON. */

import { type Endpoint, endpoints } from '../../api/endpoints.ts'
import { queryNames, readQuery } from '../../api/query.ts'
import { checkInput } from '../../metrics/index.ts'
import type { DirectRoute } from '../direct-routes.ts'
import { rejectionResponse } from '../errors.ts'
import { type JsonBody, type JsonBodyReader, jsonBodyReader } from '../http/json-body.ts'
import { repeatedKeyFinder } from '../http/json-keys.ts'
import { jsonResponse } from '../http/json-response.ts'
import { overloaded, serverWatch } from '../http/overload.ts'
import { type Clock, cachedToday } from '../today.ts'

export interface CalculatorRouteOptions {
  clock: Clock
  /** How long a POST body may take to arrive. */
  bodyTimeoutMs: number
}

function handlerFor({ method, path, calculator }: Endpoint, clock: Clock, readJsonBody: JsonBodyReader): DirectRoute['handle'] {
  const today = cachedToday(clock)
  // Rejections are answered here rather than thrown on to the app's error hook: the same
  // response, without the framework's error pipeline on the path every bad request takes.
  const refuse = (error: unknown): Response => {
    const response = rejectionResponse(error, path)
    if (response === undefined) throw error
    return response
  }
  if (method === 'GET') {
    const answer = (request: Request): Response => {
      try {
        // A computed answer, refused while the server is overloaded (http/overload.ts).
        if (serverWatch.overloaded()) throw overloaded(false)
        return jsonResponse(calculator.compute(readQuery(request.url, calculator.input), { today: today() }))
      } catch (error) {
        return refuse(error)
      }
    }
    return (request, answered) => answered(answer(request))
  }
  const repeatedFields = repeatedKeyFinder(calculator.input.byName.keys())
  const answer = ({ value, text }: JsonBody, request: Request): Response => {
    try {
      const input = checkInput(calculator.input, value, {
        // Like a query string: fields of ours given twice are named; unknown names are reported as unknown.
        duplicated: repeatedFields(text, value),
        misplaced: queryNames(request.url),
        fromJson: true,
      })
      return jsonResponse(calculator.compute(input, { today: today() }))
    } catch (error) {
      return refuse(error)
    }
  }
  return (request, answered) =>
    readJsonBody(
      request,
      (body) => answered(answer(body, request)),
      (error) => answered(refuse(error)),
    )
}

export function calculatorRoutes({ clock, bodyTimeoutMs }: CalculatorRouteOptions): DirectRoute[] {
  const readJsonBody = jsonBodyReader(bodyTimeoutMs)
  return endpoints.map((endpoint) => ({ method: endpoint.method, path: endpoint.path, handle: handlerFor(endpoint, clock, readJsonBody) }))
}
