/**
 * A log as a person pastes or types it, one day a line: `YYYY-MM-DD, weight, intake`, either
 * value may be empty, in the person's units. Read into the API's entries (kg, kcal, converted
 * with the exact factors), each problem named by its line number and never quoting the text.
 * The same reading on the server (a submitted form) and in the browser (the JSON API asked):
 * the bounds come from the endpoint's entry definition, which the page hands to the browser.
 */

import { isCalendarDate } from '../../metrics/dates.ts'
import type { LogEntry, LogSpec } from '../../metrics/fields.ts'
import type { ShownError } from './errors.ts'
import { entriesErrorText } from './labels.ts'
import { formatNumber } from './numbers.ts'
import { ENERGY_UNITS, type EnergyUnit, kcalOfKj, kgOfPounds, roundedInward, type Units } from './units.ts'

const WEIGHT_UNITS = ['kg', 'lb'] as const
export type WeightUnit = (typeof WEIGHT_UNITS)[number]
/** Intake is energy: the pages' kcal or kJ. */
const INTAKE_UNITS = ENERGY_UNITS

export interface LogUnits {
  weight: WeightUnit
  intake: EnergyUnit
}

/** The form's unit choices, named as it sends them: a value it does not offer is refused (a log in pounds never read as kilograms). */
export const LOG_UNIT_SELECTS = [
  { name: 'weightUnit', label: 'Weight unit', units: WEIGHT_UNITS },
  { name: 'intakeUnit', label: 'Intake unit', units: INTAKE_UNITS },
] as const

const oneOf = <T extends string>(allowed: readonly T[], value: unknown): T => (allowed.includes(value as T) ? (value as T) : allowed[0]!)

/** The units a form chose, by `chosen(name)` (the submitted body's or the page's form data); unset, the first of each. */
export const logUnitsOf = (chosen: (name: string) => unknown): LogUnits => ({
  weight: oneOf(WEIGHT_UNITS, chosen('weightUnit')),
  intake: oneOf(INTAKE_UNITS, chosen('intakeUnit')),
})

interface LineError {
  /** 1-based, counting every line of the text, blank ones too. */
  line: number
  message: string
}

interface ReadLog {
  entries: LogEntry[]
  errors: LineError[]
}

/** What the reading needs of the endpoint's log definition (metrics/fields.ts, `entries`): how many days, and each entry's bounds. */
export interface EntryBounds {
  days: { min: number; max: number }
  date: Pick<LogSpec['entry']['date'], 'pattern' | 'range'>
  weightKg: Pick<LogSpec['entry']['weightKg'], 'min' | 'max'>
  intakeKcal: Pick<LogSpec['entry']['intakeKcal'], 'min' | 'max'>
}

/** The log definition's bounds alone: what the page hands to the browser. */
export const entryBounds = ({ minItems, maxItems, entry: { date, weightKg, intakeKcal } }: LogSpec): EntryBounds => ({
  days: { min: minItems, max: maxItems },
  date: { pattern: date.pattern, range: date.range },
  weightKg: { min: weightKg.min, max: weightKg.max },
  intakeKcal: { min: intakeKcal.min, max: intakeKcal.max },
})
/**
 * A plain decimal: digits, at most one point; no sign, exponent or thousands separator. Unlike the
 * API query's PLAIN_DECIMAL (metrics/plain-decimal.ts: `-1` read, `.5` refused): no value a person
 * types here may be negative (every bound is 0 or more), and `.5` is how many write a half.
 */
const DECIMAL = /^\d+(\.\d+)?$|^\.\d+$/
/** A comma or semicolon, or whitespace (a tab among it): what may lie between two values. */
const isGap = (c: string) => c === ',' || c === ';' || c.trim() === ''

/**
 * A trimmed line's values: separated by a comma, a semicolon or a tab, with any whitespace around
 * it (`2026-01-05, 80.2;2100`, a spreadsheet's tabs); spaces alone stay inside a value. Each run of
 * gaps is read once, so a line costs its length: the regular expression this replaces,
 * /\s*[,;\t]\s*\/, retried each start of a long run of spaces, and one line of 64 KB of them held
 * the server for 5 s. The same values as it gave (test/site/log-page.test.ts compares them).
 */
