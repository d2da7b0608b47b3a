/**
 * The README is a newcomer's first page: short, and its endpoint table true to the server's;
 * docs/fixtures.md counts the cases as they are, and fixtures/README.md lists their folders.
 */
import { describe, expect, test } from 'bun:test'
import { readdirSync, readFileSync } from 'node:fs'
import { endpoints } from '../../api/endpoints.ts'
import { MCP_PATH } from '../../api/mcp.ts'
import { HEALTH_PATH } from '../../api/paths.ts'
import { SERVICE_PATHS } from '../../knowledge/service.ts'

const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8')

describe('README', () => {
  test('fits in 8 KB', () => {
    expect(Buffer.byteLength(readme)).toBeLessThanOrEqual(8 * 1024)
  })

  // The README's table and docs/api.md's, each kept by hand: both held to the endpoint table.
  for (const [name, text] of [
    ['README', readme],
    ['docs/api.md', readFileSync(new URL('../../docs/api.md', import.meta.url), 'utf8')],
  ] as const)
    test(`${name}: its endpoint table lists exactly the calculators and service paths, each with its method`, () => {
      const rows = [...text.matchAll(/^\| (GET|POST) \| `([^`]+)` \|/gm)].map(([, method, path]) => `${method} ${path}`)
      const served = [
        ...endpoints.map((e) => `${e.method} ${e.path}`),
        ...[SERVICE_PATHS.root, HEALTH_PATH, SERVICE_PATHS.openapi, SERVICE_PATHS.docs].map((path) => `GET ${path}`),
        `POST ${MCP_PATH}`,
      ]
      expect(rows.toSorted()).toEqual(served.toSorted())
    })

  test("its MCP client configuration is stdio entries only, as Claude Desktop's file takes, starting the mcp subcommand", () => {
    const block = /claude_desktop_config\.json`[^\n]*\n\n```json\n([\s\S]*?)```/.exec(readme)
    expect(block).not.toBeNull()
    const servers = Object.values(JSON.parse(block![1]!).mcpServers) as Record<string, unknown>[]
    expect(servers.length).toBeGreaterThan(0)
    for (const server of servers) {
      expect(Object.keys(server).toSorted()).toEqual(['args', 'command'])
      expect((server.args as string[]).at(-1)).toBe('mcp')
    }
  })
})

const CASES = new URL('../../fixtures/cases/', import.meta.url).pathname

describe('docs/fixtures.md', () => {
  const fixturesDoc = readFileSync(new URL('../../docs/fixtures.md', import.meta.url), 'utf8')
  const cases = new Bun.Glob('**/*.json').scanSync(CASES)

  test('states how many cases the QA runner sends, as there are', () => {
    const count = [...cases].length
    expect(fixturesDoc).toContain(`holds ${count} request/response pairs`)
    expect(fixturesDoc).toContain(`one request a case (${count})`)
  })
})

test('fixtures/README.md lists exactly the folders of fixtures/cases/', () => {
  const fixturesReadme = readFileSync(new URL('../../fixtures/README.md', import.meta.url), 'utf8')
  // The sentence `Endpoint folders: \`calculate\` (POST …), \`calculate-deficit\`, … and \`routing\` (…).`: every name in backticks.
  const sentence = /^Endpoint folders: [\s\S]*?\.(?=\s)/m.exec(fixturesReadme)
  expect(sentence).not.toBeNull()
  const listed = [...sentence![0].matchAll(/`([^`]+)`/g)].map(([, folder]) => folder!)
  const folders = readdirSync(CASES, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
  expect(listed.toSorted()).toEqual(folders.toSorted())
})
