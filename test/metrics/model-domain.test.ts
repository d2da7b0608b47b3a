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
/** The long date a warning gives after "on", as the one its body runs out of lean tissue on. */
const onDate = (message: string) => /lean tissue \(.*?\) on (\w+ \d+, \d{4})/.exec(message)![1]!
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
    const beyond = answer.warnings.find((w) => w.code === 'TARGET_BEYOND_MODEL')?.message
    expect(beyond).toContain('no lean tissue')
    // And the way on: 32.204 kg rounded up to the tenth.
    expect(beyond).toContain('The model describes this body holding 32.3 kg or more (rounded up to 0.1 kg)')
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
    // The oracle (hall.py): at no intake this body settles at 41.686 kg, with lean tissue left.
    expect(answer.warnings.find((w) => w.code === 'TARGET_BEYOND_MODEL')?.message).toStartWith(
      "Even eating nothing, the Hall 2011 model's body settles at 41.7 kg (rounded up to 0.1 kg)",
    )
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
    // Before day 2746, where the oracle's run (fixtures/oracle/hall.py) has no lean tissue left.
    expect(first).toBeLessThan(2746)
  })

  test('a target the run reaches only past its lean tissue has no date; the warning gives the day it runs out', () => {
    const answer = plan(40)
    expect([answer.daysToGoal, answer.goalDate, answer.plateauWeightKg]).toEqual([null, null, null])
    const unreachable = answer.warnings.find((w) => w.code === 'GOAL_UNREACHABLE')!.message
    // The oracle's run at 1647 kcal has lean tissue below zero first on day 2746 (at 52.35 kg).
    expect(daysFromStart(onDate(unreachable))).toBe(2746)
  })

  test('the plateau warning gives the lowest weight this body holds, by hand: 52.40 kg, so 52.5 kg rounded up', () => {
    expect(woman.leanless().weightKg).toBeCloseTo(52.401, 2)
    const beyond = plan(55).warnings.find((w) => w.code === 'PLATEAU_BEYOND_MODEL')!.message
    expect(beyond).toContain('the model describes this body holding 52.5 kg or more')
    // 55 kg is above it, and the goal is reached: the intake that holds it is the way on.
    expect(beyond).toContain('Once at the target, change to the intake that holds it')
    expect(plan(40).warnings.find((w) => w.code === 'PLATEAU_BEYOND_MODEL')!.message).toContain('a target there can be held')
  })
})

describe("the model's domain: the intake for a goal date", () => {
  const goal = (body: Record<string, unknown>, goalDate = '2031-01-01') =>
    goalDateCalculator.compute({ ...body, goalDate, startDate: START } as never, { today: START })
  const heavyWoman = { gender: 'female', age: 30, weightKg: 140, heightCm: 160, activityLevel: 'sedentary', targetWeightKg: 38 } as const
  const leanless = handSteadyState({ female: true, age: 30, weightKg: 140, heightM: 1.6, pal: 1.2 }).leanless()
  /** An answer beyond the model: what it gives (nothing), where its projection ends, and the day its warning says lean tissue runs out. */
  const beyondOf = (answer: ReturnType<typeof goal>) => ({
    given: [answer.dailyCalories, answer.dailyDeficit, answer.targetReachedDate],
    lastDay: answer.projection.points.at(-1)!.day,
    runsOutOn: daysFromStart(onDate(answer.warnings.find((w) => w.code === 'INTAKE_BEYOND_MODEL')!.message)),
  })

  test('an intake whose body runs out of lean tissue before the goal date is not given; its projection stops there', () => {
    const answer = goal(heavyWoman)
    // Maintenance round(1.2 × (1400 + 1000 − 150 − 161)) = round(2506.8) = 2507, given whatever the target.
    expect(answer.maintenanceCalories).toBe(2507)
    // 38 kg is below the weight whose steady state keeps lean tissue, by hand (39.95 kg), so nothing holds it either.
    expect(leanless.weightKg).toBeCloseTo(39.949, 2)
    expect(answer.warnings.map((w) => w.code)).toEqual(['INTAKE_BEYOND_MODEL', 'TARGET_BELOW_HEALTHY_BMI', 'TARGET_BEYOND_MODEL'])
    // The oracle (hall.py): the intake reaching 38 kg on day 1826 is 1265.24 kcal, and its run at 1265 has no
    // lean tissue from day 1700 (August 28, 2030): the projection ends on day 1699.
    expect(beyondOf(answer)).toEqual({ given: [null, null, null], lastDay: 1699, runsOutOn: 1700 })
    const beyond = answer.warnings[0]!.message
    // The way on: a target of 40 kg or more (39.95 rounded up), not a later goal date.
    expect(beyond).toContain('A later goal date would not help: the model describes this body holding 40 kg or more')
  })

  test('the domain before the floor: the floor running out of lean tissue before the goal date gives no intake either', () => {
    // The oracle (hall.py): at the floor, 1200 kcal, this body has no lean tissue from day 1478 (January 18, 2030).
    // On 2030-03-27 (day 1546) its run, read past that, is still above 38 kg, so the floor would be "held"; on
    // 2030-04-03 (day 1553) it is below, and the root is above the floor. Both are the same run: no intake either way.
    for (const goalDate of ['2030-03-27', '2030-04-03']) {
      const answer = goal(heavyWoman, goalDate)
      expect(beyondOf(answer)).toEqual({ given: [null, null, null], lastDay: 1477, runsOutOn: 1478 })
      expect(answer.warnings.map((w) => w.code)).toEqual(['INTAKE_BEYOND_MODEL', 'TARGET_BELOW_HEALTHY_BMI', 'TARGET_BEYOND_MODEL'])
    }
    expect(goal(heavyWoman, '2030-03-27').warnings[0]!.message).toStartWith('Even at the safety floor of 1200 kcal/day')
  })

  test('held at the floor that runs out of lean tissue before the goal date: no intake, and the floor says when', () => {
    const body = { gender: 'male', age: 50, weightKg: 160, heightCm: 160, activityLevel: 'extreme', targetWeightKg: 36 } as const
    const answer = goal(body)
    // Maintenance round(1.9 × (1600 + 1000 − 250 + 5)) = round(4474.5) = 4475; the men's floor, 1500, runs out of
    // lean tissue on day 1170 (March 16, 2029) in the oracle's run: the projection ends on day 1169.
    expect(answer.maintenanceCalories).toBe(4475)
    expect(beyondOf(answer)).toEqual({ given: [null, null, null], lastDay: 1169, runsOutOn: 1170 })
    expect(answer.warnings.find((w) => w.code === 'INTAKE_BEYOND_MODEL')!.message).toStartWith('Even at the safety floor of 1500 kcal/day')
    // No plan is given, so no pace is judged (a later date, which that warning suggests, would not help).
    expect(answer.warnings.map((w) => w.code)).not.toContain('PACE_ABOVE_RECOMMENDED')
  })
})
