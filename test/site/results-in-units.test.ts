/**
 * Result views in the person's units, as an audit found them wanting: the adaptive TDEE's trend
 * axis has round ticks in the unit chosen (not kilograms relabelled) and its energy per unit of
 * change follows it; a figure in pounds that the question gives exactly (the weight to lose, the
 * month at a pace, the healthy weight range) is not rounded twice.
 */
import { describe, expect, test } from 'bun:test'
import { belowAdequateIntake, highWaterIntake } from '../../metrics/calculators/hydration.ts'
import { warnings } from '../../metrics/calculators/plan-warnings.ts'
import { addDays } from '../../metrics/dates.ts'
import { calculators, type Warning } from '../../metrics/index.ts'
import { type AdaptiveOutput, renderAdaptiveResult } from '../../site/view/results/adaptive.ts'
import { renderResult } from '../../site/view/results/index.ts'
import { inUnits, type Units } from '../../site/view/units.ts'
import { renderWarnings } from '../../site/view/warnings.ts'

/** A trend from 88.0 to 90.0 kg (194.0 to 198.4 lb) over four weeks. */
const output = {
  tdee: 2500,
  tdeeInterval: { low: 2400, high: 2600, confidence: 0.9 },
  weeklyTrendKg: -0.5,
  daysUsed: 28,
  weightsUsed: 28,
  intakesUsed: 28,
  method: 'least-squares-forbes-density',
  energyDensityKcalPerKg: 7000,
  trend: Array.from({ length: 29 }, (_, i) => ({ date: addDays('2026-02-01', i), weightKg: 90 - (2 * i) / 28 })),
  recommendedIntake: null,
  warnings: [],
} as unknown as AdaptiveOutput

const axisLabels = (markup: string) => [...markup.matchAll(/text-anchor="end">([^<]+)</g)].map((m) => m[1]!)

describe('the adaptive result in US units', () => {
  const us: Units = { system: 'us', energy: 'kcal' }
  const markup = renderAdaptiveResult(output, us).text

  test('the weight axis is labelled in whole pounds on a round step', () => {
    const labels = axisLabels(markup)
    expect(labels.length).toBeGreaterThanOrEqual(3)
    const pounds = labels.map((l) => Number(l.replace(/ lb$/, '')))
    for (const p of pounds) expect(Number.isInteger(p)).toBe(true)
    const steps = new Set(pounds.slice(1).map((p, i) => p - pounds[i]!))
    expect(steps.size).toBe(1)
    expect([1, 2, 5]).toContain(Math.abs([...steps][0]!))
  })

  test('the energy per unit of change is per lb: 7000 × 0.45359237 = 3175 kcal/lb', () => {
    expect(markup).toContain('Energy per lb of change')
    expect(markup).toContain('3,175 kcal/lb')
  })
})

describe('the weight-loss estimator in US units', () => {
  // 200 lb and 180 lb typed: 90.718474 and 81.646627 kg. The answer's kgToLose is 9.1 (one decimal),
  // which is 20.06 lb, shown 20.1; the weights asked about differ by 20 lb exactly.
  const params = { currentWeightKg: '90.718474', targetWeightKg: '81.646627', weeklyLossGoalKg: '0.5', startDate: '2026-01-01' }
  const output = calculators.weightLoss.compute(
    { currentWeightKg: 90.718474, targetWeightKg: 81.646627, weeklyLossGoalKg: 0.5, startDate: '2026-01-01' } as never,
    { today: '2026-01-01' },
  )

  test('the weight to lose is the difference of the weights asked about: 20 lb, not 20.1', () => {
    expect(output.kgToLose).toBe(9.1)
    const markup = renderResult('weightLoss', output, { units: { system: 'us', energy: 'kcal' }, params }).text
    expect(markup).toMatch(/To lose<\/dt><dd>20 lb</)
  })

  test("in kg it is the answer's own figure", () => {
    const markup = renderResult('weightLoss', output, { units: { system: 'metric', energy: 'kcal' }, params }).text
    expect(markup).toMatch(/To lose<\/dt><dd>9.1 kg</)
  })
})

