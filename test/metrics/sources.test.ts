import { describe, expect, test } from 'bun:test'
import { constantList } from '../../metrics/constants.ts'
import { references } from '../../metrics/sources.ts'

describe('every constant carries its source', () => {
  test('each constant names a source and cites only known references', () => {
    expect(constantList.length).toBeGreaterThan(10)
    for (const c of constantList) {
      expect(c.source.length).toBeGreaterThan(10)
      for (const id of c.referenceIds) expect(Object.keys(references)).toContain(id)
    }
  })

  test('each reference names its publisher and can be looked up by DOI or URL (the catalogue issue requires one)', () => {
    for (const r of Object.values(references)) {
      expect(r.id in references).toBe(true)
      expect(r.publishedIn.length).toBeGreaterThan(3)
      expect('doi' in r || 'url' in r).toBe(true)
      if ('doi' in r) expect(r.doi).toMatch(/^10\.\d{4,5}\//)
      if ('url' in r) expect(r.url).toMatch(/^https:\/\//)
      expect(r.title).not.toMatch(/\(source of/) // a title is the work's own, without our notes
    }
  })
})
