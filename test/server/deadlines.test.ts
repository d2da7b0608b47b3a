import { describe, expect, test } from 'bun:test'
import { Deadlines } from '../../server/http/deadlines.ts'

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

  test('a read still pending at the deadline is answered with the expired error, at most one tick late', async () => {
    const deadlines = new Deadlines(50, () => late)
    const started = performance.now()
    const outcome = await deadlines.settle(never(), settled.value, settled.error)
    const elapsed = performance.now() - started
    expect(outcome).toBe(late)
    expect(elapsed).toBeGreaterThanOrEqual(49) // timers may fire a fraction of a millisecond early
    expect(elapsed).toBeLessThan(50 + 5 + 40) // one tick (5 ms here), plus scheduling slack
  })

  test('each read has its own deadline: a late one is refused, a later-started one still gets its value', async () => {
    const deadlines = new Deadlines(60, () => late)
    const stuck = deadlines.settle(never(), settled.value, settled.error)
    await Bun.sleep(40)
    const slow = deadlines.settle(Bun.sleep(40).then(() => 'arrived'), settled.value, settled.error)
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

  test('answered reads are dropped at the next tick even while an earlier read is still waiting', async () => {
    const deadlines = new Deadlines(1000, () => late) // ticks every 100 ms
    const held = () => (deadlines as unknown as { reads: unknown[] }).reads.length
    void deadlines.settle(never(), settled.value, settled.error) // a client that never finishes its body
    await Promise.all(Array.from({ length: 1000 }, (_, i) => deadlines.settle(Promise.resolve(`${i}`), settled.value, settled.error)))
    expect(held()).toBe(1001)
    await Bun.sleep(150)
    expect(held()).toBe(1) // only the waiting read is kept
  })
})
