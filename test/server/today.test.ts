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

describe("a goal date without startDate counts from the server's UTC today", () => {
  // Late on 27 November in UTC: already the 28th east of it, so the error says whose today it is.
  const app = createApp({ clock: () => new Date('2026-11-27T23:30:00Z') })
  const BODY = 'gender=female&age=41&weightKg=80&heightCm=168&activityLevel=light&targetWeightKg=70'
  const ask = (query: string) => app.handle(new Request(`http://localhost/api/calories-for-goal-date?${BODY}&${query}`))
  const RULE = 'must be after startDate (today in UTC when startDate is not given) and at most 5 years after it'

  test("today in UTC and a day past five years on are refused, saying the day is UTC's and naming no date", async () => {
    for (const goalDate of ['2026-11-27', '2031-11-28']) {
      const response = await ask(`goalDate=${goalDate}`)
      expect(response.status).toBe(422)
      const { errors } = (await response.json()) as { errors: { field: string; message: string }[] }
      expect(errors).toEqual([{ field: 'goalDate', message: RULE }])
    }
  })

  test('the first and the last day allowed are answered', async () => {
    expect((await ask('goalDate=2026-11-28')).status).toBe(200)
    expect((await ask('goalDate=2031-11-27')).status).toBe(200)
  })
})
