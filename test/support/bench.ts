/** Runs a benchmark script of bench/ in its `--quick` smoke setting; it must succeed. */
import { expect } from 'bun:test'
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { runToEnd } from './process.ts'

export interface QuickRun {
  stdout: string
  /** The files the run wrote into its output directory, by name, as text. */
  written: Map<string, string>
}

/** `args` go after `--quick --out DIR`. */
export async function runQuick(script: string, args: string[] = []): Promise<QuickRun> {
  const out = mkdtempSync(join(tmpdir(), 'bench-smoke-'))
  try {
    const { code, stdout, stderr } = await runToEnd([
      process.execPath,
      fileURLToPath(new URL(`../../bench/${script}`, import.meta.url)),
      '--quick',
      '--out',
      out,
      ...args,
    ])
    expect({ code, stderr: code === 0 ? '' : stderr }).toEqual({ code: 0, stderr: '' })
    return { stdout, written: new Map(readdirSync(out).map((name) => [name, readFileSync(join(out, name), 'utf8')])) }
  } finally {
    rmSync(out, { recursive: true, force: true })
  }
}
