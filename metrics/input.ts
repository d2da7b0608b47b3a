/**
 * Input definitions for the calculators and the one checker that enforces them.
 * The TypeBox schema of each field is the authority (compiled once); the message for a
 * failure is the field's rule in words, so no error ever repeats what the client sent.
 */
import { type TObject, type TSchema, Type } from '@sinclair/typebox'
import { TypeCompiler } from '@sinclair/typebox/compiler'
import { type FieldError, listedRejection } from './errors.ts'
import { isValidFor } from './field-check.ts'
import { checkedSchemaOf, type FieldName, type FieldSpec, fields, type LogEntry, ruleOf, schemaOf } from './fields.ts'
import { invalidValueMessage, PRINTABLE_NAME, unknownNameHint } from './input-hints.ts'
import { isConsistentLog, logErrors } from './log-input.ts'

/**
 * An optional field that another field's value makes necessary (hipCm for women, body fat
 * for a lean-mass formula). Part of the input check, so a 422 names it together with every
 * other bad field, not in a second round once they are fixed.
 */
export interface RequiredWhen {
  /** The field whose value decides; only a valid, once-given value counts. */
  field: string
  values: readonly (string | number)[]
  /** The errors[] message for the missing field, given the deciding value. */
  message: (value: unknown) => string
  /** What the field does whether required or not, for the published description (API names, not a person's words). */
  note?: string
}

/** The condition in the API's words: "Required when gender is female." (a form says it in its own: site/form.ts). */
const requirementInWords = ({ field, values }: RequiredWhen): string => `Required when ${field} is ${values.join(' or ')}.`

/** The condition and its note, for the published schemas. */
export const requirementDescribed = (when: RequiredWhen): string =>
  when.note === undefined ? requirementInWords(when) : `${requirementInWords(when)} ${when.note}.`

interface FieldUse {
  name: string
  spec: FieldSpec
  required: boolean
  defaultValue?: unknown
  requiredWhen?: RequiredWhen
  /** What the calculator does with the field, where its spec's description does not say (a rule over several fields). */
  note?: string
  check: (value: unknown) => boolean
  /** A rule beyond the checked schema (a log's dates once each, its entries' keys), applied to a value that schema accepts. */
  refine?: (value: never) => boolean
  /** The 422 messages, worded once. */
  rule: string
  missing: string
}

export interface InputDefinition<T> {
  schema: TObject
  /** The schema, compiled: one call accepts a valid input; diagnosis runs only on failure. */
  accepts: (raw: unknown) => boolean
  fields: FieldUse[]
  byName: Map<string, FieldUse>
  /** Phantom: the checked input type. */
  readonly _type?: T
}

type Entry = FieldName | { field: FieldName; default?: unknown; requiredWhen?: RequiredWhen; note?: string }
type FieldOf<E> = E extends FieldName ? E : E extends { field: infer F extends FieldName } ? F : never
type FieldValue<F extends FieldName> = (typeof fields)[F] extends { kind: 'enum'; values: readonly (infer V)[] }
  ? V
  : (typeof fields)[F] extends { kind: 'date' }
    ? string
    : (typeof fields)[F] extends { kind: 'log' }
      ? LogEntry[]
      : number
/** Required entries are bare names; optional ones are objects. */
type Checked<D> = { [K in keyof D as D[K] extends FieldName ? K : never]: FieldValue<FieldOf<D[K]>> } & {
  [K in keyof D as D[K] extends FieldName ? never : K]?: FieldValue<FieldOf<D[K]>>
}

/** `defineInput({ age: 'age', startDate: { field: 'startDate' } })`: a bare name is required. */
export function defineInput<D extends Record<string, Entry>>(entries: D) {
  const list: FieldUse[] = Object.entries(entries).map(([name, entry]) => {
    const required = typeof entry === 'string'
    const { field: fieldName, default: defaultValue, requiredWhen, note } = typeof entry === 'string' ? { field: entry } : entry
    const spec: FieldSpec = fields[fieldName]
    const rule = ruleOf(spec)
    const refine = spec.kind === 'log' ? isConsistentLog : undefined
    const check =
      refine === undefined ? (v: unknown) => isValidFor(spec, v) : (v: unknown) => isValidFor(spec, v) && refine(v as LogEntry[])
    return { name, spec, required, defaultValue, requiredWhen, note, check, refine, rule, missing: `is required; it ${rule}` }
  })
  const properties = (schema: (spec: FieldSpec, defaultValue?: unknown) => TSchema) => {
    const all: Record<string, TSchema> = {}
    for (const f of list) {
      const s = schema(f.spec, f.defaultValue)
      all[f.name] = f.required ? s : Type.Optional(s)
    }
    return all
  }
  const schema = Type.Object(properties(schemaOf), { additionalProperties: false })
  const byName = new Map(list.map((f) => [f.name, f]))
  // TypeBox compiles `additionalProperties: false` to an array scan per key (about half the
  // check's cost); the same rule is applied here as one lookup per key (and by a log's own
  // rules to its entries), on a compiled schema that is otherwise the published one.
  const values = TypeCompiler.Compile(Type.Object(properties(checkedSchemaOf)))
  // A prototype-less record: looked up in less than half the time of the Map.
  const isField: Record<string, true> = Object.create(null)
  for (const f of list) isField[f.name] = true
  const conditional = list.filter((f) => f.requiredWhen !== undefined)
  const refined = list.filter((f) => f.refine !== undefined)
  const accepts = (raw: unknown): boolean => {
    if (!values.Check(raw)) return false
    for (const key of Object.keys(raw as object)) if (isField[key] !== true) return false // own keys only, as the schema means
    // The values are valid here, so a deciding value present is a valid one.
    const given = raw as Record<string, unknown>
    for (const f of refined) if (given[f.name] !== undefined && !f.refine!(given[f.name] as never)) return false
    for (const f of conditional)
      if (given[f.name] === undefined && f.requiredWhen!.values.includes(given[f.requiredWhen!.field] as string)) return false
    return true
  }
  return { schema, accepts, fields: list, byName } as InputDefinition<Checked<D>>
}

