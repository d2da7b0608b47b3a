/** The JSON-LD catalogues expand in a real processor (jsonld, safe mode) into the graph they claim. */
import { describe, expect, test } from 'bun:test'
import jsonld from 'jsonld'
import { getJson } from './support.ts'

const SCHEMA = 'https://schema.org/'
type Expanded = Record<string, any>

/** Safe mode turns anything the processor would drop or guess (an undefined term, a bad IRI) into an error. */
async function expand(path: string): Promise<{ doc: any; nodes: Map<string, Expanded> }> {
  const doc = await getJson(path)
  const expanded = (await jsonld.expand(doc, { safe: true } as jsonld.Options.Expand)) as Expanded[]
  const top = expanded[0]!
  const nodes = new Map<string, Expanded>([[top['@id'], top]])
  for (const node of top['@graph'] ?? []) nodes.set(node['@id'], node)
  return { doc, nodes }
}

const ids = (values: { '@id': string }[] | undefined) => (values ?? []).map((v) => v['@id'])
const value = (node: Expanded, iri: string) => node[iri]?.[0]?.['@value']

describe('entities.json', async () => {
  const { doc, nodes } = await expand('/api/v1/entities.json')
  const cm = `${doc['@id']}#`
  const relationsOf = (subject: string) =>
    [...nodes.values()].filter((n) => n['@type']?.includes(`${cm}Relation`) && ids(n[`${cm}subject`]).includes(cm + subject))

  test('has a DefinedTerm for every quantity the issue lists', () => {
    const wanted = [
      'bmr', 'tdee', 'activity-level', 'calorie-deficit', 'safety-floor', 'target-calories', 'weight-change', 'energy-per-kg',
      'protein', 'fat', 'carbohydrate', 'fiber', 'body-fat', 'lean-mass', 'bmi', 'hydration',
    ]
    for (const id of wanted) expect(nodes.get(cm + id)?.['@type']).toEqual([`${SCHEMA}DefinedTerm`])
  })

  test('TDEE is derived from BMR by the activity level, with its equation and citation', () => {
    const [relation] = relationsOf('tdee')
    expect(relation).toBeDefined()
    expect(ids(relation![`${cm}relationType`])).toEqual([`${cm}derivedFrom`])
    expect(ids(relation![`${cm}object`])).toEqual([`${cm}bmr`])
    expect(ids(relation![`${cm}by`])).toEqual([`${cm}activity-level`])
    expect(value(relation!, `${cm}equation`)).toContain('TDEE = BMR * m(activityLevel)')
    const cited = ids(relation![`${SCHEMA}citation`])
    expect(cited.length).toBeGreaterThan(0)
    for (const work of cited) expect(nodes.get(work)?.['@type']).toEqual([`${SCHEMA}CreativeWork`])
  })

  test('every relation links existing nodes and carries an equation', () => {
    const relations = [...nodes.values()].filter((n) => n['@type']?.includes(`${cm}Relation`))
    expect(relations.length).toBeGreaterThan(10)
    for (const r of relations) {
      const linked = [...ids(r[`${cm}subject`]), ...ids(r[`${cm}object`]), ...ids(r[`${cm}by`]), ...ids(r[`${cm}relationType`]), ...ids(r[`${SCHEMA}citation`])]
      for (const id of linked) expect(nodes.has(id)).toBe(true)
      expect(value(r, `${cm}equation`)).toMatch(/=/)
    }
  })

  test('target calories are limited by the safety floor', () => {
    const types = relationsOf('target-calories').map((r) => ids(r[`${cm}relationType`])[0])
    expect(types).toContain(`${cm}limitedBy`)
  })
})

describe('dataset-discovery', async () => {
  const { doc, nodes } = await expand('/api/v1/dataset-discovery')

  test('is a DataCatalog whose datasets have distributions, license, date and variables', () => {
    const catalog = nodes.get(doc['@id'])!
    expect(catalog['@type']).toEqual([`${SCHEMA}DataCatalog`])
    const datasets = catalog[`${SCHEMA}dataset`] as Expanded[]
    expect(datasets.length).toBe(6)
    for (const d of datasets) {
      expect(d['@type']).toEqual([`${SCHEMA}Dataset`])
      expect(ids(d[`${SCHEMA}license`])).toEqual(['https://creativecommons.org/licenses/by/4.0/'])
      expect(value(d, `${SCHEMA}dateModified`)).toBe(doc.dateModified)
      expect(d[`${SCHEMA}variableMeasured`].length).toBeGreaterThan(0)
      const [distribution] = d[`${SCHEMA}distribution`] as Expanded[]
      expect(ids(distribution![`${SCHEMA}contentUrl`])).toEqual([d['@id']])
      expect(value(distribution!, `${SCHEMA}encodingFormat`)).toMatch(/^application\/(ld\+)?json$/)
    }
  })
})
