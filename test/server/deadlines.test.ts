import { describe, expect, test } from 'bun:test'
import { Deadlines } from '../../server/http/deadlines.ts'

const late = new Error('late')

describe('body-read deadlines kept by one timer', () => {
  test('a read that finishes in time passes its value or its error through', async () => {
    const deadlines = new Deadlines(1000, () => late)
    expect(await deadlines.bound(Promise.resolve('body'))).toBe('body')
    const refused = new Error('refused')
    expect(deadlines.bound(Promise.reject(refused))).rejects.toBe(refused)
  })

  test('a read still pending at the deadline is rejected, at most one tick late', async () => {
    const deadlines = new Deadlines(50, () => late)
    const started = performance.now()
    const outcome = await deadlines.bound(new Promise<never>(() => {})).catch((error: unknown) => error)
    const elapsed = performance.now() - started
    expect(outcome).toBe(late)
    expect(elapsed).toBeGreaterThanOrEqual(49) // timers may fire a fraction of a millisecond early
    expect(elapsed).toBeLessThan(50 + 5 + 40) // one tick (5 ms here), plus scheduling slack
  })

  test('each read has its own deadline: a late one is rejected, a later-started one still gets its value', async () => {
    const deadlines = new Deadlines(60, () => late)
    const stuck = deadlines.bound(new Promise<never>(() => {})).catch((error: unknown) => error)
    await Bun.sleep(40)
    const slow = deadlines.bound(Bun.sleep(40).then(() => 'arrived'))
    expect(await stuck).toBe(late)
    expect(await slow).toBe('arrived')
  })

  test('a late value after the deadline does not undo the rejection', async () => {
    const deadlines = new Deadlines(20, () => late)
    const outcome = await deadlines.bound(Bun.sleep(80).then(() => 'too late')).catch((error: unknown) => error)
    expect(outcome).toBe(late)
  })
})
