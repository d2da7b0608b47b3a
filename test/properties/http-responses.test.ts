/**
 * Through the whole app (createApp().handle): a valid input gets 200 with a body that fits
 * the published output schema, or exactly the documented 422; one bad field gets a 422
 * problem naming that field (with any field the others make necessary) and never
 * repeating its value.
 */
import { describe, expect, test } from 'bun:test'
import fc from 'fast-check'
import { endpoints } from '../../api/endpoints.ts'
import { buildOpenApi } from '../../api/openapi/document.ts'
import type { JsonSchema } from '../../api/openapi/types.ts'
import { calculatorRequest, send, testApp } from '../openapi/support/http.ts'
import { schemaValidator } from '../openapi/support/schema-validator.ts'
import { type Input, inputWithOneBadField, RUNS, validInput } from './arbitraries.ts'
import { conditionallyMissing, expectedRejection, rejectionExamples } from './domain-rejections.ts'

const app = testApp()
const document = buildOpenApi('http://localhost:3000')
const validator = schemaValidator(document)

interface ProblemBody {
  status: number
  errors?: { field: string; message: string }[]
  [key: string]: unknown
}

async function problemOf(response: Response): Promise<ProblemBody> {
  expect(response.headers.get('content-type')).toBe('application/problem+json')
  const problem = (await response.json()) as ProblemBody
  expect(validator.errorsOf({ $ref: '#/components/schemas/Problem' }, problem)).toBeNull()
  return problem
}

/** The problem as text, without its status and the errors of the `left` fields. */
function textWithout({ status: _, ...problem }: ProblemBody, left: string[]): string {
  return JSON.stringify({ ...problem, errors: problem.errors?.filter((e) => !left.includes(e.field)) })
}

/** Whether `value` appears in `text` as a whole token (not as part of a longer number or word). */
function echoes(text: string, value: number | string): boolean {
  const escaped = String(value).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  return new RegExp(`(?<![\\w.])${escaped}(?![\\w.])`).test(text)
}

test('the echo check recognises a repeated value, and only a whole one', () => {
  expect(echoes('{"detail":"weightKg 651.5 is too high"}', 651.5)).toBe(true)
  expect(echoes('{"detail":"gender zzq is unknown"}', 'zzq')).toBe(true)
  expect(echoes('{"message":"from 15 to 100"}', 1)).toBe(false)
  expect(echoes('{"message":"one of: 0.25, 0.5"}', 0.2)).toBe(false)
})

/** A bad value equal to a bound that a missing field's message states (a CI run drew age 3 for BMR once). */
type BadInput = { input: Input; field: string; value: Input[string] }
const boundEqualExamples: Record<string, BadInput[]> = {
  'bmr-calculator': [
    { input: { gender: 'male', age: 3, weightKg: 80, heightCm: 180, formula: 'katch-mcardle' }, field: 'age', value: 3 },
    { input: { gender: 'male', age: 30, weightKg: 80, heightCm: 70, formula: 'cunningham' }, field: 'heightCm', value: 70 },
  ],
  'tdee-estimator': [
    {
      input: { gender: 'female', age: 3, weightKg: 70, heightCm: 165, formula: 'cunningham', activityLevel: 'light' },
      field: 'age',
      value: 3,
    },
  ],
  // Beside "age … from 15 to 100" and "heightCm … from 100 to 280", asked for by model=dynamic.
  'weight-loss-estimator': [
    { input: { currentWeightKg: 15, targetWeightKg: 80, weeklyLossGoalKg: 0.5, model: 'dynamic' }, field: 'currentWeightKg', value: 15 },
  ],
  // Beside "hipCm … from 40 to 250", asked for by a woman's sex.
  'body-fat-calculator': [{ input: { gender: 'female', heightCm: 40, neckCm: 35, waistCm: 80 }, field: 'heightCm', value: 40 }],
}

describe.each(endpoints.map((e) => [`${e.method} ${e.path}`, e] as const))('%s', (_, { method, path, calculator }) => {
  const published = document.paths[path]![method === 'GET' ? 'get' : 'post']!.responses['200'] as {
    content: Record<string, { schema: JsonSchema }>
  }
  const outputSchema = published.content['application/json']!.schema

  test('a valid input gets 200 with a body that fits the published schema, or a documented domain 422', async () => {
    await fc.assert(
      fc.asyncProperty(validInput(calculator), async (input) => {
        const response = await send(app, calculatorRequest(method, path, input))
        const rejected = expectedRejection(calculator, input)
        if (rejected === undefined) {
          expect(response.status).toBe(200)
          expect(validator.errorsOf(outputSchema, await response.json())).toBeNull()
          return
        }
        expect(response.status).toBe(422)
        const problem = await problemOf(response)
        expect(problem.errors!.map((e) => e.field)).toEqual(rejected)
      }),
      { ...RUNS, examples: (rejectionExamples[calculator.id] ?? []).map((input: Input) => [input]) },
    )
  })

  test('one field out of bounds gets a 422 naming that field (and any field the others make necessary), without its value', async () => {
    const order = calculator.input.fields.map((f) => f.name)
    await fc.assert(
      fc.asyncProperty(inputWithOneBadField(calculator), async ({ input, field, value }) => {
        const response = await send(app, calculatorRequest(method, path, input))
        expect(response.status).toBe(422)
        const problem = await problemOf(response)
        const missing = conditionallyMissing(calculator, input, field)
        const named = [field, ...missing]
        expect(problem.errors!.map((e) => e.field)).toEqual(order.filter((name) => named.includes(name)))
        // A missing field's message states its own bounds, which the bad value may equal (age 3
        // beside "bodyFatPercent … from 3 to 70"): only the rest could betray an echo.
        const text = textWithout(problem, missing)
        // A log's numbers may be the very bounds its rule states: its dates are what would betray an echo.
        for (const sent of Array.isArray(value) ? value.map((e) => e.date) : [value]) expect(echoes(text, sent)).toBe(false)
      }),
      { ...RUNS, examples: (boundEqualExamples[calculator.id] ?? []).map((example): [BadInput] => [example]) },
    )
  })
})
