import { describe, expect, test } from 'bun:test'
import { calculators } from '../../metrics/index.ts'

const context = { today: '2026-01-01' }

describe('BMR and TDEE calculators', () => {
  const man = { gender: 'male' as const, age: 30, weightKg: 80, heightCm: 180 }

  test('byFormula lists what the inputs allow', () => {
    expect(calculators.bmr.compute(man, context)).toEqual({
      bmr: 1780,
      formula: 'mifflin-st-jeor',
      byFormula: { 'mifflin-st-jeor': 1780, 'harris-benedict': 1854 },
      warnings: [],
    })
    expect(calculators.bmr.compute({ ...man, bodyFatPercent: 20, formula: 'cunningham' }, context)).toEqual({
      bmr: 1908,
      formula: 'cunningham',
      byFormula: { 'mifflin-st-jeor': 1780, 'harris-benedict': 1854, 'katch-mcardle': 1752, cunningham: 1908 },
      warnings: [],
    })
  })

  test('a lean-mass formula without body fat cannot be computed (the input check refuses it first)', () => {
    expect(() => calculators.bmr.compute({ ...man, formula: 'katch-mcardle' }, context)).toThrow(TypeError)
  })

  test('TDEE at every level from the full-precision BMR', () => {
    const r = calculators.tdee.compute({ ...man, activityLevel: 'light' }, context)
    // 1780 × 1.2, 1.375, 1.55, 1.725, 1.9
    expect(r).toEqual({
      bmr: 1780,
      tdee: 2448,
      activityMultiplier: 1.375,
      formula: 'mifflin-st-jeor',
      tdeeByActivityLevel: { sedentary: 2136, light: 2448, moderate: 2759, active: 3071, extreme: 3382 },
      warnings: [],
    })
  })
})

describe('body fat calculator', () => {
  test('with weight: fat and lean mass', () => {
    // 28.9359 % of 60 kg = 17.36 kg fat, 42.64 kg lean
    expect(
      calculators.bodyFat.compute({ gender: 'female', heightCm: 165, neckCm: 34, waistCm: 75, hipCm: 100, weightKg: 60 }, context),
    ).toEqual({
      bodyFatPercent: 28.9,
      category: 'Average',
      method: 'us-navy',
      fatMassKg: 17.4,
      leanMassKg: 42.6,
      warnings: [],
    })
  })

  test('hip is ignored for men', () => {
    const a = calculators.bodyFat.compute({ gender: 'male', heightCm: 180, neckCm: 38, waistCm: 85 }, context)
    const b = calculators.bodyFat.compute({ gender: 'male', heightCm: 180, neckCm: 38, waistCm: 85, hipCm: 120 }, context)
    expect(a).toEqual({ bodyFatPercent: 16.1, category: 'Fitness', method: 'us-navy', warnings: [] })
    expect(b).toEqual(a)
  })
})

describe('BMI calculator', () => {
  test('80 kg, 180 cm', () => {
    // 24.69; prime 0.99; healthy 18.5 × 3.24 = 59.94, 24.9 × 3.24 = 80.676
    expect(calculators.bmi.compute({ weightKg: 80, heightCm: 180 }, context)).toEqual({
      bmi: 24.7,
      category: 'Normal weight',
      bmiPrime: 0.99,
      healthyWeightRangeKg: { min: 59.9, max: 80.7 },
      warnings: [],
    })
  })
})

describe('water intake calculator', () => {
  test('70.3 kg, hot, 30 minutes', () => {
    // 70.3 × 35 = 2460.5 → 2461; + 500 + 30 × 12 = 3320.5 → 3321 ml, 3.32 L
    const r = calculators.waterIntake.compute({ weightKg: 70.3, climate: 'hot', trainingMinutes: 30 }, context)
    expect(r).toMatchObject({ baseMl: 2461, climateAdjustmentMl: 500, trainingAdjustmentMl: 360, totalMl: 3321, totalLiters: 3.32 })
    expect(r.note).toContain('food')
  })

  test('defaults: temperate, no training', () => {
    expect(calculators.waterIntake.compute({ weightKg: 80 }, context)).toMatchObject({
      baseMl: 2800,
      climateAdjustmentMl: 0,
      trainingAdjustmentMl: 0,
      totalMl: 2800,
      totalLiters: 2.8,
    })
  })

  test('the base stops at 4000 ml (EFSA 2010 P95, men): 250 kg, very hot, 600 min is 12.2 L, not 16.95 L, and warns', () => {
    // min(250 × 35 = 8750, 4000) = 4000; + 1000 + 600 × 12 = 7200 → 12200 ml
    const r = calculators.waterIntake.compute({ weightKg: 250, climate: 'very-hot', trainingMinutes: 600 }, context)
    expect(r).toMatchObject({ baseMl: 4000, totalMl: 12200, totalLiters: 12.2 })
    expect(r.warnings.map((w: { code: string }) => w.code)).toEqual(['HIGH_WATER_INTAKE'])
    expect(r.warnings[0]!.message).toContain('Sawka 2007')
  })

  test('HIGH_WATER_INTAKE only when the whole-ml total is above 4000 ml', () => {
    const codes = (input: { weightKg: number; trainingMinutes?: number }) =>
      calculators.waterIntake.compute(input, context).warnings.map((w: { code: string }) => w.code)
    expect(codes({ weightKg: 114.28 })).toEqual([]) // 3999.8 → 4000, not above
    expect(codes({ weightKg: 100, trainingMinutes: 41 })).toEqual([]) // 3500 + 492 = 3992
    expect(codes({ weightKg: 100, trainingMinutes: 42 })).toEqual(['HIGH_WATER_INTAKE']) // 3500 + 504 = 4004
  })
})

