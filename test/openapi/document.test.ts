/** The generated OpenAPI document: valid 3.1, complete for the endpoint table, free of TypeBox internals. */
import { describe, expect, test } from 'bun:test'
import { Validator } from '@seriousme/openapi-schema-validator'
import { endpoints } from '../../api/endpoints.ts'
import { buildOpenApi } from '../../api/openapi/document.ts'
import { operationsOf } from '../../api/openapi/operation-list.ts'
import type { ResponseObject } from '../../api/openapi/types.ts'
import { adaptiveTdeeCalculator } from '../../metrics/calculators/adaptive-tdee.ts'
import { weightLossCalculator } from '../../metrics/calculators/weight-loss.ts'
import { checkInput } from '../../metrics/input.ts'
import { warningExamples } from '../../metrics/warning-examples.ts'
import { resolve } from '../../server/docs/refs.ts'

const BASE_URL = 'https://metrics.example.org'
const document = buildOpenApi(BASE_URL)

const validate = (spec: object) => new Validator().validate(spec as Record<string, unknown>)

/** Every `$ref` string anywhere in the document, and whether any symbol key survived. */
function walk(node: unknown, refs: string[] = [], symbols: symbol[] = []): { refs: string[]; symbols: symbol[] } {
  if (typeof node !== 'object' || node === null) return { refs, symbols }
  symbols.push(...Object.getOwnPropertySymbols(node))
  for (const [key, value] of Object.entries(node)) {
    if (key === '$ref' && typeof value === 'string') refs.push(value)
    walk(value, refs, symbols)
  }
  return { refs, symbols }
}

