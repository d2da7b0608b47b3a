/**
 * The Hall 2011 model's domain: no answer is read from a state without lean tissue. The
 * threshold is worked out here from the appendix's steady-state equations for one body, with
 * the appendix's constants written out, not taken from the service.
 */
import { describe, expect, test } from 'bun:test'
import { deficitCalculator } from '../../metrics/calculators/deficit-plan.ts'
import { goalDateCalculator } from '../../metrics/calculators/goal-date.ts'
import { adultFor } from '../../metrics/dynamic/projection.ts'

// A woman of 60, 150 cm, 100 kg, sedentary (PAL 1.2): the body of the fixture steady-state-past-lean-mass.
const body = { gender: 'female', age: 60, weightKg: 100, heightCm: 150, activityLevel: 'sedentary' } as const
const START = '2026-01-01'
/** Days from START to a US long date ("July 9, 2033"), as the warnings write them. */
const daysFromStart = (longDate: string) => (Date.parse(`${longDate} 00:00 UTC`) - Date.parse(`${START}T00:00:00Z`)) / 86_400_000
const ask = (targetWeightKg: number) =>
  goalDateCalculator.compute({ ...body, targetWeightKg, goalDate: '2028-01-01', startDate: START } as never, { today: START })

interface HandBody {
  female: boolean
  age: number
  weightKg: number
  heightM: number
  pal: number
}

/**
 * The appendix's steady state for a body without a measured body fat, written out: expenditure
 * minus intake at lean tissue L and intake I. Glycogen is G0·√(I/I0), fluid ECF0 − (4000/3000)(1 − I/I0),
 * fat F0·exp((L − L0)/10.4) (Forbes), and expenditure K + γF·F + γL·L + δ·W + (βTEF + βAT)(I − I0).
 */
function handSteadyState({ female, age, weightKg: w, heightM: h, pal }: HandBody) {
  const kcal = (kj: number) => kj / 4.184
  const [gammaF, gammaL] = [kcal(13), kcal(92)]
  const rmr = 10 * w + 625 * h - 5 * age + (female ? -161 : 5) // Mifflin-St Jeor
  const intake0 = rmr * pal // in balance at day 0
  const ecf0 = female ? -4.0 + 5.98 * h + 0.167 * w : 0.025 * age + 9.57 * h + 0.191 * w - 12.4 // Silva 2005
  const [a, b] = female ? [-102.01, 39.96] : [-103.94, 37.31] // Jackson 2002, within 3 to 70 %
  const fat0 = (w * Math.min(70, Math.max(3, a + b * Math.log(w / h ** 2) + 0.14 * age))) / 100
  const lean0 = w - ecf0 - fat0 - (1 + 2.7) * 0.5 // glycogen 0.5 kg with 2.7 g of water a gram
  const delta = (((1 - 0.1) * pal - 1) * rmr) / w // physical activity's cost per kg
  const K = intake0 - gammaL * lean0 - gammaF * fat0 - delta * w
  const at = (lean: number, intake: number) => {
    const ratio = intake / intake0
    const fat = fat0 * Math.exp((lean - lean0) / 10.4)
    const weightKg = lean + fat + ecf0 - (4000 / 3000) * (1 - ratio) + 3.7 * 0.5 * Math.sqrt(ratio)
    return { weightKg, surplus: K + gammaF * fat + gammaL * lean + delta * weightKg + 0.24 * (intake - intake0) - intake }
  }
  /** The root of a decreasing (`falling`) or increasing function on [low, high], by bisection. */
  const root = (f: (x: number) => number, low: number, high: number, falling: boolean) => {
    for (let i = 0; i < 100; i++) {
      const mid = (low + high) / 2
      if (f(mid) > 0 === falling) low = mid
      else high = mid
    }
    return low
  }
  return {
    /** The intake whose steady state has no lean tissue, and its weight (the surplus falls as intake rises). */
    leanless() {
      const intake = root((i) => at(0, i).surplus, 0, intake0, true)
      return { intake, weightKg: at(0, intake).weightKg }
    },
    /** Lean tissue where an intake settles (the surplus rises with lean tissue). */
    leanAt: (intake: number) => root((l) => at(l, intake).surplus, -lean0, lean0, false),
  }
}

