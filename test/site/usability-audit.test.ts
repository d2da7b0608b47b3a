/**
 * Findings of a usability audit of the pages in Chromium, held in process: a link with part of a question,
 * where a form with errors lands, the same calculation as JSON, the chart's time axis, the figures and words,
 * and the log's lines as spreadsheets write them. The browser's side: test/browser/usability-audit.test.ts.
 */
import { describe, expect, test } from 'bun:test'
import { readPairs } from '../../api/query.ts'
import { calculators } from '../../metrics/index.ts'
import { renderResult } from '../../site/view/results/index.ts'
import { app, get } from '../catalogues/support.ts'
import { textOf as markupOf, postLogForm, twoWeeksLog } from './support.ts'

/** An element's text, its one entity (an apostrophe, escaped as every value in the markup) read back. */
const textOf = (body: string, id: string) => markupOf(body, id).replaceAll('&#39;', "'")

const html = async (path: string) => {
  const response = await get(path)
  return { response, body: await response.text() }
}

const titleOf = (body: string) => /<title>(.*?)<\/title>/.exec(body)![1]

/** The href of the method's link to the same calculation as JSON. */
const jsonLinkOf = (body: string) => /The same calculation as JSON: <a href="([^"]*)"/.exec(body)?.[1]

const TDEE: [string, string][] = [
  ['gender', 'male'],
  ['age', '30'],
  ['weightKg', '80'],
  ['heightCm', '180'],
  ['activityLevel', 'moderate'],
]
const LOW_PROTEIN: [string, string][] = [
  ['calories', '800'],
  ['preset', 'keto'],
  ['weightKg', '120'],
]

const DEFICIT =
  '/calculate-deficit?gender=female&age=41&weightKg=72.5&heightCm=168&activityLevel=light&weeklyLossGoalKg=0.5&targetWeightKg=65&startDate=2026-01-01'

describe('a link from another calculator with part of the question', () => {
  test('is the form filled in with it, not a list of what is missing (200)', async () => {
    // "To gain instead" from the weight-loss timeline: the goal-date planner with the weights, the rest to give.
    const gain = await html('/calories-for-goal-date?weightKg=90&targetWeightKg=95')
    expect(gain.response.status).toBe(200)
    expect(gain.body).toContain('<meta name="robots" content="noindex">')
    expect(textOf(gain.body, 'error-summary')).toBe('')
    expect(gain.body).not.toContain('aria-invalid="true"')
    expect(gain.body).not.toContain('is required')
    expect(titleOf(gain.body)).not.toStartWith('Error')
    expect(gain.body).toMatch(/id="weightKg"[^>]*value="90"/)
    expect(gain.body).toMatch(/id="targetWeightKg"[^>]*value="95"/)
    expect(textOf(gain.body, 'result')).toBe('Your resultFill in the form and press Calculate.')
    // A field the answer requires only for a choice made (the dynamic model's body) counts alike.
    const dynamic = await html('/weight-loss-estimator?currentWeightKg=90&targetWeightKg=75&weeklyLossGoalKg=0.5&model=dynamic')
    expect(dynamic.response.status).toBe(200)
    expect(dynamic.body).not.toContain('is required')
    expect(dynamic.body).toContain('<option value="dynamic" selected>')
  })

  test('the links the plans give lead to such pages', async () => {
    const timeline = await html('/weight-loss-estimator?currentWeightKg=90&targetWeightKg=95&weeklyLossGoalKg=0.5')
    const gain = /<dt>To gain instead<\/dt><dd><a href="([^"]*)"/.exec(timeline.body)![1]!.replaceAll('&amp;', '&')
    expect(gain).toBe('/calories-for-goal-date?weightKg=90&targetWeightKg=95')
    const deficit = await html(
      '/calculate-deficit?gender=male&age=40&weightKg=100&heightCm=180&activityLevel=sedentary&weeklyLossGoalKg=0.5&targetWeightKg=90&model=dynamic',
    )
    const maintenance = /eat what holds it, the “Maintenance at the target weight” of <a href="([^"]*)"/.exec(deficit.body)![1]!
    const page = await html(maintenance.replaceAll('&amp;', '&'))
    expect(page.response.status).toBe(200)
    expect(textOf(page.body, 'error-summary')).toBe('')
    expect(page.body).toMatch(/id="heightCm"[^>]*value="180"/)
  })

  test('a link with a wrong value or an unknown name is answered with its errors, the missing fields among them', async () => {
    const refused = [
      ['/bmi-calculator?weightkg=80&heightCm=180', 'weightkg', 'did you mean weightKg?'],
      ['/bmi-calculator?weightLb=180&heightCm=180', 'weightLb', 'send weightKg in kg instead'],
      ['/bmi-calculator?weightKg=abc', 'weightKg', 'must be a number'],
      ['/calories-for-goal-date?weightKg=90&targetWeightKg=95&goalDate=2027-02-30', 'goalDate', 'calendar date'],
    ] as const
    for (const [path, field, words] of refused) {
      const page = await html(path)
      expect({ path, status: page.response.status }).toEqual({ path, status: 422 })
      expect(textOf(page.body, 'error-summary')).toContain(words)
      expect(textOf(page.body, 'error-summary')).toContain(field === 'weightKg' ? 'Height is required' : 'is required')
      expect(titleOf(page.body)).toStartWith('Error')
    }
  })

  test("an empty calculator's link with a share's names and none of the form's is the empty form (200)", async () => {
    for (const path of ['/bmi-calculator?fbclid=IwAR0abc', '/tdee-estimator?utm_source=newsletter&utm_medium=email']) {
      const page = await html(path)
      expect({ path, status: page.response.status }).toEqual({ path, status: 200 })
      expect(textOf(page.body, 'error-summary')).toBe('')
      expect(titleOf(page.body)).not.toStartWith('Error')
    }
  })

  test('the form submitted sends each field, an empty one as name=: a required one left empty is missing', async () => {
    const submitted = await html(
      '/calories-for-goal-date?gender=&age=&weightKg=90&heightCm=&activityLevel=&targetWeightKg=95&goalDate=&startDate=&bodyFatPercent=',
    )
    expect(submitted.response.status).toBe(422)
    expect(textOf(submitted.body, 'goalDate-error')).toStartWith('Goal date is required')
    expect(textOf(submitted.body, 'error-summary')).toContain('Age is required')
  })
})