describe('macronutrient calculator', () => {
  test('balanced 2000 kcal with weight', () => {
    // protein 600/4 = 150; fat 600/9 = 66.7; carb 800/4 = 200; fiber 28; 150/80 = 1.875
    expect(calculators.macronutrient.compute({ calories: 2000, weightKg: 80 }, context)).toEqual({
      calories: 2000,
      preset: 'balanced',
      proteinGrams: 150,
      fatGrams: 67,
      carbGrams: 200,
      fiberGrams: 28,
      percentages: { protein: 30, fat: 30, carb: 40 },
      proteinPerKg: 1.88,
    })
  })

  test('keto 2000 kcal: 20/75/5', () => {
    expect(calculators.macronutrient.compute({ calories: 2000, preset: 'keto' }, context)).toMatchObject({
      proteinGrams: 100,
      fatGrams: 167,
      carbGrams: 25,
    })
  })
})

describe('weight-loss estimator', () => {
  test('10 kg at 0.5 kg/week: 140 days and 141 chart points', () => {
    const r = calculators.weightLoss.compute({ currentWeightKg: 90, targetWeightKg: 80, weeklyLossGoalKg: 0.5 }, context)
    // monthly: 0.5 × 30.436875 / 7 = 2.1741 kg in a mean month
    expect(r).toMatchObject({
      kgToLose: 10,
      daysToGoal: 140,
      weeksToGoal: 20,
      monthlyLossForecastKg: 2.17,
      goalDate: '2026-05-21',
      warnings: [],
    })
    const { points } = r.timeline
    expect(points).toHaveLength(141)
    expect(points[0]).toEqual({ day: 0, date: '2026-01-01', weightKg: 90 })
    expect(points.at(-1)).toEqual({ day: 140, date: '2026-05-21', weightKg: 80 })
    expect(points[7]).toEqual({ day: 7, date: '2026-01-08', weightKg: 89.5 })
  })

  test('long plans are sampled to 200 points that never increase', () => {
    // 20 kg at 0.1 kg/week = 1400 days
    const r = calculators.weightLoss.compute({ currentWeightKg: 100, targetWeightKg: 80, weeklyLossGoalKg: 0.1 }, context)
    expect(r.daysToGoal).toBe(1400)
    const { points } = r.timeline
    expect(points).toHaveLength(200)
    expect(points.at(-1)).toMatchObject({ day: 1400, weightKg: 80 })
    for (let i = 1; i < points.length; i++) {
      expect(points[i]!.day).toBeGreaterThan(points[i - 1]!.day)
      expect(points[i]!.weightKg).toBeLessThanOrEqual(points[i - 1]!.weightKg)
    }
  })

  test('already at target: one point, a warning, a signed kgToLose', () => {
    const r = calculators.weightLoss.compute(
      { currentWeightKg: 70, targetWeightKg: 72.5, weeklyLossGoalKg: 0.5, startDate: '2026-03-01' },
      context,
    )
    expect(JSON.parse(JSON.stringify(r))).toMatchObject({
      kgToLose: -2.5,
      daysToGoal: 0,
      goalDate: '2026-03-01',
      timeline: [{ day: 0, date: '2026-03-01', weightKg: 70 }],
    })
    expect(r.warnings.map((w) => w.code)).toEqual(['ALREADY_AT_TARGET'])
  })
})

describe('static weight-loss timeline', () => {
  test('the last point is the target exactly as given, even where the rounded pace lies above it', () => {
    // 0.2999 kg at 0.7 kg/week: ceil(2.999) = 3 days. Day 3 by the pace: 80.005 − 0.7 × 3 / 7 = 79.705, shown 79.71,
    // above the target 79.7051; the last point is the target itself, not that. Days 1 and 2: 79.905 → 79.91, 79.805 → 79.81.
    const r = calculators.weightLoss.compute({ currentWeightKg: 80.005, targetWeightKg: 79.7051, weeklyLossGoalKg: 0.7 }, context)
    expect(r.daysToGoal).toBe(3)
    expect(r.timeline.points.map((p) => p.weightKg)).toEqual([80.005, 79.91, 79.81, 79.7051])
  })
})