export function lineValues(line: string): string[] {
  const values: string[] = []
  let value = ''
  let i = 0
  while (i < line.length) {
    if (!isGap(line[i]!)) {
      value += line[i++]
      continue
    }
    const start = i
    let separators = 0
    let tab = false
    for (; i < line.length && isGap(line[i]!); i++) {
      if (line[i] === ',' || line[i] === ';') separators++
      else if (line[i] === '\t') tab = true
    }
    // Tabs beside a comma or semicolon are its whitespace; tabs alone are one separator.
    if (separators === 0 && !tab) value += line.slice(start, i)
    else {
      values.push(value)
      for (let k = 1; k < separators; k++) values.push('')
      value = ''
    }
  }
  values.push(value)
  return values
}

const toKg = (value: number, unit: WeightUnit) => (unit === 'kg' ? value : kgOfPounds(value))
const toKcal = (value: number, unit: EnergyUnit) => (unit === 'kcal' ? value : kcalOfKj(value))

/** The range in the person's unit, so that the message is in the unit they typed: to 0.1, rounded inward (each bound shown is accepted). */
function rangeIn(spec: { min: number; max: number }, unit: string, fromBase: (v: number) => number): string {
  const shown = (bound: 'min' | 'max') => formatNumber(roundedInward(fromBase(spec[bound]), 0.1, bound), 1)
  return `${shown('min')} to ${shown('max')} ${unit}`
}

/** What a value looks like, for each kind: an intake is not written like a weight. */
const EXAMPLE_VALUE = { weight: '91.5', intake: '2350.5' } as const

function readValue(
  text: string,
  name: 'weight' | 'intake',
  spec: { min: number; max: number },
  unit: string,
  toBase: (v: number) => number,
): { value?: number; error?: string } {
  if (text === '') return {}
  const fromBase = (v: number) => v / toBase(1)
  if (!DECIMAL.test(text))
    return { error: `the ${name} is not a plain number (write it like ${EXAMPLE_VALUE[name]}, with a point for decimals)` }
  const value = toBase(Number(text))
  if (value < spec.min || value > spec.max) return { error: `the ${name} must be ${rangeIn(spec, unit, fromBase)}` }
  return { value }
}

/** Digits with commas among them and nothing else: 90,1 or 2,350. */
const DIGITS_AND_COMMAS = /^\d+(,\d+)+$/

/**
 * Whether a line separated by semicolons or tabs holds a number written with a comma: a decimal comma (90,1, as
 * European spreadsheets write) or a thousands separator (2,350). The comma separates values here, so 90,5
 * would read as a weight of 90 and an intake of 5; a comma between values (`2026-01-05, 80.2;2100`) is kept.
 */
const hasCommaInNumber = (text: string): boolean =>
  text.includes(',') && /[;\t]/.test(text) && text.split(/[;\t]/).some((part) => DIGITS_AND_COMMAS.test(part.trim()))

const COMMA_SEPARATES = 'a comma separates values, so write decimals with a point (90.1) and thousands with no separator (2350)'

/**
 * A date with its time, as exports of weigh-ins write it (`2026-01-05 07:10:00`, `2026-01-05T07:30:00Z`): the day
 * as written is the log's day (a usability audit: such lines were told they did not start with a date).
 */
const DATE_AND_TIME = /^(\d{4}-\d{2}-\d{2})[T ](?:[01]?\d|2[0-3]):[0-5]\d(?::[0-5]\d(?:\.\d+)?)?(?:Z|[+-](?:[01]\d|2[0-3]):?[0-5]\d)?$/
const dayWritten = (written: string): string => DATE_AND_TIME.exec(written)?.[1] ?? written

