/**
 * The HTTP service does not load the MCP SDK until the first MCP message: no module the
 * server imports at start-up imports it (type-only imports vanish when compiled). The SDK
 * takes about 300 ms to load, which REST-only deployments never pay.
 */
import { expect, test } from 'bun:test'
import { readFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'

const transpiler = new Bun.Transpiler({ loader: 'ts' })
const REPO_ROOT = resolve(import.meta.dir, '../..')

/** Every package the module loads before it runs, following relative imports; dynamic imports not followed. */
function staticPackages(entry: string): Set<string> {
  const packages = new Set<string>()
  const seen = new Set<string>()
  const visit = (file: string) => {
    if (seen.has(file)) return
    seen.add(file)
    for (const { path, kind } of transpiler.scanImports(readFileSync(file, 'utf8'))) {
      if (kind !== 'import-statement') continue
      if (path.endsWith('.json')) continue // data, no imports
      if (path.startsWith('.')) visit(resolve(dirname(file), path))
      else packages.add(path)
    }
  }
  visit(resolve(REPO_ROOT, entry))
  return packages
}

const sdk = (packages: Set<string>) => [...packages].filter((p) => p.startsWith('@modelcontextprotocol/'))

test('the server starts without importing the MCP SDK', () => {
  expect(sdk(staticPackages('server/main.ts'))).toEqual([])
})

test('the module /mcp loads on first use does import it, so the check above can fail', () => {
  expect(sdk(staticPackages('server/mcp/exchange.ts')).length).toBeGreaterThan(0)
})
