/**
 * Example requests and answers for OpenAPI and the catalogues, made by running the calculators
 * exactly as an endpoint does (same input check, same calculator, same JSON) on the fields'
 * published examples, so no published example can disagree with the service.
 */
import { fields } from '../metrics/fields.ts'
import { type Calculator, checkInput } from '../metrics/index.ts'

/** Fixed, so examples (and their goal dates) do not change from build to build or day to day. */
export const EXAMPLE_DATE = fields.startDate.example

/** Every field of the calculator, optional ones included, at its example value. */
export const exampleInput = (calculator: Calculator): Record<string, unknown> =>
  Object.fromEntries(calculator.input.fields.map((f) => [f.name, f.spec.example]))

/** The calculator's answer to `input`, as a client receives it (JSON), with today fixed at EXAMPLE_DATE. */
// biome-ignore lint/suspicious/noExplicitAny: any calculator's input; checkInput builds it from the calculator's own definition
export function computeAsApi<O>(calculator: Calculator<any, O>, input: Record<string, unknown>): O {
  const checked = checkInput(calculator.input, input)
  return JSON.parse(JSON.stringify(calculator.compute(checked, { today: EXAMPLE_DATE })))
}

/** The answer to the example input. */
// biome-ignore lint/suspicious/noExplicitAny: as computeAsApi
export const computeExample = <O>(calculator: Calculator<any, O>): O => computeAsApi(calculator, exampleInput(calculator))
