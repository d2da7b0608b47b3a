/** The projection chart in each unit system: axes labelled in the person's units, the target marked, a table per line. */
import { describe, expect, test } from 'bun:test'
import fc from 'fast-check'
import { weightLossCalculator } from '../../metrics/calculators/weight-loss.ts'
import { checkInput } from '../../metrics/input.ts'
import { type ChartData, keptPoints, renderChart, weightAxis } from '../../site/view/chart.ts'
import { renderResult } from '../../site/view/results/index.ts'
import { DEFAULT_UNITS } from '../../site/view/units.ts'

/** A chart from January 1, 2026 towards 75 kg. */
const towards75 = (series: ChartData['series']): ChartData => ({ startDate: '2026-01-01', targetKg: 75, series })

const data: ChartData = towards75([
  {
    model: 'static',
    points: [
      { day: 0, weightKg: 80 },
      { day: 70, weightKg: 75 },
    ],
  },
  { model: 'dynamic', points: Array.from({ length: 40 }, (_, i) => ({ day: i * 7, weightKg: 80 - 5 * (1 - Math.exp(-i / 12)) })) },
])

const svg = (units: Parameters<typeof renderChart>[1]) => renderChart(data, units).text

describe('renderChart', () => {
  test('metric: kg on the axis, both lines, the target at 75 kg, described for assistive technology', () => {
    const chart = svg({ system: 'metric', energy: 'kcal' })
    expect(chart).toContain('role="img" aria-labelledby="chart-title chart-desc"')
    expect(chart).toContain('>Weight (kg)</text>')
    expect(chart).toContain('>Target 75 kg</text>')
    expect(chart).toContain('>Weeks from 1 January 2026</text>')
    expect(chart).toContain('<polyline class="line static"')
    expect(chart).toContain('<polyline class="line dynamic"')
    // The static line reaches 75 kg on day 70: 10 weeks.
    expect(chart).toContain('the static rule reaches it in 10 weeks')
    // 80 − 5 × (1 − e^(−39/12)) = 75.19 kg at day 273: the dynamic line never gets there.
    expect(chart).toContain('the dynamic model (Hall 2011) is at 75.2 kg after 39 weeks')
  })

  test('US: pounds on the axis (75 kg = 165.3 lb); UK: stones and pounds (75 kg = 165 lb = 11 st 11 lb)', () => {
    const us = svg({ system: 'us', energy: 'kcal' })
    expect(us).toContain('>Weight (lb)</text>')
    expect(us).toContain('>Target 165.3 lb</text>')
    expect(us).toMatch(/>1[67]\d lb<\/text>/)
    const uk = svg({ system: 'uk', energy: 'kJ' })
    expect(uk).toContain('>Weight (st and lb)</text>')
    expect(uk).toContain('>Target 11 st 11 lb</text>')
  })

  test('UK: the weight axis steps by whole pounds dividing a stone, or by stones (80 to 75 kg: 176.4 to 165.3 lb), even when flat', () => {
    const pounds = (markup: string) =>
      [...markup.matchAll(/text-anchor="end">(\d+) st (\d+) lb</g)].map(([, st, lb]) => 14 * Number(st) + Number(lb))
    const uk = { system: 'uk', energy: 'kcal' } as const
    // 165.3 to 176.4 lb, padded by half a kilogram (1.1 lb) each side: 13.2 lb in at most 5 steps takes
    // half a stone (2 lb would take 7), so the ticks are 12 st and 12 st 7 lb, on whole and half stones.
    expect(pounds(svg(uk))).toEqual([168, 175])
    // A goal equal to the current weight (176.4 lb), padded the same: steps of 1 lb (before the review, one label).
    const flat = { ...data, targetKg: 80, series: [{ model: 'dynamic' as const, points: [0, 70].map((day) => ({ day, weightKg: 80 })) }] }
    expect(pounds(renderChart(flat, uk).text)).toEqual([176, 177])
  })

  test('UK: a range a half-stone step fits once or not at all reaches out to the steps around it (63 to 58 kg)', () => {
    // 127.9 to 138.9 lb, padded by 1.1 lb: 13.2 lb takes half a stone, and only 133 lb (9 st 7 lb) lies within.
    const { ticks, min, max } = weightAxis(58, 63, { system: 'uk', energy: 'kcal' }, 0.05, 5)
    expect(ticks).toEqual([126, 133, 140])
    expect([min, max]).toEqual([126, 140])
  })

  test('UK, any range: 2 to count + 2 ticks on whole pounds, stepped by 1 or 2 lb, half a stone or whole stones, spanning the data', () => {
    const uk = { system: 'uk', energy: 'kcal' } as const
    fc.assert(
      fc.property(
        fc.double({ min: 30, max: 650, noNaN: true }),
        // Most plans and logs span a few kilograms: drawn as often as any span up to 300 kg, to the gram
        // (fc.double draws evenly over doubles, almost all of them tiny).
        fc.oneof(fc.integer({ min: 0, max: 10_000 }), fc.integer({ min: 0, max: 300_000 })).map((grams) => grams / 1000),
        fc.constantFrom(4, 5),
        (low, span, count) => {
          const high = Math.min(650, low + span)
          const { ticks, min, max } = weightAxis(low, high, uk, 0.05, count)
          expect(ticks.length).toBeGreaterThanOrEqual(2)
          expect(ticks.length).toBeLessThanOrEqual(count + 2)
          for (const t of ticks) expect(Number.isInteger(t)).toBe(true)
          const step = ticks[1]! - ticks[0]!
          expect(step <= 2 || step % 7 === 0).toBe(true)
          // The axis holds the data (in pounds, 1 kg = 2.2046 lb) and its ticks.
          expect(min).toBeLessThanOrEqual(Math.min(low * 2.2046, ticks[0]!))
          expect(max).toBeGreaterThanOrEqual(Math.max(high * 2.2046, ticks[ticks.length - 1]!))
        },
      ),
      { numRuns: 500 },
    )
  })

  test('a table per line for screen readers, at most 10 rows, first and last point kept', () => {
    const chart = svg({ system: 'metric', energy: 'kcal' })
    const tables = chart.split('<table>').slice(1)
    expect(tables).toHaveLength(2)
    const rows = tables[1]!.split('<tr>').length - 2
    expect(rows).toBe(10)
    expect(tables[1]).toContain('<td>0</td><td>1 January 2026</td><td>80 kg</td>')
    expect(tables[1]).toContain('<td>39</td><td>1 October 2026</td><td>75.2 kg</td>')
  })
})

