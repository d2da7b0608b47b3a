/**
 * The public API: which calculator answers at which method and path. The server mounts
 * this table; OpenAPI, the catalogues and the docs are generated from it.
 */
import { type Calculator, calculators } from '../metrics/index.ts'

export interface Endpoint {
  method: 'GET' | 'POST'
  path: string
  calculator: Calculator
}

/** Where the API's paths live: the GET calculators directly under it, POST and the catalogues under its `v1/`. */
export const API_PREFIX = '/api/'

/** The path is the calculator's id under the seed's prefixes: `/api/v1/` for POST, `/api/` for GET. */
const at = (method: Endpoint['method'], calculator: Calculator): Endpoint => ({
  method,
  path: `${API_PREFIX}${method === 'POST' ? 'v1/' : ''}${calculator.id}`,
  calculator,
})

/** A calculator's key in metrics/index.ts (its `codeName`), which the catalogue knowledge and the pages are keyed by. */
export type CalculatorKey = keyof typeof calculators

/** Each calculator's method, by its key, in the table's order. */
const TABLE = [
  ['POST', 'calculate'],
  ['GET', 'calculateDeficit'],
  ['GET', 'bodyFat'],
  ['GET', 'tdee'],
  ['GET', 'bmr'],
  ['GET', 'weightLoss'],
  ['GET', 'macronutrient'],
  ['GET', 'bmi'],
  ['GET', 'waterIntake'],
  ['GET', 'caloriesForGoalDate'],
  ['POST', 'adaptiveTdee'],
] as const satisfies readonly (readonly [Endpoint['method'], CalculatorKey])[]

/** The calculators answered by GET: the ones whose query a page can carry. */
export type GetKey = Extract<(typeof TABLE)[number], readonly ['GET', CalculatorKey]>[1]

export interface ApiEndpoint extends Endpoint {
  key: CalculatorKey
}

/** The endpoint table in its own order, each row with its calculator's key. */
export const endpoints: ApiEndpoint[] = TABLE.map(([method, key]) => ({ ...at(method, calculators[key]), key }))

export function endpointOf(key: CalculatorKey): ApiEndpoint {
  const endpoint = endpoints.find((e) => e.key === key)
  if (endpoint === undefined) throw new Error(`calculator ${key} has no endpoint`)
  return endpoint
}
