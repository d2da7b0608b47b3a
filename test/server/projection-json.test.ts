import { describe, expect, test } from 'bun:test'
import { StaticTimeline } from '../../metrics/calculators/static-timeline.ts'
import type { BodyState } from '../../metrics/dynamic/hall-adult.ts'
import { Projection } from '../../metrics/dynamic/projection.ts'
import { round2 } from '../../metrics/rounding.ts'
import { jsonResponse } from '../../server/http/json-response.ts'
import { withProjectionJson } from '../../server/http/projection-json.ts'

/** A seeded generator, so a failure can be replayed. */
function random(seed: number) {
  return () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648
    return seed / 2_147_483_648
  }
}

const state = (weightKg: number, fatKg: number) => ({ weightKg, fatKg }) as BodyState
/** The points as JSON.stringify and the Date object make them: an oracle independent of the writer. */
const expectedPoints = (start: string, points: { day: number; weightKg: number; fatKg: number }[]) =>
  points.map(({ day, weightKg, fatKg }) => ({
    day,
    date: new Date(Date.parse(`${start}T00:00:00Z`) + day * 86_400_000).toISOString().slice(0, 10),
    weightKg: round2(weightKg),
    fatMassKg: round2(fatKg),
    leanMassKg: round2(weightKg - fatKg),
  }))
const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes)
const jsonWithProjection = (body: { projection: Projection }) => withProjectionJson(body, 'projection', text)

