/**
 * The golden fixtures (expected values from the independent oracle) asked through the tools:
 * every calculator case whose input JSON can carry as it is, answered with the fixture's body
 * (200) or its detail and per-field messages (422).
 */
import { afterAll, beforeAll, expect, test } from 'bun:test'
import type { Client } from '@modelcontextprotocol/sdk/client/index.js'
import { endpoints } from '../../api/endpoints.ts'
import { toolName } from '../../api/mcp.ts'
import { type Fixture, loadFixtures } from '../../fixtures/runner.ts'
import { isNumeric } from '../../metrics/fields.ts'
import { PLAIN_DECIMAL } from '../../metrics/plain-decimal.ts'
import { httpClient, textJson } from './support.ts'

let client: Client
beforeAll(async () => (client = await httpClient()))
afterAll(() => client.close())

/**
 * The fixture's input as tool arguments, or undefined when JSON would change the question: a
 * query number that is not a plain decimal or a name given twice (type and repetition errors
 * are worded for query strings), a body sent other than as a plain JSON object.
 */
function argumentsOf({ request }: Fixture, endpoint: (typeof endpoints)[number]): Record<string, unknown> | undefined {
  const [path, query = ''] = request.path.split('?')
  if (path !== endpoint.path || request.method !== endpoint.method) return undefined
  if (request.method === 'POST') {
    const plain = request.rawBody === undefined && request.padBodyToBytes === undefined && query === ''
    const body = request.body
    const isObject = typeof body === 'object' && body !== null && !Array.isArray(body)
    return plain && isObject && request.headers?.['content-type'] === 'application/json' ? (body as Record<string, unknown>) : undefined
  }
  const args: Record<string, unknown> = {}
  for (const [name, value] of new URLSearchParams(query)) {
    if (name in args) return undefined
    const field = endpoint.calculator.input.byName.get(name)
    if (field === undefined || !isNumeric(field.spec)) args[name] = value
    else if (PLAIN_DECIMAL.test(value)) args[name] = Number(value)
    else return undefined
  }
  return args
}

const cases = loadFixtures().flatMap((fixture) => {
  if (fixture.response.status !== 200 && fixture.response.status !== 422) return []
  for (const endpoint of endpoints) {
    const args = argumentsOf(fixture, endpoint)
    if (args !== undefined) return [{ fixture, tool: toolName(endpoint.calculator), args }]
  }
  return []
})

test('most calculator fixtures can be asked as tool calls', () => {
  expect(cases.length).toBeGreaterThan(250)
  // By name, so that a failure says which tool has no case.
  expect([...new Set(cases.map((c) => c.tool))].toSorted()).toEqual(endpoints.map((e) => toolName(e.calculator)).toSorted())
})

for (const { fixture, tool, args } of cases) {
  test(fixture.id, async () => {
    const result = await client.callTool({ name: tool, arguments: args })
    const expected = fixture.response.body as { detail?: string; errors?: unknown }
    if (fixture.response.status === 200) {
      expect(result.isError).toBeUndefined()
      expect(result.structuredContent).toEqual(expected)
    } else {
      expect(result.isError).toBe(true)
      expect(textJson(result)).toEqual({ detail: expected.detail, errors: expected.errors })
    }
  })
}
