/**
 * A field's conditions, published wherever an agent reads the inputs: OpenAPI, the MCP tools, ai-agent.json,
 * the summaries and the knowledge objects. An audit found the summaries and knowledge objects dropping them
 * (hipCm marked optional with no word of sex), and the adaptive TDEE's rule over three fields said nowhere.
 */
import { describe, expect, test } from 'bun:test'
import { publishedInputSchema } from '../../api/openapi/calculator-operations.ts'
import type { Calculator } from '../../metrics/index.ts'
import { defineInput } from '../../metrics/input.ts'
import { getJson } from './support.ts'

const agent = await getJson('/.well-known/ai-agent.json')
const summaries = await getJson('/api/v1/summaries')
const objects = await getJson('/api/v1/knowledge-objects')
const openapi = await getJson('/openapi.json')

/** The adaptive TDEE's rule, in words every publication carries: see metrics/calculators/adaptive-tdee.ts. */
const TOGETHER = 'Give gender, age and heightCm together'
/** The body-fat calculator's hip, needed for women only. */
const HIP = 'Required when gender is female.'

const summaryInput = (id: string, name: string) =>
  summaries.summaries.find((s: { id: string }) => s.id.endsWith(id)).inputs.find((i: { name: string }) => i.name === name).description

describe("the adaptive TDEE's person fields go together", () => {
  for (const name of ['gender', 'age', 'heightCm']) {
    test(`${name}: ai-agent.json, the summaries, the knowledge objects and OpenAPI say so`, () => {
      const parameter = agent.endpoints
        .find((e: { path: string }) => e.path === '/api/v1/adaptive-tdee')
        .parameters.find((p: { name: string }) => p.name === name)
      expect(parameter.note).toStartWith(TOGETHER)
      expect(summaryInput('adaptive-tdee', name)).toContain(TOGETHER)
      const object = objects.objects.find((o: { id: string }) => o.id === 'adaptive-tdee')
      expect(object.inputSchema.properties[name].description).toContain(TOGETHER)
      const body =
        openapi.components.schemas.AdaptiveTdeeInput ??
        openapi.paths['/api/v1/adaptive-tdee'].post.requestBody.content['application/json'].schema
      const schema = body.$ref ? openapi.components.schemas[body.$ref.split('/').at(-1)] : body
      expect(schema.properties[name].description).toContain(TOGETHER)
    })
  }
})

test("the body-fat calculator's hip is required for women in the summaries and the knowledge objects too", () => {
  expect(summaryInput('body-fat-calculator', 'hipCm')).toContain(HIP)
  const object = objects.objects.find((o: { inputSchema: { properties: Record<string, unknown> } }) => 'hipCm' in o.inputSchema.properties)
  expect(object.inputSchema.properties.hipCm.description).toContain(HIP)
})

test('a field with both a condition and a note reads as sentences, one full stop each', () => {
  const input = defineInput({
    hipCm: {
      field: 'hipCm',
      requiredWhen: { field: 'gender', values: ['female'], message: () => 'is required' },
      note: 'A rule over two fields',
    },
  })
  const described = publishedInputSchema({ input } as unknown as Calculator).properties!.hipCm!.description!
  expect(described).toEndWith('(cm). Required when gender is female. A rule over two fields.')
  expect(described).not.toContain('..')
})

test("ai-agent.json's convention on paths holds for every endpoint: GET under /api/, POST under /api/v1/, never both", () => {
  expect(agent.conventions).toContain(
    'A calculator answers GET at /api/<id> or POST at /api/v1/<id>, never both: see endpoints[].method and path.',
  )
  const ids = agent.endpoints.map((e: { method: string; path: string }) => {
    expect(e.path).toStartWith(e.method === 'GET' ? '/api/' : '/api/v1/')
    if (e.method === 'GET') expect(e.path).not.toStartWith('/api/v1/')
    return e.path.split('/').at(-1)
  })
  expect(new Set(ids).size).toBe(ids.length)
})
