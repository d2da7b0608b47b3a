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

/**
 * Runs a script as runQuick does and returns the body rows of the markdown tables it wrote to
 * `file`, each as its cells; the report must also have been printed.
 */
export async function quickTableRows(script: string, file: string): Promise<string[][]> {
  const { stdout, written } = await runQuick(script)
  const report = written.get(file)!
  expect(stdout).toContain(report.trim())
  const lines = report.split('\n')
  // A header is the line above a |---| separator; separators themselves start with "|-".
  return lines
    .filter((line, i) => line.startsWith('| ') && !lines[i + 1]?.startsWith('|-'))
    .map((line) =>
      line
        .slice(1, -1)
        .split('|')
        .map((cell) => cell.trim()),
    )
}
