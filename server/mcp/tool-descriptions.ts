/**
 * What a tool says about itself, from the catalogue knowledge the summaries publish: what it
 * computes, how to read the answer, its limits, and the REST endpoint it answers for.
 */
import type { ApiEndpoint } from '../../api/endpoints.ts'
import { calculatorGuides } from '../../knowledge/calculator-guides.ts'

export function toolDescription({ key, calculator, method, path }: ApiEndpoint): string {
  const guide = calculatorGuides[key]
  return [
    calculator.summary,
    `How to read the result: ${guide.howToRead}`,
    `Limitations: ${guide.limitations.join(' ')}`,
    `The result is exactly the JSON of ${method} ${path}. Invalid input gives isError with one message per field, stating the rule broken.`,
  ].join('\n\n')
}
