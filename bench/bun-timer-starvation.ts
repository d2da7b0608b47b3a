/**
 * A reproduction, for upstream, of the Bun behaviour that made us shed load (docs/security.md,
 * "Timers that stop under connection churn"): a bare Bun.serve whose handler spends SPIN_MS a
 * request, driven by `wrk -c8`, with keep-alive and then with a new connection per request.
 * The server counts the turns of a 10 ms setInterval; with keep-alive it runs about a hundred
 * times a second, with `Connection: close` hardly at all, though requests are served throughout.
 *
 *   bun bench/bun-timer-starvation.ts [SPIN_MS=1] [SECONDS=6]
 *
 * Needs wrk. Not part of `npm test`: it only reports what it sees.
 */
import { startTarget } from './server-process.ts'
import { requireWrk } from './wrk.ts'

const TIMER_MS = 10

/** The server: its handler spins, and /healthz reports the timer's turns so far and the requests served. */
function serveBare(spinMs: number): void {
  let turns = 0
  let served = 0
  setInterval(() => turns++, TIMER_MS)
  Bun.serve({
    hostname: '127.0.0.1',
    port: Number(process.env.PORT),
    fetch(request) {
      if (new URL(request.url).pathname === '/healthz') return Response.json({ turns, served })
      served++
      for (const until = performance.now() + spinMs; performance.now() < until; );
      return new Response('{}')
    },
  })
}

async function measure(spinMs: number, seconds: number, close: boolean): Promise<string> {
  const target = await startTarget([process.execPath, import.meta.path, 'serve', String(spinMs)])
  try {
    const before = (await (await fetch(`${target.baseUrl}/healthz`)).json()) as { turns: number; served: number }
    const wrk = Bun.spawn(['wrk', '-t1', '-c8', `-d${seconds}s`, ...(close ? ['-H', 'Connection: close'] : []), `${target.baseUrl}/spin`], {
      stdout: 'ignore',
      stderr: 'ignore',
    })
    await wrk.exited
    const after = (await (await fetch(`${target.baseUrl}/healthz`)).json()) as { turns: number; served: number }
    const expected = Math.round((seconds * 1000) / TIMER_MS)
    const mode = close ? 'a new connection each (Connection: close)' : 'keep-alive'
    return `${mode}: ${after.served - before.served} requests served, the ${TIMER_MS} ms timer ran ${after.turns - before.turns} times (about ${expected} expected)`
  } finally {
    await target.stop()
  }
}

if (process.argv[2] === 'serve') serveBare(Number(process.argv[3]))
else {
  requireWrk()
  const spinMs = Number(process.argv[2] ?? 1)
  const seconds = Number(process.argv[3] ?? 6)
  console.log(`Bun ${Bun.version}, a handler spending ${spinMs} ms a request, wrk -c8 for ${seconds} s:`)
  for (const close of [false, true]) console.log(`- ${await measure(spinMs, seconds, close)}`)
}
