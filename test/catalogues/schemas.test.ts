/** Every served catalogue follows the JSON Schema it links to, checked by a fresh strict ajv. */
import { describe, expect, test } from 'bun:test'
import Ajv2020 from 'ajv/dist/2020.js'
import addFormats from 'ajv-formats'
import { createValidator, ValidationError } from '../../build-catalogues/validate.ts'
import { get, getJson, JSON_CATALOGUE_PATHS, localPath, manifest } from './support.ts'

function strictAjv() {
  const ajv = new Ajv2020({ strict: true, allErrors: true })
  addFormats(ajv)
  return ajv
}

const schemaUrlOf = (doc: Record<string, unknown>) => (doc.$schema ?? doc.describedBy) as string

describe('catalogue schemas', () => {
  for (const path of JSON_CATALOGUE_PATHS) {
    test(`${path} validates against the schema it links to`, async () => {
      const doc = await getJson(path)
      const schemaUrl = schemaUrlOf(doc)
      expect(schemaUrl).toMatch(/\/schemas\/[a-z-]+\.schema\.json$/)
      const response = await get(path)
      expect(response.headers.get('link')).toBe(`<${manifest.baseUrl}${path}>; rel="canonical", <${schemaUrl}>; rel="describedby"`)
      const schema = await getJson(localPath(schemaUrl))
      expect(schema.$id).toBe(schemaUrl)
      expect(schema.$schema).toBe('https://json-schema.org/draft/2020-12/schema')
      const validate = strictAjv().compile(schema)
      expect(validate(doc)).toBe(true)
    })
  }

  test('the schemas are closed: an unknown property fails', async () => {
    const doc = await getJson('/api/v1/citations')
    const schema = await getJson(localPath(doc.$schema))
    const validate = strictAjv().compile(schema)
    expect(validate({ ...doc, surprise: true })).toBe(false)
    expect(validate({ ...doc, modules: [{ ...doc.modules[0], citations: [] }] })).toBe(false)
  })

  test('the build validator throws on a violation and rejects a non-strict schema', () => {
    const validate = createValidator()
    const schema = { type: 'object', properties: { a: { type: 'integer' } }, required: ['a'], additionalProperties: false }
    expect(() => validate(schema, { a: 1 }, 'ok')).not.toThrow()
    expect(() => validate(schema, { a: 1.5 }, 'doc')).toThrow(ValidationError)
    expect(() => validate({ type: 'object', minimum: 1 }, {}, 'loose')).toThrow(/strict mode/)
  })
})
