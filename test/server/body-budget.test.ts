/**
 * One client's share of the bodies being received at once, as docs/security.md states it: "A client
 * address holding more than its share (an eighth, 6 MiB) goes on only while three quarters of the
 * budget are held". Charged directly, in bytes, so the share's edge is found to the byte.
 */
import { afterEach, expect, test } from 'bun:test'
import { readFileSync } from 'node:fs'
import { chargeBody, declaredLength, noteClientAddress } from '../../server/http/body-budget.ts'

const MiB = 1024 * 1024
/** docs/security.md: the budget (48 MiB), a client's share (an eighth of it), and what clients past it may fill (three quarters). */
const BUDGET = 48 * MiB
const SHARE = 6 * MiB
const BEYOND_SHARE = 36 * MiB

const releases: (() => void)[] = []
afterEach(() => {
  for (const release of releases.splice(0)) release()
})

/** Charges `bytes` to a request from `address`; whether it was admitted (kept charged until the test ends). */
function charge(address: string, bytes: number): boolean {
  const request = new Request('http://localhost/api/v1/calculate', { method: 'POST' })
  noteClientAddress(request, address)
  const release = chargeBody(request, bytes)
  if (release !== undefined) releases.push(release)
  return release !== undefined
}

test('docs/security.md states the share tested here', () => {
  const docs = readFileSync(new URL('../../docs/security.md', import.meta.url), 'utf8').replace(/\s+/g, ' ')
  expect(docs).toContain('`PENDING_BODY_BUDGET_BYTES` (48 MiB)')
  expect(docs).toContain(
    'A body that takes its client address past its share (an eighth, 6 MiB) is admitted only while all the bodies being received, itself included, hold at most three quarters of the budget (36 MiB)',
  )
  expect(SHARE).toBe(BUDGET / 8)
  expect(BEYOND_SHARE).toBe((BUDGET * 3) / 4)
})

test('past three quarters of the budget, a client within its 6 MiB share is admitted and one byte past it is not', () => {
  // Six clients at their share: 36 MiB held, three quarters of the budget; each was within its share, so admitted.
  for (let i = 1; i <= 6; i++) expect(charge(`192.0.2.${i}`, SHARE)).toBe(true)
  // A seventh, 6 MiB from nothing: still within its share, so the whole budget is its ceiling (42 MiB held).
  expect(charge('192.0.2.7', SHARE - 1)).toBe(true)
  expect(charge('192.0.2.7', 1)).toBe(true)
  // One byte more would hold 6 MiB + 1: past its share, it may fill only up to 36 MiB, which is passed.
  expect(charge('192.0.2.7', 1)).toBe(false)
  expect(charge('192.0.2.1', 1)).toBe(false)
  // Another client, within its share, fills the budget to the byte, and not past it.
  expect(charge('192.0.2.8', SHARE)).toBe(true)
  expect(charge('192.0.2.9', 1)).toBe(false)
})

test('below three quarters of the budget, a client past its share is still admitted', () => {
  expect(charge('192.0.2.10', SHARE + 1)).toBe(true)
  expect(charge('192.0.2.10', BEYOND_SHARE - SHARE - 1)).toBe(true)
  expect(charge('192.0.2.10', 1)).toBe(false)
})

test('a length that is not one number counts as none: a Content-Length given twice reads "36, 36"', () => {
  const withLength = (value: string) =>
    declaredLength(new Request('http://localhost/api/v1/calculate', { method: 'POST', headers: { 'content-length': value }, body: 'x' }))
  expect(withLength('36, 36')).toBeUndefined()
  expect(withLength('36')).toBe(36)
})
