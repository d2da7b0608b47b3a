/**
 * The bodies being received at once, charged at what each may hold until its read settles
 * (docs/security.md): at most PENDING_BODY_BUDGET_BYTES in all. A body that takes its client
 * address past that address's share is charged only while every body being received, from all
 * clients and itself included, fits in three quarters of the budget. So one client sending heads
 * that declare large bodies, and then nothing, cannot keep every other client's POSTs refused
 * until its deadlines: the last quarter is kept for bodies that leave their client within its share.
 */
import { MAX_BODY_BYTES, PENDING_BODY_BUDGET_BYTES } from '../../api/limits.ts'

/** One address's share of the budget: 6 MiB, 96 bodies of 64 KiB at once. */
const CLIENT_SHARE_BYTES = PENDING_BODY_BUDGET_BYTES / 8
/** The most all bodies being received may hold, the new one included, when it takes its client past its share. */
export const BEYOND_SHARE_BYTES = (PENDING_BODY_BUDGET_BYTES * 3) / 4
/**
 * An undeclared body is charged at the API's limit, though Bun may buffer up to
 * SOCKET_BODY_LIMIT_BYTES before refusing it: 512 chunked bodies at once must fit from one address.
 */
export const UNDECLARED_CHARGE_BYTES = MAX_BODY_BYTES
/**
 * A body declaring at most this is not charged: stalled, it holds no more than a connection
 * stalled in its headers does, and ordinary bodies (a few hundred bytes) skip the client's
 * address and the accounting, a twentieth of a POST's cost (docs/performance.md).
 */
const UNCHARGED_BODY_BYTES = 1024

/** Digits only: a length as one Content-Length gives it. */
const LENGTH = /^\d+$/

/**
 * The length a request declares for its body, if any. A header that is not one number counts as
 * none: Bun accepts a Content-Length given twice with the same value, which the Headers object
 * joins ("36, 36"), and Number() of that is NaN, which once left the budget's total NaN for good,
 * admitting every body after it and skipping the 64 KiB check. Undeclared, the body is charged at
 * the most it may hold and its size checked once read.
 */
export function declaredLength(request: Request): number | undefined {
  const header = request.headers.get('content-length')
  return header !== null && LENGTH.test(header) ? Number(header) : undefined
}

/** Whether a body is charged against the budget: one streamed (no declared length), or declaring more than UNCHARGED_BODY_BYTES. */
export const isBudgeted = (declared: number | undefined): boolean => declared === undefined || declared > UNCHARGED_BODY_BYTES

/** Each request's client address, noted by the server (requests made in process have none). */
const addresses = new WeakMap<Request, string>()
export const noteClientAddress = (request: Request, address: string): void => void addresses.set(request, address)
const IN_PROCESS = 'in-process'

let total = 0
const byClient = new Map<string, number>()

/** Charges `bytes` for this request's body: the release to call once its read settles, or undefined when refused. */
export function chargeBody(request: Request, bytes: number): (() => void) | undefined {
  const client = addresses.get(request) ?? IN_PROCESS
  const held = byClient.get(client) ?? 0
  const ceiling = held + bytes > CLIENT_SHARE_BYTES ? BEYOND_SHARE_BYTES : PENDING_BODY_BUDGET_BYTES
  if (total + bytes > ceiling) return undefined
  total += bytes
  byClient.set(client, held + bytes)
  return () => {
    total -= bytes
    const left = byClient.get(client)! - bytes
    if (left === 0) byClient.delete(client)
    else byClient.set(client, left)
  }
}