describe('OpenAPI document', () => {
  test('every operation lists 429 but the health check, which the rate limit exempts (docs/security.md), and every one 500', () => {
    const lists = (status: string) =>
      operationsOf(document)
        .filter((o) => o.operation.responses[status] !== undefined)
        .map((o) => `${o.method} ${o.path}`)
    const all = operationsOf(document).map((o) => `${o.method} ${o.path}`)
    expect(lists('500')).toEqual(all)
    expect(lists('429')).toEqual(all.filter((o) => o !== 'get /healthz'))
  })

  test('is a valid OpenAPI 3.1 document', async () => {
    const result = await validate(document)
    expect(result.errors).toBeUndefined()
    expect(result.valid).toBe(true)
  })

  test('the validator rejects a broken document, so the check above can fail', async () => {
    const noDescription = structuredClone(document) as { paths: Record<string, { get?: { responses: Record<string, object> } }> }
    delete (noDescription.paths['/api/bmi-calculator']!.get!.responses['200'] as { description?: string }).description
    expect((await validate(noDescription)).valid).toBe(false)
    const bodyParameter = structuredClone(document)
    bodyParameter.paths['/api/bmi-calculator']!.get!.parameters![0]!.in = 'body' as 'query'
    expect((await validate(bodyParameter)).valid).toBe(false)
    expect((await validate({ ...document, info: { title: 'no version' } })).valid).toBe(false)
  })

  test("carries package.json's version, 1.8.0, and the configured server", () => {
    expect(document.openapi).toBe('3.1.0')
    expect(document.info.version).toBe('1.8.0')
    expect(document.servers).toEqual([{ url: BASE_URL }])
  })

  test('is plain JSON: no TypeBox symbols, and every $ref resolves', () => {
    const { refs, symbols } = walk(document)
    expect(symbols).toEqual([])
    expect(refs.length).toBeGreaterThan(0)
    for (const ref of refs) expect(() => resolve(document, { $ref: ref })).not.toThrow()
  })

  describe.each(endpoints.map((e) => [`${e.method} ${e.path}`, e] as const))('%s', (_, endpoint) => {
    const operation = document.paths[endpoint.path]?.[endpoint.method === 'GET' ? 'get' : 'post']

    test('is described, with the calculator summary', () => {
      expect(operation?.summary).toBe(endpoint.calculator.title)
      // The calculate operation's adds its version (below).
      expect(operation?.description?.startsWith(endpoint.calculator.summary)).toBe(true)
    })

    test('describes every input field', () => {
      const wanted = endpoint.calculator.input.fields.map((f) => ({ name: f.name, required: f.required }))
      if (endpoint.method === 'POST') {
        const schema = resolve(document, operation!.requestBody!.content['application/json']!.schema)
        expect(Object.keys(schema.properties!)).toEqual(wanted.map((f) => f.name))
        expect(schema.required).toEqual(wanted.filter((f) => f.required).map((f) => f.name))
        expect(schema.additionalProperties).toBe(false)
        return
      }
      expect(operation!.parameters!.map((p) => ({ name: p.name, required: p.required }))).toEqual(wanted)
      for (const [i, field] of endpoint.calculator.input.fields.entries()) {
        const { schema, example } = operation!.parameters![i]!
        expect(example).toBeDefined()
        if (field.spec.kind === 'number' || field.spec.kind === 'integer') {
          expect([schema.type, schema.minimum, schema.maximum]).toEqual([field.spec.kind, field.spec.min, field.spec.max])
        }
        if (field.spec.kind === 'enum' || field.spec.kind === 'numberEnum') {
          // An enum and its type alone: no anyOf of consts, which some agents' function-calling schemas refuse.
          expect(schema.enum).toEqual([...field.spec.values])
          expect(schema.type).toBe(field.spec.kind === 'enum' ? 'string' : 'number')
          expect(schema.anyOf).toBeUndefined()
        }
        if ('unit' in field.spec) expect(operation!.parameters![i]!.description).toContain(`(${field.spec.unit})`)
        expect(schema.default).toEqual(field.defaultValue)
      }
    })

    test('documents exactly the errors its method can give, as problem+json', () => {
      const statuses = Object.keys(operation!.responses).filter((s) => s !== '200')
      expect(statuses).toEqual(
        endpoint.method === 'POST' ? ['400', '405', '408', '413', '415', '422', '429', '500', '503'] : ['405', '422', '429', '500', '503'],
      )
      for (const status of statuses) {
        const response: ResponseObject = resolve(document, operation!.responses[status]!)
        expect(response.content?.['application/problem+json']?.schema).toEqual({ $ref: '#/components/schemas/Problem' })
      }
    })
  })

  test('documents what clients read from errors and warnings: Allow, Retry-After, instance, every warning code', () => {
    const responses = document.components!.responses as Record<string, ResponseObject & { headers?: Record<string, unknown> }>
    expect(Object.keys(responses.MethodNotAllowed!.headers!)).toEqual(['Allow'])
    expect(Object.keys(responses.TooManyRequests!.headers!)).toEqual(['Retry-After'])
    const schemas = document.components!.schemas as Record<string, { required?: string[]; properties?: Record<string, unknown> }>
    expect(schemas.Problem!.required).toEqual(['type', 'title', 'status', 'detail', 'instance'])
    // Each output lists its own codes (test/metrics/warning-examples.test.ts holds them to the fixtures); together, every one.
    const listed = new Set<string>()
    for (const schema of Object.values(schemas)) {
      const code = (schema.properties?.warnings as { items?: { properties: { code: { enum: string[]; description: string } } } })?.items
        ?.properties.code
      if (code === undefined) continue
      expect(code.description).toContain('ai-agent.json')
      // An enum on every output, one code or more (the BMI calculator's one).
      expect(code.enum.length).toBeGreaterThan(0)
      for (const c of code.enum) listed.add(c)
    }
    expect([...listed].sort()).toEqual(warningExamples.map((w) => w.code).sort())
  })

  test("the 503 and /healthz's count of refusals name what the server sheds, the calculators' GETs among them, whose connection stays open", () => {
    const unavailable = (document.components!.responses as Record<string, ResponseObject>).ServiceUnavailable!.description
    const health = document.paths['/healthz']!.get!.responses['200'] as ResponseObject
    const shed = (health.content!['application/json']!.schema as { properties: Record<string, { description: string }> }).properties
      .shedRequests!.description
    // The words, not the constant that makes them: what server/routes sheds (calculators.ts, pages.ts, json-body.ts).
    for (const text of [unavailable, shed]) expect(text).toContain("request bodies, the calculators' GETs and result pages")
    expect(unavailable).toContain('a GET keeps its connection')
  })

  test("the adaptive TDEE's person fields name the warnings they add", () => {
    const schemas = document.components!.schemas as Record<string, { properties: Record<string, { description: string }> }>
    const described = schemas.AdaptiveTdeeInput!.properties
    const codes = (raw: Record<string, unknown>) =>
      adaptiveTdeeCalculator.compute(checkInput(adaptiveTdeeCalculator.input, raw), { today: '2026-01-01' }).warnings.map((w) => w.code)
    // By hand: steady at 90 kg on 900 kcal a day, tdee 900; a woman of 70, 165 cm, is predicted 10×90 + 6.25×165 −
    // 5×70 − 161 = 1420.25 at rest, so the log is below it; at 70, with a pace, the loss is an older adult's.
    const entries = Array.from({ length: 28 }, (_, i) => ({
      date: `2026-03-${String(i + 1).padStart(2, '0')}`,
      weightKg: 90,
      intakeKcal: 900,
    }))
    const person = { gender: 'female', age: 70, heightCm: 165 }
    const added = codes({ entries, ...person, weeklyLossGoalKg: 0.5 }).filter((c) => !codes({ entries, weeklyLossGoalKg: 0.5 }).includes(c))
    expect(added).toEqual(['BELOW_PREDICTED_BMR', 'OLDER_ADULT_LOSS'])
    for (const field of Object.keys(person)) for (const code of added) expect(described[field]!.description).toContain(code)
  })

  test("the estimator's optional body fields name the warnings they add to a static timeline, alone or together", () => {
    const described = Object.fromEntries(
      document.paths['/api/weight-loss-estimator']!.get!.parameters!.map((p) => [p.name, p.description ?? '']),
    )
    const codes = (raw: Record<string, unknown>) =>
      weightLossCalculator.compute(checkInput(weightLossCalculator.input, raw), { today: '2026-01-01' }).warnings.map((w) => w.code)
    const base = { currentWeightKg: 90, targetWeightKg: 80, weeklyLossGoalKg: 0.5, model: 'static' }
    // By hand: age 16 is under 18, 70 is 65 or over; 45 kg at 160 cm is BMI 17.6, below 18.5 (and 46 kg, 18.0); 90 kg at
    // 100 cm is BMI 90, implausible.
    // A sedentary woman of 50, 90 kg at 160 cm: 10×90 + 6.25×160 − 5×50 − 161 = 1489 kcal, × 1.2 = 1786.8, so
    // maintenance 1787; 1 kg a week is 1100 kcal a day less, 687, below her 1200 floor.
    const body = { ...base, weeklyLossGoalKg: 1, gender: 'female', age: 50, heightCm: 160, activityLevel: 'sedentary' }
    const added = [
      ['age', { ...base, age: 16 }],
      ['age', { ...base, age: 70 }],
      ['heightCm', { ...base, targetWeightKg: 45, heightCm: 160 }],
      ['heightCm', { ...base, currentWeightKg: 46, targetWeightKg: 45, heightCm: 160 }],
      // Someone of 72 aiming at 55 kg at 160 cm: BMI 21.5, healthy by WHO, low by GLIM from 70; named by both fields.
      ['heightCm', { ...base, targetWeightKg: 55, heightCm: 160, age: 72 }],
      ['age', { ...base, targetWeightKg: 55, heightCm: 160, age: 72 }],
      ['heightCm', { ...base, heightCm: 100 }],
      ...(['gender', 'age', 'heightCm', 'activityLevel'] as const).map((field) => [field, body] as const),
      // A woman's 8 % body fat is below ACE's essential 10 %: her sex given with it warns.
      ['gender', { ...base, gender: 'female', bodyFatPercent: 8 }],
    ] as const
    const found = added.map(([field, raw]) => {
      const { [field]: _, ...without } = raw as Record<string, unknown>
      const extra = codes(raw).filter((code) => !codes(without).includes(code))
      return { field, extra, named: extra.every((code) => described[field]!.includes(code)) }
    })
    expect(found.map(({ field, extra }) => [field, extra])).toEqual([
      ['age', ['UNDER_18']],
      ['age', ['OLDER_ADULT_LOSS']],
      ['heightCm', ['TARGET_BELOW_HEALTHY_BMI']],
      ['heightCm', ['CURRENT_BELOW_HEALTHY_BMI', 'TARGET_BELOW_HEALTHY_BMI']],
      ['heightCm', ['TARGET_LOW_FOR_AGE']],
      ['age', ['OLDER_ADULT_LOSS', 'TARGET_LOW_FOR_AGE']],
      ['heightCm', ['IMPLAUSIBLE_BMI']],
      ['gender', ['PACE_BELOW_FLOOR']],
      ['age', ['PACE_BELOW_FLOOR']],
      ['heightCm', ['PACE_BELOW_FLOOR']],
      ['activityLevel', ['PACE_BELOW_FLOOR']],
      ['gender', ['BELOW_ESSENTIAL_FAT']],
    ])
    expect(found.every((f) => f.named)).toBe(true)
  })

  test('describes the service paths too', () => {
    for (const path of ['/healthz', '/openapi.json', '/docs']) expect(document.paths[path]?.get).toBeDefined()
  })

  test("the calculate operation's description carries its version, 1.0.0 (the seed's §9); the others none", () => {
    const described = Object.values(document.paths).flatMap((item) =>
      Object.values(item as Record<string, { operationId?: string; description?: string }>).filter((o) => o.operationId !== undefined),
    )
    const versioned = described.filter((o) => o.description?.includes('Operation version')).map((o) => o.operationId)
    expect(versioned).toEqual(['calculate'])
    expect(document.paths['/api/v1/calculate']!.post!.description).toContain('Operation version 1.0.0')
  })

  test('operation ids are unique and say what they fetch', () => {
    const ids = Object.values(document.paths).flatMap((item) => Object.values(item).map((op) => op.operationId))
    expect(new Set(ids).size).toBe(ids.length)
    for (const id of ids) expect(id).toMatch(/^[a-z][A-Za-z]*$/) // no numbered catalogue0 … catalogue15
    expect(document.paths['/.well-known/ai-agent.json']!.get!.operationId).toBe('aiAgent')
    expect(document.paths['/schemas/ai-agent.schema.json']!.get!.operationId).toBe('aiAgentSchema')
    expect(document.paths['/llms.txt']!.get!.operationId).toBe('llmsTxt')
  })
})