describe('an answer with a projection, written as bytes', () => {
  test('is byte for byte what JSON.stringify makes of it, over 2,000 random projections', () => {
    const next = random(20_261_126)
    const mismatches: string[] = []
    for (let n = 0; n < 2000; n++) {
      const start = `${1900 + Math.floor(next() * 1100)}-${String(1 + Math.floor(next() * 12)).padStart(2, '0')}-${String(1 + Math.floor(next() * 28)).padStart(2, '0')}`
      const projection = new Projection(start)
      const points: { day: number; weightKg: number; fatKg: number }[] = []
      // Weights from grams to hundreds of kilos, some on a rounding half, some negative or zero.
      const value = () => {
        const r = next()
        if (r < 0.1) return Math.floor(next() * 70_000) / 100 + 0.005
        if (r < 0.15) return -next() * 50
        if (r < 0.2) return 0
        return next() * 10 ** (next() * 3)
      }
      for (let day = 0, count = 1 + Math.floor(next() * 60); count > 0; count--, day += 1 + Math.floor(next() * 40)) {
        const point = { day, weightKg: value(), fatKg: value() }
        points.push(point)
        projection.add(day, state(point.weightKg, point.fatKg))
      }
      const rest = {
        dailyCalories: Math.floor(next() * 4000),
        goalDate: start,
        warnings: [{ code: 'X', message: 'at ≥ 1 kg – “quoted” \\ "escaped"' }],
      }
      const answer = { ...rest, projection, warnings: rest.warnings }
      const expected = JSON.stringify({ ...rest, projection: expectedPoints(start, points), warnings: rest.warnings })
      const written = jsonWithProjection(answer)
      if (written !== expected) mismatches.push(`${written}\n${expected}`)
    }
    expect(mismatches).toEqual([])
  })

  test('digits written by table and products, not divisions: every count of hundredths below 200,000, and around multiples of 10 and 100 up to 2^31', () => {
    const next = random(20_261_128)
    const counts: number[] = []
    for (let k = 0; k < 200_000; k++) counts.push(k)
    for (let n = 0; n < 5_000; n++) {
      const multiple = 100 * Math.floor((next() * 2 ** 31) / 100)
      for (const k of [multiple - 11, multiple - 10, multiple - 9, multiple - 1, multiple, multiple + 1, multiple + 10])
        if (k >= 0 && k < 2 ** 31) counts.push(k)
    }
    counts.push(2 ** 31 - 1)
    const mismatches: number[] = []
    for (let from = 0; from < counts.length; from += 5_000) {
      const chunk = counts.slice(from, from + 5_000)
      const projection = new Projection('2026-01-01')
      for (const [day, k] of chunk.entries()) projection.add(day, state(k / 100, k / 100))
      const points = chunk.map((k, day) => ({ day, weightKg: k / 100, fatKg: k / 100 }))
      if (jsonWithProjection({ projection }) !== JSON.stringify({ projection: expectedPoints('2026-01-01', points) })) mismatches.push(from)
    }
    expect(mismatches).toEqual([])
  })

  test('values JSON.stringify writes otherwise, NaN as null and huge numbers with an exponent, come out the same', () => {
    const projection = new Projection('2026-01-01')
    projection.add(0, state(Number.NaN, 1e25))
    projection.add(7, state(Number.POSITIVE_INFINITY, 3e9))
    const expected = JSON.stringify({ a: 1, projection: projection.points, b: [2] })
    expect(jsonWithProjection({ a: 1, projection, b: [2] } as never)).toBe(expected)
    expect(expected).toContain('"weightKg":null,"fatMassKg":1e+25')
  })

  test('JSON.stringify of a projection gives its published points', () => {
    const projection = new Projection('2028-02-27')
    projection.add(0, state(72.5, 24.244))
    projection.add(3, state(72.004999, 24.1))
    expect(JSON.parse(JSON.stringify(projection))).toEqual([
      { day: 0, date: '2028-02-27', weightKg: 72.5, fatMassKg: 24.24, leanMassKg: 48.26 },
      { day: 3, date: '2028-03-01', weightKg: 72, fatMassKg: 24.1, leanMassKg: 47.9 },
    ])
  })

  test('each response keeps its own bytes, though they were written where the next answer is', async () => {
    const answer = (start: string) => {
      const projection = new Projection(start)
      projection.add(0, state(80, 20))
      return { projection }
    }
    const first = jsonResponse(answer('2026-01-01'))
    const second = jsonResponse(answer('2027-12-31'))
    expect(await first.text()).toBe('{"projection":[{"day":0,"date":"2026-01-01","weightKg":80,"fatMassKg":20,"leanMassKg":60}]}')
    expect(await second.text()).toBe('{"projection":[{"day":0,"date":"2027-12-31","weightKg":80,"fatMassKg":20,"leanMassKg":60}]}')
  })

  test("an estimator's static timeline is byte for byte what JSON.stringify makes of it, inputs of any decimals kept", () => {
    const next = random(20_261_127)
    const mismatches: string[] = []
    for (let n = 0; n < 2000; n++) {
      const start = `${1900 + Math.floor(next() * 1100)}-${String(1 + Math.floor(next() * 12)).padStart(2, '0')}-${String(1 + Math.floor(next() * 28)).padStart(2, '0')}`
      // Whole kilograms, hundredths, thousandths (weights as a client may send them); paces of any decimals.
      const weight = () => Math.round(20_000 + next() * 280_000) / 10 ** Math.floor(next() * 4)
      const current = weight()
      const target = next() < 0.1 ? current + 1 : weight()
      const pace = Math.round(1 + next() * 1500) / 1000
      const days = current <= target ? 0 : Math.ceil(((current - target) * 7) / pace)
      const timeline = new StaticTimeline(start, current, target, pace, days)
      const answer = { kgToLose: current - target, timeline, warnings: [{ code: 'X', message: '"timeline":[]' }] }
      const expected = JSON.stringify({ ...answer, timeline: timeline.points })
      const written = withProjectionJson(answer, 'timeline', text)
      if (written !== expected) mismatches.push(`${written}\n${expected}`)
    }
    expect(mismatches).toEqual([])
  })

  test('the response names the key that holds the numbers: a timeline is written as one', async () => {
    const timeline = new StaticTimeline('2026-01-01', 80.005, 79.7051, 0.7, 3)
    expect(await jsonResponse({ a: 1, timeline }).text()).toBe(
      '{"a":1,"timeline":[{"day":0,"date":"2026-01-01","weightKg":80.005},{"day":1,"date":"2026-01-02","weightKg":79.91},{"day":2,"date":"2026-01-03","weightKg":79.81},{"day":3,"date":"2026-01-04","weightKg":79.7051}]}',
    )
  })
})
