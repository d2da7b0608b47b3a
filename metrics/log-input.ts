/**
 * The daily-log kind of input (`entries`): the rules its JSON Schema cannot state (every
 * entry has a value, each date once) and the one its compiled check leaves out (no other keys
 * in an entry), and a 422 error per bad entry that names it by its place in the list
 * (`entries[3].weightKg`), never by what it holds.
 */
import type { FieldError } from './errors.ts'
import { isValidFor } from './field-check.ts'
import { type LogEntry, type LogSpec, ruleOf } from './fields.ts'
import { invalidValueMessage, PRINTABLE_NAME, unknownNameHint } from './input-hints.ts'

const ENTRY_KEYS = ['date', 'weightKg', 'intakeKcal'] as const
const NO_VALUE = 'needs weightKg, intakeKcal or both'
const NOT_AN_ENTRY = 'must be an object {date, weightKg?, intakeKcal?}'

/** Prototype-less, so that only these keys are found in it (a lookup, not a scan of ENTRY_KEYS). */
const IS_ENTRY_KEY: Record<string, true> = Object.create(null)
for (const key of ENTRY_KEYS) IS_ENTRY_KEY[key] = true

/**
 * Given a log its checked schema accepts (checkedSchemaOf: entries open to other keys): true
 * when no entry holds another key, every entry holds a value and no date repeats.
 */
export function isConsistentLog(entries: readonly LogEntry[]): boolean {
  let ascending = true
  for (let i = 0; i < entries.length; i++) {
    const e = entries[i]!
    if (e.weightKg === undefined && e.intakeKcal === undefined) return false
    // A parsed JSON object's keys are all its own: for-in lists them without building a list.
    for (const key in e) if (IS_ENTRY_KEY[key] !== true) return false
    if (i > 0 && !(entries[i - 1]!.date < e.date)) ascending = false
  }
  // Most logs come in date order, and dates in strictly ascending order are each there once.
  return ascending || new Set(entries.map((e) => e.date)).size === entries.length
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)

/**
 * The errors of a log that failed its check, at most `limit`: the list as a whole when it is
 * not a list of the right length, otherwise one error per bad entry field, in list order.
 */
export function logErrors(name: string, spec: LogSpec, value: unknown, limit: number): FieldError[] {
  const rule = ruleOf(spec)
  if (!Array.isArray(value)) return [{ field: name, message: invalidValueMessage(spec, rule, value, true) }]
  if (value.length < spec.minItems || value.length > spec.maxItems) return [{ field: name, message: rule }]
  const errors: FieldError[] = []
  const firstOfDate = new Map<string, number>()
  for (let i = 0; i < value.length && errors.length < limit; i++) errors.push(...entryErrors(name, spec, value, i, firstOfDate))
  // The schema refused the log, so something is wrong even if no rule above named it.
  return errors.length > 0 ? errors.slice(0, limit) : [{ field: name, message: rule }]
}

/** The errors of the log's entry `i`; `firstOfDate`: where each date was first seen, this entry's added. */
function entryErrors(name: string, spec: LogSpec, log: unknown[], i: number, firstOfDate: Map<string, number>): FieldError[] {
  const entry = log[i]
  const at = `${name}[${i}]`
  if (!isRecord(entry)) return [{ field: at, message: NOT_AN_ENTRY }]
  const errors: FieldError[] = []
  for (const key of ENTRY_KEYS) {
    const fieldSpec = spec.entry[key]
    const v = entry[key]
    if (v === undefined) {
      if (key === 'date') errors.push({ field: `${at}.date`, message: `is required; it ${ruleOf(fieldSpec)}` })
    } else if (!isValidFor(fieldSpec, v)) {
      errors.push({ field: `${at}.${key}`, message: invalidValueMessage(fieldSpec, ruleOf(fieldSpec), v, true) })
    } else if (key === 'date') {
      const earlier = firstOfDate.get(v as string)
      if (earlier === undefined) firstOfDate.set(v as string, i)
      else errors.push({ field: `${at}.date`, message: `repeats the date of ${name}[${earlier}]; give each date once` })
    }
  }
  if (entry.weightKg === undefined && entry.intakeKcal === undefined) errors.push({ field: at, message: NO_VALUE })
  const specOf = (key: string) => spec.entry[key as (typeof ENTRY_KEYS)[number]]
  const unknown = Object.keys(entry).filter((key) => IS_ENTRY_KEY[key] !== true)
  for (const key of unknown.filter((k) => PRINTABLE_NAME.test(k))) {
    errors.push({ field: `${at}.${key}`, message: `is not accepted in an entry${unknownNameHint(key, ENTRY_KEYS, specOf)}` })
  }
  if (unknown.some((k) => !PRINTABLE_NAME.test(k))) errors.push({ field: at, message: 'has a name that is not accepted in an entry' })
  return errors
}
