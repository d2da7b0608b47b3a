/**
 * The MCP conformance suite (@modelcontextprotocol/conformance, offline) against a running
 * server: every server scenario that applies to a server offering tools and resources. The
 * others exercise fixtures of the suite's reference server (tools named test_*, prompts,
 * logging, completions, subscriptions), which this server does not have (docs/mcp.md).
 */
import { afterAll, beforeAll, expect, test } from 'bun:test'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { MCP_PATH } from '../../api/mcp.ts'
import { type Running, runToEnd, startServer } from '../support/process.ts'

const APPLICABLE = ['server-initialize', 'ping', 'tools-list', 'resources-list', 'dns-rebinding-protection']
/** Its bin needs Node 22 (fs.globSync); Bun runs it. */
const CLI = join(import.meta.dir, '../../node_modules/@modelcontextprotocol/conformance/dist/index.js')
const results = mkdtempSync(join(tmpdir(), 'mcp-conformance-'))
let server: Running

beforeAll(async () => {
  server = await startServer([process.execPath, 'server/main.ts'], { ACCESS_LOG: 'off' })
})
afterAll(() => {
  server?.proc.kill()
  rmSync(results, { recursive: true, force: true })
})

for (const scenario of APPLICABLE) {
  test(scenario, async () => {
    const run = await runToEnd([
      process.execPath,
      CLI,
      'server',
      '--url',
      `${server.url}${MCP_PATH}`,
      '--scenario',
      scenario,
      '-o',
      results,
    ])
    expect({ code: run.code, failed: run.code === 0 ? '' : run.stdout + run.stderr }).toEqual({ code: 0, failed: '' })
    expect(run.stdout).toMatch(/Passed: (\d+)\/\1, 0 failed, 0 warnings/)
  })
}
