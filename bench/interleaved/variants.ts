/** What `npm run bench:log` compares: the same request with no log line, and with one written each way. */
export const VARIANTS = [
  { id: 'no log', what: 'the response alone' },
  { id: 'log', what: 'the access log as served: a line into the byte buffer, batches to a FileSink on stdout' },
  { id: 'log, process.stdout.write', what: 'the same lines, batches through process.stdout.write' },
  { id: 'log, no output', what: 'the same lines, batches discarded: the recording alone' },
  { id: 'text log (before)', what: 'the design before 2026-11-23: lines as text joined into a string, process.stdout.write (text-log.ts)' },
] as const
export type VariantId = (typeof VARIANTS)[number]['id']

export const LOGGED_PATH = '/logged'
export const RESULTS_PATH = '/results'
