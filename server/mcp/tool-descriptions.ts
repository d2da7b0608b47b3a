/**
 * What a tool says about itself, from the catalogue knowledge the summaries publish: what it
 * computes, how to read the answer, its limits, and the REST endpoint it answers for; the tools
 * an agent most often picks wrong also say which tool answers which question.
 */
import type { ApiEndpoint, CalculatorKey } from '../../api/endpoints.ts'
import { toolName } from '../../api/mcp.ts'
import { calculatorGuides } from '../../knowledge/calculator-guides.ts'
import { calculators } from '../../metrics/index.ts'

const tool = (key: CalculatorKey) => toolName(calculators[key])

/** Which tool answers which question: said in the server's instructions, and on each tool it names, as some clients show no instructions. */
export const ROUTES =
  `To reach a weight by a date, or to gain weight, call ${tool('caloriesForGoalDate')} (the plans only lose). ` +
  `From a log of daily weights and intakes, ${tool('adaptiveTdee')} learns the person's own maintenance. ` +
  `A plan from a weekly pace: ${tool('calculateDeficit')}, or ${tool('calculate')} with macronutrients; ${tool('weightLoss')} ` +
  `gives a timeline from a pace and takes currentWeightKg. When the activity level is unclear, ${tool('tdee')} answers ` +
  'tdeeByActivityLevel, all five levels at once.'

/** The tools ROUTES names, each by its whole name (calculate, not within calculateDeficit). */
const ROUTED = new Set((Object.keys(calculators) as CalculatorKey[]).filter((key) => new RegExp(`\\b${tool(key)}\\b`).test(ROUTES)))

export function toolDescription({ key, calculator, method, path }: ApiEndpoint): string {
  const guide = calculatorGuides[key]
  return [
    calculator.summary,
    `How to read the result: ${guide.howToRead}`,
    `Limitations: ${guide.limitations.join(' ')}`,
    ...(ROUTED.has(key) ? [`Which tool: ${ROUTES}`] : []),
    `The result is exactly the JSON of ${method} ${path}. Invalid input gives isError with one message per field, stating the rule broken.`,
  ].join('\n\n')
}
