/**
 * What the catalogues claim, held to what their sources support (issue 22, item 9): each
 * check names a claim a reviewer found overstated or unsupported, so it cannot return.
 */
import { describe, expect, test } from 'bun:test'
import { presetsOutsideAmdr } from '../../metrics/calculators/macronutrients.ts'
import { PRESETS } from '../../metrics/fields.ts'
import { getJson } from './support.ts'

const summaries: any[] = (await getJson('/api/v1/summaries')).summaries
const modules: any[] = (await getJson('/api/v1/citations')).modules
const objects: any[] = (await getJson('/api/v1/knowledge-objects')).objects
const everything = JSON.stringify([summaries, modules, objects, await getJson('/.well-known/ai-agent.json')])

const summary = (id: string) => summaries.find((s) => s.id === id)
const sourceIds = (id: string): string[] => summary(id).sources.map((s: { id: string }) => s.id)
const PROTEIN_PAPERS = ['hector2018', 'jager2017']

describe('claims and their sources', () => {
  test('fat, carbohydrate, fibre and the macronutrient calculator do not cite the protein papers', () => {
    for (const id of ['concept-fat', 'concept-carbohydrate', 'concept-fiber', 'calculator-macronutrient-calculator']) {
      expect({ id, cites: sourceIds(id).filter((s) => PROTEIN_PAPERS.includes(s)) }).toEqual({ id, cites: [] })
    }
  })

  test("the plan's protein is described with Hector & Phillips 2018, beside the 0.8 g/kg RDA", () => {
    const protein = summary('concept-protein')
    expect(sourceIds('concept-protein')).toContain('hector2018')
    expect(protein.howToRead).toContain('Hector & Phillips 2018')
    expect(protein.howToRead).toContain('0.8 g/kg RDA')
  })

  test('the TDEE evidence score matches the calorie target score', () => {
    const score = (id: string) => objects.find((o) => o.id === id).evidence.score
    expect(score('energy-expenditure')).toBe(score('calorie-target'))
    expect(score('energy-expenditure')).toBeLessThanOrEqual(2)
  })

  test('the macro-split answer says how many presets fall outside the AMDR, scored 2 or less', () => {
    const answer: string = modules.find((m) => m.id === 'macro-split').answer
    expect(presetsOutsideAmdr.length).toBe(4) // low-fat is the only preset inside every range
    expect(answer).toContain(
      `${presetsOutsideAmdr.length} of the ${PRESETS.length} presets (${presetsOutsideAmdr.join(', ')}) fall outside`,
    )
    expect(objects.find((o) => o.id === 'macronutrient-split').evidence.score).toBeLessThanOrEqual(2)
  })

  test('the activity multipliers are called a convention wherever FAO 2004 is cited for them', () => {
    expect(summary('concept-activity-level').limitations.join(' ')).toMatch(/convention.*FAO 2004.*nothing below 1.40/)
    expect(modules.find((m) => m.id === 'tdee').answer).toContain('conventional factors')
  })

  test('no overstatement returns: ACSM gives no per-minute figure, the floor is not a safety verdict', () => {
    for (const phrase of ['ACSM-derived', 'derived from ACSM', 'was not safe', 'no safe deficit', 'which most people meet']) {
      expect({ phrase, found: everything.includes(phrase) }).toEqual({ phrase, found: false })
    }
  })

  test('fat is not said to be in range for every preset; fibre is capped at the carbohydrate wherever it is described', () => {
    expect(summary('concept-fat').howToRead).toContain('keto and low-carb presets')
    expect(objects.find((o) => o.id === 'weight-loss-plan').evidence.citations.map((c: { id: string }) => c.id)).toContain('hector2018')
    for (const text of [summary('concept-fiber').whatItComputes, modules.find((m) => m.id === 'fiber').answer]) {
      expect(text).toContain('at most the carbohydrate')
    }
  })

  test('the 1 kg/week pace limit has a source', () => {
    const found: any[] = []
    JSON.parse(everything, (_key, value) => {
      if (value?.id === 'weeklyLossGoals' && Array.isArray(value.references)) found.push(value)
      return value
    })
    expect(found.length).toBeGreaterThan(0)
    for (const c of found) expect(c.references).toContain('nice2006')
  })
})
