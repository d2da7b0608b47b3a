/**
 * Example requests and responses for the document, made by running the calculators on
 * the fields' published examples, so an example can never disagree with the formulas.
 */
import type { Calculator } from '../../metrics/index.ts'

/** Fixed, so the document (and its examples' goal dates) does not change from day to day. */
export const EXAMPLE_DATE = '2026-01-01'

/** Every field of the calculator, optional ones included, at its example value. */
export function exampleInput(calculator: Calculator): Record<string, unknown> {
  return Object.fromEntries(
    calculator.input.fields.map((f) => [f.name, f.name === 'startDate' ? EXAMPLE_DATE : f.spec.example]),
  )
}

/** The calculator's answer to the example input, as the client would receive it (JSON). */
export function exampleOutput(calculator: Calculator): unknown {
  return JSON.parse(JSON.stringify(calculator.compute(exampleInput(calculator), { today: EXAMPLE_DATE })))
}
