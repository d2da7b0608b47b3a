/**
 * The Hall 2011 model's domain: no answer is read from a state without lean tissue. The
 * threshold is worked out here from the appendix's steady-state equations for one body, with
 * the appendix's constants written out, not taken from the service.
 */
import { describe, expect, test } from 'bun:test'
import { goalDateCalculator } from '../../metrics/calculators/goal-date.ts'

// A woman of 60, 150 cm, 100 kg, sedentary (PAL 1.2): the body of the fixture steady-state-past-lean-mass.
const body = { gender: 'female', age: 60, weightKg: 100, heightCm: 150, activityLevel: 'sedentary' } as const
const START = '2026-01-01'
const ask = (targetWeightKg: number) =>
  goalDateCalculator.compute({ ...body, targetWeightKg, goalDate: '2028-01-01', startDate: START } as never, { today: START })

/** The weight whose steady state has no lean tissue, and the intake that holds it, by hand. */
function leanlessSteadyState() {
  const kcal = (kj: number) => kj / 4.184
  const [gammaF, gammaL] = [kcal(13), kcal(92)]
  const rmr = 10 * 100 + 6.25 * 150 - 5 * 60 - 161 // Mifflin-St Jeor, female: 1476.5
  const pal = 1.2
  const intake0 = rmr * pal // 1771.8, in balance at day 0
  const ecf0 = -4.0 + 5.98 * 1.5 + 0.167 * 100 // Silva 2005, female: 21.67 kg
  const fat0 = (100 * (-102.01 + 39.96 * Math.log(100 / 1.5 ** 2) + 0.14 * 60)) / 100 // Jackson 2002: 58.008 kg
  const lean0 = 100 - ecf0 - fat0 - (1 + 2.7) * 0.5 // glycogen 0.5 kg with 2.7 g of water a gram
  const delta = (((1 - 0.1) * pal - 1) * rmr) / 100 // physical activity's cost per kg
  const K = intake0 - gammaL * lean0 - gammaF * fat0 - delta * 100
  // Forbes: F = F0·exp((L − L0)/10.4), so with no lean tissue fat is F0·exp(−L0/10.4).
  const fat = fat0 * Math.exp(-lean0 / 10.4)
  // At steady state glycogen is G0·√(I/I0), fluid ECF0 − (4000/3000)(1 − I/I0), and expenditure
  // K + γF·F + γL·L + δ·W + (βTEF + βAT)(I − I0) equals the intake I; with L = 0 only I is unknown.
  const state = (intake: number) => {
    const ratio = intake / intake0
    const weightKg = fat + ecf0 - (4000 / 3000) * (1 - ratio) + 3.7 * 0.5 * Math.sqrt(ratio)
    return { weightKg, surplus: K + gammaF * fat + delta * weightKg + 0.24 * (intake - intake0) - intake }
  }
  let [low, high] = [0, intake0] // the surplus falls as intake rises: positive at 0, negative at I0
  for (let i = 0; i < 100; i++) {
    const mid = (low + high) / 2
    if (state(mid).surplus > 0) low = mid
    else high = mid
  }
  return { intake: low, weightKg: state(low).weightKg }
}

describe("the model's domain: the steady state at the target", () => {
  const threshold = leanlessSteadyState()

  test('for this body the steady state keeps lean tissue down to 32.20 kg, held by about 935 kcal a day', () => {
    expect(threshold.weightKg).toBeCloseTo(32.204, 3)
    expect(threshold.intake).toBeCloseTo(935, 0)
  })

  test('a target 0.1 kg above it is held by an intake, the one that holds the threshold and a little more', () => {
    const answer = ask(Math.round((threshold.weightKg + 0.1) * 10) / 10) // 32.3 kg
    // Near L = 0 a kcal more moves lean tissue by 0.76/(δ(1 + F/10.4) + γL + γF·F/10.4) ≈ 0.76/27.2 kg,
    // and weight by (1 + F/10.4) times that, with F = 9.82 kg: about 0.054 kg a kcal, so 0.1 kg is about 1.8 kcal.
    expect(answer.maintenanceCaloriesAtGoal! - threshold.intake).toBeGreaterThan(1)
    expect(answer.maintenanceCaloriesAtGoal! - threshold.intake).toBeLessThan(3)
    expect(answer.warnings.map((w) => w.code)).not.toContain('TARGET_BEYOND_MODEL')
  })

  test('a target 0.1 kg below it has no maintenance, and says why', () => {
    const answer = ask(Math.round((threshold.weightKg - 0.1) * 10) / 10) // 32.1 kg
    expect(answer.maintenanceCaloriesAtGoal).toBeNull()
    expect(answer.warnings.find((w) => w.code === 'TARGET_BEYOND_MODEL')?.message).toContain('no lean tissue')
  })

  test('every other figure is the same on both sides of it', () => {
    const { maintenanceCaloriesAtGoal: _inside, warnings: insideWarnings, ...inside } = ask(32.3)
    const { maintenanceCaloriesAtGoal: _beyond, warnings: beyondWarnings, ...beyond } = ask(32.1)
    // Held at the floor both ways (maintenance round(1476.5 × 1.2) = 1772; the floor 1200 reaches neither in two years).
    for (const answer of [inside, beyond]) {
      expect([answer.dailyCalories, answer.maintenanceCalories, answer.dailyDeficit, answer.targetReachedDate]).toEqual([
        1200,
        1772,
        572,
        null,
      ])
    }
    expect(JSON.stringify(beyond.projection)).toBe(JSON.stringify(inside.projection))
    expect(beyondWarnings.map((w) => w.code)).toEqual([...insideWarnings.map((w) => w.code), 'TARGET_BEYOND_MODEL'])
  })

  test('a body that keeps lean tissue even at no intake: a target below that steady state has no maintenance either', () => {
    // 145 kg with a measured 10 % body fat keeps about 96 kg of lean tissue; starving, the model's body still
    // settles far above 35 kg, so only an intake below zero would hold it (it had been answered 0 kcal).
    const answer = goalDateCalculator.compute(
      {
        gender: 'male',
        age: 40,
        weightKg: 145,
        heightCm: 160,
        bodyFatPercent: 10,
        activityLevel: 'sedentary',
        targetWeightKg: 35,
        goalDate: '2028-01-01',
        startDate: START,
      } as never,
      { today: START },
    )
    expect(answer.maintenanceCaloriesAtGoal).toBeNull()
    expect(answer.warnings.find((w) => w.code === 'TARGET_BEYOND_MODEL')?.message).toContain('Even eating nothing')
  })
})
