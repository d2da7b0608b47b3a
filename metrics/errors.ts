/** A domain-level rejection of input: which fields, and the rule each one broke. */
export interface FieldError {
  field: string
  message: string
}

export class InvalidInputError extends Error {
  constructor(
    readonly errors: FieldError[],
    /** One sentence for the problem's `detail`; defaults to naming the fields. */
    readonly summary: string = `Invalid input: ${[...new Set(errors.map((e) => e.field))].join(', ')}.`,
  ) {
    super(summary)
    this.name = 'InvalidInputError'
  }
}