describe("the model's domain: the steady state at the target", () => {
  const threshold = handSteadyState({ female: true, age: 60, weightKg: 100, heightM: 1.5, pal: 1.2 }).leanless()

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

describe("the model's domain: a plan's plateau and its run", () => {
  // A woman of 30, 160 cm, 160 kg, sedentary, 1 kg a week: maintenance round(2289 × 1.2) = 2747, less 1100 is 1647 kcal.
  const plan = (targetWeightKg: number) =>
    deficitCalculator.compute(
      {
        gender: 'female',
        age: 30,
        weightKg: 160,
        heightCm: 160,
        activityLevel: 'sedentary',
        weeklyLossGoalKg: 1,
        targetWeightKg,
        startDate: START,
        model: 'dynamic',
      } as never,
      { today: START },
    )
  const woman = handSteadyState({ female: true, age: 30, weightKg: 160, heightM: 1.6, pal: 1.2 })
  const adult = adultFor({ gender: 'female', age: 30, weightKg: 160, heightCm: 160, activityLevel: 'sedentary' })
  const leanOn = (day: number) => adult.simulate(1647, day, () => {}).leanKg

  test('1647 kcal settles with lean tissue below zero (by hand: about −1.37 kg), so the plan gives no plateau', () => {
    expect(woman.leanAt(1647)).toBeCloseTo(-1.37, 2)
    const answer = plan(55)
    expect([answer.targetCalories, answer.plateauWeightKg]).toEqual([1647, null])
    expect(answer.warnings.map((w) => w.code)).toEqual(['PLATEAU_BEYOND_MODEL'])
  })

  test('a target the run reaches with lean tissue left keeps its date', () => {
    const answer = plan(55)
    // The first day the model's weight is at or below 55 kg, found by running the model to it.
    let first = -1
    adult.simulate(1647, 3652, (day, body) => {
      if (body.weightKg > 55) return false
      first = day
      return true
    })
    expect(answer.daysToGoal).toBe(first)
    expect(leanOn(first)).toBeGreaterThan(0)
  })

  test('a target the run reaches only past its lean tissue has no date; the warning gives the day it runs out', () => {
    const answer = plan(40)
    expect([answer.daysToGoal, answer.goalDate, answer.plateauWeightKg]).toEqual([null, null, null])
    const unreachable = answer.warnings.find((w) => w.code === 'GOAL_UNREACHABLE')!.message
    const out = daysFromStart(/runs out of lean tissue on (\w+ \d+, \d{4})/.exec(unreachable)![1]!)
    expect([leanOn(out - 1) >= 0, leanOn(out) < 0]).toEqual([true, true])
  })
})

describe("the model's domain: the intake for a goal date", () => {
  const goal = (body: Record<string, unknown>) =>
    goalDateCalculator.compute({ ...body, goalDate: '2031-01-01', startDate: START } as never, { today: START })

  test('an intake whose body runs out of lean tissue before the goal date is not given; its projection stops there', () => {
    const body = { gender: 'female', age: 30, weightKg: 140, heightCm: 160, activityLevel: 'sedentary', targetWeightKg: 38 } as const
    const answer = goal(body)
    // Maintenance round(1.2 × (1400 + 1000 − 150 − 161)) = round(2506.8) = 2507, given whatever the target.
    expect([answer.dailyCalories, answer.dailyDeficit, answer.maintenanceCalories, answer.targetReachedDate]).toEqual([
      null,
      null,
      2507,
      null,
    ])
    // 38 kg is below the weight whose steady state keeps lean tissue, by hand, so nothing holds it either.
    const leanless = handSteadyState({ female: true, age: 30, weightKg: 140, heightM: 1.6, pal: 1.2 }).leanless()
    expect(leanless.weightKg).toBeGreaterThan(38)
    expect(answer.warnings.map((w) => w.code)).toEqual(['INTAKE_BEYOND_MODEL', 'TARGET_BELOW_HEALTHY_BMI', 'TARGET_BEYOND_MODEL'])
    // The intake reaching 38 kg on the goal day (1826 days), by bisection over the model's runs, to the whole kcal.
    const adult = adultFor(body)
    let [low, high] = [1200, 2507]
    for (let i = 0; i < 40; i++) {
      const mid = (low + high) / 2
      if (adult.weightAfter(mid, 1826) < 38) low = mid
      else high = mid
    }
    const intake = Math.round(low)
    const leanOn = (day: number) => adult.simulate(intake, day, () => {}).leanKg
    const last = answer.projection.points.at(-1)!
    expect([leanOn(last.day) >= 0, leanOn(last.day + 1) < 0, last.day < 1826]).toEqual([true, true, true])
    expect(daysFromStart(/lean tissue on (\w+ \d+, \d{4})/.exec(answer.warnings[0]!.message)![1]!)).toBe(last.day + 1)
  })

  test('held at the floor, the projection stops where its body runs out of lean tissue, and the floor says when', () => {
    const body = { gender: 'male', age: 50, weightKg: 160, heightCm: 160, activityLevel: 'extreme', targetWeightKg: 36 } as const
    const answer = goal(body)
    // Maintenance round(1.9 × (1600 + 1000 − 250 + 5)) = round(4474.5) = 4475; held at the men's floor, 1500.
    expect([answer.dailyCalories, answer.dailyDeficit, answer.targetReachedDate]).toEqual([1500, 2975, null])
    const adult = adultFor(body)
    const leanOn = (day: number) => adult.simulate(1500, day, () => {}).leanKg
    const last = answer.projection.points.at(-1)!
    expect([leanOn(last.day) >= 0, leanOn(last.day + 1) < 0, last.day < 1826]).toEqual([true, true, true])
    const floor = answer.warnings.find((w) => w.code === 'FLOOR_CLIPPED')!.message
    expect(floor).toContain('before it reaches the target')
    expect(daysFromStart(/lean tissue on (\w+ \d+, \d{4})/.exec(floor)![1]!)).toBe(last.day + 1)
    // The pace is the projection's own, to its last day: (160 − its weight) over its days, under 1 kg a week.
    expect(((160 - last.weightKg) / last.day) * 7).toBeLessThan(1)
    expect(answer.warnings.map((w) => w.code)).not.toContain('PACE_ABOVE_RECOMMENDED')
  })
})
