/** Runs a benchmark script of bench/ in its `--quick` smoke setting; it must succeed and write into `out`. */
import { expect } from 'bun:test'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { runToEnd, scratchDirectory } from './process.ts'

export interface QuickRun {
  stdout: string
  /** A file the run wrote, as text. */
  written(name: string): string
}

export async function runQuick(script: string): Promise<QuickRun> {
  const out = scratchDirectory('bench-smoke-')
  const { code, stdout, stderr } = await runToEnd([process.execPath, fileURLToPath(new URL(`../../bench/${script}`, import.meta.url)), '--quick', '--out', out])
  expect({ code, stderr: code === 0 ? '' : stderr }).toEqual({ code: 0, stderr: '' })
  return { stdout, written: (name) => readFileSync(join(out, name), 'utf8') }
}
