/**
 * The overload watch (server/http/overload.ts): its rule on a clock the test moves, then the
 * server's own watch started in process, the loop held past the lag, and a crowd of requests
 * sent at once: each costly kind refused in its own form, the cheap ones answered.
 */
import { afterEach, describe, expect, test } from 'bun:test'
import { readConfig } from '../../api/config.ts'
import { directoryReader } from '../../api/dist-directory.ts'
import { OVERLOADED, STOPPING } from '../../api/limits.ts'
import { MCP_PATH } from '../../api/mcp.ts'
import { buildOpenApi } from '../../api/openapi/document.ts'
import { HTML_MEDIA_TYPE, LOG_PAGE } from '../../api/pages.ts'
import { createService } from '../../server/app.ts'
import { ARRIVALS_BEFORE_SHEDDING, BUSY_MS, LoopWatch, MAX_TIMER_LAG_MS, serverWatch } from '../../server/http/overload.ts'
import { unavailable } from '../../server/http/problem.ts'
import { serve } from '../../server/process/serve.ts'
import { busyPage } from '../../server/routes/pages.ts'
import { PAGE_CONTENT_SECURITY_POLICY } from '../../site/layout.ts'
import { app } from '../catalogues/support.ts'
import { MCP_HEADERS, request } from '../mcp/support.ts'
import { validPlan } from '../support/plan.ts'

function watched() {
  let now = 1000
  const watch = new LoopWatch(() => now).start()
  const arrive = (count: number) => Array.from({ length: count }, () => watch.overloaded())
  const advance = (ms: number) => {
    now += ms
  }
  return { watch, arrive, advance }
}

describe('the loop watch', () => {
  test('nothing is refused while the timer keeps its turns, however many requests come', () => {
    const { watch, arrive, advance } = watched()
    for (let i = 0; i < 100; i++) {
      advance(50)
      watch.turn()
      expect(arrive(1000)).not.toContain(true)
    }
    advance(MAX_TIMER_LAG_MS) // overdue by the limit, not past it
    expect(arrive(1000)).not.toContain(true)
    watch.stop()
  })

  test('after a pause, the requests queued meanwhile are served however many, when they come in one batch', () => {
    const { watch, arrive, advance } = watched()
    advance(10_000)
    expect(arrive(1000)).not.toContain(true)
    advance(BUSY_MS - 1)
    expect(arrive(1000)).not.toContain(true)
    watch.stop()
  })

  test('served on past the lag for BUSY_MS, requests beyond the first few are refused and counted, until the timer turns again', () => {
    const { watch, arrive, advance } = watched()
    advance(MAX_TIMER_LAG_MS + 1)
    expect(arrive(1)).toEqual([false])
    advance(BUSY_MS)
    const answers = arrive(ARRIVALS_BEFORE_SHEDDING + 9)
    expect(answers.slice(0, ARRIVALS_BEFORE_SHEDDING - 1)).not.toContain(true)
    expect(answers.slice(ARRIVALS_BEFORE_SHEDDING - 1)).toEqual(Array(10).fill(true))
    expect(watch.shed).toBe(10)
    watch.turn()
    expect(arrive(100)).not.toContain(true)
    watch.stop()
  })

  test('the rule docs/security.md states: more than 250 ms overdue, the 33rd costly request over at least 100 ms is refused', () => {
    const { watch, arrive, advance } = watched()
    advance(251)
    expect(arrive(1)).toEqual([false])
    advance(100)
    const answers = arrive(32)
    expect(answers.slice(0, 31)).not.toContain(true)
    expect(answers[31]).toBe(true)
    watch.stop()
  })

  test('overdue by exactly the limit is not yet overdue: the spell starts once past it', () => {
    const { watch, arrive, advance } = watched()
    advance(MAX_TIMER_LAG_MS)
    expect(arrive(1)).toEqual([false])
    advance(BUSY_MS) // past the lag now, but only just overdue
    expect(arrive(ARRIVALS_BEFORE_SHEDDING + 9)).not.toContain(true)
    watch.stop()
  })

  test("each overdue spell is judged on its own: a turn forgets the last spell's arrivals and its start", () => {
    const { watch, arrive, advance } = watched()
    advance(MAX_TIMER_LAG_MS + 1)
    arrive(1)
    advance(BUSY_MS)
    expect(arrive(ARRIVALS_BEFORE_SHEDDING + 9)).toContain(true)
    // A new spell at once: its start is now, so none is refused before BUSY_MS of it.
    watch.turn()
    advance(MAX_TIMER_LAG_MS + 1)
    expect(arrive(ARRIVALS_BEFORE_SHEDDING + 9)).not.toContain(true)
    // Another, served on for BUSY_MS: its own first ARRIVALS_BEFORE_SHEDDING pass, counted afresh.
    watch.turn()
    advance(MAX_TIMER_LAG_MS + 1)
    arrive(1)
    advance(BUSY_MS)
    expect(arrive(ARRIVALS_BEFORE_SHEDDING - 1)).not.toContain(true)
    expect(arrive(1)).toEqual([true])
    watch.stop()
  })

  test('a watch not started (requests made in process) refuses nothing', () => {
    const { watch, arrive, advance } = watched()
    watch.stop()
    advance(10_000)
    expect(arrive(1000)).not.toContain(true)
  })
})