describe('the weight-loss estimator: the month at this pace, in pounds, rounded once', () => {
  // 0.62 kg a week over a mean month: 0.62 × 30.436875 / 7 = 2.6958375 kg, which is
  // 2.6958375 / 0.45359237 = 5.9433 lb, shown 5.9. The answer rounds the kg first, to 2.70, and
  // 2.70 / 0.45359237 = 5.9525 lb would be shown 6 (found by a search of paces 0.10 to 1.50 kg).
  const params = { currentWeightKg: '90', targetWeightKg: '80', weeklyLossGoalKg: '0.62', startDate: '2026-01-01' }
  const output = calculators.weightLoss.compute(
    { currentWeightKg: 90, targetWeightKg: 80, weeklyLossGoalKg: 0.62, startDate: '2026-01-01' } as never,
    { today: '2026-01-01' },
  )
  const perMonth = (units: Units) =>
    /Per month at this pace<\/dt><dd>([^<]+)</.exec(renderResult('weightLoss', output, { units, params }).text)![1]

  test('the answer holds the kg rounded to two decimals, 2.70', () => {
    expect(output.monthlyLossForecastKg).toBe(2.7)
  })

  test('US and UK: 5.9 lb, not 6 lb', () => {
    expect(perMonth({ system: 'us', energy: 'kcal' })).toBe('5.9 lb')
    expect(perMonth({ system: 'uk', energy: 'kJ' })).toBe('5.9 lb')
  })

  test("in kg, the answer's own figure: 2.7 kg", () => {
    expect(perMonth({ system: 'metric', energy: 'kcal' })).toBe('2.7 kg')
  })
})

describe('the healthy weight range in pounds, rounded once and inward, from the height asked about', () => {
  // 150 cm: 18.5 × 1.5² = 41.625 kg and 24.9 × 1.5² = 56.025 kg, which the answer rounds to 41.6 and 56.0.
  // Exactly: 41.625 / 0.45359237 = 91.767 lb and 56.025 / 0.45359237 = 123.514 lb; inward, 91.8 to 123.5 lb,
  // or in whole pounds 92 (6 st 8 lb) to 123 (8 st 11 lb). From the answer the lower bound would be
  // 41.6 / 0.45359237 = 91.712 lb, 91.7 lb, below the range. Rounded to the nearest pound the upper would be
  // 124 lb (8 st 12 lb), 56.245 kg: a BMI of 24.998, shown as 25.0, overweight.
  const params = { weightKg: '60', heightCm: '150' }
  const output = calculators.bmi.compute({ weightKg: 60, heightCm: 150 } as never, { today: '2026-01-01' })
  const range = (units: Units) =>
    /Healthy weight range at this height<\/dt><dd>([^<]+)</.exec(renderResult('bmi', output, { units, params }).text)![1]

  test('the answer holds 41.6 to 56 kg', () => {
    expect(output.healthyWeightRangeKg).toEqual({ min: 41.6, max: 56 })
    expect(range({ system: 'metric', energy: 'kcal' })).toBe('41.6 kg to 56 kg')
  })

  test('US: 91.8 lb, not 91.7', () => {
    expect(range({ system: 'us', energy: 'kcal' })).toBe('91.8 lb to 123.5 lb')
  })

  test('UK: to 8 st 11 lb, not 8 st 12 lb, which is overweight', () => {
    expect(range({ system: 'uk', energy: 'kcal' })).toBe('6 st 8 lb to 8 st 11 lb')
  })

  test("5 ft 10 in (177.8 cm), the audit's case: 24.9 × 1.778² = 78.716 kg = 173.54 lb, so 12 st 5 lb (173), not 12 st 6 lb", () => {
    const tall = calculators.bmi.compute({ weightKg: 60, heightCm: 177.8 } as never, { today: '2026-01-01' })
    const shown = /Healthy weight range at this height<\/dt><dd>([^<]+)</.exec(
      renderResult('bmi', tall, { units: { system: 'uk', energy: 'kcal' }, params: { weightKg: '60', heightCm: '177.8' } }).text,
    )![1]
    expect(shown!.endsWith('to 12 st 5 lb')).toBe(true)
  })
})

