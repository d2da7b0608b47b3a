/** The JSON-LD catalogues expand in a real processor (jsonld, safe mode) into the graph they claim. */
import { describe, expect, test } from 'bun:test'
import jsonld from 'jsonld'
import { parseAuthors } from '../../knowledge/authors.ts'
import { type Reference, references } from '../../metrics/sources.ts'
import { get, getJson, JSON_CATALOGUE_PATHS, localPath } from './support.ts'

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

/**
 * The schema.org types (schema.org/<property>, "Used on these types") each property used here
 * is defined on; a property missing from the table fails the check until it is added.
 */
const DOMAINS: Record<string, string[]> = {
  termCode: ['DefinedTerm'],
  inDefinedTermSet: ['DefinedTerm'],
  unitText: ['PropertyValue', 'QuantitativeValue', 'TypeAndQuantityNode', 'UnitPriceSpecification'],
  familyName: ['Person'],
  affiliation: ['Person'],
  author: ['CreativeWork', 'Rating'],
  citation: ['CreativeWork'],
  creditText: ['CreativeWork'],
  datePublished: ['CreativeWork'],
  dateModified: ['CreativeWork', 'DataFeedItem'],
  version: ['CreativeWork'],
  license: ['CreativeWork'],
  creator: ['CreativeWork', 'UserComments'],
  publisher: ['CreativeWork', 'PublicationEvent'],
  inLanguage: ['CreativeWork', 'Event', 'LinkRole', 'PronounceableText', 'WriteAction'],
  keywords: ['CreativeWork', 'Event', 'Organization', 'Place', 'Product'],
  isAccessibleForFree: ['CreativeWork', 'Event', 'Place'],
  isBasedOn: ['CreativeWork'],
  temporalCoverage: ['CreativeWork'],
  dataset: ['DataCatalog'],
  distribution: ['Dataset'],
  variableMeasured: ['Dataset', 'Observation', 'StatisticalVariable'],
  contentUrl: ['MediaObject'],
  encodingFormat: ['MediaObject'],
}
/** Thing's properties, which every node has. */
const THING = ['name', 'alternateName', 'description', 'identifier', 'url', 'subjectOf']
const SUPERTYPES: Record<string, string[]> = {
  DefinedTermSet: ['CreativeWork'],
  DataCatalog: ['CreativeWork'],
  Dataset: ['CreativeWork'],
  DataDownload: ['MediaObject', 'CreativeWork'],
}

/** "node property" for each schema.org property used on a node none of whose types it is defined on. */
function outOfDomain(node: Expanded, found: string[] = []): string[] {
  const types = (node['@type'] ?? []).filter((t: string) => t.startsWith(SCHEMA)).map((t: string) => t.slice(SCHEMA.length))
  const withSupertypes = types.flatMap((t: string) => [t, ...(SUPERTYPES[t] ?? [])])
  for (const [key, values] of Object.entries(node)) {
    if (key.startsWith(SCHEMA)) {
      const property = key.slice(SCHEMA.length)
      const allowed = THING.includes(property) || (DOMAINS[property] ?? []).some((d) => withSupertypes.includes(d))
      if (!allowed) found.push(`${node['@id'] ?? types.join('+')} ${property}`)
    }
    if (Array.isArray(values)) for (const v of values) if (v && typeof v === 'object' && '@type' in v) outOfDomain(v, found)
  }
  return found
}

