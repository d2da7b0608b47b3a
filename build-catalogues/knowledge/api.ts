/**
 * The endpoint table as the catalogues see it: each row with the key its calculator has in
 * metrics/index.ts, which the knowledge modules are keyed by.
 */
import { calculators } from '../../metrics/index.ts'
import { endpoints, type Endpoint } from '../../api/endpoints.ts'
import type { CalculatorKey } from './concepts.ts'

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
