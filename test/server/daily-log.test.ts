/**
 * A daily log over HTTP (POST /api/v1/adaptive-tdee): every bad entry named by its place and
 * the rule it broke, never by what it held; the largest log fits the body limit; a repeated
 * top-level key is refused as on every POST.
 */
import { describe, expect, test } from 'bun:test'
import { MAX_BODY_BYTES } from '../../api/limits.ts'
import { EXAMPLE_LOG } from '../../metrics/adaptive/example-log.ts'
import { addDays } from '../../metrics/dates.ts'
import { fields } from '../../metrics/fields.ts'
import { postJson } from '../support/client.ts'

const PATH = '/api/v1/adaptive-tdee'
/** The most days a log may hold (metrics/fields.ts). */
const MAX_DAYS = fields.entries.maxItems
const fieldsOf = (json: any): string[] => json.errors.map((e: { field: string }) => e.field)

/** `n` days from 2026-01-01 with the example's values in turn: realistic, valid and long. */
const longLog = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ ...EXAMPLE_LOG[i % EXAMPLE_LOG.length]!, date: addDays('2026-01-01', i) }))

describe('the entries of a log', () => {
  test('each bad entry field is named by its place, with its rule, and no value comes back', async () => {
    const entries = [
      { date: '2031-07-14', weightKg: '83.25' },
      { date: '2031-07-14', intakeKcal: 1987 },
      { date: '2031-07-16' },
      'zzlog',
      { date: '2031-02-30', weight: 84.75, intakeKcal: -17 },
      { date: '2031-07-18', weightKg: 29.75, '<b>': 1 },
      ...longLog(3),
    ]
    const r = await postJson(PATH, { entries })
    expect(r.status).toBe(422)
    expect(r.json.errors).toEqual([
      { field: 'entries[0].weightKg', message: 'must be a JSON number, not a string; it must be a number from 30 to 650 (kg)' },
      { field: 'entries[1].date', message: 'repeats the date of entries[0]; give each date once' },
      { field: 'entries[2]', message: 'needs weightKg, intakeKcal or both' },
      { field: 'entries[3]', message: 'must be an object {date, weightKg?, intakeKcal?}' },
      { field: 'entries[4].date', message: 'must be a calendar date written YYYY-MM-DD, from 1900-01-01 to 2999-12-31' },
      { field: 'entries[4].intakeKcal', message: 'must be a number from 0 to 10000 (kcal/day)' },
      { field: 'entries[4].weight', message: 'is not accepted in an entry; did you mean weightKg?' },
      { field: 'entries[5].weightKg', message: 'must be a number from 30 to 650 (kg)' },
      { field: 'entries[5]', message: 'has a name that is not accepted in an entry' },
    ])
    for (const sent of ['2031-07-14', '83.25', '1987', '2031-07-16', 'zzlog', '2031-02-30', '84.75', '-17', '29.75', '<b>'])
      expect(r.text).not.toContain(sent)
  })

  test('a log of the wrong shape is refused as a whole', async () => {
    expect((await postJson(PATH, { entries: { date: '2026-01-01' } })).json.errors).toEqual([
      {
        field: 'entries',
        message:
          'must be a JSON array, not an object; it must be a list of 7 to 731 daily entries {date: YYYY-MM-DD, weightKg?: 30 to 650 kg, intakeKcal?: 0 to 10000 kcal/day}, each with weightKg, intakeKcal or both, each date once',
      },
    ])
    expect(fieldsOf((await postJson(PATH, { entries: longLog(MAX_DAYS + 1) })).json)).toEqual(['entries'])
  })

  test('at most 25 errors, however many entries are bad', async () => {
    const r = await postJson(PATH, { entries: longLog(100).map((e) => ({ ...e, weightKg: 700 })) })
    expect(r.json.errors).toHaveLength(25)
    expect(r.json.errors.at(-1).field).toBe('entries[24].weightKg')
    expect(r.json.detail).toEndWith('; only the first 25 problems are listed: correct these and send again.')
  })

  test(`the largest log, ${MAX_DAYS} days of weights and intakes, fits the body limit and is answered`, async () => {
    const body = JSON.stringify({ entries: longLog(MAX_DAYS), gender: 'male', age: 30, heightCm: 180 })
    expect(Buffer.byteLength(body)).toBeLessThan(MAX_BODY_BYTES)
    const r = await postJson(PATH, body)
    expect(r.status).toBe(200)
    expect(r.json.trend).toHaveLength(MAX_DAYS)
    expect(r.json.daysUsed).toBe(56)
  })

  test('entries given twice at the top level is refused like any repeated key', async () => {
    const log = JSON.stringify(longLog(7))
    const r = await postJson(PATH, `{"entries":${log},"entries":${log}}`)
    expect(r.json.errors).toEqual([{ field: 'entries', message: 'must be given only once' }])
  })
})
