/**
 * A field's conditions, published wherever an agent reads the inputs: OpenAPI, the MCP tools, ai-agent.json,
 * the summaries and the knowledge objects. An audit found the summaries and knowledge objects dropping them
 * (hipCm marked optional with no word of sex), and the adaptive TDEE's rule over three fields said nowhere.
 */
import { describe, expect, test } from 'bun:test'
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
