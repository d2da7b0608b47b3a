/** A work is cited by its published title: what the service says about it (an appendix, a file) is a note beside it. */
import { expect, test } from 'bun:test'
import { getJson } from './support.ts'

const citations = (await getJson('/.well-known/ai-agent.json')).references

test("the Hall 2011 paper and the bw package: titles as published, the service's remarks as notes", () => {
  const byId = new Map<string, { note?: string }>(citations.map((c: { id: string; note?: string }) => [c.id, c]))
  expect(byId.get('hall2011')).toMatchObject({
    title: 'Quantification of the effect of energy imbalance on bodyweight',
    note: 'with its web appendix',
  })
  expect(byId.get('bwPackage')).toMatchObject({ title: 'bw: Dynamic Body Weight Models for Children and Adults' })
  expect(byId.get('nice2006')?.note).toContain('CG43')
})

test('no title carries a remark in brackets, the form the remarks used to take', () => {
  for (const c of citations as { title: string }[]) expect(c.title).not.toMatch(/\((?:with|R package|ACE|Clinical guideline)/)
})
