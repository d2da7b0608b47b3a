/**
 * ai-agent.json against the live validation: for every published bound the server
 * accepts the bound itself and rejects a value just outside; the same for every enum
 * value and date limit; a parameter published as required when another has some value
 * is refused exactly then. The published document is the only source of the values.
 */
import { describe, expect, test } from 'bun:test'
import { app, get, getJson } from './support.ts'

type Entry = Record<string, string | number>
type Value = string | number | Entry[]

interface Parameter {
  name: string
  format?: string
  type: 'number' | 'integer' | 'string' | 'array'
  minimum?: number
  maximum?: number
  enum?: (string | number)[]
  formatMinimum?: string
  formatMaximum?: string
  minItems?: number
  maxItems?: number
  entryFields?: Parameter[]
  requiredWhen?: { field: string; values: (string | number)[]; note?: string }
  example: Value
}

interface Endpoint {
  method: 'GET' | 'POST'
  path: string
  parameters: Parameter[]
}

type Input = Record<string, Value>

const agent = await getJson('/.well-known/ai-agent.json')
const endpoints: Endpoint[] = agent.endpoints

async function send(endpoint: Endpoint, input: Input) {
  if (endpoint.method === 'GET') {
    const query = new URLSearchParams(Object.entries(input).map(([k, v]) => [k, String(v)]))
    return get(`${endpoint.path}?${query}`)
  }
  return app.handle(
    new Request(`http://localhost${endpoint.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(input),
    }),
  )
}

const examples = (endpoint: Endpoint): Input => Object.fromEntries(endpoint.parameters.map((p) => [p.name, p.example]))

/**
 * Inputs with `name` at `value` and the other numbers and dates at their example, minimum
 * or maximum, examples first: some rules join fields (the US Navy method needs waist > neck
 * and a plausible result, a goal date comes after the start), so a bound may only be
 * accepted next to other values.
 */
function* companions(endpoint: Endpoint, name: string, value: Value): Generator<Input> {
  const others = endpoint.parameters.filter((p) => p.name !== name && (p.minimum ?? p.formatMinimum) !== undefined)
  const choices = others.map((p) => [...new Set([p.example, (p.minimum ?? p.formatMinimum)!, (p.maximum ?? p.formatMaximum)!])])
  const total = choices.reduce((n, c) => n * c.length, 1)
  for (let i = 0; i < total; i++) {
    const input: Input = { ...examples(endpoint), [name]: value }
    let rest = i
    others.forEach((p, k) => {
      const options = choices[k]!
      input[p.name] = options[rest % options.length]!
      rest = Math.floor(rest / options.length)
    })
    yield input
  }
}

async function accepted(endpoint: Endpoint, name: string, value: Value): Promise<boolean> {
  for (const input of companions(endpoint, name, value)) {
    if ((await send(endpoint, input)).status === 200) return true
  }
  return false
}

async function rejectedFor(endpoint: Endpoint, name: string, value: Value, field = name): Promise<boolean> {
  const response = await send(endpoint, { ...examples(endpoint), [name]: value })
  if (response.status !== 422) return false
  const problem = await response.json()
  return problem.errors.some((e: { field: string }) => e.field === field)
}

const shift = (iso: string, days: number) => new Date(Date.parse(iso) + days * 86_400_000).toISOString().slice(0, 10)

/** A log of `n` entries: the published example's values again and again, on consecutive days. */
function logOf(example: Entry[], n: number): Entry[] {
  return Array.from({ length: n }, (_, i) => ({ ...example[i % example.length]!, date: shift(String(example[0]!.date), i) }))
}

/** A value's accepted and refused cases by its published bounds, enum, date range or entry count. */
function cases(p: Parameter): { inside: Value[]; outside: Value[] } {
  if (p.minItems !== undefined && p.maxItems !== undefined) {
    const example = p.example as Entry[]
    return {
      inside: [logOf(example, p.minItems), logOf(example, p.maxItems)],
      outside: [logOf(example, p.minItems - 1), logOf(example, p.maxItems + 1)],
    }
  }
  if (p.enum) {
    const numbers = p.enum.filter((v): v is number => typeof v === 'number')
    const outside = numbers.length > 0 ? [Math.min(...numbers) - 0.01, Math.max(...numbers) + 0.01] : ['not-a-listed-value']
    return { inside: p.enum, outside }
  }
  if (p.formatMinimum !== undefined && p.formatMaximum !== undefined) {
    return { inside: [p.formatMinimum, p.formatMaximum], outside: [shift(p.formatMinimum, -1), shift(p.formatMaximum, 1)] }
  }
  if (p.minimum !== undefined && p.maximum !== undefined) {
    const step = p.type === 'integer' ? 1 : 0.001
    return { inside: [p.minimum, p.maximum], outside: [Number((p.minimum - step).toFixed(3)), Number((p.maximum + step).toFixed(3))] }
  }
  return { inside: [], outside: [] }
}

describe('published bounds are the enforced bounds', () => {
  test('the document publishes bounds or an enum for every parameter', () => {
    for (const e of endpoints) for (const p of e.parameters) expect(cases(p).inside.length).toBeGreaterThan(0)
  })

  for (const endpoint of endpoints) {
    for (const p of endpoint.parameters) {
      const { inside, outside } = cases(p)
      const shown = (values: Value[]) => values.map((v) => (Array.isArray(v) ? `${v.length} entries` : v)).join(', ')
      test(`${endpoint.method} ${endpoint.path} ${p.name}: accepts ${shown(inside)}; rejects ${shown(outside)}`, async () => {
        for (const value of inside) expect({ value, accepted: await accepted(endpoint, p.name, value) }).toEqual({ value, accepted: true })
        for (const value of outside)
          expect({ value, rejected: await rejectedFor(endpoint, p.name, value) }).toEqual({ value, rejected: true })
      })
      // A log's entries: each field's published bounds on the first entry of the published example;
      // a date bound on the whole log, moved to start there (or, at the latest date, to end there).
      for (const f of p.entryFields ?? []) {
        const entryCases = cases(f)
        const example = p.example as Entry[]
        const withValue = (v: Value): Entry[] => {
          if (f.format !== 'date') return [{ ...example[0]!, [f.name]: v as string | number }, ...example.slice(1)]
          const first = v === f.formatMaximum || v === entryCases.outside[1] ? shift(String(v), 1 - example.length) : String(v)
          return example.map((e, i) => ({ ...e, date: i === 0 ? first : shift(first, i) }))
        }
        test(`${endpoint.method} ${endpoint.path} ${p.name}[].${f.name}: accepts ${shown(entryCases.inside)}; rejects ${shown(entryCases.outside)}`, async () => {
          for (const v of entryCases.inside)
            expect({ v, accepted: await accepted(endpoint, p.name, withValue(v)) }).toEqual({ v, accepted: true })
          for (const v of entryCases.outside) {
            const named =
              f.format === 'date' && v === entryCases.outside[1] ? `${p.name}[${example.length - 1}].${f.name}` : `${p.name}[0].${f.name}`
            expect({ v, rejected: await rejectedFor(endpoint, p.name, withValue(v), named) }).toEqual({ v, rejected: true })
          }
        })
      }
    }
  }
})

describe('published conditional requirements are the enforced ones', () => {
  const conditional = endpoints.flatMap((e) => e.parameters.filter((p) => p.requiredWhen).map((p) => [e, p] as const))

  test('the lean-mass body fat and the hip for women are published', () => {
    const published = conditional.map(([e, p]) => `${e.path} ${p.name} when ${p.requiredWhen!.field}=${p.requiredWhen!.values.join('|')}`)
    expect(published).toContain('/api/body-fat-calculator hipCm when gender=female')
    expect(published).toContain('/api/tdee-estimator bodyFatPercent when formula=katch-mcardle|cunningham')
  })

  test("the estimator's age and height say the warnings they add under either model, as OpenAPI does", () => {
    const notes = conditional
      .filter(([e]) => e.path === '/api/weight-loss-estimator')
      .map(([, p]) => [p.name, p.requiredWhen!.note?.match(/[A-Z][A-Z_0-9]{4,}/g) ?? []])
    expect(notes).toEqual([
      ['gender', ['BELOW_ESSENTIAL_FAT', 'PACE_BELOW_FLOOR']],
      ['age', ['UNDER_18', 'OLDER_ADULT_LOSS', 'TARGET_LOW_FOR_AGE', 'PACE_BELOW_FLOOR']],
      ['heightCm', ['IMPLAUSIBLE_BMI', 'CURRENT_BELOW_HEALTHY_BMI', 'TARGET_BELOW_HEALTHY_BMI', 'TARGET_LOW_FOR_AGE', 'PACE_BELOW_FLOOR']],
      ['activityLevel', ['PACE_BELOW_FLOOR']],
    ])
  })

  for (const [endpoint, p] of conditional) {
    const { field, values } = p.requiredWhen!
    const decider = endpoint.parameters.find((q) => q.name === field)!
    const deciding = new Set(values)
    test(`${endpoint.path} ${p.name}: refused when missing exactly while ${field} is ${values.join(' or ')}`, async () => {
      for (const value of decider.enum!) {
        const { [p.name]: _, ...without } = { ...examples(endpoint), [field]: value }
        const response = await send(endpoint, without)
        const named = response.status === 422 && (await response.json()).errors.some((e: { field: string }) => e.field === p.name)
        expect({ [field]: value, refused: named }).toEqual({ [field]: value, refused: deciding.has(value) })
      }
    })
  }
})