/** A line read as one value, a date then more after spaces: values separated with spaces alone, which the log does not read apart. */
const SPACED_VALUES = /^\d{4}-\d{2}-\d{2} +\S/
const SEPARATE_VALUES = 'separate the date, the weight and the intake with commas, semicolons or tabs'

/** One line's entry, or what is wrong with it in words. `seen`: the line of each date so far. */
function readLine(
  text: string,
  line: number,
  units: LogUnits,
  spec: EntryBounds,
  datePattern: RegExp,
  seen: Map<string, number>,
): LogEntry | string {
  const [written = '', weight = '', intake = '', ...extra] = lineValues(text)
  const date = dayWritten(written)
  if (hasCommaInNumber(text)) return `has a number with a comma in it among semicolons or tabs: ${COMMA_SEPARATES}`
  if (extra.some((e) => e !== ''))
    // Both, where a comma is in the line: the extra value may be a decimal or thousands comma, or a column more (protein,
    // a date written "Jan 5, 2026"), and the comma's advice alone did not say to keep three (a usability audit).
    return `has more than three values: write a date, a weight and an intake${text.includes(',') ? ` (${COMMA_SEPARATES})` : ''}`
  if (!datePattern.test(date) || !isCalendarDate(date)) {
    if (weight === '' && intake === '' && SPACED_VALUES.test(written)) return `has its values apart by spaces only: ${SEPARATE_VALUES}`
    return `does not start with a date written YYYY-MM-DD (from ${spec.date.range.min} to ${spec.date.range.max})`
  }
  const earlier = seen.get(date)
  if (earlier !== undefined) return `repeats the date of line ${earlier}: give each day once`
  seen.set(date, line)
  const w = readValue(weight, 'weight', spec.weightKg, units.weight, (v) => toKg(v, units.weight))
  const i = readValue(intake, 'intake', spec.intakeKcal, units.intake, (v) => toKcal(v, units.intake))
  const problems = [w.error, i.error].filter((e) => e !== undefined)
  if (problems.length > 0) return problems.join('; ')
  if (w.value === undefined && i.value === undefined) return 'has a date but neither a weight nor an intake'
  return { date, ...(w.value === undefined ? {} : { weightKg: w.value }), ...(i.value === undefined ? {} : { intakeKcal: i.value }) }
}

/** A line ends as any system ends it. */
const LINE_BREAK = /\r\n|\r|\n/

function readLines(lines: readonly string[], units: LogUnits, spec: EntryBounds): ReadLog {
  const entries: LogEntry[] = []
  const errors: LineError[] = []
  const seen = new Map<string, number>()
  const datePattern = new RegExp(spec.date.pattern)
  let first = true
  for (let index = 0; index < lines.length; index++) {
    const trimmed = lines[index]!.trim()
    if (trimmed === '') continue
    // A spreadsheet's header row (`Date, Weight, Intake`): the first line written, holding no digit, so no date.
    const header = first && !/\d/.test(trimmed)
    first = false
    if (header) continue
    const read = readLine(trimmed, index + 1, units, spec, datePattern, seen)
    if (typeof read === 'string') errors.push({ line: index + 1, message: read })
    else entries.push(read)
  }
  return { entries, errors }
}

/** At most this many lines' problems are listed: a long paste with a wrong separator would fill the page. */
const LINES_LISTED = 5

/**
 * The log's problems beside it: "Your log: line 3 …; line 7 … (and 4 more lines)." A problem of several
 * lines is said once, at its first: a log of dates written 05/01/2026 is told once that dates are written
 * YYYY-MM-DD ("line 1 (and 13 other lines) does not start …"), not on every line.
 */
function logLinesError(errors: readonly LineError[]): string {
  const lines = new Map<string, number[]>()
  for (const { line, message } of errors) {
    const same = lines.get(message)
    if (same === undefined) lines.set(message, [line])
    else same.push(line)
  }
  const listed = [...lines].slice(0, LINES_LISTED)
  let unlisted = errors.length
  const said = listed.map(([message, [first, ...others]]) => {
    unlisted -= 1 + others.length
    const alike = others.length === 0 ? '' : ` (and ${others.length === 1 ? `line ${others[0]}` : `${others.length} other lines`})`
    return `line ${first}${alike} ${message}`
  })
  const more = unlisted > 0 ? ` (and ${unlisted} more line${unlisted === 1 ? '' : 's'})` : ''
  return `${LOG_LABEL}: ${said.join('; ')}${more}.`
}

