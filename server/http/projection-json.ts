/**
 * An answer holding a projection kept as numbers (a dynamic model's, or the estimator's static
 * timeline), as JSON bytes: the points are written straight from the numbers, byte for byte what
 * JSON.stringify makes of its `points` (test/server/projection-json.test.ts), and the rest of
 * the answer by JSON.stringify itself. Timed in one process, a goal-date answer (a year's 54
 * points) took 3.7 µs this way, against 3.8 µs to make the points objects and date strings and
 * 6.7 µs more to stringify the answer; the estimator's answer with 200 static points, about
 * 10 µs against 36-40 µs.
 */
import { type ProjectionNumbers, StaticTimeline } from '../../metrics/calculators/static-timeline.ts'
import { ForwardCalendar } from '../../metrics/dates.ts'
import { Projection } from '../../metrics/dynamic/projection.ts'
import { round2 } from '../../metrics/rounding.ts'

const DIGIT_ZERO = 0x30
const MINUS = 0x2d
const DOT = 0x2e
const COMMA = 0x2c
const DASH = 0x2d
const OPEN_BRACKET = 0x5b
const CLOSE_BRACKET = 0x5d
const CLOSE_BRACE = 0x7d
/** How far from a half |x|·100 must be for Math.round to be round2's answer (round2 cleans within 1e-4). */
const NOT_NEAR_HALF = 0.4998

type Writer = (bytes: Uint8Array, at: number) => number

/**
 * Stores a fixed ASCII text at `at` and returns the index after it, as one store per byte
 * written out in code: a loop copying the same bytes from an array took half as long again.
 */
function fixed(text: string): Writer {
  const stores = Array.from(text, (c, i) => `b[at + ${i}] = ${c.charCodeAt(0)}`).join('; ')
  return new Function('b', 'at', `${stores}; return at + ${text.length}`) as Writer
}

// A point's keys in the order the point objects have them (Projection.points).
const DAY = fixed('{"day":')
const DATE = fixed(',"date":"')
const WEIGHT = fixed('","weightKg":')
const FAT = fixed(',"fatMassKg":')
const LEAN = fixed(',"leanMassKg":')

/** The most bytes a point takes: its keys and punctuation, and room for digits to spare. */
const MAX_POINT_BYTES = 160

const encoder = new TextEncoder()

/** Each number 0 to 99 as its two digits' bytes, at twice the number. */
const DIGIT_PAIRS = Uint8Array.from({ length: 200 }, (_, i) => DIGIT_ZERO + (i % 2 === 1 ? (i >> 1) % 10 : Math.floor(i / 20)))

/**
 * ⌊v/10⌋ and ⌊v/100⌋ by a product, without a division's latency: exact for every integer in
 * [0, 2^31), checked one by one (the doubles 0.1 and 0.01 lie a little above, never enough to
 * reach the next integer).
 */
const tenthOf = (v: number) => (v * 0.1) | 0
const hundredthOf = (v: number) => (v * 0.01) | 0

/** 0 to 99 as two digits. */
function writeTwoDigits(bytes: Uint8Array, at: number, value: number): number {
  bytes[at] = DIGIT_PAIRS[2 * value]!
  bytes[at + 1] = DIGIT_PAIRS[2 * value + 1]!
  return at + 2
}

/** The decimal digits of a non-negative integer below 2^31. */
function writeInteger(bytes: Uint8Array, at: number, value: number): number {
  if (value < 10) {
    bytes[at] = DIGIT_ZERO + value
    return at + 1
  }
  if (value < 100) return writeTwoDigits(bytes, at, value)
  if (value < 1000) {
    const hundreds = hundredthOf(value)
    bytes[at] = DIGIT_ZERO + hundreds
    return writeTwoDigits(bytes, at + 1, value - hundreds * 100)
  }
  let end = at + 1
  for (let rest = value; rest >= 10; rest = tenthOf(rest)) end++
  for (let i = end - 1, rest = value; i >= at; i--) {
    const next = tenthOf(rest)
    bytes[i] = DIGIT_ZERO + rest - next * 10
    rest = next
  }
  return end
}

/** `YYYY-MM-DD`, as metrics/dates.ts writes a date (a year outside 1000-9999 as it pads it). */
function writeDate(bytes: Uint8Array, at: number, { year, month, day }: ForwardCalendar): number {
  if (year >= 1000 && year <= 9999) {
    const century = hundredthOf(year)
    at = writeTwoDigits(bytes, writeTwoDigits(bytes, at, century), year - century * 100)
  } else {
    at += encoder.encodeInto(String(year).padStart(4, '0'), bytes.subarray(at)).written
  }
  bytes[at++] = DASH
  at = writeTwoDigits(bytes, at, month)
  bytes[at++] = DASH
  return writeTwoDigits(bytes, at, day)
}

/** x as JSON.stringify writes it. */
const writeByStringify = (bytes: Uint8Array, at: number, x: number): number =>
  at + encoder.encodeInto(JSON.stringify(x), bytes.subarray(at)).written

