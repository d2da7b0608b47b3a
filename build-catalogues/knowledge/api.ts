/**
 * The API as the catalogues see it: the endpoint table of the server, and results
 * computed exactly as an endpoint computes them (same input check, same calculator,
 * same JSON), so no published example can disagree with the service.
 */
import { fields } from '../../metrics/fields.ts'
import { calculators, checkInput, type Calculator } from '../../metrics/index.ts'
import { endpoints, type Endpoint } from '../../server/endpoints.ts'
import type { CalculatorKey } from './concepts.ts'

/** Fixed, so that goal dates in examples do not change from build to build. */
export const EXAMPLE_DATE = fields.startDate.example

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

/** Every input field at its published example value. */
export const exampleInput = (calculator: Calculator): Record<string, unknown> =>
  Object.fromEntries(calculator.input.fields.map((f) => [f.name, f.spec.example]))

export function computeAsApi<O>(calculator: Calculator<any, O>, input: Record<string, unknown>): O {
  const checked = checkInput(calculator.input, input)
  return JSON.parse(JSON.stringify(calculator.compute(checked, { today: EXAMPLE_DATE })))
}

/** The answer to the example input, with some fields changed. */
export const computeExample = <O>(calculator: Calculator<any, O>, changes: Record<string, unknown> = {}): O =>
  computeAsApi(calculator, { ...exampleInput(calculator), ...changes })
