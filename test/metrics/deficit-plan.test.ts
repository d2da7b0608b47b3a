import { describe, expect, test } from 'bun:test'
import type { PlanInput } from '../../metrics/calculators/deficit-plan.ts'
import { planMacros } from '../../metrics/calculators/plan-macros.ts'
import { calculators } from '../../metrics/index.ts'
import { validPlan } from '../support/plan.ts'

const context = { today: '2026-01-01' }
const plan = (input: Partial<PlanInput>) => calculators.calculateDeficit.compute({ ...validPlan, ...input }, context)
const codes = (p: { warnings: { code: string }[] }) => p.warnings.map((w) => w.code)

describe('deficit plan (CONTRACT §5)', () => {
  test('ordinary plan: BMR 1780, TDEE 2759, −550 kcal, 70 days', () => {
    expect(plan({})).toEqual({
      maintenanceCalories: 2759, // round(1780 × 1.55)
      targetCalories: 2209,
      deficit: 550, // 0.5 × 7700 / 7
      daysToGoal: 70, // ceil(5 kg × 7700 / 550)
      weeksToGoal: 10,
      goalDate: '2026-03-12',
      formattedDate: 'March 12, 2026',
      isFloorClipped: false,
      bmr: 1780,
      activityMultiplier: 1.55,
      warnings: [],
    })
  })

  test('the requested deficit per weekly goal is goal × 7700 / 7', () => {
    expect([0.25, 0.5, 0.75, 1].map((g) => plan({ weeklyLossGoalKg: g as never }).deficit)).toEqual([275, 550, 825, 1100])
  })

  test('floor clipping: female 60 kg sedentary at 1 kg/week is held at 1200 kcal', () => {
    const p = plan({ gender: 'female', weightKg: 60, heightCm: 160, activityLevel: 'sedentary', weeklyLossGoalKg: 1, targetWeightKg: 55 })
    // BMR 1289, TDEE 1546.8 → 1547; 1547 − 1100 = 447 < 1200
    expect(p.maintenanceCalories).toBe(1547)
    expect(p.targetCalories).toBe(1200)
    expect(p.isFloorClipped).toBe(true)
    expect(p.deficit).toBe(347) // the deficit actually planned
    expect(p.daysToGoal).toBe(111) // ceil(5 × 7700 / 347) = ceil(110.95)
    expect(p.weeksToGoal).toBe(15.9)
    expect(p.goalDate).toBe('2026-04-22')
    expect(codes(p)).toEqual(['FLOOR_CLIPPED'])
  })

  test('the male floor is 1500', () => {
    // BMR 10·60 + 6.25·160 − 5·60 + 5 = 1305; × 1.2 = 1566; − 1100 = 466 → 1500
    const p = plan({ weightKg: 60, heightCm: 160, age: 60, activityLevel: 'sedentary', weeklyLossGoalKg: 1, targetWeightKg: 58 })
    expect(p.targetCalories).toBe(1500)
    expect(p.deficit).toBe(66)
  })

  test('unreachable goal: floor above maintenance gives nulls and GOAL_UNREACHABLE', () => {
    // female 40 kg, 100 cm, 100 y: BMR 400 + 625 − 500 − 161 = 364; TDEE 437 < 1200
    const p = plan({
      gender: 'female',
      age: 100,
      weightKg: 40,
      heightCm: 100,
      activityLevel: 'sedentary',
      weeklyLossGoalKg: 0.25,
      targetWeightKg: 35,
    })
    expect(p).toMatchObject({ maintenanceCalories: 437, targetCalories: 1200, deficit: 0, isFloorClipped: true })
    expect([p.daysToGoal, p.weeksToGoal, p.goalDate, p.formattedDate]).toEqual([null, null, null, null])
    // A loss asked for at 100: the age's warning (from 65) after the plan's.
    expect(codes(p)).toEqual(['FLOOR_CLIPPED', 'GOAL_UNREACHABLE', 'OLDER_ADULT_LOSS'])
  })

  test('already at or below target: day 0 on the start date', () => {
    for (const targetWeightKg of [80, 85]) {
      const p = plan({ targetWeightKg, startDate: '2026-06-15' })
      expect([p.daysToGoal, p.weeksToGoal, p.goalDate, p.formattedDate]).toEqual([0, 0, '2026-06-15', 'June 15, 2026'])
      expect(codes(p)).toEqual(['ALREADY_AT_TARGET'])
    }
  })

  test('a target BMI under 18.5 warns', () => {
    // 59 / 1.8² = 18.2; 60 / 1.8² = 18.5 (one decimal) is healthy
    expect(codes(plan({ targetWeightKg: 59 }))).toEqual(['TARGET_BELOW_HEALTHY_BMI'])
    expect(codes(plan({ targetWeightKg: 60 }))).toEqual([])
  })

  test('floating-point noise in kgToLose never adds a day', () => {
    // 90.3 − 80.3 is 9.999999999999986 in binary; by hand 10 kg × 7700 / 550 = 140 days exactly
    const p = plan({ weightKg: 90.3, targetWeightKg: 80.3, age: 40, heightCm: 175 })
    expect(p.deficit).toBe(550)
    expect(p.daysToGoal).toBe(140)
  })

  test('startDate defaults to today from the context', () => {
    expect(plan({}).goalDate).toBe('2026-03-12')
    expect(plan({ startDate: '2027-01-01' }).goalDate).toBe('2027-03-12')
  })
})

describe('plan macros', () => {
  test('2209 kcal, 75 kg reference: protein 165, fat 61, carbs 249, fiber 31', () => {
    // protein min(2.2·75, 0.35·2209/4 = 193.3) = 165; fat 0.25·2209/9 = 61.36
    // carbs (2209 − 660 − 552.25)/4 = 249.19; fiber 14·2.209 = 30.93
    expect(planMacros(2209, 80, 75)).toEqual({ proteinGrams: 165, fatGrams: 61, carbGrams: 249, fiberGrams: 31 })
  })

  test('protein is capped at 35 % of energy', () => {
    // 2.2 × 90 = 198 g would be 792 kcal; the cap is 0.35 × 1200 / 4 = 105 g
    expect(planMacros(1200, 100, 90)).toEqual({ proteinGrams: 105, fatGrams: 33, carbGrams: 120, fiberGrams: 17 })
  })

  test('protein uses the lower of current and target weight', () => {
    expect(planMacros(2500, 70, 90).proteinGrams).toBe(154) // 2.2 × 70
  })

  test('the POST plan adds macros computed from its target calories', () => {
    const p = calculators.calculate.compute(
      { gender: 'male', age: 30, weightKg: 80, heightCm: 180, activityLevel: 'moderate', weeklyLossGoalKg: 0.5, targetWeightKg: 75 },
      context,
    )
    expect(p.macros).toEqual(planMacros(2209, 80, 75))
    expect(Object.keys(p).at(-1)).toBe('warnings')
  })
})