/** A count of hundredths below 2^31 as the decimal it stands for, without trailing zeros. */
function writeHundredthsCount(bytes: Uint8Array, at: number, hundredths: number): number {
  const whole = hundredthOf(hundredths)
  const fraction = hundredths - whole * 100
  at = writeInteger(bytes, at, whole)
  if (fraction === 0) return at
  const tenths = tenthOf(fraction)
  bytes[at++] = DOT
  bytes[at++] = DIGIT_ZERO + tenths
  if (fraction !== tenths * 10) bytes[at++] = DIGIT_ZERO + fraction - tenths * 10
  return at
}

/**
 * round2(x) as JSON.stringify writes it. Away from a half, round2(x) is ±Math.round(|x|·100)/100
 * (its cleaning of float noise applies only within 1e-4 of a half), and JSON.stringify writes
 * n/100 as n/100 itself without trailing zeros: the shortest decimal that reads back as the
 * same double. Near a half (a wider window than round2's, to be safe), and anything not
 * finite or too large for 32-bit digits, is left to round2 and JSON.stringify themselves.
 */
function writeHundredths(bytes: Uint8Array, at: number, x: number): number {
  const scaled = Math.abs(x) * 100
  const hundredths = Math.round(scaled)
  if (!(Math.abs(scaled - hundredths) < NOT_NEAR_HALF && hundredths < 0x80000000)) return writeByStringify(bytes, at, round2(x))
  if (x < 0 && hundredths !== 0) bytes[at++] = MINUS
  return writeHundredthsCount(bytes, at, hundredths)
}

/**
 * x as JSON.stringify writes it. A static timeline's weights are hundredths (the rule's line)
 * or the inputs as given: a non-negative x that is exactly n/100 is written as n/100, as in
 * writeHundredths; anything else (an input of three decimals) by JSON.stringify.
 */
function writeExact(bytes: Uint8Array, at: number, x: number): number {
  const hundredths = Math.round(x * 100)
  if (!(hundredths / 100 === x && hundredths >= 0 && hundredths < 0x80000000)) return writeByStringify(bytes, at, x)
  return writeHundredthsCount(bytes, at, hundredths)
}

/** `[…]`: the points of `numbers.points`, from its numbers. */
function writePoints(bytes: Uint8Array, at: number, numbers: ProjectionNumbers): number {
  const calendar = new ForwardCalendar(numbers.start)
  const projection = numbers instanceof Projection ? numbers : undefined
  bytes[at++] = OPEN_BRACKET
  for (let i = 0; i < numbers.length; i++) {
    if (i > 0) bytes[at++] = COMMA
    const day = numbers.day(i)
    at = writeInteger(bytes, DAY(bytes, at), day)
    calendar.advanceTo(day)
    at = writeDate(bytes, DATE(bytes, at), calendar)
    if (projection === undefined) {
      at = writeExact(bytes, WEIGHT(bytes, at), numbers.publishedWeight(i, day))
    } else {
      const weight = projection.weight(i)
      const fat = projection.fat(i)
      at = writeHundredths(bytes, WEIGHT(bytes, at), weight)
      at = writeHundredths(bytes, FAT(bytes, at), fat)
      at = writeHundredths(bytes, LEAN(bytes, at), weight - fat)
    }
    bytes[at++] = CLOSE_BRACE
  }
  bytes[at++] = CLOSE_BRACKET
  return at
}

/** Where answers are assembled before their bytes are copied out; grown when an answer needs more. */
let scratch: Uint8Array<ArrayBuffer> = new Uint8Array(64 * 1024)

const EMPTY: never[] = []

/** The answers' keys that may hold a projection kept as numbers (the plans' `projection`, the estimator's `timeline`). */
type ProjectionKey = 'projection' | 'timeline'

const isNumbers = (value: unknown): value is ProjectionNumbers => value instanceof Projection || value instanceof StaticTimeline

/** The key of `body` holding a projection kept as numbers, if one does: asked of every JSON answer, so two plain tests. */
export function projectionKeyOf(body: object): ProjectionKey | undefined {
  const { projection, timeline } = body as Partial<Record<ProjectionKey, unknown>>
  return isNumbers(projection) ? 'projection' : isNumbers(timeline) ? 'timeline' : undefined
}

/**
 * The JSON of `body`, whose `key` holds a projection kept as numbers: JSON.stringify writes the
 * rest around an empty array, whose place (the first `"key":[]`, the top-level key: no value
 * before it has that key, and quotes inside strings are escaped) then takes the points. The
 * bytes are a view of a buffer the next call overwrites: `use` must be done with them when it
 * returns (a Response copies its body when made: test/server/projection-json.test.ts).
 */
export function withProjectionJson<R>(body: object, key: ProjectionKey, use: (json: Uint8Array<ArrayBuffer>) => R): R {
  const numbers = (body as Record<ProjectionKey, ProjectionNumbers>)[key]
  const text = JSON.stringify({ ...body, [key]: EMPTY })
  const place = `"${key}":[]`
  const split = text.indexOf(place) + place.length - 2 // at the `[`
  const most = 3 * text.length + MAX_POINT_BYTES * numbers.length + 2
  if (scratch.length < most) scratch = new Uint8Array(2 * most)
  let at = encoder.encodeInto(text.slice(0, split), scratch).written
  at = writePoints(scratch, at, numbers)
  at += encoder.encodeInto(text.slice(split + 2), scratch.subarray(at)).written
  return use(scratch.subarray(0, at))
}
