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

export const endpoints: Endpoint[] = [
  { method: 'POST', path: '/api/v1/calculate', calculator: calculators.calculate },
  { method: 'GET', path: '/api/calculate-deficit', calculator: calculators.deficit },
  { method: 'GET', path: '/api/body-fat-calculator', calculator: calculators.bodyFat },
  { method: 'GET', path: '/api/tdee-estimator', calculator: calculators.tdee },
  { method: 'GET', path: '/api/bmr-calculator', calculator: calculators.bmr },
  { method: 'GET', path: '/api/weight-loss-estimator', calculator: calculators.weightLoss },
  { method: 'GET', path: '/api/macronutrient-calculator', calculator: calculators.macronutrients },
  { method: 'GET', path: '/api/bmi-calculator', calculator: calculators.bmi },
  { method: 'GET', path: '/api/water-intake-calculator', calculator: calculators.waterIntake },
  { method: 'GET', path: '/api/calories-for-goal-date', calculator: calculators.goalDate },
  { method: 'POST', path: '/api/v1/adaptive-tdee', calculator: calculators.adaptiveTdee },
]

/** A calculator's key in metrics/index.ts, which the catalogue knowledge and the pages are keyed by. */
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
