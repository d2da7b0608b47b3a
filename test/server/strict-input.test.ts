import { describe, expect, test } from 'bun:test'
import { planQuery, postJson, send } from '../support/client.ts'
import { validPlan } from '../support/plan.ts'

const fieldsOf = (json: any): string[] => json.errors.map((e: { field: string }) => e.field)

describe('query strings (CONTRACT §1)', () => {
  test('plain decimals are accepted, including 1.0 for a weekly goal', async () => {
    const r = await send('GET', planQuery({ weeklyLossGoalKg: '1.0', weightKg: '80.0' }))
    expect(r.status).toBe(200)
    expect(r.json.deficit).toBe(1100)
  })

  // The message says how to write the number: "1e2" (100) must not be told only a range it is within.
  const notPlain =
    'must be a number from 30 to 650 (kg), written as plain digits with an optional minus sign and decimal point (no exponent, plus sign, comma or spaces)'
  for (const bad of ['1e3', '1e2', '0x10', ' 80', '80 ', 'Infinity', 'NaN', '', '+80', '.5', '80.', '80,5', '８０']) {
    test(`weightKg=${JSON.stringify(bad)} is rejected on that field only, saying how to write it`, async () => {
      const r = await send('GET', planQuery({ weightKg: bad }))
      expect(r.status).toBe(422)
      expect(r.json.errors).toEqual([{ field: 'weightKg', message: notPlain }])
    })
  }

  test('a plain decimal out of range is told the range alone', async () => {
    const r = await send('GET', planQuery({ weightKg: '700' }))
    expect(r.json.errors).toEqual([{ field: 'weightKg', message: 'must be a number from 30 to 650 (kg)' }])
  })

  test('a parameter given twice is invalid even with equal values', async () => {
    const r = await send('GET', `${planQuery()}&age=30`)
    expect(r.status).toBe(422)
    expect(r.json.errors).toEqual([{ field: 'age', message: 'must be given only once' }])
  })

  test('a parameter given three times is named once', async () => {
    const r = await send('GET', `${planQuery()}&age=31&age=32`)
    expect(r.json.errors).toEqual([{ field: 'age', message: 'must be given only once' }])
  })

  test('unknown parameters are rejected by name; odd names are not repeated', async () => {
    const r = await send('GET', `${planQuery()}&weightkg=80&%3Cscript%3E=1&a[]=2`)
    expect(r.status).toBe(422)
    expect(fieldsOf(r.json)).toEqual(['weightkg', '(unnamed)'])
    expect(r.text).not.toContain('script')
  })

  test('an unknown parameter given twice is reported as unknown, the one thing to fix, not as repeated', async () => {
    const r = await send('GET', `${planQuery()}&weightkg=80&weightkg=81`)
    expect(r.json.errors).toEqual([{ field: 'weightkg', message: 'is not accepted by this endpoint; did you mean weightKg?' }])
  })

  test('one entry per bad field, and the values sent are never echoed', async () => {
    const r = await send(
      'GET',
      '/api/calculate-deficit?gender=robot&age=14&weightKg=29.9&heightCm=280.1&activityLevel=lazy&weeklyLossGoalKg=0.3',
    )
    expect(r.status).toBe(422)
    expect(fieldsOf(r.json)).toEqual(['gender', 'age', 'weightKg', 'heightCm', 'activityLevel', 'weeklyLossGoalKg', 'targetWeightKg'])
    for (const value of ['robot', '14', '29.9', '280.1', 'lazy', '0.3']) expect(r.text).not.toContain(value)
    expect(r.json.errors.at(-1).message).toMatch(/^is required/)
  })
})