describe('the adaptive result in UK units', () => {
  const uk: Units = { system: 'uk', energy: 'kJ' }
  const markup = renderAdaptiveResult(output, uk).text

  test('the weight axis steps by whole pounds, each label on its line: here 2 lb apart', () => {
    // 88 to 90 kg is 194.0 to 198.4 lb; padded by half a kilogram (1.1 lb) each side, 192.9 to 199.5 lb:
    // 6.6 lb in at most 4 steps of 1, 2, 5 or 7 lb takes 2 lb, so 194, 196 and 198 lb.
    const pounds = axisLabels(markup).map((label) => {
      const [, st, lb] = /^(\d+) st (\d+) lb$/.exec(label)!
      return 14 * Number(st) + Number(lb)
    })
    expect(pounds).toEqual([194, 196, 198])
  })

  test("the trend chart's frame is the projection's: its weight axis titled, its labels given their room", () => {
    expect(markup).toContain('>Weight (st and lb)</text>')
    // The widest label's characters at 8.9 units each (the labels' largest size), after 26 for the axis title.
    const gridStart = Number(/<g class="grid"><line x1="(\d+)"/.exec(markup)![1])
    expect(gridStart).toBe(Math.round(26 + 8.9 * Math.max(...axisLabels(markup).map((l) => l.length))))
    expect(gridStart).toBeGreaterThan(60) // the trend chart's own fixed margin cut such labels
  })

  test('the energy per unit of change is per lb in kJ: 7000 × 0.45359237 × 4.184 = 13,285 kJ/lb', () => {
    expect(markup).toContain('13,285 kJ/lb')
  })
})

describe('an implausible BMI in the units chosen', () => {
  const warning: Warning = {
    code: 'IMPLAUSIBLE_BMI',
    message:
      'This weight and height give a BMI below 12 or above 70, which is rarely seen: check that the weight is in kilograms (not pounds) and the height in centimetres (not inches).',
  }

  test('in pounds and feet the page asks to check what was typed, not to use kilograms', () => {
    const text = renderWarnings([warning], { system: 'us', energy: 'kcal' }).text
    expect(text).toContain('below 12 or above 70, which is rarely seen: check the weight and height you typed, and the units chosen above.')
    expect(text).not.toContain('kilograms')
  })

  test('in metric units the advice stands', () => {
    expect(renderWarnings([warning], { system: 'metric', energy: 'kcal' }).text).toContain(
      'check that the weight is in kilograms (not pounds)',
    )
  })
})

describe("the adaptive result's intake says when the safety floor holds it", () => {
  /** 21 days at 60 kg eating 1400 kcal: an expenditure of 1400 kcal a day, the weight steady. */
  const log = Array.from({ length: 21 }, (_, i) => ({ date: addDays('2026-02-01', i), weightKg: 60, intakeKcal: 1400 }))
  const label = (person: Record<string, unknown>) => {
    const out = calculators.adaptiveTdee.compute({ entries: log, ...person } as never, { today: '2026-03-01' })
    const markup = renderAdaptiveResult(out as unknown as AdaptiveOutput, { system: 'metric', energy: 'kcal' }).text
    return {
      codes: out.warnings.map((w) => w.code),
      label: /<div[^>]*><dt>([^<]*)<\/dt><dd>[^<]* a day<\/dd>/.exec(markup.split('Weight trend')[1]!)?.[1],
    }
  }

  test('below the floor for her pace: held there, and the label says so rather than promise the pace', () => {
    // 1400 − 0.5 × (the log's energy per kg) / 7 is below her 1200 kcal floor.
    const { codes, label: shown } = label({ gender: 'female', age: 30, heightCm: 165, weeklyLossGoalKg: 0.5 })
    expect(codes).toContain('FLOOR_CLIPPED')
    expect(shown).toBe('Held at the safety floor (less than 0.5 kg a week)')
  })

  test('an expenditure at or below the floor: no intake for losing, and the label says so', () => {
    // Without sex the floor is 1500 kcal, above the 1400 this log measures.
    const { codes, label: shown } = label({ weeklyLossGoalKg: 1.5 })
    expect(codes).toContain('FLOOR_ABOVE_EXPENDITURE')
    expect(shown).toBe('The safety floor (no loss at it: see the warning)')
  })
})

