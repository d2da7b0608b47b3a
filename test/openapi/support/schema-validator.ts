/**
 * Validates JSON values against schemas of the published OpenAPI document with ajv
 * (2020-12, as OpenAPI 3.1 uses), `$ref`s into its components included.
 */
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020'
import addFormats from 'ajv-formats'
import type { JsonSchema, OpenApiDocument } from '../../../api/openapi/types.ts'

const DOCUMENT_ID = 'https://openapi.test/document.json'

export interface SchemaValidator {
  /** Ajv's error list for `value`, or null when it is valid. */
  errorsOf(schema: JsonSchema, value: unknown): ValidateFunction['errors'] | null
}

export function schemaValidator(document: OpenApiDocument): SchemaValidator {
  const ajv = new Ajv2020({ allErrors: true })
  // keywords: formatMinimum/formatMaximum, which the startDate schema publishes.
  addFormats(ajv, { keywords: true })
  // The components live under a keyword JSON Schema does not know; declare it so strict mode accepts it.
  ajv.addKeyword('components')
  ajv.addSchema({ $id: DOCUMENT_ID, components: document.components })
  const compiled = new Map<string, ValidateFunction>()
  return {
    errorsOf(schema, value) {
      const key = JSON.stringify(schema)
      let validate = compiled.get(key)
      if (!validate) {
        // Local refs (`#/components/...`) are resolved against the document.
        const rebased = JSON.parse(key.replaceAll('"#/components/', `"${DOCUMENT_ID}#/components/`))
        validate = ajv.compile(rebased)
        compiled.set(key, validate)
      }
      return validate(value) ? null : validate.errors
    },
  }
}
