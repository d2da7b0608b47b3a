import { describe, expect, test } from 'bun:test'
import { Deadlines, endWaitingReads } from '../../server/http/deadlines.ts'

const late = new Error('late')
const settled = { value: (value: string) => `value:${value}`, error: (error: unknown) => error }
const never = () => new Promise<never>(() => {})

describe('body-read deadlines kept by one timer', () => {
  test('a read that finishes in time is answered by onValue, or by onError when it fails', async () => {
    const deadlines = new Deadlines(1000, () => late)
    expect(await deadlines.settle(Promise.resolve('body'), settled.value, settled.error)).toBe('value:body')
    const refused = new Error('refused')
    expect(await deadlines.settle(Promise.reject(refused), settled.value, settled.error)).toBe(refused)
  })

  test("a stop's end answers every read still waiting, of every route's deadlines, at once with its own error", async () => {
    const stopping = new Error('stopping')
    const [one, other] = [new Deadlines(60_000, () => late), new Deadlines(60_000, () => late)]
    const answers = [one, one, other].map((d) => d.settle(never(), settled.value, settled.error))
    // A read already answered is not waiting: it keeps its value.
    expect(await one.settle(Promise.resolve('body'), settled.value, settled.error)).toBe('value:body')
    expect(endWaitingReads(() => stopping)).toBeGreaterThanOrEqual(3)
    expect(await Promise.all(answers)).toEqual([stopping, stopping, stopping])
    expect(endWaitingReads(() => stopping)).toBe(0)
  })

  test('a read still pending at the deadline is answered with the expired error, never early', async () => {
    const deadlines = new Deadlines(200, () => late)
    const started = performance.now()
    const outcome = await deadlines.settle(never(), settled.value, settled.error)
    const elapsed = performance.now() - started
    expect(outcome).toBe(late)
    expect(elapsed).toBeGreaterThanOrEqual(199) // never early; timers may fire a fraction of a millisecond so
  })

  test('a loop kept busy delays the answer by how late the timer runs, not by that for every tick', async () => {
    const deadlines = new Deadlines(200, () => late) // a tick every 20 ms
    const started = performance.now()
    let answeredAfter: number | undefined
    void deadlines.settle(never(), settled.value, settled.error).then(() => {
      answeredAfter = performance.now() - started
    })
    // Busy for 100 ms at a time, as a server under load is: the timer runs once between, 80 ms late each
    // time. Counting ticks, the deadline's ten ticks took 1,100 ms; by the clock, the first tick after 200 ms
    // (by 300 ms). The line between, 650 ms, leaves a loaded CI machine room either side (408 ms was seen).
    while (answeredAfter === undefined && performance.now() - started < 3000) {
      for (const until = performance.now() + 100; performance.now() < until; );
      await new Promise((resume) => setImmediate(resume))
    }
    expect(answeredAfter).toBeGreaterThanOrEqual(199)
    expect(answeredAfter).toBeLessThan(650)
  })

  test('each read has its own deadline: a late one is refused, a later-started one still gets its value', async () => {
    const deadlines = new Deadlines(60, () => late)
    const stuck = deadlines.settle(never(), settled.value, settled.error)
    await Bun.sleep(40)
    const slow = deadlines.settle(
      Bun.sleep(40).then(() => 'arrived'),
      settled.value,
      settled.error,
    )
    expect(await stuck).toBe(late)
    expect(await slow).toBe('value:arrived')
  })

  test('a value arriving after the deadline calls nothing more: each read is answered once', async () => {
    const deadlines = new Deadlines(20, () => late)
    const calls: string[] = []
    const outcome = await deadlines.settle(
      Bun.sleep(80).then(() => 'too late'),
      (value) => calls.push(`value ${value}`),
      (error) => calls.push(`error ${(error as Error).message}`),
    )
    await Bun.sleep(100) // past the late value
    expect(outcome).toBe(1)
    expect(calls).toEqual(['error late'])
  })

  test('a callback that throws rejects the promise with what it threw', async () => {
    const deadlines = new Deadlines(1000, () => late)
    const fault = new Error('fault')
    const throwing = () => {
      throw fault
    }
    expect(deadlines.settle(Promise.resolve('body'), throwing, settled.error)).rejects.toBe(fault)
    expect(deadlines.settle(Promise.reject(new Error('refused')), settled.value, throwing)).rejects.toBe(fault)
  })

  test('the timer stops once no read is pending', async () => {
    const deadlines = new Deadlines(10, () => late)
    await deadlines.settle(Promise.resolve('body'), settled.value, settled.error)
    await Bun.sleep(30) // a sweep finds nothing pending and clears the interval
    expect((deadlines as unknown as { timer: unknown }).timer).toBeUndefined()
  })

  test('an answered read leaves at once, even while an earlier read is still waiting', async () => {
    const deadlines = new Deadlines(1000, () => late)
    const held = () => (deadlines as unknown as { waiting: unknown[] }).waiting.length
    void deadlines.settle(never(), settled.value, settled.error) // a client that never finishes its body
    const answers = Array.from({ length: 1000 }, (_, i) => deadlines.settle(Promise.resolve(`${i}`), settled.value, settled.error))
    expect(held()).toBe(1001)
    expect(await Promise.all(answers)).toEqual(Array.from({ length: 1000 }, (_, i) => `value:${i}`))
    expect(held()).toBe(1) // only the waiting read is kept
  })

  test('reads expiring in the same sweep are each answered once, in any order of arrival', async () => {
    const deadlines = new Deadlines(30, () => late)
    const outcomes = await Promise.all([
      deadlines.settle(never(), settled.value, settled.error),
      deadlines.settle(
        Bun.sleep(5).then(() => 'quick'),
        settled.value,
        settled.error,
      ),
      deadlines.settle(never(), settled.value, settled.error),
      deadlines.settle(never(), settled.value, settled.error),
    ])
    expect(outcomes).toEqual([late, 'value:quick', late, late])
    expect((deadlines as unknown as { waiting: unknown[] }).waiting.length).toBe(0)
  })

  test('reads answered in any order leave exactly the ones still waiting', async () => {
    const deadlines = new Deadlines(1000, () => late)
    const held = () => (deadlines as unknown as { waiting: unknown[] }).waiting.length
    const works = Array.from({ length: 6 }, () => Promise.withResolvers<string>())
    const answers = works.map((w) => deadlines.settle(w.promise, settled.value, settled.error))
    // First and last, then the one that took the first's place, then the middle ones.
    for (const [step, i] of [0, 5, 4, 2, 1, 3].entries()) {
      works[i]!.resolve(`${i}`)
      expect(await answers[i]!).toBe(`value:${i}`)
      expect(held()).toBe(5 - step)
    }
  })
})