describe('the description says how far each line gets, whichever way the target lies', () => {
  const weekly = (weeks: number, kg: (week: number) => number) =>
    Array.from({ length: weeks + 1 }, (_, i) => ({ day: i * 7, weightKg: kg(i) }))
  const metric = { system: 'metric', energy: 'kcal' } as const
  const describedAs = (data: ChartData) => /<desc id="chart-desc">(.*?)<\/desc>/.exec(renderChart(data, metric).text)![1]

  test('a loss: reached on the first day at or below the target (day 56: 8 weeks), or where the line ends', () => {
    const data: ChartData = {
      startDate: '2026-01-01',
      targetKg: 76,
      series: [
        { model: 'static', points: weekly(10, (w) => 80 - 0.5 * w) },
        { model: 'dynamic', points: weekly(10, (w) => 80 - 0.3 * w) },
      ],
    }
    // Static: 80 − 0.5 × 8 = 76 at week 8. Dynamic: 80 − 0.3 × 10 = 77 at week 10, short of 76.
    expect(describedAs(data)).toBe(
      'From 80 kg towards a target of 76 kg: the static rule reaches it in 8 weeks; the dynamic model (Hall 2011) is at 77 kg after 10 weeks.',
    )
  })

  test('a gain: reached on the first day at or above the target, never "in 0 weeks"', () => {
    const data: ChartData = {
      startDate: '2026-01-01',
      targetKg: 75,
      series: [
        { model: 'static', points: weekly(12, (w) => 70 + 0.5 * w) },
        { model: 'dynamic', points: weekly(12, (w) => 70 + 0.4 * w) },
      ],
    }
    // Static: 70 + 0.5 × 10 = 75 at week 10. Dynamic: 70 + 0.4 × 12 = 74.8 at week 12, short of 75.
    expect(describedAs(data)).toBe(
      'From 70 kg up towards a target of 75 kg: the static rule reaches it in 10 weeks; the dynamic model (Hall 2011) is at 74.8 kg after 12 weeks.',
    )
  })

  test('a target equal to the start: nothing to reach, the weight at the end is said', () => {
    const data: ChartData = { startDate: '2026-01-01', targetKg: 80, series: [{ model: 'dynamic', points: weekly(26, () => 80) }] }
    expect(describedAs(data)).toBe('Starting at the target of 80 kg: the dynamic model (Hall 2011) is at 80 kg after 26 weeks.')
  })
})

