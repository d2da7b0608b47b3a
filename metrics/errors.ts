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

/**
 * The rejection of input with these errors, listing at most `max` (a body can hold thousands of
 * bad names; the answer stays small), and saying so when it lists fewer than were found.
 */
export function listedRejection(found: FieldError[], max: number): InvalidInputError {
  if (found.length <= max) return new InvalidInputError(found)
  const listed = found.slice(0, max)
  return new InvalidInputError(
    listed,
    `Invalid input: ${fieldList(listed)}; only the first ${max} problems are listed: correct these and send again.`,
  )
}
