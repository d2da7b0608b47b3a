/**
 * Tools' input schemas as function-calling front ends take them: only keywords in the portable
 * subset on the wire, and what left the schema still said in words and still enforced.
 */
import { describe, expect, test } from 'bun:test'
import type { JsonSchema, OpenApiDocument } from '../../api/openapi/types.ts'
import { isPortableEnum, PORTABLE_KEYWORDS, portableSchema } from '../../server/mcp/portable-schema.ts'
import { send } from '../support/client.ts'
import { postMcp, request, textJson } from './support.ts'

interface ListedTool {
  name: string
  inputSchema: JsonSchema
}

const listedTools = async (): Promise<ListedTool[]> => (await postMcp(request('tools/list'))).json.result.tools

/** Every schema inside `schema`, with where it is: itself, its properties' and its items'. */
function* schemasIn(schema: JsonSchema, path: string): Generator<[string, JsonSchema]> {
  yield [path, schema]
  for (const [name, property] of Object.entries(schema.properties ?? {})) yield* schemasIn(property, `${path}.${name}`)
  if (schema.items !== undefined) yield* schemasIn(schema.items, `${path}[]`)
}

/** Where a schema says what a front end refuses: a keyword outside the subset, a list of types, an enum not of strings. */
function unportable(path: string, schema: JsonSchema): string[] {
  return [
    ...Object.keys(schema)
      .filter((keyword) => !PORTABLE_KEYWORDS.has(keyword))
      .map((keyword) => `${path} ${keyword}`),
    ...(schema.type !== undefined && typeof schema.type !== 'string' ? [`${path} type ${JSON.stringify(schema.type)}`] : []),
    ...(schema.enum !== undefined && !isPortableEnum(schema.enum) ? [`${path} enum ${JSON.stringify(schema.enum)}`] : []),
  ]
}

describe('the portable subset', () => {
  test("every tool's inputSchema in tools/list uses only its keywords, one type each, enums of strings", async () => {
    const tools = await listedTools()
    expect(tools.length).toBeGreaterThan(0)
    const found = tools.flatMap((tool) => [...schemasIn(tool.inputSchema, tool.name)].flatMap(([path, schema]) => unportable(path, schema)))
    expect(found).toEqual([])
  })

  test('leaves out each keyword a front end is known to refuse', () => {
    const refused = {
      additionalProperties: 'Gemini: Unknown name "additionalProperties" (promptfoo/promptfoo#6902)',
      const: 'Gemini: Unknown name "const" (zed-extensions/mcp-server-brave-search#12)',
      default: "OpenAI strict: 'default' is not permitted (567-labs/instructor#1074)",
      examples: "OpenAI strict: 'examples' is not permitted (openai/openai-python#2274)",
      format: "Gemini: only 'enum' and 'date-time' are supported for STRING type (google-gemini/gemini-cli#3178)",
      formatMaximum: 'neither: an ajv-formats keyword, in no provider subset',
      formatMinimum: 'neither: an ajv-formats keyword, in no provider subset',
      $ref: 'Gemini: no references (DEEIX-AI/DEEIX-Chat#546)',
    }
    expect(Object.keys(refused).filter((keyword) => PORTABLE_KEYWORDS.has(keyword))).toEqual([])
  })

  test('a keyword with no words to say it in fails the build of the tools, rather than leaving unseen', () => {
    expect(() => portableSchema({ type: 'number', exclusiveMinimum: 0 })).toThrow('exclusiveMinimum')
    expect(() => portableSchema({ type: 'string', format: 'email' })).toThrow('format email')
    expect(portableSchema({ type: 'number', enum: [0.5, 1], description: 'Pace' })).toEqual({
      type: 'number',
      description: 'Pace. One of 0.5, 1.',
    })
  })

  test('a statement is left out only where the description already makes it, as whole words', () => {
    expect(portableSchema({ type: 'number', default: 1, description: 'Default 10 for most' }).description).toBe(
      'Default 10 for most. Default 1.',
    )
    expect(portableSchema({ type: 'number', default: 1, description: 'Default 1 (a convention)' }).description).toBe(
      'Default 1 (a convention)',
    )
  })
})

describe('bounds that left the schema', () => {
  test('a date beyond its bound is still refused through MCP, the message naming the field and the bound', async () => {
    const openApi: OpenApiDocument = (await send('GET', '/openapi.json')).json
    // goalDate's pattern admits 1900-01-01; only its formatMinimum, now words in the description, refuses it.
    const goalDate = openApi.paths['/api/calories-for-goal-date']!.get!.parameters!.find((p) => p.name === 'goalDate')!.schema
    const before = '1900-01-01'
    expect(new RegExp(String(goalDate.pattern)).test(before)).toBe(true)
    const tools = await listedTools()
    expect(tools.find((t) => t.name === 'caloriesForGoalDate')!.inputSchema.properties!.goalDate!.description).toContain(
      goalDate.formatMinimum!,
    )

    const arguments_ = {
      gender: 'male',
      age: 30,
      weightKg: 80,
      heightCm: 180,
      activityLevel: 'moderate',
      targetWeightKg: 75,
      goalDate: before,
    }
    const result = (await postMcp(request('tools/call', { name: 'caloriesForGoalDate', arguments: arguments_ }))).json.result
    expect(result.isError).toBe(true)
    expect(textJson(result)).toMatchObject({
      errors: [{ field: 'goalDate', message: expect.stringContaining(`from ${goalDate.formatMinimum} to ${goalDate.formatMaximum}`) }],
    })
  })

  test("a log entry's date past 2999-12-31 is refused naming the entry", async () => {
    const days = Array.from({ length: 7 }, (_, i) => ({ date: `2999-12-${25 + i}`, weightKg: 80, intakeKcal: 2000 }))
    const entries = [...days, { date: '3000-01-01', weightKg: 80 }]
    const result = (await postMcp(request('tools/call', { name: 'adaptiveTdee', arguments: { entries } }))).json.result
    expect(result.isError).toBe(true)
    expect(textJson(result)).toMatchObject({ errors: [{ field: 'entries[7].date', message: expect.stringContaining('2999-12-31') }] })
  })
})
