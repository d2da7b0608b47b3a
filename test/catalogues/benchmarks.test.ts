/** The benchmark rows are what the API answers for the same inputs, and are documented column by column. */
import { describe, expect, test } from 'bun:test'
import { benchmarkTargetKg } from '../../knowledge/benchmarks.ts'
import { get, getJson } from './support.ts'

const dataset = await getJson('/api/v1/nutrition-benchmarks.json')
const goals = [0.25, 0.5, 0.75, 1]

const query = (path: string, params: Record<string, string | number>) =>
  `${path}?${new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]))}`

describe('nutrition-benchmarks.json', () => {
  test('cites the NHANES 2015-2018 anthropometric report and says how its figures were read', () => {
    expect(dataset.source.citation.title).toContain('Anthropometric reference data for children and adults: United States, 2015-2018')
    expect(dataset.source.citation.journal).toContain('Series 3, No. 46')
    expect(dataset.source.years).toBe('2015-2018')
    expect(dataset.source.note).toContain('transcription')
  })

  test("each row enters its own age band's means; two rows worked by hand", () => {
    const row = (sex: string, band: string) =>
      dataset.rows.find((r: any) => r.sex === sex && r.ageBand === band && r.activityLevel === 'sedentary')
    // Men 20-29: 85.5 kg, 175.8 cm, age 25. BMR = 855 + 1098.75 - 125 + 5 = 1833.75 → 1834;
    // TDEE = 1833.75 × 1.2 = 2200.5 → 2201 (half away from zero); targets 2201 - 275 = 1926, - 550 = 1651,
    // then 1376 and 1101 are below the 1500 floor → 1500 (deficit 701); BMI 85.5 / 1.758² = 27.66 → 27.7
    // Overweight; water 85.5 × 35 = 2992.5 → 2993 ml.
    expect(row('male', '20-29')).toMatchObject({
      referenceWeightKg: 85.5,
      referenceHeightCm: 175.8,
      ageYears: 25,
      bmr: 1834,
      tdee: 2201,
      'targetCaloriesAt0.25KgPerWeek': 1926,
      'targetCaloriesAt0.5KgPerWeek': 1651,
      'targetCaloriesAt0.75KgPerWeek': 1500,
      targetCaloriesAt1KgPerWeek: 1500,
      deficitAt1KgPerWeek: 701,
      bmi: 27.7,
      bmiCategory: 'Overweight',
      waterMl: 2993,
    })
    // Women 80 and over: 67.9 kg, 155.6 cm, age 85. BMR = 679 + 972.5 - 425 - 161 = 1065.5 → 1066;
    // TDEE = 1065.5 × 1.2 = 1278.6 → 1279; 1279 - 275 = 1004 is below the 1200 floor → 1200 at every goal
    // (deficit 79); BMI 67.9 / 1.556² = 28.04 → 28.0 Overweight; water 67.9 × 35 = 2376.5 → 2377 ml.
    expect(row('female', '80 and over')).toMatchObject({
      referenceWeightKg: 67.9,
      referenceHeightCm: 155.6,
      ageYears: 85,
      bmr: 1066,
      tdee: 1279,
      'targetCaloriesAt0.25KgPerWeek': 1200,
      'deficitAt0.25KgPerWeek': 79,
      'floorClippedAt0.25KgPerWeek': true,
      bmi: 28,
      bmiCategory: 'Overweight',
      waterMl: 2377,
    })
  })

  test("covers every sex × age band × activity level once, and every column is described with the rows' keys", () => {
    expect(dataset.rows.length).toBe(2 * dataset.ageBands.length * 5)
    const keys = new Set(dataset.rows.map((r: any) => `${r.sex}|${r.ageBand}|${r.activityLevel}`))
    expect(keys.size).toBe(dataset.rows.length)
    const names = dataset.columns.map((c: { name: string }) => c.name)
    for (const row of dataset.rows) expect(Object.keys(row)).toEqual(names)
    for (const goal of goals) expect(names).toContain(`targetCaloriesAt${goal}KgPerWeek`)
  })

  test("every row equals the API's answers for its inputs", async () => {
    for (const row of dataset.rows) {
      const body = {
        gender: row.sex,
        age: row.ageYears,
        weightKg: row.referenceWeightKg,
        heightCm: row.referenceHeightCm,
        activityLevel: row.activityLevel,
      }
      for (const goal of goals) {
        const plan = await (
          await get(
            query('/api/calculate-deficit', { ...body, weeklyLossGoalKg: goal, targetWeightKg: benchmarkTargetKg(row.referenceWeightKg) }),
          )
        ).json()
        expect(row.bmr).toBe(plan.bmr)
        expect(row.tdee).toBe(plan.maintenanceCalories)
        expect(row[`targetCaloriesAt${goal}KgPerWeek`]).toBe(plan.targetCalories)
        expect(row[`deficitAt${goal}KgPerWeek`]).toBe(plan.deficit)
        expect(row[`floorClippedAt${goal}KgPerWeek`]).toBe(plan.isFloorClipped)
      }
      const bmi = await (
        await get(query('/api/bmi-calculator', { weightKg: row.referenceWeightKg, heightCm: row.referenceHeightCm }))
      ).json()
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