describe('a form with errors, submitted without script, lands on the error summary', () => {
  test('the summary carries the fragment the form posts to, and the title says "Error:" first', async () => {
    const { response, body } = await html('/bmi-calculator?weightKg=20&heightCm=180')
    expect(response.status).toBe(422)
    expect(body).toContain('action="/bmi-calculator#result"')
    expect(body).toMatch(/<div class="error-summary" id="result" role="alert"/)
    expect(body.match(/id="result"/g)).toHaveLength(1)
    expect(titleOf(body)).toBe('Error: Body mass index · calculator')
    // The result's place still points up to the list.
    expect(body).toContain(
      '<section aria-labelledby="result-title"><h2 id="result-title">Your result</h2><p class="placeholder">Some fields need attention: <a href="#error-summary">see the list above</a>.</p></section>',
    )
  })

  test('a result, or the empty form, is where it lands otherwise; no "Error:"', async () => {
    for (const path of ['/bmi-calculator?weightKg=80&heightCm=180', '/bmi-calculator']) {
      const { body } = await html(path)
      expect(body).toContain('<section id="result" aria-labelledby="result-title">')
      expect(body.match(/id="result"/g)).toHaveLength(1)
      expect(titleOf(body)).toBe('Body mass index · calculator')
    }
  })
})

describe('the same calculation as JSON', () => {
  test("a result page links the endpoint with the page's query; the empty page, the endpoint", async () => {
    const result = await html(DEFICIT)
    expect(jsonLinkOf(result.body)).toBe(`/api${DEFICIT.replaceAll('&', '&amp;')}`)
    const answer = await get(`/api${DEFICIT}`, { accept: 'application/json' })
    expect(answer.status).toBe(200)
    expect(jsonLinkOf((await html('/calculate-deficit')).body)).toBe('/api/calculate-deficit')
    // A page with errors too: the API's answer says the same.
    expect(jsonLinkOf((await html('/bmi-calculator?weightKg=20&heightCm=180')).body)).toBe(
      '/api/bmi-calculator?weightKg=20&amp;heightCm=180',
    )
  })

  test('the log page names its POST endpoint and links its reference, which a browser can open', async () => {
    const { body } = await html('/adaptive-tdee')
    expect(jsonLinkOf(body)).toBeUndefined()
    expect(body).not.toContain('<a href="/api/v1/adaptive-tdee"')
    expect(body).toContain('The same calculation as JSON: <code>POST /api/v1/adaptive-tdee</code>')
    const reference = /<code>POST \/api\/v1\/adaptive-tdee<\/code>[^<]*<a href="([^"]*)"/.exec(body)![1]!
    expect(reference).toBe('/docs#adaptiveTdee')
    const docs = await get('/docs', { accept: 'text/html' })
    expect(await docs.text()).toContain('id="adaptiveTdee"')
  })
})

/** The time axis's labels of a result page's chart: where each is centred, and its text. */
const timeLabels = (body: string) =>
  [...body.matchAll(/<text x="([\d.]+)" y="214" text-anchor="middle">([^<]*)<\/text>/g)].map(([, x, label]) => ({
    x: Number(x),
    label: label!,
  }))

