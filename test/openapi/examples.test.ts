/** Every example in the document fits the schema it illustrates (checked with ajv, JSON Schema 2020-12). */
import { describe, expect, test } from 'bun:test'
import { endpoints } from '../../api/endpoints.ts'
import { buildOpenApi } from '../../api/openapi/document.ts'
import { operationsOf } from '../../api/openapi/operation-list.ts'
import type { MediaType, ResponseObject } from '../../api/openapi/types.ts'
import { resolve } from '../../server/docs/refs.ts'
import { schemaValidator } from './support/schema-validator.ts'

const document = buildOpenApi('http://localhost:3000')
const validator = schemaValidator(document)

/** [label, media type object] for every response that carries an example. */
const responseExamples = operationsOf(document).flatMap(({ path, method, operation }) =>
  Object.entries(operation.responses).flatMap(([status, response]) =>
    Object.entries(resolve<ResponseObject>(document, response).content ?? {})
      .filter(([, media]) => media.example !== undefined)
      .map(([type, media]) => [`${method.toUpperCase()} ${path} ${status} ${type}`, media] as const),
  ),
)

describe('examples', () => {
  test('every calculator endpoint has an example response', () => {
    const labels = responseExamples.map(([label]) => label)
    for (const { method, path } of endpoints) expect(labels).toContain(`${method} ${path} 200 application/json`)
  })

  test.each(responseExamples)('%s: the example fits its schema', (_, media: MediaType) => {
    expect(validator.errorsOf(media.schema, media.example)).toBeNull()
  })

  test.each(
    operationsOf(document).flatMap(({ path, operation }) =>
      (operation.parameters ?? []).map((p) => [`${path} ${p.name}`, p.schema, p.example] as const),
    ),
  )('parameter %s: the example fits its schema', (_, schema, example) => {
    expect(validator.errorsOf(schema, example)).toBeNull()
  })

  test.each(
    operationsOf(document).flatMap(({ path, operation }) =>
      Object.values(operation.requestBody?.content ?? {}).map((media) => [path, media] as const),
    ),
  )('request body of %s: the example fits its schema', (_, media) => {
    expect(validator.errorsOf(media.schema, media.example)).toBeNull()
  })

  test('a broken example is caught, so the checks above can fail', () => {
    const [, media] = responseExamples.find(([label]) => label.startsWith('GET /api/bmi-calculator 200'))!
    const { category: _, ...withoutCategory } = media.example as Record<string, unknown>
    expect(validator.errorsOf(media.schema, withoutCategory)).not.toBeNull()
    expect(validator.errorsOf(media.schema, { ...withoutCategory, category: 'Slim' })).not.toBeNull()
  })
})
