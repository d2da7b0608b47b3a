/**
 * Hints in 422 messages that help a person act without ever repeating what they sent: the
 * JSON type a value had (never its content), a lower-case hint for enums, and the field an
 * unknown name most likely meant.
 */
import { type FieldSpec, isNumeric } from './fields.ts'
import { PLAIN_DECIMAL } from './plain-decimal.ts'
import { UNIT_DEFINITIONS } from './units.ts'

/** How a query string must write a number, in words. */
const PLAIN_DECIMAL_WORDS =
  'written as plain digits with an optional minus sign and decimal point (no exponent, plus sign, comma or spaces)'

/** A parsed JSON value's type, with its article. */
function jsonTypeOf(value: unknown): string {
  if (value === null) return 'null'
  if (Array.isArray(value)) return 'an array'
  switch (typeof value) {
    case 'string':
      return 'a string'
    case 'boolean':
      return 'a boolean'
    case 'number':
      return 'a number'
    default:
      return 'an object'
  }
}

/**
 * The 422 message for an invalid value: the rule, said more precisely when the value came as
 * JSON of the wrong type, as query text that is no plain decimal (`1e2` or `80,5` would otherwise
 * be told a range they are within), or is an enum value in the wrong case.
 */
export function invalidValueMessage(spec: FieldSpec, rule: string, value: unknown, fromJson: boolean): string {
  const expected = spec.kind === 'log' ? 'an array' : isNumeric(spec) ? 'a number' : 'a string'
  const sent = jsonTypeOf(value)
  if (fromJson && sent !== expected) return `must be ${expected.replace(/^an? /, 'a JSON ')}, not ${sent}; it ${rule}`
  if (!fromJson && isNumeric(spec) && typeof value === 'string' && !PLAIN_DECIMAL.test(value)) return `${rule}, ${PLAIN_DECIMAL_WORDS}`
  if (spec.kind === 'enum' && typeof value === 'string' && (spec.values as readonly string[]).includes(value.toLowerCase())) {
    return `${rule} (values are lower case)`
  }
  return rule
}

/** Levenshtein distance, stopping early once every path exceeds `limit`. */
function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j)
  for (let i = 1; i <= a.length; i++) {
    const current = [i]
    let best = i
    for (let j = 1; j <= b.length; j++) {
      const cost = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1))
      current.push(cost)
      best = Math.min(best, cost)
    }
    if (best > limit) return limit + 1
    previous = current
  }
  return previous[b.length]!
}

/**
 * The edits a name may be from the one it meant: one in three of its letters, at most two. Two edits turn
 * any two letters into another two-letter name, so "kg" would have meant "age"; three letters may hold a slip.
 */
const editsAllowed = (name: string) => Math.min(2, Math.floor(name.length / 3))

/** A name with case, `_` and `-` dropped: weight_kg, Weight-Kg and weightKg are one name written three ways. */
const folded = (name: string) => name.toLowerCase().replace(/[_-]/g, '')

/** An unknown name the service may repeat, as a name a client may have meant; any other is reported without it. */
export const PRINTABLE_NAME = /^[A-Za-z_][A-Za-z0-9_.-]{0,63}$/

/** Other words for a field's name, folded: sex for gender. */
const OTHER_WORDS: Record<string, string> = { sex: 'gender' }

/**
 * The known name an unknown one most likely meant: the same but for case and separators, or its other
 * word (sex: gender), else the nearest within one edit in three letters, at most two (first on a tie), else
 * the first that ends with it from one of its words on (weightKg where the calculator names it
 * currentWeightKg; `_`, folded to nothing, ends no name), else the only one that starts with it, if it has
 * four letters or more (activity: activityLevel).
 */
export function meantName(name: string, known: readonly string[]): string | undefined {
  const lower = folded(name)
  const sameButCase = known.find((k) => folded(k) === lower)
  if (sameButCase !== undefined) return sameButCase
  const otherWord = OTHER_WORDS[lower]
  if (otherWord !== undefined && known.includes(otherWord)) return otherWord
  let best: string | undefined
  const allowed = editsAllowed(lower)
  let bestDistance = allowed + 1
  for (const k of known) {
    const d = editDistance(lower, k.toLowerCase(), allowed)
    if (d < bestDistance) {
      best = k
      bestDistance = d
    }
  }
  return best ?? known.find((k) => endsWithWord(k, lower)) ?? onlyStartingWith(known, lower)
}