/**
 * A label's width at the chart's largest text size (16 units), its digits 0.64 em wide (DejaVu Sans, which
 * Debian's Chromium draws them in, measured 10.18), a comma or point half that.
 */
const widthOf = (label: string) => [...label].reduce((w, c) => w + (c === ',' || c === '.' ? 5.12 : 10.24), 0)

describe("the chart's time axis", () => {
  test('a plan of 23 years: its labels in years, none running past the chart or into the next', async () => {
    const { body } = await html('/weight-loss-estimator?currentWeightKg=200&targetWeightKg=80&weeklyLossGoalKg=0.1&startDate=2026-01-01')
    expect(body).toContain('>Years from 1 January 2026</text>')
    const labels = timeLabels(body)
    expect(labels.map((l) => l.label)).toEqual(['0', '5', '10', '15', '20'])
    for (const [i, { x, label }] of labels.entries()) {
      expect(x - widthOf(label) / 2).toBeGreaterThanOrEqual(0)
      expect(x + widthOf(label) / 2).toBeLessThanOrEqual(360)
      if (i > 0) expect(x - widthOf(label) / 2).toBeGreaterThan(labels[i - 1]!.x + widthOf(labels[i - 1]!.label) / 2)
    }
  })

  test('any length of plan, in weeks up to two years: labels apart and inside the chart', async () => {
    for (const pace of ['0.25', '0.5', '0.75', '1']) {
      for (const target of ['190', '150', '120', '100', '60', '40']) {
        const { body } = await html(
          `/weight-loss-estimator?currentWeightKg=200&targetWeightKg=${target}&weeklyLossGoalKg=${pace}&startDate=2026-01-01&gender=male&age=40&heightCm=180&activityLevel=light`,
        )
        const labels = timeLabels(body)
        expect(labels.length).toBeGreaterThanOrEqual(2)
        for (const [i, { x, label }] of labels.entries()) {
          expect(x + widthOf(label) / 2).toBeLessThanOrEqual(360)
          if (i > 0) expect(x - widthOf(label) / 2).toBeGreaterThan(labels[i - 1]!.x + widthOf(labels[i - 1]!.label) / 2)
        }
      }
    }
  })
})

describe('the figures', () => {
  test('the goal-date planner shows the goal date asked for beside the day the target is reached, when they differ', async () => {
    const held = await html(
      '/calories-for-goal-date?gender=female&age=30&weightKg=100&heightCm=165&activityLevel=sedentary&targetWeightKg=70&goalDate=2026-06-30&startDate=2026-01-01',
    )
    expect(held.body).toContain('<dt>Target weight reached</dt><dd>10 March 2027 (the goal date asked for: 30 June 2026)</dd>')
    const met = await html(
      '/calories-for-goal-date?gender=male&age=30&weightKg=80&heightCm=180&activityLevel=moderate&targetWeightKg=75&goalDate=2027-06-30&startDate=2026-01-01',
    )
    expect(met.body).toContain('<dt>Target weight reached</dt><dd>30 June 2027</dd>')
  })

  test('the macronutrient page spells out the RDA, and spells fiber as the rest of the site does', async () => {
    const { body } = await html('/macronutrient-calculator?calories=800&preset=keto&weightKg=120')
    expect(body).toContain('below the adult recommended dietary allowance (RDA) for protein')
    expect(body).not.toMatch(/fibre/i)
    expect(body).toContain('<dt>Of which fiber</dt>')
  })

  test('energy in kJ is not called calories', () => {
    const kj = { system: 'metric', energy: 'kJ' } as const
    const tdee = renderResult('tdee', calculators.tdee.compute(readPairs(TDEE, calculators.tdee.input), { today: '2026-01-01' }), {
      units: kj,
      params: {},
    }).text
    expect(tdee).toContain('<dt>Maintenance energy (TDEE)</dt>')
    const macros = renderResult(
      'macronutrient',
      calculators.macronutrient.compute(readPairs(LOW_PROTEIN, calculators.macronutrient.input), { today: '2026-01-01' }),
      { units: kj, params: {} },
    ).text
    expect(macros).toContain('A split with more protein, or more energy, would meet it.')
    expect(macros).not.toMatch(/calorie/i)
  })
})

