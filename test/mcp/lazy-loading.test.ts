/**
 * The HTTP service does not load the MCP SDK until the first MCP message: no module the
 * server imports at start-up imports it (type-only imports vanish when compiled). The SDK
 * takes about 300 ms to load, which REST-only deployments never pay.
 */
import { expect, test } from 'bun:test'
import { loadedAtStart } from '../support/imports.ts'

const sdk = (entry: string) => loadedAtStart(entry).packages.filter((p) => p.startsWith('@modelcontextprotocol/'))

test('the server starts without importing the MCP SDK', () => {
  expect(sdk('server/main.ts')).toEqual([])
})

test('the module /mcp loads on first use does import it, so the check above can fail', () => {
  expect(sdk('server/mcp/exchange.ts').length).toBeGreaterThan(0)
})
