/**
 * The tools an agent sees through the SDK's own client: one per calculator of the endpoint
 * table, described by the same schemas as OpenAPI, answering exactly as REST does.
 */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import type { Client } from '@modelcontextprotocol/sdk/client/index.js'
import type { Tool } from '@modelcontextprotocol/sdk/types.js'
import { endpoints } from '../../api/endpoints.ts'
import { exampleRequest } from '../../api/openapi/example-request.ts'
import type { JsonSchema, OpenApiDocument, Operation, ResponseObject } from '../../api/openapi/types.ts'
import { calculatorGuides } from '../../knowledge/calculator-guides.ts'
import { resolve } from '../../server/docs/refs.ts'
import { isPortableEnum, PORTABLE_KEYWORDS } from '../../server/mcp/portable-schema.ts'
import { ROUTES } from '../../server/mcp/tool-descriptions.ts'
import { send } from '../support/client.ts'
import { documentedExample, httpClient, textJson } from './support.ts'

let client: Client
let tools: Tool[]
let openApi: OpenApiDocument

beforeAll(async () => {
  client = await httpClient()
  tools = (await client.listTools()).tools
  openApi = (await send('GET', '/openapi.json')).json
})
afterAll(() => client.close())

const operationOf = ({ method, path }: (typeof endpoints)[number]): Operation => openApi.paths[path]![method === 'GET' ? 'get' : 'post']!
const toolOf = (name: string): Tool => {
  const tool = tools.find((t) => t.name === name)
  if (tool === undefined) throw new Error(`no tool ${name}`)
  return tool
}

/** The input an operation documents, as one object schema: its body's, or its query parameters gathered. */
function documentedInput(operation: Operation): JsonSchema {
  const body = operation.requestBody?.content['application/json']?.schema
  if (body !== undefined) return resolve(openApi, body)
  const parameters = operation.parameters ?? []
  const required = parameters.filter((p) => p.required).map((p) => p.name)
  return {
    type: 'object',
    properties: Object.fromEntries(parameters.map((p) => [p.name, p.schema])),
    ...(required.length > 0 ? { required } : {}),
    additionalProperties: false,
  }
}

/** What a description must say for each keyword the tool's schema leaves out of OpenAPI's (nothing: an illustration). */
const STATED: Record<string, (schema: JsonSchema) => string[]> = {
  additionalProperties: () => ['No other fields are accepted'],
  default: (schema) => [`default ${schema.default}`],
  enum: (schema) => [`one of ${schema.enum!.join(', ')}`],
  examples: () => [],
  format: () => ['YYYY-MM-DD'],
  formatMaximum: (schema) => [schema.formatMaximum!],
  formatMinimum: (schema) => [schema.formatMinimum!],
}

/**
 * The tool's schema keeps each portable keyword of OpenAPI's as it is (its description may grow),
 * subschemas alike, and adds none; each keyword it leaves out is said in its description instead.
 */
function expectPortableForm(tool: JsonSchema, published: JsonSchema, path: string): void {
  for (const [keyword, value] of Object.entries(published)) {
    const at = `${path} ${keyword}`
    if (!PORTABLE_KEYWORDS.has(keyword) || (keyword === 'enum' && !isPortableEnum(value as unknown[]))) {
      expect({ at, left: tool[keyword] }).toEqual({ at, left: undefined })
      for (const words of STATED[keyword]!(published))
        expect({ at, description: tool.description?.toLowerCase() }).toEqual({
          at,
          description: expect.stringContaining(words.toLowerCase()),
        })
    } else if (keyword === 'properties')
      for (const [name, schema] of Object.entries(value as Record<string, JsonSchema>))
        expectPortableForm(tool.properties![name]!, schema, `${path}.${name}`)
    else if (keyword === 'items') expectPortableForm(tool.items!, value as JsonSchema, `${path}[]`)
    else if (keyword === 'description') expect(tool.description).toStartWith(value as string)
    else expect({ at, value: tool[keyword] }).toEqual({ at, value })
  }
  const added = Object.keys(tool).filter((keyword) => !(keyword in published) && keyword !== 'description')
  expect({ path, added }).toEqual({ path, added: [] })
}

