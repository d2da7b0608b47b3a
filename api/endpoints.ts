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

/** The path is the calculator's id under the seed's prefixes: `/api/v1/` for POST, `/api/` for GET. */
const at = (method: Endpoint['method'], calculator: Calculator): Endpoint => ({
  method,
  path: `${method === 'POST' ? '/api/v1/' : '/api/'}${calculator.id}`,
  calculator,
})

export const endpoints: Endpoint[] = [
  at('POST', calculators.calculate),
  at('GET', calculators.calculateDeficit),
  at('GET', calculators.bodyFat),
  at('GET', calculators.tdee),
  at('GET', calculators.bmr),
  at('GET', calculators.weightLoss),
  at('GET', calculators.macronutrient),
  at('GET', calculators.bmi),
  at('GET', calculators.waterIntake),
  at('GET', calculators.caloriesForGoalDate),
  at('POST', calculators.adaptiveTdee),
]

/** A calculator's key in metrics/index.ts (its `codeName`), which the catalogue knowledge and the pages are keyed by. */
export type CalculatorKey = keyof typeof calculators

export interface ApiEndpoint extends Endpoint {
  key: CalculatorKey
}

const keys = Object.keys(calculators) as CalculatorKey[]

/** The endpoint table in its own order, each row with its calculator's key. */
export const apiEndpoints: ApiEndpoint[] = endpoints.map((endpoint) => {
  const key = keys.find((k) => calculators[k] === endpoint.calculator)
  if (key === undefined) throw new Error(`endpoint ${endpoint.path} has a calculator outside metrics/index.ts`)
  return { ...endpoint, key }
})

export function endpointOf(key: CalculatorKey): ApiEndpoint {
  const endpoint = apiEndpoints.find((e) => e.key === key)
  if (endpoint === undefined) throw new Error(`calculator ${key} has no endpoint`)
  return endpoint
}