/** A log of too few or too many days, in words beside it (the endpoint's rule is worded for programmers, in kg). */
function logLengthError(days: number, { days: { min, max } }: EntryBounds): string | undefined {
  if (days >= min && days <= max) return undefined
  return `${LOG_LABEL} has ${days} ${days === 1 ? 'day' : 'days'}; it needs ${min} to ${max}, one day a line.`
}

const tooManyLines = (lines: number, { days: { min, max } }: EntryBounds): string =>
  `${LOG_LABEL} has ${lines} lines; it needs ${min} to ${max} days, one day a line.`

/** The textarea's name (the log as text, read into the API's `entries`) and its label. */
export const LOG_FIELD = 'log'
export const LOG_LABEL = 'Your log'

/** A log in lb is shown in US units; in kJ, energy in kJ. */
export const shownUnits = (units: LogUnits): Units => ({ system: units.weight === 'lb' ? 'us' : 'metric', energy: units.intake })

export interface PersonField {
  name: string
  /** As typed; empty when not given. */
  value: string
  isEnum: boolean
  label: string
}

/**
 * The form's person fields as the endpoint takes them, numbers written as the log's are (digits and
 * at most one point: 80, 80.5, .5), and an error beside each number written otherwise (1e1, 80,5),
 * worded for the form: the same on the server and in the browser.
 */
export function readPersonFields(given: readonly PersonField[]): { input: Record<string, string | number>; errors: ShownError[] } {
  const input: Record<string, string | number> = {}
  const errors: ShownError[] = []
  for (const { name, value, isEnum, label } of given) {
    if (value === '') continue
    if (isEnum) input[name] = value
    else if (DECIMAL.test(value)) input[name] = Number(value)
    else
      errors.push({
        field: name,
        onForm: true,
        text: `${label} must be a number written with digits and at most one point, such as 80 or 80.5.`,
      })
  }
  return { input, errors }
}

/** What the endpoint says of its `entries`, beside the textarea they were read from, in the units the log is read in. */
export const entriesError = (message: string, u: Units): ShownError => ({
  field: LOG_FIELD,
  onForm: true,
  text: entriesErrorText(LOG_LABEL, message, u),
})

/**
 * The log form as the endpoint takes it (the entries and the person fields given), or the errors
 * to show: the lines' problems, else a log of too few or too many days, else the person fields'.
 * The same on the server (a submitted form) and in the browser (before the JSON API is asked).
 */
export function readLogForm(
  text: string,
  person: readonly PersonField[],
  units: LogUnits,
  bounds: EntryBounds,
): { input: { entries: LogEntry[] } & Record<string, unknown> } | { errors: ShownError[] } {
  // More lines than a log has days, and a header: too long, whatever each says, so none is read
  // (a 64 KiB paste of 16,000 lines took 4 to 8 ms to read and word line by line).
  const lines = text.split(LINE_BREAK)
  const filled = lines.filter((line) => line.trim() !== '').length
  if (filled > bounds.days.max + 1) return { errors: [{ field: LOG_FIELD, onForm: true, text: tooManyLines(filled, bounds) }] }
  const log = readLines(lines, units, bounds)
  if (log.errors.length > 0) return { errors: [{ field: LOG_FIELD, onForm: true, text: logLinesError(log.errors) }] }
  const length = logLengthError(log.entries.length, bounds)
  if (length !== undefined) return { errors: [{ field: LOG_FIELD, onForm: true, text: length }] }
  const fields = readPersonFields(person)
  if (fields.errors.length > 0) return { errors: fields.errors }
  return { input: { entries: log.entries, ...fields.input } }
}