describe('entities.json', async () => {
  const { doc, nodes } = await expand('/api/v1/entities.json')
  const cm = `${doc['@id']}#`
  const relationsOf = (subject: string) =>
    [...nodes.values()].filter((n) => n['@type']?.includes(`${cm}Relation`) && ids(n[`${cm}subject`]).includes(cm + subject))

  test('has a DefinedTerm for every quantity the issue lists', () => {
    const wanted = [
      'bmr',
      'tdee',
      'activity-level',
      'calorie-deficit',
      'safety-floor',
      'target-calories',
      'weight-change',
      'energy-per-kg',
      'protein',
      'fat',
      'carbohydrate',
      'fiber',
      'body-fat',
      'lean-mass',
      'bmi',
      'hydration',
    ]
    for (const id of wanted) expect(nodes.get(cm + id)?.['@type']).toEqual([`${SCHEMA}DefinedTerm`, `${SCHEMA}PropertyValue`])
    expect(value(nodes.get(`${cm}bmr`)!, `${SCHEMA}unitText`)).toBe('kcal/day')
  })

  test('uses each schema.org property on a type it is defined for', () => {
    expect(outOfDomain(nodes.get(doc['@id'])!)).toEqual([])
  })

  test("each reference's authors are Persons and Organizations, in the order of its author line", () => {
    const works = [...nodes.values()].filter((n) => n['@type']?.includes(`${SCHEMA}CreativeWork`) && !n['@type'].includes(`${cm}Relation`))
    expect(works.length).toBeGreaterThan(5)
    for (const work of works) {
      const reference: Reference = references[value(work, `${SCHEMA}identifier`) as keyof typeof references]
      const line = reference.authors
      const authors = work[`${SCHEMA}author`].map((a: Expanded) => [a['@type'][0].slice(SCHEMA.length), value(a, `${SCHEMA}name`)])
      expect(authors).toEqual(parseAuthors(line, reference.corporateAuthor).map((a) => [a['@type'], a.name]))
      expect(value(work, `${SCHEMA}creditText`)).toBe(line)
    }
    const jager = works.find((w) => value(w, `${SCHEMA}identifier`) === 'jager2017')!
    expect(jager[`${SCHEMA}author`].map((a: Expanded) => value(a, `${SCHEMA}familyName`))).toEqual(['Jäger', 'Kerksick', 'Campbell'])
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
    expect(relation!['@type']).toEqual([`${cm}Relation`, `${SCHEMA}CreativeWork`])
  })

  test('every relation links existing nodes and carries an equation', () => {
    const relations = [...nodes.values()].filter((n) => n['@type']?.includes(`${cm}Relation`))
    expect(relations.length).toBeGreaterThan(10)
    for (const r of relations) {
      const linked = [
        ...ids(r[`${cm}subject`]),
        ...ids(r[`${cm}object`]),
        ...ids(r[`${cm}by`]),
        ...ids(r[`${cm}relationType`]),
        ...ids(r[`${SCHEMA}citation`]),
      ]
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
      expect(value(distribution!, `${SCHEMA}encodingFormat`)).toMatch(/^application\/(ld\+)?json$/)
    }
  })

  test("each dataset's landing page is the API reference's section on its file, which the distribution serves", async () => {
    const datasets = nodes.get(doc['@id'])![`${SCHEMA}dataset`] as Expanded[]
    const docs = await (await get('/docs')).text()
    for (const d of datasets) {
      const [file] = ids(d[`${SCHEMA}distribution`][0][`${SCHEMA}contentUrl`])
      const [landing] = ids(d[`${SCHEMA}url`])
      expect(JSON_CATALOGUE_PATHS).toContain(localPath(file!))
      expect(new Set([d['@id'], landing, file]).size).toBe(3)
      const { pathname, hash } = new URL(landing!)
      expect(pathname).toBe('/docs')
      expect((await get(pathname)).status).toBe(200)
      const section = docs.slice(docs.indexOf(`<section id="${hash.slice(1)}">`))
      expect(section.slice(0, section.indexOf('</h2>'))).toContain(`<code>${localPath(file!)}</code>`)
    }
  })

  test('the benchmarks cover the years of their survey, as an ISO 8601 interval', async () => {
    const benchmarks = await getJson('/api/v1/nutrition-benchmarks.json')
    const datasets = nodes.get(doc['@id'])![`${SCHEMA}dataset`] as Expanded[]
    const covered = datasets
      .filter((d) => d[`${SCHEMA}temporalCoverage`])
      .map((d) => [value(d, `${SCHEMA}identifier`), value(d, `${SCHEMA}temporalCoverage`)])
    expect(covered).toEqual([['nutrition-benchmarks', benchmarks.source.years.replace('-', '/')]])
    expect(covered[0]![1]).toBe('2015/2018')
  })

  test('uses each schema.org property on a type it is defined for, and its description stands alone', () => {
    expect(outOfDomain(nodes.get(doc['@id'])!)).toEqual([])
    expect(doc.description).not.toMatch(/\b(above|below)\b/)
  })
})