describe('JSON bodies (CONTRACT §1)', () => {
  test('a POST reads nothing from the query string: a parameter there is refused by name, never read, never echoed', async () => {
    for (const body of [validPlan, { ...validPlan, age: undefined }]) {
      const r = await send('POST', '/api/v1/calculate?age=31&startDate=2026-01-01', {
        body: JSON.stringify(body),
        headers: { 'content-type': 'application/json' },
      })
      expect(r.status).toBe(422)
      expect(fieldsOf(r.json)).toEqual(expect.arrayContaining(['age', 'startDate']))
      expect(r.text).not.toContain('31')
      expect(r.text).not.toContain('2026-01-01')
    }
  })

  test('types are strict: no strings for numbers, no fractions for integers', async () => {
    const r = await postJson('/api/v1/calculate', { ...validPlan, age: '30', heightCm: '180', weightKg: null })
    expect(fieldsOf(r.json)).toEqual(['age', 'weightKg', 'heightCm'])
    const fraction = await postJson('/api/v1/calculate', { ...validPlan, age: 30.5 })
    expect(fraction.json.errors).toEqual([{ field: 'age', message: 'must be a whole number from 15 to 100 (years)' }])
  })

  test('1 and 1.0 are both a valid weekly goal', async () => {
    const r = await postJson(
      '/api/v1/calculate',
      `{"gender":"male","age":30,"weightKg":80,"heightCm":180,"activityLevel":"moderate","weeklyLossGoalKg":1.0,"targetWeightKg":75}`,
    )
    expect(r.status).toBe(200)
    expect(r.json.deficit).toBe(1100)
  })

  test('unknown properties, including prototype keys, are rejected', async () => {
    const r = await postJson(
      '/api/v1/calculate',
      `{"gender":"male","age":30,"weightKg":80,"heightCm":180,"activityLevel":"moderate","weeklyLossGoalKg":0.5,"targetWeightKg":75,"__proto__":{"x":1},"weightkg":80}`,
    )
    expect(r.status).toBe(422)
    expect(fieldsOf(r.json)).toEqual(['__proto__', 'weightkg'])
  })

  test('startDate must be a real date in range', async () => {
    const rule = 'must be a calendar date written YYYY-MM-DD, from 1900-01-01 to 2999-12-31'
    for (const startDate of ['2027-02-29', '2026-1-1', '1899-12-31', '3000-01-01']) {
      const r = await postJson('/api/v1/calculate', { ...validPlan, startDate })
      expect(r.json.errors).toEqual([{ field: 'startDate', message: rule }])
    }
    const r = await postJson('/api/v1/calculate', { ...validPlan, startDate: 20260101 })
    expect(r.json.errors).toEqual([{ field: 'startDate', message: `must be a JSON string, not a number; it ${rule}` }])
  })
})

describe('date ranges', () => {
  const goalQuery = (dates: string) =>
    `/api/calories-for-goal-date?gender=male&age=40&weightKg=90&heightCm=180&activityLevel=light&targetWeightKg=80&${dates}`
  const goalRule = 'must be a calendar date written YYYY-MM-DD, from 1900-01-02 to 3004-12-31'

  test('a goalDate outside its published range is a field error, named beside every other bad field', async () => {
    const r = await send('GET', goalQuery('goalDate=1900-01-01&startDate=zz'))
    expect(r.status).toBe(422)
    expect(r.json.errors).toEqual([
      { field: 'goalDate', message: goalRule },
      { field: 'startDate', message: 'must be a calendar date written YYYY-MM-DD, from 1900-01-01 to 2999-12-31' },
    ])
    expect((await send('GET', goalQuery('goalDate=3005-01-01&startDate=2026-01-01'))).json.errors).toEqual([
      { field: 'goalDate', message: goalRule },
    ])
  })

  test('its bounds themselves are accepted', async () => {
    for (const dates of ['goalDate=1900-01-02&startDate=1900-01-01', 'goalDate=3004-12-31&startDate=2999-12-31'])
      expect((await send('GET', goalQuery(dates))).status).toBe(200)
  })
})

describe('defaults and response shape', () => {
  test('without startDate the plan starts today (UTC)', async () => {
    // the test app's clock reads 2026-05-01; + 70 days
    const r = await postJson('/api/v1/calculate', validPlan)
    expect(r.json.goalDate).toBe('2026-07-10')
    expect(r.json.formattedDate).toBe('July 10, 2026')
  })

  test('GET and POST agree; POST adds macros only', async () => {
    const get = await send('GET', planQuery({ startDate: '2026-01-01' }))
    const post = await postJson('/api/v1/calculate', { ...validPlan, startDate: '2026-01-01' })
    const { macros, ...rest } = post.json
    expect(rest).toEqual(get.json)
    expect(Object.keys(macros)).toEqual(['proteinGrams', 'fatGrams', 'carbGrams', 'fiberGrams'])
  })

  test('results are JSON and never cached', async () => {
    const r = await send('GET', planQuery())
    expect(r.headers.get('content-type')).toBe('application/json')
    expect(r.headers.get('cache-control')).toBe('no-store')
  })

  test('HEAD answers like GET without a body', async () => {
    const r = await send('HEAD', planQuery())
    expect(r.status).toBe(200)
    expect(r.text).toBe('')
  })

  test('/healthz', async () => {
    const r = await send('GET', '/healthz')
    expect([r.status, r.json]).toEqual([200, { status: 'ok' }])
  })
})
