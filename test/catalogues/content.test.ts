/** What the knowledge catalogues say agrees with the service and the bibliography. */
import { describe, expect, test } from 'bun:test'
import { endpoints } from '../../api/endpoints.ts'
import { concepts } from '../../knowledge/concepts.ts'
import { summaryId } from '../../knowledge/service.ts'
import { references } from '../../metrics/sources.ts'
import { app, getJson, localPath } from './support.ts'

const [agent, citations, objects, summaries] = await Promise.all(
  ['/.well-known/ai-agent.json', '/api/v1/citations', '/api/v1/knowledge-objects', '/api/v1/summaries'].map(getJson),
)

async function call(endpoint: { method: string; url: string }, input: Record<string, unknown>) {
  const path = localPath(endpoint.url)
  const request =
    endpoint.method === 'GET'
      ? new Request(`http://localhost${path}?${new URLSearchParams(Object.entries(input).map(([k, v]) => [k, String(v)]))}`)
      : new Request(`http://localhost${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(input),
        })
  const response = await app.handle(request)
  expect(response.status).toBe(200)
  return response.json()
}

describe('ai-agent.json', () => {
  test('lists every endpoint of the server table, and only those', () => {
    const published = agent.endpoints.map((e: { method: string; path: string }) => `${e.method} ${e.path}`)
    expect(published).toEqual(endpoints.map((e) => `${e.method} ${e.path}`))
  })

  test('every model and reference an entry names exists', () => {
    const models = new Set(agent.models.map((m: { id: string }) => m.id))
    const refs = new Set(agent.references.map((r: { id: string }) => r.id))
    for (const e of agent.endpoints) for (const m of e.models) expect(models.has(m)).toBe(true)
    for (const m of agent.models) for (const r of m.references) expect(refs.has(r)).toBe(true)
    for (const c of agent.constants) for (const r of c.references) expect(refs.has(r)).toBe(true)
  })
})

describe('citations', () => {
  test('every formula reference is cited as the bibliography has it', () => {
    const cited = citations.modules.flatMap((m: { citations: { id: string; title: string; doi?: string; url?: string }[] }) => m.citations)
    for (const c of cited) {
      const source = references[c.id as keyof typeof references]
      if (source === undefined) continue // the two catalogue-only references are checked by the schema
      expect(c.doi ?? c.url).toBeDefined() // the catalogue issue: each citation has a DOI or a URL
      expect(c.title).toBe(source.title)
      expect(c.doi).toBe('doi' in source ? source.doi : undefined)
    }
  })

  test('each answer states the numbers of its facts', () => {
    for (const m of citations.modules) {
      for (const f of m.facts)
        if (typeof f.value === 'number') expect({ id: m.id, has: m.answer.includes(String(f.value)) }).toEqual({ id: m.id, has: true })
    }
  })
})

describe('knowledge objects', () => {
  test('each example is what the endpoint answers for the example input', async () => {
    for (const o of objects.objects) {
      const answer = await call(o.endpoint, o.example.input)
      expect(o.part === undefined ? answer : answer[o.part]).toEqual(o.example.output)
    }
  })

  test('each score is on the published scale with its label', () => {
    const labels = new Map(objects.evidenceScale.levels.map((l: { score: number; label: string }) => [l.score, l.label]))
    for (const o of objects.objects) expect(o.evidence.label).toBe(labels.get(o.evidence.score))
  })
})

describe('summaries', () => {
  test('one per calculator of the endpoint table and one per concept of knowledge/concepts.ts, with distinct anchors', () => {
    const ids = (kind: string) => summaries.summaries.filter((s: { kind: string }) => s.kind === kind).map((s: { id: string }) => s.id)
    expect(ids('calculator')).toEqual(endpoints.map((e) => summaryId('calculator', e.calculator.id)))
    expect(ids('concept')).toEqual(Object.keys(concepts).map((id) => summaryId('concept', id)))
    expect(new Set(summaries.summaries.map((s: { id: string }) => s.id)).size).toBe(summaries.summaries.length)
  })

  test("a concept's endpoints are the calculators whose summaries name it, and only those", () => {
    type Summary = { kind: string; id: string; endpoints: { path: string }[]; entities: string[] }
    const all: Summary[] = summaries.summaries
    const calculators = all.filter((s) => s.kind === 'calculator')
    for (const concept of all.filter((s) => s.kind === 'concept')) {
      const naming = calculators.filter((c) => c.entities.includes(concept.entities[0]!)).map((c) => c.endpoints[0]!.path)
      expect(concept.endpoints.map((e) => e.path)).toEqual(naming)
    }
  })

  test("the macronutrient guide's comparison with the acceptable ranges is the one worked by hand", () => {
    const guide = summaries.summaries.find((s: { id: string }) => s.id === 'calculator-macronutrient-calculator')
    const text = guide.limitations.join(' ')
    // See test/metrics/macronutrient-ranges.test.ts for the arithmetic.
    for (const phrase of [
      'balanced is outside for carbohydrate',
      'low-carb is outside for fat and carbohydrate',
      'high-protein is outside for protein and carbohydrate',
      'keto is outside for fat and carbohydrate',
      'low-fat lies inside all three',
    ]) {
      expect(text).toContain(phrase)
    }
  })

  test('the anchors the other catalogues link to exist', () => {
    const anchors = new Set(summaries.summaries.map((s: { id: string }) => `${summaries.url}#${s.id}`))
    const links = [
      ...agent.endpoints.map((e: { summary: string }) => e.summary),
      ...objects.objects.map((o: { summary: string }) => o.summary),
    ]
    for (const link of links) expect(anchors.has(link)).toBe(true)
  })
})
