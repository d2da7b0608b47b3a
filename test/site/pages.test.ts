/**
 * The pages as HTTP answers, in process: `/` negotiated, each calculator page empty and with a
 * result, the same validation as the API with errors beside fields, nothing echoed unescaped.
 */

import { describe, expect, spyOn, test } from 'bun:test'
import { gunzipSync } from 'node:zlib'
import { MCP_PATH } from '../../api/mcp.ts'
import type { PageKey } from '../../api/pages.ts'
import { calculatorPages, LOG_PAGE, listedPages } from '../../api/pages.ts'
import { calculators } from '../../metrics/index.ts'
import { createApp } from '../../server/app.ts'
import { formatNumber } from '../../site/view/numbers.ts'
import { renderResult } from '../../site/view/results/index.ts'
import { get, getJson, manifest } from '../catalogues/support.ts'
import { BROWSER_ACCEPT, pageExamples, textOf } from './support.ts'

const html = async (path: string, headers: Record<string, string> = {}) => {
  const response = await get(path, headers)
  return { response, body: await response.text() }
}

/** A page with a result: its HTML, and the result's text. */
const resultPage = async (path: string) => {
  const { body } = await html(path)
  return { body, result: textOf(body, 'result') }
}

/** Each page's leading figure in the API's answer. */
const LEAD: Record<PageKey, (answer: any) => number> = {
  calculateDeficit: (a) => a.targetCalories,
  bodyFat: (a) => a.bodyFatPercent,
  tdee: (a) => a.tdee,
  bmr: (a) => a.bmr,
  weightLoss: (a) => a.daysToGoal,
  macronutrient: (a) => a.proteinGrams,
  bmi: (a) => a.bmi,
  waterIntake: (a) => a.totalLiters,
  caloriesForGoalDate: (a) => a.dailyCalories,
}

const jsonLdOf = (body: string) => JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(body)![1]!)

