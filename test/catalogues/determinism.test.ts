/** Same sources, BASE_URL and SOURCE_DATE_EPOCH: byte-identical builds, from separate processes. */
import { afterAll, describe, expect, test } from 'bun:test'
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { REPO_ROOT } from '../../build-catalogues/build.ts'

const scratch = mkdtempSync(join(tmpdir(), 'catalogues-'))
afterAll(() => rmSync(scratch, { recursive: true, force: true }))

const EPOCH = '1767225600' // 2026-01-01T00:00:00Z
/** A build bundles the pages' two scripts and compresses every file at maximum effort: seconds on a loaded 2-core machine. */
const BUILD_TIMEOUT_MS = 30_000

function build(name: string, env: Record<string, string>): string {
  const out = join(scratch, name)
  const run = Bun.spawnSync([process.execPath, 'build-catalogues/main.ts', '--out', out], {
    cwd: REPO_ROOT,
    env: { ...process.env, SOURCE_DATE_EPOCH: EPOCH, BASE_URL: 'https://calories.example', ...env },
  })
  if (run.exitCode !== 0) throw new Error(`build failed: ${run.stderr.toString()}`)
  return out
}

function tree(dir: string): Map<string, string> {
  const files = new Map<string, string>()
  const walk = (d: string) => {
    for (const entry of readdirSync(d, { withFileTypes: true })) {
      const path = join(d, entry.name)
      if (entry.isDirectory()) walk(path)
      else files.set(relative(dir, path), readFileSync(path).toString('base64'))
    }
  }
  walk(dir)
  return files
}

describe('reproducible builds', () => {
  const first = tree(build('first', {}))

  test(
    'two builds give the same files with the same bytes',
    () => {
      const second = tree(build('second', {}))
      expect([...second.keys()].sort()).toEqual([...first.keys()].sort())
      for (const [name, content] of first) expect({ name, same: second.get(name) === content }).toEqual({ name, same: true })
    },
    BUILD_TIMEOUT_MS,
  )

  test('the date comes from SOURCE_DATE_EPOCH and every URL from BASE_URL', () => {
    const manifest = JSON.parse(Buffer.from(first.get('manifest.json')!, 'base64').toString())
    expect(manifest.builtAt).toBe('2026-01-01T00:00:00Z')
    expect(manifest.baseUrl).toBe('https://calories.example')
    const sitemap = Buffer.from(first.get('knowledge-sitemap.xml')!, 'base64').toString()
    expect(sitemap).toContain('<loc>https://calories.example/api/v1/summaries</loc>')
    expect(sitemap).not.toContain('localhost')
  })

  test(
    'another BASE_URL gives other bytes',
    () => {
      const other = tree(build('other', { BASE_URL: 'https://elsewhere.example' }))
      expect(other.get('llms.txt')).not.toBe(first.get('llms.txt'))
    },
    BUILD_TIMEOUT_MS,
  )
})