describe('the form and the method', () => {
  test('a field with nothing to hint has no empty hint for its control to point to', async () => {
    const { body } = await html('/calculate-deficit')
    expect(body).not.toContain('id="weeklyLossGoalKg-hint"')
    expect(body).toMatch(/id="weeklyLossGoalKg" name="weeklyLossGoalKg" aria-describedby="weeklyLossGoalKg-error"/)
    expect(body).not.toMatch(/<p class="hint"[^>]*><\/p>|<span class="range"><\/span>/)
  })

  test("each formula's disclosure is named by its formula", async () => {
    const { body } = await html('/calories-for-goal-date')
    const names = [...body.matchAll(/<summary>([^<]*)<\/summary>/g)].map(([, name]) => name)
    expect(names).toEqual([
      'Formula: Mifflin-St Jeor BMR (default)',
      'Formula: Total daily energy expenditure',
      'Formula: Hall 2011 dynamic body-weight model (adults)',
    ])
  })

  test("the macronutrient split's choices are short enough for the select; the field says what the shares are", async () => {
    const { body } = await html('/macronutrient-calculator')
    const choices = [...body.matchAll(/<option value="[a-z-]+"[^>]*>([^<]*)<\/option>/g)].map(([, text]) => text!)
    expect(choices).toContain('High protein (40 / 30 / 30 %)')
    for (const choice of choices) expect(choice.length).toBeLessThanOrEqual(30)
    expect(textOf(body, 'preset-hint')).toBe('Shares of energy: protein / fat / carbohydrate.')
  })

  test("the summary's figures are grouped as the page's other numbers are", async () => {
    const { body } = await html('/calories-for-goal-date')
    expect(body).toContain('at 10,000 kcal/day when gaining')
    expect(body).not.toMatch(/<p>[^<]*10000 kcal/)
  })
})

describe("the log page's lines as spreadsheets write them", () => {
  const logError = async (log: string) => textOf((await postLogForm(app, { log })).body, 'log-error')

  test('a European line (semicolons, decimal commas) is told how to write decimals and thousands', async () => {
    const european = twoWeeksLog((i) => `90,${i};2000`).replaceAll(', ', ';')
    expect(european.split('\n')[0]).toBe('2026-01-01;90,0;2000')
    const error = await logError(european)
    expect(error).toStartWith(
      'Your log: line 1 (and 13 other lines) has a number with a comma in it among semicolons or tabs: a comma separates values, so write decimals with a point (90.1) and thousands with no separator (2350).',
    )
    // A weight alone with a decimal comma would read as a weight of 90 and an intake of 5: told alike.
    expect(await logError('2026-01-01;90,5')).toContain(
      'line 1 has a number with a comma in it among semicolons or tabs: a comma separates values',
    )
    expect(await logError('2026-01-01\t90,5\t')).toContain('line 1 has a number with a comma in it among semicolons or tabs')
    // Commas between values beside semicolons or tabs are separators as before: the log is read.
    for (const mixed of ['2026-01-01, 80.2;2100', '2026-01-01,\t80.2,\t2100']) {
      const log = twoWeeksLog((i) => `80.${i};2100`).replace(/^.*$/m, mixed)
      expect({ mixed, error: await logError(log) }).toEqual({ mixed, error: '' })
    }
    // Thousands written with a comma among commas; a line of four values and no comma keeps its words.
    expect(await logError('2026-01-01, 90.1, 2,350')).toContain(
      'line 1 has more than three values: write a date, a weight and an intake (a comma separates values',
    )
    // A column more, as an app's export has (protein): told to keep three, not only how to write decimals.
    expect(await logError('2026-01-01, 90.1, 2350, 120')).toContain('has more than three values: write a date, a weight and an intake (')
    expect(await logError('2026-01-01; 90.1; 2350; 12')).toBe(
      'Your log: line 1 has more than three values: write a date, a weight and an intake.',
    )
  })

  test('dates written DD/MM/YYYY are told once, for every line, that dates are written YYYY-MM-DD', async () => {
    const log = Array.from({ length: 14 }, (_, i) => `${String(i + 1).padStart(2, '0')}/01/2026, 90, 2000`).join('\n')
    const error = await logError(log)
    expect(error).toBe(
      'Your log: line 1 (and 13 other lines) does not start with a date written YYYY-MM-DD (from 1900-01-01 to 2999-12-31).',
    )
    expect(error.match(/YYYY-MM-DD/g)).toHaveLength(1)
    // Two lines: both named; the lines of each problem counted once in what is not listed.
    expect(await logError('2026-01-01, 90, 2000\n02/01/2026, 90, 2000\n03/01/2026, 90, 2000')).toStartWith(
      'Your log: line 2 (and line 3) does not start with a date',
    )
  })

  test('a log with errors lands on its summary too, its title saying "Error:" first', async () => {
    const { response, body } = await postLogForm(app, { log: '2026-01-01, 90, 2000' })
    expect(response.status).toBe(422)
    expect(titleOf(body)).toStartWith('Error: ')
    expect(body).toContain('action="/adaptive-tdee#result"')
    expect(body).toMatch(/<div class="error-summary" id="result" role="alert"/)
    expect(body.match(/id="result"/g)).toHaveLength(1)
  })
})