describe('a line keeps the points its shape needs', () => {
  const tolerance = 0.1
  /** How far (vertically) each point left out lies from the segment drawn past it. */
  function worstMiss(xs: number[], ys: number[], kept: number[]): number {
    let worst = 0
    for (let k = 1; k < kept.length; k++) {
      const a = kept[k - 1]!
      const b = kept[k]!
      for (let j = a + 1; j < b; j++) {
        const onSegment = ys[a]! + ((ys[b]! - ys[a]!) * (xs[j]! - xs[a]!)) / (xs[b]! - xs[a]!)
        worst = Math.max(worst, Math.abs(ys[j]! - onSegment))
      }
    }
    return worst
  }

  test('no point, no index; a point not right of the last kept one, or without a number, never keeps an index twice', () => {
    expect(keptPoints([], [])).toEqual([])
    expect(keptPoints([0, 0, 1], [5, 5, 5])).toEqual([0, 2])
    for (const kept of [keptPoints([0, 1, 2], [0, Number.NaN, 0]), keptPoints([0, 0, 1, 1, 2], [1, 2, 3, 4, 5])])
      expect(kept.every((i, k) => k === 0 || i > kept[k - 1]!)).toBe(true)
  })

  test('a straight line with steps finer than the tolerance keeps its two ends; a bend keeps its corner', () => {
    const xs = Array.from({ length: 200 }, (_, i) => 60 + i * 1.4)
    // Weights rounded to 0.01 kg at 11 units a kilogram: steps of up to 0.055 units off the straight line.
    const ys = xs.map((_, i) => 20 + 11 * (Math.round(i * 7.5) / 100 - (i * 7.5) / 100) + i * 0.8)
    expect(keptPoints(xs, ys)).toEqual([0, 199])
    // Flat for five points, then down by 10 a point: the corner (index 4) stays.
    expect(keptPoints([0, 1, 2, 3, 4, 5, 6, 7, 8], [50, 50, 50, 50, 50, 60, 70, 80, 90])).toEqual([0, 4, 8])
    expect(keptPoints([5], [7])).toEqual([0])
  })

  test('every point left out lies within the tolerance of the line drawn past it; the ends are kept', () => {
    const line = fc
      .array(fc.tuple(fc.double({ min: 0.01, max: 20, noNaN: true }), fc.double({ min: -5, max: 5, noNaN: true })), {
        minLength: 2,
        maxLength: 150,
      })
      .map((steps) => {
        const xs: number[] = []
        const ys: number[] = []
        let x = 0
        let y = 100
        for (const [dx, dy] of steps) {
          x += dx
          y += dy
          xs.push(x)
          ys.push(y)
        }
        return { xs, ys }
      })
    fc.assert(
      fc.property(line, ({ xs, ys }) => {
        const kept = keptPoints(xs, ys)
        expect(kept[0]).toBe(0)
        expect(kept[kept.length - 1]).toBe(xs.length - 1)
        expect(kept.every((i, k) => k === 0 || i > kept[k - 1]!)).toBe(true)
        expect(worstMiss(xs, ys, kept)).toBeLessThanOrEqual(tolerance + 1e-9)
      }),
      { numRuns: 500 },
    )
  })
})

describe("the weight-loss timeline's static line", () => {
  const polylines = (raw: Record<string, unknown>) => {
    const out = weightLossCalculator.compute(checkInput(weightLossCalculator.input, raw), { today: '2026-01-01' })
    const params = Object.fromEntries(Object.entries(raw).map(([k, v]) => [k, String(v)]))
    const view = renderResult('weightLoss', out, { units: DEFAULT_UNITS, params }).text
    const points = (model: string) => new RegExp(`<polyline class="line ${model}" points="([^"]*)"`).exec(view)![1]!.split(' ')
    const rows = view.split('<table>')[1]!.split('<tr>').length - 2
    return { points, rows, length: out.timeline.length }
  }

  test('is drawn as its two ends, however its rounded weights step; its table keeps 10 rows', () => {
    // 90 → 80 kg at 0.5 kg a week: 140 days, 141 points; 82 → 80 kg at 0.25: 56 days, 57 points, 85 chart units a kilogram.
    for (const [currentWeightKg, targetWeightKg, weeklyLossGoalKg, length] of [
      [90, 80, 0.5, 141],
      [82, 80, 0.25, 57],
      [90, 75, 0.5, 200],
    ] as const) {
      const line = polylines({ currentWeightKg, targetWeightKg, weeklyLossGoalKg, startDate: '2026-01-01' })
      expect([line.length, line.points('static').length, line.rows]).toEqual([length, 2, 10])
    }
  })
})

describe("the description gives the answer's goal day where the answer has one", () => {
  const data = (reachedOn?: number): ChartData =>
    towards75([
      {
        model: 'dynamic',
        // The point on day 7 is at the target only as rounded: the answer's unrounded weight gets there on day 8.
        points: [
          { day: 0, weightKg: 80 },
          { day: 7, weightKg: 75 },
          { day: 14, weightKg: 74 },
        ],
        ...(reachedOn === undefined ? {} : { reachedOn }),
      },
    ])
  const describedAs = (d: ChartData) =>
    /<desc id="chart-desc">(.*?)<\/desc>/.exec(renderChart(d, { system: 'metric', energy: 'kcal' }).text)![1]

  test('8 days: 8 / 7 = 1.14, "1.1 weeks", not the drawn point\'s "1 week"', () => {
    expect(describedAs(data(8))).toContain('reaches it in 1.1 weeks')
    expect(describedAs(data())).toContain('reaches it in 1 week.')
  })
})