describe('/ is negotiated on Accept', () => {
  test.each([
    ['no Accept header', {}],
    ['*/*', { accept: '*/*' }],
    ['application/json', { accept: 'application/json' }],
    ['a tie between HTML and JSON', { accept: 'text/html, application/json' }],
    ['HTML weighted below JSON', { accept: 'text/html;q=0.5, application/json' }],
    // RFC 9110 §12.5.1: application/* and */* name JSON too; a range's best weight is what counts.
    ['HTML weighted below */*', { accept: 'text/html;q=0.9, */*' }],
    ['HTML weighted below application/*', { accept: 'text/html;q=0.9, application/*' }],
    ['JSON weighted above HTML, then */* weighted below it', { accept: 'application/json;q=0.9, */*;q=0.1, text/html;q=0.5' }],
    ['another text type only', { accept: 'text/plain' }],
    // The most specific range naming a type gives its weight: text/html's own q=0 is not lifted by */*.
    ['HTML refused by name, */* accepted', { accept: 'text/html;q=0, */*' }],
    ['text/* weighted below JSON', { accept: 'text/*;q=0.5, application/json' }],
    ['text/* and */* alike (a tie)', { accept: 'text/*, */*' }],
    ['an Accept over 1 KiB, taken as absent', { accept: `text/html,${'x'.repeat(1025 - 10)}` }],
    // RFC 9110's qvalue is 0 to 1, three decimals at most: a range with another weight is left out.
    ['HTML with a weight above 1, left out', { accept: 'text/html;q=2, application/json;q=0.9' }],
    ['HTML with an empty weight, left out', { accept: 'text/html;q=, application/json;q=0.9' }],
  ])('%s: the JSON index, which lists the pages', async (_, headers) => {
    const response = await get('/', headers)
    expect(response.headers.get('content-type')).toBe('application/json')
    expect(response.headers.get('vary')).toBe('accept')
    const index = await response.json()
    expect(index.pages.home).toBe('/')
    expect(index.pages.calculators.map((c: { page: string }) => c.page)).toEqual(listedPages.map((p) => p.path))
  })

  test.each([
    ['HTML named in capitals (media types ignore case)', 'TEXT/HTML, application/json;q=0.9'],
    ['a weight named in capitals', 'application/json;Q=0.5, text/html'],
    ['HTML named again at a lower weight', 'text/html, text/html;q=0.1, application/json;q=0.5'],
    ['JSON with a weight that is no number, ignored', 'application/json;q=x, text/html'],
    ['an Accept of exactly 1 KiB, still read', `text/html,${'x'.repeat(1024 - 10)}`],
    // RFC 9110 §12.5.1: */* and text/* name HTML too, and JSON refused by name is refused.
    ['JSON refused by name, */* accepted', 'application/json;q=0, */*'],
    ['text/* only', 'text/*'],
    ['text/* weighted above application/*', 'text/*, application/*;q=0.5'],
    [
      'Chrome',
      'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,image/apng,*/*;q=0.8,application/signed-exchange;v=b3;q=0.7',
    ],
    ['Firefox and Safari', 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8'],
  ])('%s: the home page', async (_, accept) => {
    const response = await get('/', { accept })
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(response.headers.get('vary')).toBe('accept, accept-encoding')
  })

  test('a browser gets the home page, compressed, with Vary: Accept and validators', async () => {
    const response = await get('/', { accept: BROWSER_ACCEPT, 'accept-encoding': 'gzip' })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(response.headers.get('vary')).toBe('accept, accept-encoding')
    expect(response.headers.get('content-encoding')).toBe('gzip')
    const body = gunzipSync(new Uint8Array(await response.arrayBuffer())).toString()
    expect(body).toStartWith('<!doctype html><html lang="en">')
    for (const page of calculatorPages) expect(body).toContain(`href="${page.path}"`)
    expect(body).toContain(`<code>${MCP_PATH}</code>`) // agents, as the JSON index names it
    const again = await get('/', { accept: BROWSER_ACCEPT, 'accept-encoding': 'gzip', 'if-none-match': response.headers.get('etag')! })
    expect(again.status).toBe(304)
    expect(again.headers.get('vary')).toBe('accept, accept-encoding')
  })
})

describe('each calculator page, empty', () => {
  test.each(calculatorPages.map((p) => [p.path, p]))('%s: the form for exactly its API parameters', async (_, page) => {
    const { response, body } = await html(page.path)
    expect(response.status).toBe(200)
    expect(response.headers.get('etag')).toBeTruthy()
    const policy = response.headers.get('content-security-policy')!
    expect(policy).not.toContain('unsafe-inline')
    expect(policy).toContain("script-src 'self' 'sha256-")
    expect(body).toContain(`<link rel="alternate" type="application/json" href="${page.api}">`)
    expect(body).toContain(`<link rel="canonical" href="${manifest.baseUrl}${page.path}">`)
    expect(body).toContain(`<form class="calculator" method="get" action="${page.path}#result"`)
    const names = [...body.matchAll(/<(?:input|select) id="[^"]+" name="([^"]+)"/g)].map((m) => m[1])
    expect(names).toEqual(page.calculator.input.fields.map((f) => f.name))
    // Nothing else in the form has a name, so a submission carries the API's parameters only.
    const form = body.slice(body.indexOf('<form'), body.indexOf('</form>'))
    expect([...form.matchAll(/ name="/g)].length).toBe(names.length)
    const ld = jsonLdOf(body)
    expect(ld['@type']).toBe('WebApplication')
    expect(ld.url).toBe(`${manifest.baseUrl}${page.path}`)
    expect(ld.citation.length).toBeGreaterThan(0)
    for (const work of ld.citation) expect(work.url).toMatch(/^https:\/\//)
    expect(body).toContain('<h2 id="method-title">How it is calculated</h2>')
  })

  test('no page loads anything from another origin, and none sets a cookie', async () => {
    for (const path of ['/', ...calculatorPages.map((p) => p.path)]) {
      const { response, body } = await html(path, { accept: BROWSER_ACCEPT })
      expect(response.headers.get('set-cookie')).toBeNull()
      const loaded = [...body.matchAll(/<(?:script|link|img|iframe|object|embed)\b[^>]*\b(?:src|href)="([^"]*)"/g)].map((m) => m[1]!)
      expect(loaded.length).toBeGreaterThan(1)
      for (const url of loaded) expect(url.startsWith('/') || url.startsWith(`${manifest.baseUrl}/`)).toBe(true)
    }
  })
})

describe('without a build (dist/ absent), the pages still answer', () => {
  test('each empty form is rendered: 200 HTML; / stays JSON even for a browser', async () => {
    const warned = spyOn(console, 'error').mockImplementation(() => {})
    const unbuilt = createApp({ readCatalogue: () => undefined })
    warned.mockRestore()
    const fetchPage = (path: string, headers: Record<string, string> = {}) =>
      unbuilt.handle(new Request(`http://localhost${path}`, { headers }))
    for (const path of [...calculatorPages.map((p) => p.path), LOG_PAGE.path]) {
      const response = await fetchPage(path)
      expect({ path, status: response.status }).toEqual({ path, status: 200 })
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8')
      expect(await response.text()).toContain('<form')
    }
    const index = await fetchPage('/', { accept: BROWSER_ACCEPT })
    expect(index.headers.get('content-type')).toBe('application/json')
  })
})

describe('each calculator page with its endpoint example: the same answer as the API', () => {
  test.each(pageExamples.map((e) => [e.target, e]))('%s', async (_, { page, api, target }) => {
    const { response, body } = await html(target)
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(body).toContain('<meta name="robots" content="noindex">')
    expect(body).toContain(`<link rel="alternate" type="application/json" href="${api.replaceAll('&', '&amp;')}">`)
    expect(textOf(body, 'result')).not.toContain('Fill in the form')
    // The API's own answer, its leading figure as a person reads it (thousands grouped).
    const lead = String(LEAD[page.key](await getJson(api)).toLocaleString('en-US'))
    expect(textOf(body, 'result')).toContain(lead)
    // Every value the form was sent is back in its field, typed in or selected.
    for (const [name, value] of new URL(`http://x${target}`).searchParams) {
      const at = body.indexOf(`id="${name}" name="${name}"`)
      const field = body.slice(at - 8, body.indexOf('</div>', at))
      expect(
        field.startsWith('<select ') ? field.includes(`<option value="${value}" selected>`) : field.includes(` value="${value}"`),
      ).toBe(true)
    }
    expect(page.path).toBe(target.slice(0, target.indexOf('?')))
  })

  test('BMI of 80 kg at 180 cm: 24.7, Normal weight (80 / 1.8² = 24.69)', async () => {
    const { body } = await html('/bmi-calculator?weightKg=80&heightCm=180')
    const result = textOf(body, 'result')
    expect(result).toContain('24.7 kg/m²')
    expect(result).toContain('Normal weight')
    // 18.5 × 3.24 = 59.94, 24.9 × 3.24 = 80.676
    expect(result).toContain('59.9 kg to 80.7 kg')
  })

  test('a plan: the target calories, the warnings first, and a chart with both models and the target', async () => {
    // Mifflin-St Jeor: 10 × 72.5 + 6.25 × 168 − 5 × 41 − 161 = 1409; × 1.375 = 1937.4 → 1937; − 0.5 × 7700 / 7 = 1387.
    const { body, result } = await resultPage(
      '/calculate-deficit?gender=female&age=41&weightKg=72.5&heightCm=168&activityLevel=light&weeklyLossGoalKg=0.5&targetWeightKg=50&startDate=2026-01-01',
    )
    expect(result).toContain('1,387 kcal')
    expect(result).toContain('1,937 kcal')
    // 50 / 1.68² = 17.7: below 18.5, said plainly before the figures.
    expect(body.indexOf('class="warnings"')).toBeLessThan(body.indexOf('class="figures"'))
    expect(result).toContain('The target weight gives a BMI below 18.5')
    expect(body).toContain('<polyline class="line static"')
    expect(body).toContain('<polyline class="line dynamic"')
    expect(body).toContain('<line class="target"')
    expect(body).toContain('Weight (kg)')
    expect(body).toContain('<caption>Projected weight: Static rule (a constant deficit)</caption>')
  })

  test('the timeline draws the dynamic model only when the body it needs is given', async () => {
    const bare = (await html('/weight-loss-estimator?currentWeightKg=90&targetWeightKg=75&weeklyLossGoalKg=0.5&startDate=2026-01-01')).body
    expect(bare).toContain('<polyline class="line static"')
    expect(bare).not.toContain('<polyline class="line dynamic"')
    const full = (
      await html(
        '/weight-loss-estimator?currentWeightKg=90&targetWeightKg=75&weeklyLossGoalKg=0.5&startDate=2026-01-01&gender=male&age=30&heightCm=180&activityLevel=moderate',
      )
    ).body
    expect(full).toContain('<polyline class="line dynamic"')
  })

  test('a gain held at 10000 kcal a day that never gets there says so, not that the safety floor held it', async () => {
    const { result } = await resultPage(
      '/calories-for-goal-date?gender=female&age=40&weightKg=60&heightCm=160&activityLevel=active&targetWeightKg=650&goalDate=2026-01-02&startDate=2026-01-01',
    )
    expect(result).toContain('Target weight reached')
    expect(result).toContain('Not reached at this intake')
    expect(result).not.toContain('safety floor')
  })

  test('a target beyond the model shows its maintenance as not available, with the warning, not 0 or null', async () => {
    // The oracle's fixture calories-for-goal-date/steady-state-past-lean-mass: maintenanceCaloriesAtGoal null.
    const { result } = await resultPage(
      '/calories-for-goal-date?gender=female&age=60&weightKg=100&heightCm=150&activityLevel=sedentary&targetWeightKg=30&goalDate=2028-01-01&startDate=2026-01-01',
    )
    expect(result).toContain('Maintenance at the target weight')
    expect(result).toContain('Not available: see “Read this first”')
    expect(result).toContain('no lean tissue left')
    expect(result).not.toContain('null')
    expect(result).not.toMatch(/\bNaN\b|undefined/)
  })

  test('an intake beyond the model is not given: the page says so with the warning, and charts the way to it', async () => {
    // The oracle's fixture calories-for-goal-date/intake-beyond-model: dailyCalories and dailyDeficit null.
    const { body, result } = await resultPage(
      '/calories-for-goal-date?gender=female&age=30&weightKg=140&heightCm=160&activityLevel=sedentary&targetWeightKg=38&goalDate=2031-01-01&startDate=2026-01-01',
    )
    for (const label of ['Eat per day', 'Daily deficit', 'Target weight reached']) expect(result).toContain(label)
    expect(result.match(/Not available: see “Read this first”/g)?.length).toBe(4)
    expect(result).toContain('glycogen) on 28 August 2030')
    expect(result).not.toMatch(/\bnull\b|\bNaN\b|undefined/)
    expect(body).toContain('<polyline class="line dynamic"')
    // The line is not an intake given: the chart says what it is and why it stops, under it and in its description.
    const note =
      'The line is the intake that would reach the target by the goal date or, when even the safety floor runs out of lean tissue first, the floor; neither is given'
    expect(/<p class="chart-note">([^<]*)<\/p>/.exec(body)?.[1]).toStartWith(note)
    expect(/<desc id="chart-desc">([^<]*)<\/desc>/.exec(body)?.[1]).toContain(note)
    expect(body).toContain('It stops on the last day the model&#39;s body keeps lean tissue')
  })

  test('a plan whose weight settles beyond the model says so instead of a weight', async () => {
    // The oracle's fixture calculate-deficit/dynamic-reached-plateau-beyond-model: plateauWeightKg null.
    for (const page of ['/calculate-deficit', '/weight-loss-estimator']) {
      const query =
        page === '/calculate-deficit'
          ? 'gender=female&age=30&weightKg=160&heightCm=160&activityLevel=sedentary&weeklyLossGoalKg=1&targetWeightKg=55&startDate=2026-01-01&model=dynamic'
          : 'currentWeightKg=160&targetWeightKg=55&weeklyLossGoalKg=1&startDate=2026-01-01&model=dynamic&gender=female&age=30&heightCm=160&activityLevel=sedentary'
      const result = textOf((await html(`${page}?${query}`)).body, 'result')
      const intake = page === '/calculate-deficit' ? 'this intake' : 'the intake this pace sets'
      expect(result).toContain(`If ${intake} is kept, the weight settles nearNot available: see “Read this first”`)
      expect(result).toContain('no plateau to give')
      expect(result).not.toMatch(/\bnull\b|\bNaN\b|undefined/)
    }
  })

  test('a dynamic line cut short by the model says where and why it stops, beside either model', async () => {
    // The oracle's fixture weight-loss-estimator/dynamic-projection-out-of-lean-tissue: the body runs out of
    // lean tissue on May 26, 2026, so its line ends on the day before. On a static page the line is the
    // companion's, whose warnings the page does not show: the chart itself says it.
    const body = 'gender=female&age=40&heightCm=160&activityLevel=moderate&bodyFatPercent=65&weeklyLossGoalKg=0.5&startDate=2026-01-01'
    const note =
      'The dynamic model&#39;s line stops on 25 May 2026, the last day the model&#39;s body keeps lean tissue, where the model&#39;s answers end.'
    for (const model of ['static', 'dynamic'])
      for (const target of [
        `/weight-loss-estimator?currentWeightKg=50&targetWeightKg=42&${body}&model=${model}`,
        `/calculate-deficit?weightKg=50&targetWeightKg=42&${body}&model=${model}`,
      ]) {
        const page = (await html(target)).body
        expect(/<p class="chart-note">([^<]*)<\/p>/.exec(page)?.[1]).toBe(note)
        expect(/<desc id="chart-desc">([^<]*)<\/desc>/.exec(page)?.[1]).toEndWith(note)
      }
    // A line that reaches its target has no note.
    const reached = (await html(`/calculate-deficit?weightKg=72.5&targetWeightKg=65&${body.replace('65', '30')}`)).body
    expect(reached).toContain('<polyline class="line dynamic"')
    expect(reached.includes('<p class="chart-note">')).toBe(false)
  })

  test('a dynamic line that never reaches the target says so, beside a static line that does', async () => {
    // The oracle's fixtures: a woman of 60 at 62 kg settles near 51.42 kg aiming at 48 (a plateau above
    // the target); a woman of 30 at 150 kg aiming at 35 has no plateau the model can give (PLATEAU_BEYOND_MODEL)
    // and does not reach the target in the 10 years the model looks ahead. Each line is drawn over its first year.
    const cases = [
      [
        'calculate-deficit/dynamic-plateau-above-target',
        'By the dynamic model the weight levels off near 51.4 kg, above the target, which it never reaches; its line shows the first year.',
      ],
      [
        'weight-loss-estimator/dynamic-plateau-above-target',
        'By the dynamic model the weight levels off near 51.4 kg, above the target, which it never reaches; its line shows the first year.',
      ],
      [
        'calculate-deficit/dynamic-never-settles-within-10-years',
        'By the dynamic model the target is not reached within 10 years; its line shows the first year.',
      ],
    ] as const
    for (const [fixture, note] of cases) {
      const { request, response } = await Bun.file(`fixtures/cases/${fixture}.json`).json()
      expect(response.body.daysToGoal).toBeNull()
      // The same question on the page, under either model: on the static page the line is the companion's.
      for (const model of ['static', 'dynamic']) {
        const page = (await html(request.path.replace('/api/', '/').replace('model=dynamic', `model=${model}`))).body
        expect(/<p class="chart-note">([^<]*)<\/p>/.exec(page)?.[1]).toBe(note)
        expect(/<desc id="chart-desc">([^<]*)<\/desc>/.exec(page)?.[1]).toEndWith(note)
      }
    }
  })

  test('the level-off note is in the units of the page', async () => {
    // The oracle's answer drawn as the browser module draws it: 51.42 kg is 113.36 lb (÷ 0.45359237), 8 st 1 lb in whole pounds.
    const { request, response } = await Bun.file('fixtures/cases/calculate-deficit/dynamic-plateau-above-target.json').json()
    const params = Object.fromEntries(new URL(request.path, 'http://x').searchParams)
    const note = (system: 'us' | 'uk') =>
      /<p class="chart-note">([^<]*)<\/p>/.exec(
        renderResult('calculateDeficit', response.body, { units: { system, energy: 'kcal' }, params }).text,
      )?.[1]
    expect(note('us')).toContain('levels off near 113.4 lb, above the target')
    expect(note('uk')).toContain('levels off near 8 st 1 lb, above the target')
  })

  test('the goal-date chart says where its line gets, for a gain, the same weight and a loss', async () => {
    const described = async (targetKg: number) =>
      textOf(
        (
          await html(
            `/calories-for-goal-date?gender=male&age=30&weightKg=80&heightCm=180&activityLevel=moderate&targetWeightKg=${targetKg}&goalDate=2026-06-30&startDate=2026-01-01`,
          )
        ).body,
        'chart-desc',
      )
    // 2026-01-01 to 2026-06-30 is 180 days: 25.7 weeks. A gain starts below its target: never "reached in 0 weeks".
    const gain = await described(85)
    expect(gain).toStartWith('From 80 kg up towards a target of 85 kg: the dynamic model (Hall 2011) ')
    expect(gain).toContain(' 25.7 weeks.')
    expect(gain).not.toContain(' 0 weeks')
    expect(await described(80)).toBe('Starting at the target of 80 kg: the dynamic model (Hall 2011) is at 80 kg after 25.7 weeks.')
    const loss = await described(75)
    expect(loss).toStartWith('From 80 kg towards a target of 75 kg: the dynamic model (Hall 2011) ')
    expect(loss).toContain(' 25.7 weeks.')
  })

  test('a result page is gzipped for a client that takes it', async () => {
    const response = await get(pageExamples[0]!.target, { 'accept-encoding': 'gzip, br' })
    expect(response.headers.get('content-encoding')).toBe('gzip')
    expect(response.headers.get('vary')).toBe('accept-encoding')
    expect(gunzipSync(new Uint8Array(await response.arrayBuffer())).toString()).toContain('Your result')
  })
})

describe('invalid input: the API rules, worded beside each field, never echoed unescaped', () => {
  test('markup sent as a value comes back as text only, and the field says what to send', async () => {
    const { response, body } = await html('/bmi-calculator?weightKg=%3Cscript%3Ealert(1)%3C%2Fscript%3E&heightCm=180')
    expect(response.status).toBe(422)
    expect(body).not.toContain('<script>alert')
    expect(body).toContain('value="&lt;script&gt;alert(1)&lt;/script&gt;"')
    expect(textOf(body, 'weightKg-error')).toBe(
      `Weight must be a number from 30 to 650 (kg), written as plain digits with an optional minus sign and decimal point (no exponent, plus sign, comma or spaces).`,
    )
    expect(body).toMatch(/id="weightKg"[^>]*aria-invalid="true"/)
    expect(textOf(body, 'heightCm-error')).toBe('')
    expect(textOf(body, 'error-summary')).toContain(
      `Weight must be a number from 30 to 650 (kg), written as plain digits with an optional minus sign and decimal point (no exponent, plus sign, comma or spaces).`,
    )
  })

  test('an attribute cannot be broken out of', async () => {
    const { body } = await html('/bmi-calculator?weightKg=80%22%20onfocus%3D%22alert(1)&heightCm=180')
    expect(body).not.toContain('" onfocus="')
    expect(body).toContain('value="80&quot; onfocus=&quot;alert(1)"')
  })

  test('a required field left empty is missing; an optional one left empty is not given', async () => {
    const missing = await html('/bmi-calculator?weightKg=&heightCm=180')
    expect(missing.response.status).toBe(422)
    expect(textOf(missing.body, 'weightKg-error')).toBe('Weight is required; it must be a number from 30 to 650 (kg).')
    const optional = await html('/water-intake-calculator?weightKg=80&climate=temperate&trainingMinutes=')
    expect(optional.response.status).toBe(200)
    // 35 ml × 80 = 2800 ml
    expect(textOf(optional.body, 'result')).toContain('2.8 L')
  })

  test('a parameter the API does not take, or one given twice, is refused as the API refuses it', async () => {
    const unknown = await html('/bmi-calculator?weightKg=80&heightCm=180&weightkg=80')
    expect(unknown.response.status).toBe(422)
    expect(textOf(unknown.body, 'error-summary')).toContain('weightkg is not accepted by this endpoint; did you mean weightKg?')
    const twice = await html('/bmi-calculator?weightKg=80&weightKg=81&heightCm=180')
    expect(twice.response.status).toBe(422)
    expect(textOf(twice.body, 'weightKg-error')).toBe('Weight must be given only once.')
  })

  test('a domain rule the calculator checks (the goal date) is shown beside its field', async () => {
    const { response, body } = await html(
      '/calories-for-goal-date?gender=male&age=30&weightKg=80&heightCm=180&activityLevel=moderate&targetWeightKg=75&goalDate=2025-06-30&startDate=2026-01-01',
    )
    expect(response.status).toBe(422)
    // The API's message names startDate; the page names it as its form does.
    expect(textOf(body, 'goalDate-error')).toContain(
      'Goal date must be after start date (today in UTC when start date is not given) and at most 5 years after it',
    )
  })
})

describe("a person reads the form's names, not the API's", () => {
  test('a conditional requirement names the field and the choice as the form shows them', async () => {
    const bodyFat = (await html('/body-fat-calculator')).body
    expect(bodyFat).toContain('Required when sex is Female.')
    const tdee = (await html('/tdee-estimator')).body
    expect(tdee).toContain('Required when BMR formula is Katch-McArdle or Cunningham.')
    const timeline = (await html('/weight-loss-estimator')).body
    expect(timeline).toContain('Required when projection is Dynamic model (Hall 2011).')
    for (const page of [bodyFat, tdee, timeline]) expect(page).not.toMatch(/Required when (gender|formula|model) /)
  })

  test("an error names the condition that requires a field, and a select's choices, as the form words them", async () => {
    // Each field sent, empty where left so, as the form sends it: a field left out is a question not yet asked.
    const timeline = (
      await html(
        '/weight-loss-estimator?currentWeightKg=90&targetWeightKg=75&weeklyLossGoalKg=0.5&model=dynamic&gender=&age=&heightCm=&activityLevel=',
      )
    ).body
    // The API: "is required when model is dynamic; it must be one of: male, female".
    expect(textOf(timeline, 'gender-error')).toBe(
      'Sex is required when projection is Dynamic model (Hall 2011); it must be one of: Male, Female.',
    )
    const bmr = (await html('/bmr-calculator?gender=male&age=30&weightKg=80&heightCm=180&formula=katch-mcardle&bodyFatPercent=')).body
    expect(textOf(bmr, 'bodyFatPercent-error')).toBe(
      'Body fat is required when BMR formula is Katch-McArdle; it must be a number from 3 to 70 (%).',
    )
    const bodyFat = (await html('/body-fat-calculator?gender=female&heightCm=170&neckCm=35&waistCm=80&hipCm=')).body
    expect(textOf(bodyFat, 'hipCm-error')).toBe('Hip is required when sex is Female; it must be a number from 40 to 250 (cm).')
    // Values no select sends (an address typed by hand): the choices as the select offers them; but a value in
    // the wrong case keeps the API's values and its hint, which are what to type.
    const plan = (
      await html('/calculate-deficit?gender=Male&age=30&weightKg=80&heightCm=180&activityLevel=lazy&weeklyLossGoalKg=0.3&targetWeightKg=70')
    ).body
    expect(textOf(plan, 'gender-error')).toBe('Sex must be one of: male, female (values are lower case).')
    expect(textOf(plan, 'activityLevel-error')).toBe(
      'Activity level must be one of: Sedentary (× 1.2), Light (× 1.375), Moderate (× 1.55), Active (× 1.725), Extreme (× 1.9).',
    )
    expect(textOf(plan, 'weeklyLossGoalKg-error')).toBe(
      'Weekly loss must be one of: 0.25 kg a week, 0.5 kg a week, 0.75 kg a week, 1 kg a week.',
    )
  })

  test('only camel-case API names are renamed: a lowercase one may be an English word in the message', async () => {
    // 70 % body fat at 30 kg and 150 cm leaves no lean tissue: the message's "model" is the word, and model=static the API's.
    const { response, body } = await html(
      '/calculate-deficit?gender=male&age=15&weightKg=30&heightCm=150&activityLevel=moderate&weeklyLossGoalKg=0.5&targetWeightKg=30&bodyFatPercent=70&model=dynamic',
    )
    expect(response.status).toBe(422)
    const error = textOf(body, 'bodyFatPercent-error')
    expect(error).toContain('so the dynamic model cannot start from it')
    expect(error).not.toContain('projection')
  })

  test("an error naming another field names it by its label: the API's neckCm is the form's neck", async () => {
    const { response, body } = await html('/body-fat-calculator?gender=male&heightCm=180&neckCm=45&waistCm=44')
    expect(response.status).toBe(422)
    expect(textOf(body, 'waistCm-error')).toMatch(/^Waist must be greater than neck\b/)
    expect(textOf(body, 'waistCm-error')).not.toContain('neckCm')
  })
})

describe('a target above the current weight', () => {
  test('has no date, no pace and no plateau: there is nothing to lose', async () => {
    for (const path of [
      '/weight-loss-estimator?currentWeightKg=70&targetWeightKg=80&weeklyLossGoalKg=0.5&startDate=2026-01-01',
      '/calculate-deficit?weightKg=70&weeklyLossGoalKg=0.5&targetWeightKg=80&startDate=2026-01-01',
    ])
      for (const model of ['static', 'dynamic']) {
        const result = textOf((await html(`${path}&model=${model}&gender=male&age=30&heightCm=180&activityLevel=light`)).body, 'result')
        expect([model, result]).toEqual([
          model,
          expect.stringContaining('Target weightNothing to lose: the weight is already at or below it'),
        ])
        expect(result).not.toContain('reached')
        expect(result).not.toContain('0 days')
        expect(result).not.toContain('Per month at this pace')
        // At maintenance the weight stays: no plateau is shown (the model's, fed whole kcal, is a few grams off).
        expect(result).not.toContain('settles near')
      }
  })
})

describe('the goal-date chart, held at the floor past the goal date', () => {
  test('says the date the figures give, which its line (ending on the goal date) does not reach', async () => {
    const query =
      'gender=female&age=35&weightKg=80&heightCm=165&activityLevel=light&targetWeightKg=70&goalDate=2026-12-15&startDate=2026-11-27'
    const answer = await (await get(`/api/calories-for-goal-date?${query}`)).json()
    // Ten kilograms in 18 days needs less than her floor: held there, reached later than the goal date.
    expect(answer.warnings.map((w: { code: string }) => w.code)).toContain('FLOOR_CLIPPED')
    expect(answer.targetReachedDate > answer.goalDate).toBe(true)
    const [year, month, day] = answer.targetReachedDate.split('-').map(Number)
    // A metric page writes the day first, as British English does (Intl's en-GB long date: 21 March 2027).
    const longDate = new Date(Date.UTC(year, month - 1, day)).toLocaleDateString('en-GB', { timeZone: 'UTC', dateStyle: 'long' })
    const page = (await html(`/calories-for-goal-date?${query}`)).body
    expect(page).toContain(`<p class="chart-note">The line ends on the goal date; at this intake the target is reached on ${longDate}.</p>`)
  })
})

test("one day to the goal is '1 day'", async () => {
  // 0.1 kg at 1.5 kg a week: ceil(0.1 × 7 / 1.5) = 1 day.
  const result = textOf(
    (await html('/weight-loss-estimator?currentWeightKg=80&targetWeightKg=79.9&weeklyLossGoalKg=1.5&startDate=2026-01-01')).body,
    'result',
  )
  expect(result).toContain('2 January 2026 (1 day, about 0.1 weeks)')
})

test("a plan's chart says the goal day its figures give, not the first drawn point whose rounded weight is there", async () => {
  // An audit's case: a weekly point shows 80 kg, rounded to 0.01 kg, before the day the answer reaches it.
  const query =
    'gender=male&age=30&weightKg=150&heightCm=180&activityLevel=light&weeklyLossGoalKg=1&targetWeightKg=80&model=dynamic&startDate=2026-01-01'
  const answer = await (await get(`/api/calculate-deficit?${query}`)).json()
  const shown = answer.projection.find((p: { day: number; weightKg: number }) => p.weightKg <= 80)
  expect(formatNumber(shown.day / 7, 1)).not.toBe(formatNumber(answer.weeksToGoal, 1))
  const description = /<desc id="chart-desc">(.*?)<\/desc>/.exec((await html(`/calculate-deficit?${query}`)).body)![1]
  expect(description).toContain(`the dynamic model (Hall 2011) reaches it in ${formatNumber(answer.weeksToGoal, 1)} weeks`)
})

test("a reached plan's plateau is what its intake, kept, would settle at, not where the plan ends", async () => {
  // The bw validation case: 90 to 80 kg at 0.5 kg a week settles near 58 kg if the plan's intake is kept.
  const query =
    'gender=male&age=40&weightKg=90&heightCm=180&activityLevel=sedentary&weeklyLossGoalKg=0.5&targetWeightKg=80&model=dynamic&startDate=2026-01-01'
  const answer = await (await get(`/api/calculate-deficit?${query}`)).json()
  expect(answer.daysToGoal).toBeGreaterThan(0)
  expect(answer.plateauWeightKg).toBeLessThan(80)
  const result = textOf((await html(`/calculate-deficit?${query}`)).body, 'result')
  expect(result).toContain(
    `If this intake is kept, the weight settles near${formatNumber(answer.plateauWeightKg, 1)} kg (past the target: once there, eat what holds it, the “Maintenance at the target weight” of Calories for a goal date)`,
  )
  // The timeline shows a pace, not an intake: its label names the intake the pace sets.
  const timeline = textOf(
    (
      await html(
        '/weight-loss-estimator?currentWeightKg=90&targetWeightKg=80&weeklyLossGoalKg=0.5&model=dynamic&gender=male&age=40&heightCm=180&activityLevel=sedentary&startDate=2026-01-01',
      )
    ).body,
    'result',
  )
  expect(timeline).toContain('If the intake this pace sets is kept, the weight settles near')
})

test('the goal-date chart says the day its figures give, where its rounded points do not reach the target', async () => {
  // The figure says July 1, 2026; the line's last point, rounded to 0.01 kg, is just above 90 kg (the whole kcal's rounding).
  const query =
    'gender=male&age=40&weightKg=100&heightCm=180&activityLevel=moderate&targetWeightKg=90&goalDate=2026-07-01&startDate=2026-01-01'
  const answer = await (await get(`/api/calories-for-goal-date?${query}`)).json()
  expect(answer.targetReachedDate).toBe('2026-07-01')
  expect(answer.projection.at(-1).weightKg).toBeGreaterThan(90)
  const description = /<desc id="chart-desc">(.*?)<\/desc>/.exec((await html(`/calories-for-goal-date?${query}`)).body)![1]
  // January 1 to July 1, 2026: 181 days, 25.9 weeks.
  expect(description).toContain('the dynamic model (Hall 2011) reaches it in 25.9 weeks')
})

test('macronutrients below the adult protein RDA (0.8 g/kg, IOM 2005) say so; above it, nothing', async () => {
  // 800 kcal of keto (20 % protein) at 120 kg: 800 × 0.2 / 4 = 40 g, 40 / 120 = 0.33 g/kg.
  const low = textOf((await html('/macronutrient-calculator?calories=800&preset=keto&weightKg=120')).body, 'result')
  expect(low).toContain('0.33 g/kg')
  expect(low).toContain('This is below the adult recommended dietary allowance (RDA) for protein, 0.8 g/kg of body weight a day (IOM 2005)')
  // In pounds: 0.8 × 0.45359237 = 0.36 g/lb.
  const inUs = renderResult(
    'macronutrient',
    calculators.macronutrient.compute({ calories: 800, preset: 'keto', weightKg: 120 } as never, { today: '2026-01-01' }),
    { units: { system: 'us', energy: 'kcal' }, params: {} },
  ).text
  expect(inUs).toContain('below the adult recommended dietary allowance (RDA) for protein, 0.36 g/lb of body weight a day')
  // 2000 kcal balanced (30 % protein) at 80 kg: 2000 × 0.3 / 4 = 150 g, 1.88 g/kg.
  const enough = textOf((await html('/macronutrient-calculator?calories=2000&preset=balanced&weightKg=80')).body, 'result')
  expect(enough).not.toContain('RDA')
})

test('a goal-date line that starts at its target is not described as reaching it', async () => {
  const description = /<desc id="chart-desc">(.*?)<\/desc>/.exec(
    (
      await html(
        '/calories-for-goal-date?gender=male&age=40&weightKg=80&heightCm=180&activityLevel=moderate&targetWeightKg=80&goalDate=2026-07-01&startDate=2026-01-01',
      )
    ).body,
  )![1]
  expect(description).not.toContain('reaches it')
})

test("keto's fiber, held at its carbohydrate, says so; a balanced split's does not", async () => {
  // 2500 kcal of keto: carbohydrate 2500 × 5 % / 4 = 31 g; the guide's 14 g per 1000 kcal would be 35 g, held at 31.
  const keto = textOf((await html('/macronutrient-calculator?calories=2500&preset=keto')).body, 'result')
  expect(keto).toContain('Of which fiber31 g (all of its carbohydrate: the fiber guide asks for more than this split has)')
  // 2000 kcal balanced: carbohydrate 200 g, fiber 28 g.
  const balanced = textOf((await html('/macronutrient-calculator?calories=2000&preset=balanced')).body, 'result')
  expect(balanced).toContain('Of which fiber28 g')
  expect(balanced).not.toContain('all of its carbohydrate')
})

describe('the catalogues list the pages', () => {
  test('the sitemap and llms.txt name every calculator page', async () => {
    const sitemap = await (await get('/knowledge-sitemap.xml')).text()
    const llms = await (await get('/llms.txt')).text()
    for (const page of calculatorPages) {
      expect(sitemap).toContain(`<loc>${manifest.baseUrl}${page.path}</loc>`)
      expect(llms).toContain(`(${manifest.baseUrl}${page.path})`)
    }
  })
})

describe("a page's sources", () => {
  const sourcesOf = async (path: string) => {
    const { body } = await html(path)
    return body.slice(body.indexOf('<h3>Sources</h3>'), body.indexOf('</ol>', body.indexOf('<h3>Sources</h3>')))
  }

  // Hand-picked from what each page warns (docs/api.md, Warnings): PACE_ABOVE_RECOMMENDED rests on NICE CG43's
  // 0.5 to 1 kg a week, FLOOR_CLIPPED and PACE_BELOW_FLOOR on Harvard's floor, TARGET_BELOW_HEALTHY_BMI on WHO 2000.
  test.each([
    ['/weight-loss-estimator', ['nice.org.uk/guidance/cg43', 'health.harvard.edu', 'doi.org/10.1093/ajcn/51.2.241']],
    ['/calories-for-goal-date', ['nice.org.uk/guidance/cg43', 'health.harvard.edu']],
    ['/adaptive-tdee', ['nice.org.uk/guidance/cg43', 'health.harvard.edu']],
  ])('%s cites what its warnings rest on, not only its models', async (path, links) => {
    const sources = await sourcesOf(path)
    for (const link of links) expect(sources).toContain(link)
  })
})

describe("a plan's figures give the other model's date beside the answer's", () => {
  const QUERY =
    'gender=male&age=40&weightKg=90&heightCm=180&activityLevel=sedentary&weeklyLossGoalKg=0.5&targetWeightKg=80&startDate=2026-01-01'

  test("static: the rule's date, then the Hall 2011 model's, as the oracle gives it (fixture dynamic-bw-case-sedentary)", async () => {
    const { result } = await resultPage(`/calculate-deficit?${QUERY}`)
    // Mifflin: 10 × 90 + 6.25 × 180 − 5 × 40 + 5 = 1830, × 1.2 = 2196; 0.5 kg a week is 550 kcal a day; 10 kg × 7700 / 550 = 140 days.
    expect(result).toContain('Target weight reached21 May 2026 (140 days, about 20 weeks)')
    expect(result).toContain('Target weight reached, by the dynamic model (Hall 2011)30 June 2026 (180 days, about 25.7 weeks)')
  })

  test('dynamic: the other way round', async () => {
    const { result } = await resultPage(`/calculate-deficit?${QUERY}&model=dynamic`)
    expect(result).toContain('Target weight reached30 June 2026 (180 days, about 25.7 weeks)')
    expect(result).toContain('Target weight reached, by the static rule21 May 2026 (140 days, about 20 weeks)')
  })

  test('the weight-loss timeline too, where the body the model needs is given', async () => {
    const { result } = await resultPage(
      `/weight-loss-estimator?currentWeightKg=90&targetWeightKg=80&weeklyLossGoalKg=0.5&startDate=2026-01-01`,
    )
    expect(result).not.toContain(', by the')
    const withBody = await resultPage(
      `/weight-loss-estimator?currentWeightKg=90&targetWeightKg=80&weeklyLossGoalKg=0.5&startDate=2026-01-01&gender=male&age=40&heightCm=180&activityLevel=sedentary`,
    )
    expect(withBody.result).toContain('Target weight reached, by the dynamic model (Hall 2011)')
    expect(withBody.result).not.toContain('below the safety floor')
  })

  test("a timeline's static date at a pace that needs an intake below the floor says so (its warning is the static answer's)", async () => {
    // A usability audit. Mifflin: 10 × 55 + 6.25 × 160 − 5 × 30 − 161 = 1239, × 1.2 = 1486.8; 1.5 kg a week is
    // 1650 kcal a day, below the 1200 floor from 1487; 10 kg × 7700 / 1650 = 46.7, so 47 days from 28 November 2026.
    const { result } = await resultPage(
      '/weight-loss-estimator?currentWeightKg=55&targetWeightKg=45&weeklyLossGoalKg=1.5&model=dynamic&gender=female&age=30&heightCm=160&activityLevel=sedentary&startDate=2026-11-28',
    )
    expect(result).toContain(
      'Target weight reached, by the static rule14 January 2027 (47 days, about 6.7 weeks), at a pace that needs an intake below the safety floor',
    )
    // The dynamic answer's own warning, in words a page without calorie figures can read.
    expect(result).toContain('the daily calorie target is held at the floor')
  })
})

test("the water page calls its 35 ml/kg base a convention and compares it with EFSA's adequate intakes (2.0 and 2.5 L)", async () => {
  const { body } = await html('/water-intake-calculator')
  expect(body).toContain('35 ml per kg of body weight (a clinical convention, not a figure of the sources below)')
  // 2000 / 35 = 57.1 kg and 2500 / 35 = 71.4 kg: below them the base is under EFSA's adequate intakes.
  expect(body).toContain('2.0 L a day for women and 2.5 L for men. Below about 57 kg (women) or 71 kg (men) the base is under them.')
})

test('the activity levels are described beside the choice, as a convention', async () => {
  const { body } = await html('/tdee-estimator')
  expect(body).toContain(
    'Multiplies BMR into daily energy use. Sedentary, little or no exercise; light, light exercise 1 to 3 days a week; moderate, moderate exercise 3 to 5 days a week; active, hard exercise 6 to 7 days a week; extreme, very hard exercise daily, training twice a day or a physical job (the usual descriptions of these multipliers, a convention).',
  )
})

describe('a target above the weight on the plans, which only lose', () => {
  test('the deficit page links the goal-date planner, the question carried over but the goal date', async () => {
    const { body, result } = await resultPage(
      '/calculate-deficit?gender=female&age=30&weightKg=70&heightCm=165&activityLevel=light&weeklyLossGoalKg=0.5&targetWeightKg=80',
    )
    expect(result).toContain('Nothing to lose')
    expect(body).toContain(
      '<a href="/calories-for-goal-date?weightKg=70&amp;gender=female&amp;age=30&amp;heightCm=165&amp;activityLevel=light&amp;targetWeightKg=80">Calories for a goal date</a> gives the daily intake that reaches the target on a date you choose',
    )
  })

  test("the timeline too, its current weight as the planner's weight; none where the target is below", async () => {
    const { body } = await resultPage('/weight-loss-estimator?currentWeightKg=60&targetWeightKg=70&weeklyLossGoalKg=0.5')
    expect(body).toContain('<a href="/calories-for-goal-date?weightKg=60&amp;targetWeightKg=70">')
    const losing = await resultPage('/weight-loss-estimator?currentWeightKg=70&targetWeightKg=60&weeklyLossGoalKg=0.5')
    expect(losing.body).not.toContain('To gain instead')
  })
})

test('where the model runs out of lean tissue, the goal-date page says what may still answer, linked with the question', async () => {
  // docs/dynamic-model.md, "Healthy targets beyond it": a woman of 150 cm and 150 kg is described down to about 61 kg.
  const question = 'gender=female&age=30&weightKg=150&heightCm=150&activityLevel=sedentary&targetWeightKg=55&startDate=2026-11-27'
  const { result, body } = await resultPage(`/calories-for-goal-date?${question}&goalDate=2031-11-27`)
  expect(result).toContain('What may still answerA measured body fat, which starts the model from your own composition')
  expect(body).toContain(
    '<a href="/calculate-deficit?weightKg=150&amp;gender=female&amp;age=30&amp;heightCm=150&amp;activityLevel=sedentary&amp;targetWeightKg=55&amp;startDate=2026-11-27">Calorie deficit estimator</a>, by the static rule, answers any target',
  )
  const measured = await resultPage(`/calories-for-goal-date?${question}&goalDate=2031-11-27&bodyFatPercent=70`)
  expect(measured.result).toContain('What may still answerThe Calorie deficit estimator, by the static rule')
  const within = await resultPage(
    `/calories-for-goal-date?${question.replace('targetWeightKg=55', 'targetWeightKg=120')}&goalDate=2027-11-27`,
  )
  expect(within.result).not.toContain('What may still answer')
  // An underweight target (BMI 30 / 2.5² = 4.8) is not one to send elsewhere, though the model holds no maintenance there.
  const absurd = await resultPage(
    '/calories-for-goal-date?gender=male&age=40&weightKg=150&heightCm=250&activityLevel=sedentary&targetWeightKg=30&startDate=2026-11-27&goalDate=2031-11-27',
  )
  expect(absurd.result).toContain('underweight by the WHO classification')
  expect(absurd.result).not.toContain('What may still answer')
})

test('a static plan held at the floor says the pace it keeps, not only its later date', async () => {
  const { result } = await resultPage(
    '/calculate-deficit?gender=female&age=30&weightKg=60&heightCm=160&activityLevel=sedentary&weeklyLossGoalKg=0.5&targetWeightKg=55&startDate=2026-01-01',
  )
  // Mifflin 600 + 1000 − 150 − 161 = 1289, × 1.2 = 1547; 1547 − 550 = 997 is below 1200, so the deficit is 347;
  // 5 kg × 7700 / 347 = 110.95, 111 days; 5 kg over 111 / 7 weeks = 0.315 kg a week.
  expect(result).toContain('Pace at the floorabout 0.32 kg a week, not the 0.5 kg a week asked for')
  const unclipped = await resultPage(
    '/calculate-deficit?gender=female&age=30&weightKg=60&heightCm=160&activityLevel=active&weeklyLossGoalKg=0.5&targetWeightKg=55&startDate=2026-01-01',
  )
  expect(unclipped.result).not.toContain('Pace at the floor')
  // Held by a few kcal the pace kept reads as the one asked for, and is not said: Mifflin 768 + 1000 − 150 − 161 = 1457,
  // × 1.2 = 1748; less 550 is 1198, held at 1200, a deficit of 548; 10 kg × 7700 / 548 = 140.5, 141 days, 0.497 kg a week.
  const barely = await resultPage(
    '/calculate-deficit?gender=female&age=30&weightKg=76.8&heightCm=160&activityLevel=sedentary&weeklyLossGoalKg=0.5&targetWeightKg=66.8&startDate=2026-01-01',
  )
  expect(barely.result).toContain('141 days')
  expect(barely.result).not.toContain('Pace at the floor')
})

test("the pace a held plan keeps is exact decimal arithmetic's, halves away from zero", async () => {
  // Mifflin 962.742 + 937.5 − 115 − 161 = 1624.242, × 1.2 = 1949; 1949 − 1100 = 849 is held at 1200, a deficit of 749;
  // 96.2742 − 92.2842 = 3.99 kg × 7700 / 749 = 41.02, 42 days: 3.99 kg over 6 weeks is 0.665 exactly, 0.67 (in binary 0.66).
  const { result } = await resultPage(
    '/calculate-deficit?gender=female&age=23&weightKg=96.2742&heightCm=150&activityLevel=sedentary&weeklyLossGoalKg=1&targetWeightKg=92.2842&startDate=2026-01-01',
  )
  expect(result).toContain('42 days')
  expect(result).toContain('Pace at the floorabout 0.67 kg a week')
})

test('a warning that names another calculator links to its page', async () => {
  // PACE_BELOW_FLOOR (docs/api.md): a sedentary woman of 50, 90 kg at 160 cm, at 1 kg a week; Mifflin 900 + 1000 − 250 − 161 = 1489,
  // × 1.2 = 1787 maintenance, less 1100 is below her 1200 floor, and maintenance is above it: the estimator is named.
  const { body } = await resultPage(
    '/weight-loss-estimator?currentWeightKg=90&targetWeightKg=80&weeklyLossGoalKg=1&gender=female&age=50&heightCm=160&activityLevel=sedentary',
  )
  // With the question carried over: the estimator's current weight is the deficit estimator's weight.
  expect(body).toContain(
    'The <a href="/calculate-deficit?weightKg=90&amp;gender=female&amp;age=50&amp;heightCm=160&amp;activityLevel=sedentary&amp;targetWeightKg=80">Calorie deficit estimator</a> holds intake at the floor and gives a later date.',
  )
})

test("the goal-date page's maintenance at the target names its model, which differs from the TDEE page's", async () => {
  // The maintenance at the target, by the oracle (fixture calories-for-goal-date/lose-10-kg-in-a-year).
  const fixture = await Bun.file('fixtures/cases/calories-for-goal-date/lose-10-kg-in-a-year.json').json()
  const { result } = await resultPage(fixture.request.path.replace('/api', ''))
  expect(result).toContain(
    `Maintenance at the target weight${formatNumber(fixture.response.body.maintenanceCaloriesAtGoal)} kcal (Hall 2011 model)`,
  )
})
