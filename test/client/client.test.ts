/** The typed client: its types are the published OpenAPI document's, and it reaches every endpoint of a live server. */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { readFileSync } from 'node:fs'
import { DEFAULT_BASE_URL } from '../../api/config.ts'
import { endpoints } from '../../api/endpoints.ts'
import { buildOpenApi } from '../../api/openapi/document.ts'
import { clientTypes, TYPES_FILE } from '../../client/generate.ts'
import { createCalorieClient } from '../../client/index.ts'
import { validPlan } from '../support/plan.ts'
import { type Running, startServer } from '../support/process.ts'

describe('typed client', () => {
  test('client/openapi.d.ts is what the current OpenAPI document generates (npm run build rewrites it)', async () => {
    expect(readFileSync(TYPES_FILE, 'utf8')).toBe(await clientTypes())
  })

  let server: Running
  beforeAll(async () => {
    server = await startServer([process.execPath, 'server/main.ts'], { ACCESS_LOG: 'off' })
  })
  afterAll(() => server.proc.kill())

  const documented = buildOpenApi(DEFAULT_BASE_URL)

  for (const { method, path } of endpoints) {
    test(`${method} ${path} with its documented example answers 200 through the client`, async () => {
      const api = createCalorieClient(server.url)
      const operation = documented.paths[path]![method === 'GET' ? 'get' : 'post']!
      // The client is typed per path; the loop reaches every path through the same two calls.
      const loose = api as unknown as {
        GET(p: string, o: object): Promise<{ data?: unknown; response: Response }>
        POST(p: string, o: object): Promise<{ data?: unknown; response: Response }>
      }
      const result =
        method === 'GET'
          ? await loose.GET(path, { params: { query: Object.fromEntries((operation.parameters ?? []).map((p) => [p.name, p.example])) } })
          : await loose.POST(path, { body: operation.requestBody!.content['application/json']!.example })
      expect(result.response.status).toBe(200)
      const ok = operation.responses['200'] as { content: Record<string, { example?: unknown }> }
      expect(result.data).toEqual(ok.content['application/json']!.example)
    })
  }

  test('the types check what a caller sends and reads', async () => {
    const api = createCalorieClient(server.url)
    const { data, error } = await api.GET('/api/bmi-calculator', { params: { query: { weightKg: 80, heightCm: 180 } } })
    expect(error).toBeUndefined()
    const bmi: number | undefined = data?.bmi
    expect(bmi).toBe(24.7)
    const refused = await api.GET('/api/bmi-calculator', { params: { query: { weightKg: 20, heightCm: 180 } } })
    expect(refused.response.status).toBe(422)
  })

  test("a field with a default may be left out, as the README's body leaves out model (checked by tsc too)", async () => {
    const api = createCalorieClient(server.url)
    // The plan's literal types are checked against each parameter's, as a caller's literals are.
    const { data } = await api.POST('/api/v1/calculate', { body: { ...validPlan, startDate: '2026-01-01' } })
    expect(data?.targetCalories).toBe(2209)
    const deficit = await api.GET('/api/calculate-deficit', { params: { query: validPlan } })
    expect(deficit.data?.deficit).toBe(550)
  })
})
