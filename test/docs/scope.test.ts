/**
 * Every calculator is named where the service is described in one phrase: SERVICE_SCOPE (OpenAPI,
 * the catalogues, the MCP instructions) and the README's first paragraph (docs/adding-a-calculator.md).
 */
import { expect, test } from 'bun:test'
import { readFileSync } from 'node:fs'
import { type CalculatorKey, endpoints } from '../../api/endpoints.ts'
import { SERVICE_SCOPE } from '../../api/scope.ts'

/**
 * The words that name each calculator in both descriptions. Keyed by every calculator, so a new one
 * fails here (and in tsc) until it has its words. The plan with and without macros is one plan.
 */
const NAMED_BY: Record<CalculatorKey, string> = {
  calculate: 'calorie-deficit plan',
  calculateDeficit: 'calorie-deficit plan',
  bodyFat: 'body fat',
  tdee: 'TDEE',
  bmr: 'BMR',
  weightLoss: 'weight-loss timeline',
  macronutrient: 'macronutrients',
  bmi: 'BMI',
  waterIntake: 'water',
  caloriesForGoalDate: 'daily intake that reaches a weight by a date',
  adaptiveTdee: 'own expenditure learned from their weight and intake log',
}

const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8')
/** The paragraph under the title, its line breaks read as spaces. */
const readmeIntro = readme.split('\n\n')[1]!.replace(/\s+/g, ' ')

/** Each calculator the text does not name, with why. */
const unnamedIn = (text: string): string[] =>
  endpoints.flatMap(({ key }) => {
    const words = NAMED_BY[key] as string | undefined
    if (words === undefined) return [`${key}: no words in this test's NAMED_BY`]
    return text.includes(words) ? [] : [`${key}: "${words}" is missing`]
  })

test.each([
  ['SERVICE_SCOPE (api/scope.ts)', SERVICE_SCOPE],
  ["the README's first paragraph", readmeIntro],
])('%s names every calculator', (_, text) => {
  expect(unnamedIn(text)).toEqual([])
})
