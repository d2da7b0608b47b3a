/** What `npm run bench:log` compares: the same request with no log line, and with one written each way. */
export const VARIANTS = [
  { id: 'no log', what: 'the response alone, no clock read (as served with ACCESS_LOG=off)' },
  { id: 'log', what: 'the access log as served: two clock reads, a line into the byte buffer, batches to process.stdout.write' },
  { id: 'log, no output', what: 'the same, batches discarded: the recording alone' },
  { id: 'text log (before)', what: 'the design before 2026-11-23: lines as text joined into a string, process.stdout.write (text-log.ts)' },
] as const
export type VariantId = (typeof VARIANTS)[number]['id']

export const LOGGED_PATH = '/logged'
/** GET: the mean handler time per variant since the last GET, in ns; the counts start again. */
export const RESULTS_PATH = '/results'