describe('a plan in kJ', () => {
  // Each figure is converted and rounded on its own (× 4.184), so the deficit is shown as the difference of
  // the two figures shown beside it: 2759 and 2209 kcal are 11,544 and 9,242 kJ, 2,302 apart, where
  // 550 kcal alone would be 2,301 kJ.
  const kJ: Units = { system: 'metric', energy: 'kJ' }
  const figures = (markup: string) =>
    new Map([...markup.matchAll(/<dt>([^<]+)<\/dt><dd>([^<]+)<\/dd>/g)].map((m) => [m[1]!, Number(m[2]!.replace(/[^\d.]/g, ''))]))

  test('the deficit plan: maintenance less what to eat is the deficit shown', () => {
    const out = {
      maintenanceCalories: 2759,
      targetCalories: 2209,
      deficit: 550,
      bmr: 1780,
      activityMultiplier: 1.55,
      daysToGoal: 0,
      weeksToGoal: 0,
      goalDate: null,
      formattedDate: null,
      warnings: [],
    }
    const shown = figures(renderResult('calculateDeficit', out as never, { units: kJ, params: {} }).text)
    expect([shown.get('Maintenance (TDEE)'), shown.get('Eat per day'), shown.get('Daily deficit')]).toEqual([11544, 9242, 2302])
  })

  test('a plan whose safety floor is above maintenance has no deficit, in kcal and kJ', async () => {
    // The oracle's female-goal-unreachable: maintenance 992 kcal/day, intake held at the floor of 1200, deficit 0.
    const { response } = await Bun.file('fixtures/cases/calculate-deficit/female-goal-unreachable.json').json()
    for (const energy of ['kcal', 'kJ'] as const) {
      const shown = figures(renderResult('calculateDeficit', response.body, { units: { system: 'metric', energy }, params: {} }).text)
      expect(shown.get('Daily deficit')).toBe(0)
    }
  })

  test('the goal-date planner: the same, for a surplus too', () => {
    const projection = { startDate: '2026-01-01', days: [0], weightKg: [80], fatMassKg: [20], leanMassKg: [60] }
    const base = { maintenanceCaloriesAtGoal: 2300, goalDate: '2026-06-30', targetReachedDate: null, projection, warnings: [] }
    // 3300 kcal is 13,807 kJ, 2,263 above 11,544, where 541 kcal alone would be 2,264 kJ.
    for (const [eat, label, gap] of [
      [2209, 'Daily deficit', 2302],
      [3300, 'Daily surplus', 2263],
    ] as const) {
      const out = { ...base, dailyCalories: eat, maintenanceCalories: 2759, dailyDeficit: 2759 - eat }
      const shown = figures(renderResult('caloriesForGoalDate', out as never, { units: kJ, params: { targetWeightKg: '80' } }).text)
      expect(shown.get(label)).toBe(gap)
    }
  })
})

test("the estimator's monthly figure under the dynamic model says it is the chosen pace's, by the static rule", async () => {
  // The oracle's answer: the pace sets the intake, and the projection does not lose 4.35 kg a month.
  const { request, response } = await Bun.file('fixtures/cases/weight-loss-estimator/dynamic-plateau-above-target.json').json()
  const params = Object.fromEntries(new URL(request.path, 'http://x').searchParams)
  const markup = renderResult('weightLoss', response.body, { units: { system: 'metric', energy: 'kcal' }, params }).text
  expect(markup).toContain('<dt>Per month at the chosen pace (static rule)</dt>')
  expect(markup).not.toContain('Per month at this pace')
})

describe('dates as the person reads them', () => {
  // Intl's own long dates: en-US month first (March 21, 2027), en-GB day first (21 March 2027).
  const intl = (iso: string, locale: string) =>
    new Date(`${iso}T00:00:00Z`).toLocaleDateString(locale, { timeZone: 'UTC', dateStyle: 'long' })

  test('month first in US units, day first in metric and UK units, in figures, charts and warnings alike', async () => {
    // The oracle's floor-held-still-fast: a loss held at the floor, its warning naming the day the target is reached.
    const { request, response } = await Bun.file('fixtures/cases/calories-for-goal-date/floor-held-still-fast.json').json()
    const params = Object.fromEntries(new URL(request.path, 'http://x').searchParams)
    const reached: string = response.body.targetReachedDate
    expect(response.body.warnings.map((w: { message: string }) => w.message).join(' ')).toContain(intl(reached, 'en-US'))
    for (const [system, locale] of [
      ['us', 'en-US'],
      ['metric', 'en-GB'],
      ['uk', 'en-GB'],
    ] as const) {
      const markup = renderResult('caloriesForGoalDate', response.body, { units: { system, energy: 'kcal' }, params }).text
      const other = intl(reached, locale === 'en-US' ? 'en-GB' : 'en-US')
      // Held at the floor, the target is reached after the goal date, which is shown beside it.
      expect(markup).toContain(`<dd>${intl(reached, locale)} (the goal date asked for: ${intl(params.goalDate!, locale)})</dd>`)
      expect(markup).toContain(`Weeks from ${intl(params.startDate!, locale)}`)
      expect(markup).not.toContain(other)
    }
  })
})

