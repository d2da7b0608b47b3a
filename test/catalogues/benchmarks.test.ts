/** The benchmark rows are what the API answers for the same inputs, and are documented column by column. */
import { describe, expect, test } from 'bun:test'
import { get, getJson } from './support.ts'

const dataset = await getJson('/api/v1/nutrition-benchmarks.json')
const goals = [0.25, 0.5, 0.75, 1]

const query = (path: string, params: Record<string, string | number>) =>
  `${path}?${new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]))}`

describe('nutrition-benchmarks.json', () => {
  test('cites the NHANES 2015-2018 anthropometric report and says what it did not use', () => {
    expect(dataset.source.citation.title).toContain('Anthropometric reference data for children and adults: United States, 2015-2018')
    expect(dataset.source.citation.journal).toContain('Series 3, No. 46')
    expect(dataset.source.years).toBe('2015-2018')
    expect(dataset.source.note).toContain('not transcribed')
  })

  test('covers every sex × age band × activity level once, and every column is described with the rows\' keys', () => {
    expect(dataset.rows.length).toBe(2 * dataset.ageBands.length * 5)
    const keys = new Set(dataset.rows.map((r: any) => `${r.sex}|${r.ageBand}|${r.activityLevel}`))
    expect(keys.size).toBe(dataset.rows.length)
    const names = dataset.columns.map((c: { name: string }) => c.name)
    for (const row of dataset.rows) expect(Object.keys(row)).toEqual(names)
    for (const goal of goals) expect(names).toContain(`targetCaloriesAt${goal}KgPerWeek`)
  })

  test('every row equals the API\'s answers for its inputs', async () => {
    for (const row of dataset.rows) {
      const body = { gender: row.sex, age: row.ageYears, weightKg: row.referenceWeightKg, heightCm: row.referenceHeightCm, activityLevel: row.activityLevel }
      for (const goal of goals) {
        const plan = await (await get(query('/api/calculate-deficit', { ...body, weeklyLossGoalKg: goal, targetWeightKg: row.referenceWeightKg }))).json()
        expect(row.bmr).toBe(plan.bmr)
        expect(row.tdee).toBe(plan.maintenanceCalories)
        expect(row[`targetCaloriesAt${goal}KgPerWeek`]).toBe(plan.targetCalories)
        expect(row[`deficitAt${goal}KgPerWeek`]).toBe(plan.deficit)
        expect(row[`floorClippedAt${goal}KgPerWeek`]).toBe(plan.isFloorClipped)
      }
      const bmi = await (await get(query('/api/bmi-calculator', { weightKg: row.referenceWeightKg, heightCm: row.referenceHeightCm }))).json()
      expect([row.bmi, row.bmiCategory]).toEqual([bmi.bmi, bmi.category])
      const water = await (await get(query('/api/water-intake-calculator', { weightKg: row.referenceWeightKg }))).json()
      expect(row.waterMl).toBe(water.totalMl)
    }
  })

  test('the floor clips where it should: some sedentary women at the fastest goal, no extreme-activity men', () => {
    const clipped = (r: any) => r.floorClippedAt1KgPerWeek
    expect(dataset.rows.some((r: any) => r.sex === 'female' && r.activityLevel === 'sedentary' && clipped(r))).toBe(true)
    expect(dataset.rows.some((r: any) => r.sex === 'male' && r.activityLevel === 'extreme' && clipped(r))).toBe(false)
  })
})