export type InputOf<D> = D extends InputDefinition<infer T> ? T : never

const MAX_ERRORS = 25
/**
 * Said of a field not always required sent as JSON null: how to give no value. Not "it is optional":
 * other values may require it (hipCm for a woman), and then leaving it out is told so.
 */
const LEAVE_OUT = '; to give no value, leave the field out rather than send null'
/** Errors gathered before stopping: one past those listed, so that the rejection can say more were found. */
const GATHERED = MAX_ERRORS + 1
const NOT_ACCEPTED = 'is not accepted by this endpoint'

/** Problems found while reading a request, before its values could be checked. */
export interface ReadingProblems {
  /** Parameters of ours given more than once (query strings). */
  duplicated?: string[]
  /** Names sent where this input is not read from (a query string on a JSON-body endpoint). */
  misplaced?: string[]
  /** The values are parsed JSON, typed as the client sent them (a query string's are all text). */
  fromJson?: boolean
}

/**
 * Checks `raw` against the definition; returns it typed or throws one InvalidInputError
 * with an entry per bad field, reading problems included.
 */
export function checkInput<T>(def: InputDefinition<T>, raw: Record<string, unknown>, problems: ReadingProblems = {}): T {
  const duplicated = problems.duplicated ?? []
  if (duplicated.length === 0 && (problems.misplaced ?? []).length === 0 && def.accepts(raw)) return raw as T
  const errors: FieldError[] = duplicated.map((field) => ({ field, message: 'must be given only once' }))
  // Arrays, not Sets: a rejection gathers at most GATHERED fields, so lookups stay short.
  const reported: string[] = [...duplicated]
  /** The message when `f`'s condition holds: its deciding field was given once and validly. */
  const requiredFor = ({ requiredWhen: when }: FieldUse): string | undefined => {
    if (when === undefined || reported.includes(when.field)) return undefined
    const value = raw[when.field]
    return when.values.includes(value as string) && def.byName.get(when.field)!.check(value) ? when.message(value) : undefined
  }
  for (const f of def.fields) {
    if (reported.includes(f.name)) continue
    const value = raw[f.name]
    if (value === undefined) {
      const message = f.required ? f.missing : requiredFor(f)
      if (message !== undefined) errors.push({ field: f.name, message })
    } else if (!f.check(value)) {
      if (f.spec.kind === 'log') errors.push(...logErrors(f.name, f.spec, value, GATHERED))
      else {
        const message = invalidValueMessage(f.spec, f.rule, value, problems.fromJson === true)
        // Clients that fill every field of a schema send null for those they have no value for.
        errors.push({ field: f.name, message: value === null && !f.required ? `${message}${LEAVE_OUT}` : message })
      }
    }
  }
  let unprintable = false
  // The message is worded only for names that will be reported: a body of thousands of unknown
  // keys must not cost a suggestion search each.
  const refuse = (name: string, message: (name: string) => string) => {
    if (errors.length >= GATHERED || reported.includes(name)) return
    if (!PRINTABLE_NAME.test(name)) unprintable = true
    else {
      errors.push({ field: name, message: message(name) })
      reported.push(name)
    }
  }
  const known = def.fields.map((f) => f.name)
  const specOf = (name: string) => def.byName.get(name)!.spec
  const notAccepted = (name: string) => `${NOT_ACCEPTED}${unknownNameHint(name, known, specOf)}`
  for (const name of Object.keys(raw)) if (!def.byName.has(name)) refuse(name, notAccepted)
  for (const name of problems.misplaced ?? []) refuse(name, () => 'is not read from the query string: send every input in the JSON body')
  if (unprintable) errors.push({ field: '(unnamed)', message: 'a name that is not accepted by this endpoint was sent' })
  if (errors.length > 0) throw listedRejection(errors, MAX_ERRORS)
  return raw as T
}