describe('the server refusing while overloaded', () => {
  afterEach(() => serverWatch.stop())

  const post = (path: string, body: unknown, headers: Record<string, string> = { 'content-type': 'application/json' }) =>
    app.handle(new Request(`http://localhost${path}`, { method: 'POST', headers, body: JSON.stringify(body) }))
  const get = (path: string) => app.handle(new Request(`http://localhost${path}`))

  const spin = (ms: number) => {
    const until = performance.now() + ms
    while (performance.now() < until); // the loop does not reach its timers
  }

  /**
   * Holds the event loop past the lag, then sends `count` requests over more than BUSY_MS, all
   * before the watch's timer can turn: a loop that serves on and never reaches its timers.
   */
  async function crowd(send: () => Promise<Response>, count = ARRIVALS_BEFORE_SHEDDING + 8, watched = true): Promise<Response[]> {
    if (watched) serverWatch.start()
    spin(MAX_TIMER_LAG_MS + 10)
    const sent: Promise<Response>[] = []
    for (let i = 0; i < count; i++) {
      sent.push(send())
      spin((BUSY_MS + 20) / count)
    }
    return Promise.all(sent)
  }

  /** A refusal as a person's browser gets it: the busy page, a 503 with Retry-After; its text. */
  async function busyPageText(refused: Response): Promise<string> {
    expect(refused.status).toBe(503)
    expect(refused.headers.get('content-type')).toBe(HTML_MEDIA_TYPE)
    expect(refused.headers.get('retry-after')).toBe('1')
    const text = await refused.text()
    expect(text).toContain('<h1>The server is busy</h1>')
    return text
  }

  test('a POST body: a 503 problem with Retry-After, its body unread and its connection closed', async () => {
    const before = serverWatch.shed
    const answers = await crowd(() => post('/api/v1/calculate', validPlan))
    expect(answers.slice(0, ARRIVALS_BEFORE_SHEDDING).map((r) => r.status)).toEqual(Array(ARRIVALS_BEFORE_SHEDDING).fill(200))
    const refused = answers.at(-1)!
    expect(refused.status).toBe(503)
    expect(refused.headers.get('content-type')).toBe('application/problem+json')
    expect(refused.headers.get('retry-after')).toBe('1')
    expect(refused.headers.get('connection')).toBe('close')
    expect(await refused.json()).toMatchObject({ status: 503, detail: OVERLOADED, instance: '/api/v1/calculate' })
    expect(serverWatch.shed - before).toBe(answers.filter((r) => r.status === 503).length)
    expect((await (await get('/healthz')).json()).shedRequests).toBe(serverWatch.shed)
  })

  test("the log page's form: the busy page too, with Retry-After, its body unread and its connection closed", async () => {
    const form = () =>
      app.handle(
        new Request(`http://localhost${LOG_PAGE.path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: 'log=2026-01-01%2C+80%2C+2000',
        }),
      )
    const refused = (await crowd(form)).at(-1)!
    expect(refused.headers.get('connection')).toBe('close')
    await busyPageText(refused)
  })

  test('an MCP message: a JSON-RPC error with the same status', async () => {
    const answers = await crowd(() => post(MCP_PATH, request('tools/list'), MCP_HEADERS))
    const refused = answers.at(-1)!
    expect(refused.status).toBe(503)
    expect(refused.headers.get('retry-after')).toBe('1')
    expect(await refused.json()).toMatchObject({ jsonrpc: '2.0', error: { code: -32000, message: OVERLOADED } })
  })

  test('a result page and a computed JSON answer are refused; the empty page, a catalogue and /healthz are not', async () => {
    const page = (await crowd(() => get('/bmi-calculator?weightKg=80&heightCm=180'))).at(-1)!
    // A person's browser gets a page saying so, not the API's JSON problem.
    expect(page.headers.get('content-security-policy')).toBe(PAGE_CONTENT_SECURITY_POLICY)
    expect(await busyPageText(page)).not.toContain('weightKg')
    const computed = (await crowd(() => get('/api/bmi-calculator?weightKg=80&heightCm=180'))).at(-1)!
    expect(computed.status).toBe(503)
    expect(await computed.json()).toMatchObject({ status: 503, detail: OVERLOADED, instance: '/api/bmi-calculator' })
    // As its OpenAPI operation says.
    expect(buildOpenApi('http://localhost').paths['/api/bmi-calculator']!.get!.responses['503']).toBeDefined()
    // A GET has no body left unread: both keep their connection, so refusing costs the client no new one.
    for (const refused of [page, computed]) {
      expect(refused.headers.get('retry-after')).toBe('1')
      expect(refused.headers.get('connection')).toBeNull()
    }
    for (const cheap of ['/bmi-calculator', '/llms.txt', '/healthz'])
      expect((await crowd(() => get(cheap))).map((r) => r.status)).not.toContain(503)
  })

  test('a server stopped in this process leaves its watch stopped: requests made in process are never refused', async () => {
    const config = readConfig({ PORT: '0', HOST: '127.0.0.1', ACCESS_LOG: 'off' })
    const serving = serve(createService({ baseUrl: 'http://localhost', readCatalogue: directoryReader() }), config)
    await serving.stop()
    const answers = await crowd(() => post('/api/v1/calculate', validPlan), ARRIVALS_BEFORE_SHEDDING + 8, false)
    expect(answers.map((r) => r.status)).not.toContain(503)
  })
})

test("a form refused by a stop gets the stop's page, not the busy one: the reason is not load", async () => {
  const page = busyPage(LOG_PAGE, (path) => `http://localhost:3000${path}`)
  const stopping = page(unavailable(STOPPING, true))
  expect([stopping.status, stopping.headers.get('retry-after'), stopping.headers.get('connection')]).toEqual([503, '1', 'close'])
  const text = await stopping.text()
  expect(text).toContain('<h1>The server is restarting</h1>')
  expect(text).not.toContain('more requests than it can answer')
  expect(await page(unavailable(OVERLOADED, true)).text()).toContain('<h1>The server is busy</h1>')
})