/** The one known name that starts with `start` (folded, four letters or more), if only one does. */
const onlyStartingWith = (known: readonly string[], start: string): string | undefined => {
  if (start.length < 4) return undefined
  const starting = known.filter((k) => folded(k).startsWith(start))
  return starting.length === 1 ? starting[0] : undefined
}

/** Whether `name` (camelCase, no separators) ends with `tail` (folded) from the start of one of its words. */
const endsWithWord = (name: string, tail: string): boolean => {
  const at = name.length - tail.length
  return tail !== '' && at > 0 && name.toLowerCase().endsWith(tail) && /[A-Z]/.test(name[at]!)
}

const { kgPerPound, poundsPerStone, cmPerInch, inchesPerFoot, kjPerKcal } = UNIT_DEFINITIONS
const POUNDS = { metric: 'kg', conversion: `1 lb = ${kgPerPound} kg` } as const
const STONES = { metric: 'kg', conversion: `1 st = ${poundsPerStone} lb = ${poundsPerStone * kgPerPound} kg` } as const
const FEET_AND_INCHES = {
  metric: 'cm',
  conversion: `1 in = ${cmPerInch} cm, 1 ft = ${inchesPerFoot} in = ${inchesPerFoot * cmPerInch} cm`,
} as const
const METRES = { metric: 'cm', conversion: '1 m = 100 cm' } as const
const KILOJOULES = { metric: 'kcal', conversion: `1 kcal = ${kjPerKcal} kJ` } as const

/** A name's last word that names a unit other than the field's, and how to convert from it. */
const OTHER_UNITS: Record<string, { metric: 'kg' | 'cm' | 'kcal'; conversion: string }> = {
  lb: POUNDS,
  lbs: POUNDS,
  pound: POUNDS,
  pounds: POUNDS,
  st: STONES,
  stone: STONES,
  stones: STONES,
  in: FEET_AND_INCHES,
  inch: FEET_AND_INCHES,
  inches: FEET_AND_INCHES,
  ft: FEET_AND_INCHES,
  foot: FEET_AND_INCHES,
  feet: FEET_AND_INCHES,
  m: METRES,
  metre: METRES,
  metres: METRES,
  meter: METRES,
  meters: METRES,
  kj: KILOJOULES,
}

/** A field's unit (kg/week for a pace), and of it the unit of mass, length or energy (kg). */
const unitOf = (spec: FieldSpec) => ('unit' in spec ? spec.unit : undefined)
const baseUnitOf = (spec: FieldSpec) => unitOf(spec)?.split('/')[0]

/** The suffix each metric unit takes in a field's name (weightKg, heightCm, intakeKcal). */
const METRIC_SUFFIX = { kg: 'Kg', cm: 'Cm', kcal: 'Kcal' } as const

/** A name's stem and last word, the word after a capital letter or a separator: weightLb, weight_lbs, heightIN. */
const LAST_WORD = /^(.+?)(?:[_.-]([A-Za-z]+)|([A-Z][a-z]+|[A-Z]+))$/

/**
 * What to tell a client that sent a field under its name in another unit (weightLb, heightIn, intakeKj):
 * a name that only "did you mean weightKg?" would lead it to send pounds as kilograms, which no bound
 * refuses. The field's name and unit and the exact factor; undefined when no field in that unit matches.
 */
function otherUnitHint(name: string, known: readonly string[], specOf: (name: string) => FieldSpec) {
  const parts = LAST_WORD.exec(name)
  if (parts === null) return undefined
  const other = OTHER_UNITS[(parts[2] ?? parts[3])!.toLowerCase()]
  if (other === undefined) return undefined
  const stem = parts[1]!
  for (const candidate of [stem + METRIC_SUFFIX[other.metric], stem]) {
    const meant = meantName(candidate, known)
    if (meant !== undefined && baseUnitOf(specOf(meant)) === other.metric) {
      return `send ${meant} in ${unitOf(specOf(meant))} instead (${other.conversion})`
    }
  }
  return undefined
}

/** What follows "is not accepted …" for an unknown name: the field in the API's unit, or the name meant; '' when none. */
export function unknownNameHint(name: string, known: readonly string[], specOf: (name: string) => FieldSpec): string {
  const inOtherUnit = otherUnitHint(name, known, specOf)
  if (inOtherUnit !== undefined) return `; ${inOtherUnit}`
  const meant = meantName(name, known)
  return meant === undefined ? '' : `; did you mean ${meant}?`
}
