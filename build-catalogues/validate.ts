/**
 * Strict JSON Schema validation with ajv (draft 2020-12). A schema that is not valid
 * 2020-12 or uses an unknown keyword fails, and so does a document that breaks its
 * schema: either stops the build.
 */
import Ajv2020 from 'ajv/dist/2020.js'
import addFormats from 'ajv-formats'

export class ValidationError extends Error {
  override name = 'ValidationError'
}

export type Validate = (schema: object, document: unknown, label: string) => void

export function createValidator(): Validate {
  const ajv = new Ajv2020({ strict: true, allErrors: true })
  addFormats(ajv)
  return (schema, document, label) => {
    const valid = ajv.compile(schema)
    if (!valid(document)) {
      throw new ValidationError(
        `${label} does not follow its schema:\n${ajv.errorsText(valid.errors, { separator: '\n', dataVar: label })}`,
      )
    }
  }
}
