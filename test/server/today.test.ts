import { describe, expect, test } from 'bun:test'
import { createApp } from '../../server/app.ts'
import { cachedToday } from '../../server/today.ts'

describe('cached UTC date', () => {
  test('follows the clock across midnight, forwards and backwards', () => {
    let now = new Date('2026-05-01T23:59:59.999Z')
    const today = cachedToday(() => now)
    expect(today()).toBe('2026-05-01')
    now = new Date('2026-05-02T00:00:00.000Z')
    expect(today()).toBe('2026-05-02')
    now = new Date('2026-04-30T12:00:00Z')
    expect(today()).toBe('2026-04-30')
    now = new Date('2027-01-01T00:00:00Z')
    expect(today()).toBe('2027-01-01')
  })
})

describe("a goal date against the server's today", () => {
  // Late on 27 November in UTC: already the 28th east of it, which is why the error names the server's date.
  const app = createApp({ clock: () => new Date('2026-11-27T23:30:00Z') })
  const BODY = 'gender=female&age=41&weightKg=80&heightCm=168&activityLevel=light&targetWeightKg=70'
  const ask = (query: string) => app.handle(new Request(`http://localhost/api/calories-for-goal-date?${BODY}&${query}`))
  const goalDateError = async (query: string) => {
    const response = await ask(query)
    expect(response.status).toBe(422)
    const { errors } = (await response.json()) as { errors: { field: string; message: string }[] }
    return errors.find((e) => e.field === 'goalDate')?.message
  }
  const NAMED =
    'must be after today on this server (2026-11-27, UTC) and no later than 2031-11-27, 5 years on; to plan from another day, give startDate'

  test('without startDate, a date not after today or past five years on names both days', async () => {
    expect(await goalDateError('goalDate=2026-11-27')).toBe(NAMED)
    expect(await goalDateError('goalDate=2031-11-28')).toBe(NAMED)
  })

  test('the first and the last day allowed are answered', async () => {
    expect((await ask('goalDate=2026-11-28')).status).toBe(200)
    expect((await ask('goalDate=2031-11-27')).status).toBe(200)
  })

  test('with startDate, the error names no date: every day in it is the client’s own', async () => {
    expect(await goalDateError('goalDate=2026-11-27&startDate=2026-12-01')).toBe('must be after startDate and at most 5 years after it')
  })
})
