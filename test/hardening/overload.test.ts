/**
 * A server saturated by clients that open a new connection for each costly request, against
 * the real process over real sockets. Bun then stops running its timers (docs/security.md,
 * "Timers that stop"): before the server shed load, its body deadlines answered no 408 for
 * as long as the clients went on, and sockets of clients hanging up mid-body piled up, 2,100 a
 * second, with the memory they held (200 MB after 9 s).
 */
import { describe, expect, test } from 'bun:test'
import { readdirSync } from 'node:fs'
import { statusMb } from '../../bench/server-process.ts'
import { withServer } from '../support/process.ts'
import { openRaw, statusOf } from '../support/raw-http.ts'

const MEMORY_LIMIT_MB = 160
const DEADLINE_SECONDS = 2
const STALLED = 'POST /api/v1/calculate HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 40\r\n\r\n{'

const openDescriptors = (pid: number) => readdirSync(`/proc/${pid}/fd`).length

/** Sends a POST whose body never comes: the status it gets (0: none) and after how many seconds. */
async function stalledPost(port: number, waitMs: number): Promise<{ status: number; seconds: number }> {
  const stalled = await openRaw(port)
  const sent = performance.now()
  stalled.write(STALLED)
  const answer = await stalled.received(waitMs)
  return { status: statusOf(answer.text), seconds: (performance.now() - sent) / 1000 }
}

describe.skipIf(process.platform !== 'linux')('load shed while the event loop does not reach its timers', () => {
  test('eight clients of 1 ms bodies and eight hanging up mid-body: deadlines still answer, sockets and memory stay bounded, and the shedding is counted', async () => {
    await withServer(
      [process.execPath, 'server/main.ts'],
      { ACCESS_LOG: 'off', REQUEST_TIMEOUT_SECONDS: String(DEADLINE_SECONDS), BUN_JSC_forceRAMSize: String(MEMORY_LIMIT_MB * 1024 * 1024) },
      async (server) => {
        const pid = server.proc.pid
        const port = new URL(server.url).port
        // Bodies repeating 3,000 keys (about a millisecond each to refuse) and abandoned chunked bodies.
        const clients = Bun.spawn([process.execPath, 'test/support/hostile-process.ts', port, '{"repeated":8,"abandoned":8}'], {
          stdout: 'ignore',
          stderr: 'inherit',
        })
        try {
          let descriptors = 0
          const sampler = setInterval(() => {
            descriptors = Math.max(descriptors, openDescriptors(pid))
          }, 100)
          await Bun.sleep(1500) // the crowd is under way
          const started = performance.now()
          // A POST arriving while the server sheds is refused unread at once (503), which says nothing of
          // deadlines (seen in a fresh-clone CI run): such a refusal must be immediate, and another is sent
          // until one is read and left waiting for its deadline.
          let stalled = await stalledPost(Number(port), 8000)
          for (let tries = 1; stalled.status === 503 && tries < 15; tries++) {
            expect(stalled.seconds).toBeLessThan(1)
            await Bun.sleep(200)
            stalled = await stalledPost(Number(port), 8000)
          }
          await Bun.sleep(Math.max(0, 6000 - 1500 - (performance.now() - started))) // six seconds of it in all
          clearInterval(sampler)
          // Measured: the 408 after 2.0-2.4 s, at most 1,500-1,650 descriptors open, a peak of 130-136 MB.
          // Before shedding: no answer within 8 s, 19,400 descriptors and 200 MB. While deadlines counted
          // the timer's turns (one about every 0.35 s here) rather than the clock: the 408 after 3.9 s.
          expect(stalled.status).toBe(408)
          expect(stalled.seconds).toBeLessThan(DEADLINE_SECONDS + 1)
          expect(descriptors).toBeLessThan(5000)
          expect(statusMb(pid, 'VmHWM')).toBeLessThan(MEMORY_LIMIT_MB)
          const health = await (await fetch(`${server.url}/healthz`)).json()
          expect(health.shedRequests).toBeGreaterThan(0)
        } finally {
          clients.kill()
        }
      },
    )
  }, 60_000)

  test('eight clients of computed GETs, a new connection each: they are shed too, and a stalled POST gets its 408', async () => {
    await withServer(
      [process.execPath, 'server/main.ts'],
      { ACCESS_LOG: 'off', REQUEST_TIMEOUT_SECONDS: String(DEADLINE_SECONDS) },
      async (server) => {
        // The goal-date planner for a long horizon: about 0.13 ms a request, enough to starve Bun's timers.
        const path =
          '/api/calories-for-goal-date?gender=male&age=30&weightKg=150&heightCm=180&activityLevel=moderate&targetWeightKg=50&goalDate=2030-12-31&startDate=2026-01-01'
        const shed = async () => (await (await fetch(`${server.url}/healthz`)).json()).shedRequests ?? 0
        // On a machine busy with other work, wrk is slowed too and eight clients may not saturate the
        // server (seen in a CI run beside other test suites): then four times as many try again. Each run's
        // stalled POST must get its 408 in time either way.
        for (const clients of [8, 32]) {
          const wrk = Bun.spawn(['wrk', '-t1', `-c${clients}`, '-d5s', '-H', 'Connection: close', `${server.url}${path}`], {
            stdout: 'ignore',
            stderr: 'ignore',
          })
          try {
            await Bun.sleep(1000) // the crowd is under way
            const stalled = await stalledPost(Number(new URL(server.url).port), 10_000)
            await wrk.exited
            // Before GETs were shed: none shed, and at the default 10 s deadline the stalled POST got a
            // bare close after 30 s in two of four runs (an independent review's attack). Arriving while
            // the server sheds, the POST itself is refused unread (503): answered at once either way.
            expect([408, 503]).toContain(stalled.status)
            expect(stalled.seconds).toBeLessThan(DEADLINE_SECONDS + 1)
          } finally {
            wrk.kill()
          }
          if ((await shed()) > 0) break
        }
        expect(await shed()).toBeGreaterThan(0)
      },
    )
  }, 90_000)
})
