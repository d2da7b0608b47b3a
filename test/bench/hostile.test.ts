/** The soak's hostile clients (bench/hostile.ts): each kind is held to its own expected status. */
import { describe, expect, test } from 'bun:test'
import { type HostileOutcomes, hostileKinds, startHostile, unexpectedOutcomes } from '../../bench/hostile.ts'
import { withServer } from '../support/process.ts'

const none = { stalled: {}, chunked: {}, repeated: {}, nested: {}, abandoned: {} }

describe('hostile clients', () => {
  test("a kind answered with another kind's status, or closed without one, is unexpected", () => {
    const outcomes: HostileOutcomes = {
      ...none,
      stalled: { 'HTTP/1.1 408': 900 },
      chunked: { 'HTTP/1.1 200': 9 },
      repeated: { 'HTTP/1.1 422': 7 },
    }
    expect(unexpectedOutcomes(outcomes)).toEqual({})
    // 200 and 422 are expected of some kinds, never of a stalled body.
    const mixed = { ...outcomes, stalled: { 'HTTP/1.1 408': 900, 'HTTP/1.1 422': 1 }, nested: { 'closed without a response': 1 } }
    expect(unexpectedOutcomes(mixed)).toEqual({ stalled: mixed.stalled, nested: mixed.nested })
    // A body refused while the server is overloaded is no fault of its kind.
    const shed = { ...outcomes, repeated: { 'HTTP/1.1 422': 7, 'HTTP/1.1 503': 2 }, abandoned: { 'HTTP/1.1 503': 1 } }
    expect(unexpectedOutcomes(shed)).toEqual({})
  })

  test('every body is within the 64 KiB limit, so none is refused for its size', () => {
    for (const { request } of Object.values(hostileKinds)) {
      const declared = /content-length: (\d+)/i.exec(request)
      // Undeclared, the body is in one-byte chunks.
      const size = declared ? Number(declared[1]) : request.slice(request.indexOf('\r\n\r\n') + 4).replace(/1\r\n(.)\r\n/gs, '$1').length
      expect(size).toBeLessThanOrEqual(64 * 1024)
    }
  })

  test(
    'against the real server, each kind gets its expected status and nothing else',
    () =>
      withServer([process.execPath, 'server/main.ts'], { ACCESS_LOG: 'off', REQUEST_TIMEOUT_SECONDS: '1' }, async (server) => {
        const hostile = startHostile(Number(new URL(server.url).port), { stalled: 20, chunked: 1, repeated: 1, nested: 1, abandoned: 1 })
        await Bun.sleep(2500) // past one body deadline
        const outcomes = hostile.stop()
        for (const [name, { expected }] of Object.entries(hostileKinds)) {
          expect(outcomes[name as keyof typeof hostileKinds][expected]).toBeGreaterThan(0)
        }
        expect(unexpectedOutcomes(outcomes)).toEqual({})
      }),
    15_000,
  )
})