describe('a lower bound the API rounded up, in pounds', () => {
  // The model's lowest weight 41.65 kg is given as 41.7 kg or more (rounded up to 0.1 kg). 41.7 kg is 91.932 lb
  // (÷ 0.45359237): rounded up, 92.0 lb (US, to 0.1 lb) and 92 lb, 6 st 8 lb (UK, to the pound). To the nearest,
  // 91.9 lb would be 41.685 kg, below the bound.
  const beyond = warnings.targetBeyondModel('above-no-intake', 41.65).message

  test('is rounded up again, and the rounding named in the units shown', () => {
    expect(beyond).toContain('settles at 41.7 kg (rounded up to 0.1 kg)')
    const us = inUnits(beyond, { system: 'us', energy: 'kcal' })
    expect(us).toContain('settles at 92 lb (rounded up to 0.1 lb)')
    expect(us).toContain('a target of 92 lb or more')
    const uk = inUnits(beyond, { system: 'uk', energy: 'kcal' })
    expect(uk).toContain('settles at 6 st 8 lb (rounded up to the pound)')
    expect(uk).not.toContain('0 st 0 lb')
    expect(inUnits(beyond, { system: 'metric', energy: 'kcal' })).toBe(beyond)
  })

  test('a range too narrow for the step shown is not turned round, and kg/m² is not a weight', () => {
    // 70.25 to 70.3 kg is 154.87 to 154.98 lb: inward, 154.9 to 154.9; UK whole pounds would cross (155 to 154), so nearest.
    expect(inUnits('from 70.25 to 70.3 kg', { system: 'uk', energy: 'kcal' })).toBe('from 11 st 1 lb to 11 st 1 lb')
    expect(inUnits('a BMI of 25 kg/m²', { system: 'us', energy: 'kcal' })).toBe('a BMI of 25 kg/m²')
  })
})

describe('how far the weight is from the healthy range, when the BMI shown is outside it', () => {
  const shown = (weightKg: number, system: Units['system']) => {
    const params = { weightKg: String(weightKg), heightCm: '180' }
    const output = calculators.bmi.compute({ weightKg, heightCm: 180 } as never, { today: '2026-01-01' })
    return /To the healthy range<\/dt><dd>([^<]+)</.exec(
      renderResult('bmi', output, { units: { system, energy: 'kcal' }, params }).text,
    )?.[1]
  }

  test('to its top, or its bottom, from the exact ends: 24.9 and 18.5 × 1.8²', () => {
    // 90 − 24.9 × 3.24 = 90 − 80.676 = 9.324 kg; 59.94 − 55 = 4.94 kg.
    expect(shown(90, 'metric')).toBe('9.32 kg to lose')
    expect(shown(55, 'metric')).toBe('4.94 kg to gain')
    // 9.324 / 0.45359237 = 20.56 lb.
    expect(shown(90, 'us')).toBe('20.6 lb to lose')
    expect(shown(75, 'metric')).toBeUndefined()
  })
})

describe('litres in a warning, for US readers', () => {
  // 2.0 L is 2000 / 29.5735295625 = 67.6 US fl oz, 2.5 L 84.5, shown as the water figures are (whole ounces).
  const below = belowAdequateIntake.message

  test('get US fluid ounces beside them, as the water figures do; metric and UK readers keep litres', () => {
    expect(below).toContain('2.0 L a day for women and 2.5 L for men')
    expect(inUnits(below, { system: 'us', energy: 'kcal' })).toContain(
      '2.0 L (68 US fl oz) a day for women and 2.5 L (85 US fl oz) for men',
    )
    expect(inUnits(below, { system: 'uk', energy: 'kcal' })).toBe(below)
    expect(inUnits(below, { system: 'metric', energy: 'kcal' })).toBe(below)
    // 4 L is 135 US fl oz, 3.1 L 105: each figure gets its own brackets, none inside another's.
    expect(inUnits(highWaterIntake.message, { system: 'us', energy: 'kcal' })).toContain(
      'above 4 L (135 US fl oz) a day, more than 95 % of men take in at moderate temperature and activity (EFSA 2010), where for women the figure is 3.1 L (105 US fl oz).',
    )
  })
})
