/** A domain-level rejection of input: which fields, and the rule each one broke. */
export interface FieldError {
  field: string
  message: string
}

function fieldList(errors: FieldError[]): string {
  const names: string[] = []
  for (const { field } of errors) if (!names.includes(field)) names.push(field)
  return names.join(', ')
}

/**
 * Thrown for input the rules reject. Deliberately not an Error: a rejection is an expected
 * outcome, and capturing a stack trace for each one cost about a sixth of a 422's CPU.
 */
export class InvalidInputError {
  readonly name = 'InvalidInputError'

  constructor(
    readonly errors: FieldError[],
    /** One sentence for the problem's `detail`; defaults to naming the fields. */
    readonly summary: string = `Invalid input: ${fieldList(errors)}.`,
  ) {}
}