describe('tools/list', () => {
  test('one tool per endpoint, named by its OpenAPI operationId, in the table order', () => {
    expect(tools.map((t) => t.name)).toEqual(endpoints.map((e) => operationOf(e).operationId))
  })

  test("each tool's output schema is OpenAPI's: clients validate structuredContent with it, and send it to no model", () => {
    for (const endpoint of endpoints) {
      const operation = operationOf(endpoint)
      const ok = resolve<ResponseObject>(openApi, operation.responses['200']!)
      expect(toolOf(operation.operationId).outputSchema as JsonSchema).toEqual(resolve(openApi, ok.content!['application/json']!.schema))
    }
  })

  test("each tool's input schema is OpenAPI's less the keywords outside the portable subset, each stated in words", () => {
    for (const endpoint of endpoints) {
      const operation = operationOf(endpoint)
      expectPortableForm(toolOf(operation.operationId).inputSchema as JsonSchema, documentedInput(operation), operation.operationId)
    }
  })

  test('read-only, idempotent, closed-world; titled and described from the calculator and its guide', () => {
    for (const endpoint of endpoints) {
      const tool = toolOf(operationOf(endpoint).operationId)
      expect(tool.annotations).toEqual({ readOnlyHint: true, idempotentHint: true, openWorldHint: false })
      expect(tool.title).toBe(endpoint.calculator.title)
      expect(tool.description).toStartWith(endpoint.calculator.summary)
      expect(tool.description).toContain(`How to read the result: ${calculatorGuides[endpoint.key].howToRead}`)
      for (const limit of calculatorGuides[endpoint.key].limitations) expect(tool.description).toContain(limit)
      expect(tool.description).toContain(`${endpoint.method} ${endpoint.path}`)
    }
  })

  test('every planning tool says which tool answers which question, as not every client shows the instructions', () => {
    const routed = endpoints.filter((e) => toolOf(operationOf(e).operationId).description!.includes(`Which tool: ${ROUTES}`))
    expect(routed.map((e) => e.key).sort()).toEqual([
      'adaptiveTdee',
      'calculate',
      'calculateDeficit',
      'caloriesForGoalDate',
      'tdee',
      'weightLoss',
    ])
    // The sentences name the tools an agent most often confuses: the four that plan a weight, by their tool names.
    for (const name of ['caloriesForGoalDate', 'calculateDeficit', 'calculate', 'weightLoss'])
      expect(ROUTES).toMatch(new RegExp(`\\b${name}\\b`))
  })
})

describe('tools/call', () => {
  test('answers each OpenAPI example exactly as REST does, as structured content and as text', async () => {
    for (const endpoint of endpoints) {
      const operation = operationOf(endpoint)
      const { method, target, body } = exampleRequest(endpoint.path, endpoint.method === 'GET' ? 'get' : 'post', operation)
      const rest = await send(method, target, body === undefined ? {} : { body, headers: { 'content-type': 'application/json' } })
      expect(rest.status).toBe(200)
      const result = await client.callTool({ name: operation.operationId, arguments: documentedExample(operation) })
      expect(result.isError).toBeUndefined()
      expect(result.structuredContent).toEqual(rest.json)
      expect(textJson(result)).toEqual(rest.json)
    }
  })

  test('an invalid input is a tool error with the 422 detail and per-field messages, never the values', async () => {
    const sent = {
      gender: 'female',
      age: 12,
      weightKg: 9999,
      heightCm: 180,
      activityLevel: 'couch',
      weeklyLossGoalKg: 0.5,
      targetWeightKg: 75,
      startDate: '2026-02-30',
      weightkg: 'x',
    }
    const rest = await send('POST', '/api/v1/calculate', { body: JSON.stringify(sent), headers: { 'content-type': 'application/json' } })
    expect(rest.status).toBe(422)
    const result = await client.callTool({ name: 'calculate', arguments: sent })
    expect(result.isError).toBe(true)
    expect(result.structuredContent).toBeUndefined()
    expect(textJson(result)).toEqual({ detail: rest.json.detail, errors: rest.json.errors })
    expect(rest.json.errors.map((e: { field: string }) => e.field)).toEqual(['age', 'weightKg', 'activityLevel', 'startDate', 'weightkg'])
    const text = JSON.stringify(result)
    for (const value of ['9999', 'couch', '2026-02-30']) expect(text).not.toContain(value)
  })

  test('a GET endpoint tool reports missing and out-of-range fields in the words of its 422', async () => {
    const rest = await send('GET', '/api/bmi-calculator?weightKg=700')
    expect(rest.status).toBe(422)
    const result = await client.callTool({ name: 'bmi', arguments: { weightKg: 700 } })
    expect(result.isError).toBe(true)
    expect(textJson(result)).toEqual({ detail: rest.json.detail, errors: rest.json.errors })
  })

  test('arguments typed as a query string would send them are wrong JSON types, named as such', async () => {
    const result = await client.callTool({ name: 'bmi', arguments: { weightKg: '80', heightCm: 180 } })
    expect(result.isError).toBe(true)
    expect(textJson(result)).toMatchObject({
      errors: [{ field: 'weightKg', message: expect.stringMatching(/^must be a JSON number, not a string/) }],
    })
  })

  test('no arguments at all is every required field missing', async () => {
    const result = await client.callTool({ name: 'bmi' })
    expect(textJson(result)).toMatchObject({ errors: [{ field: 'weightKg' }, { field: 'heightCm' }] })
  })
})
