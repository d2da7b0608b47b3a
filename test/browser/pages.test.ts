/**
 * The built pages in a real Chromium: WCAG 2.2 AA by axe-core on every page, empty and with a
 * result; at most 30 KB transferred per page, everything included; usable at 320 px and by
 * keyboard; a form submitted without JavaScript; results that follow the form with it; units
 * chosen and remembered on the device; screenshots at 390 and 1280 px.
 */
import { describe, expect, test } from 'bun:test'
import AxeBuilder from '@axe-core/playwright'
import type { Page } from 'playwright-core'
import { calculatorPages, LOG_PAGE } from '../../api/pages.ts'
import { EXAMPLE_LOG } from '../../metrics/adaptive/example-log.ts'
import { overloaded } from '../../server/http/overload.ts'
import { busyPage } from '../../server/routes/pages.ts'
import { pageExamples } from '../site/support.ts'
import { artefact, BROWSER_TEST_TIMEOUT_MS, openPage, siteInChromium, unexpectedProblems } from './support.ts'

const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']
const BUDGET_BYTES = 30 * 1024
const DEFICIT_RESULT =
  '/calculate-deficit?gender=female&age=41&weightKg=72.5&heightCm=168&activityLevel=light&weeklyLossGoalKg=0.5&targetWeightKg=65&startDate=2026-01-01'

/** Every page empty, and every calculator page with its endpoint's example: what a person meets. */
const STATES = [
  { name: 'home', path: '/' },
  ...calculatorPages.map((p) => ({ name: `${p.path} empty`, path: p.path })),
  { name: `${LOG_PAGE.path} empty`, path: LOG_PAGE.path },
  ...pageExamples.map((e) => ({ name: `${e.page.path} with a result`, path: e.target })),
  // The heaviest result page found: the dynamic model, an older woman's loss to a target below a healthy BMI, four warnings.
  {
    name: '/calculate-deficit with four warnings',
    path: '/calculate-deficit?gender=female&age=72&weightKg=95&heightCm=160&activityLevel=sedentary&weeklyLossGoalKg=1&targetWeightKg=50&startDate=2026-01-01&model=dynamic&bodyFatPercent=40',
  },
]

/**
 * The log page's result: the example log typed in and submitted. With JavaScript it goes to the
 * JSON API and is drawn in the page (everything weighed: page, module, answer). The form posted
 * as a browser without script posts it (form.submit() fires no submit event) gives the page the
 * server renders, weighed from the submission on.
 */
const LOG_TEXT = EXAMPLE_LOG.map((e) => `${e.date}, ${e.weightKg ?? ''}, ${e.intakeKcal ?? ''}`).join('\n')
const LOG_RESULTS = [
  { name: `${LOG_PAGE.path} with a result`, path: LOG_PAGE.path, log: LOG_TEXT },
  { name: `${LOG_PAGE.path} with a result, the form posted`, path: LOG_PAGE.path, log: LOG_TEXT, posted: true },
]

const running = siteInChromium()

/**
 * axe-core in the page itself (legacy mode: no frames here, so no extra page per run), violations
 * only: on a loaded 2-core machine a run takes one to three seconds.
 */
const axeViolations = async (page: Page) =>
  (
    await new AxeBuilder({ page })
      .withTags(WCAG_22_AA)
      .options({ resultTypes: ['violations'] })
      .setLegacyMode(true)
      .analyze()
  ).violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)

interface Checked {
  violations: string[]
  transferred: number
  overflow: number
  problems: string[]
}

/**
 * Each state in a fresh context 320 px wide (nothing cached: every byte a first visit needs is
 * counted): its weight, its horizontal overflow, its console errors, and axe.
 */
async function check(
  states: { name: string; path: string; log?: string; posted?: boolean }[],
): Promise<{ failures: Record<string, Checked>; weights: Record<string, number> }> {
  const failures: Record<string, Checked> = {}
  const weights: Record<string, number> = {}
  for (const state of states) {
    const { page, problems } = await openPage(running.browser, { viewport: { width: 320, height: 800 } })
    let transferred = 0
    page.on('requestfinished', async (request) => {
      const sizes = await request.sizes()
      transferred += sizes.responseBodySize + sizes.responseHeadersSize
    })
    await page.goto(running.site.url + state.path, { waitUntil: 'networkidle' })
    if (state.log !== undefined) {
      await page.getByLabel('Your log').fill(state.log)
      if (state.posted) transferred = 0
      await Promise.all([
        page.waitForResponse((r) => r.request().method() === 'POST'),
        state.posted
          ? page.locator('form').evaluate((form: HTMLFormElement) => form.submit())
          : page.getByRole('button', { name: 'Calculate' }).click(),
      ])
      await page.locator('.figures').waitFor()
      await page.waitForLoadState('networkidle')
    }
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
    const violations = await axeViolations(page)
    await page.context().close()
    weights[state.name] = transferred
    if (violations.length > 0 || transferred > BUDGET_BYTES || transferred < 1000 || overflow > 0 || problems.length > 0)
      failures[state.name] = { violations, transferred, overflow, problems }
  }
  return { failures, weights }
}

const CHECK_TIMEOUT_MS = 240_000

describe('every page, empty and with a result', () => {
  test.each([
    ['the home page and the empty calculator pages', false],
    ['the calculator pages with a result', true],
  ])(
    '%s: no WCAG 2.2 AA violation (axe), at most 30 KB transferred with everything included, no overflow at 320 px, a clean console',
    async (_, withResult) => {
      const { failures, weights } = await check(
        withResult ? [...STATES.filter((s) => s.path.includes('?')), ...LOG_RESULTS] : STATES.filter((s) => !s.path.includes('?')),
      )
      console.error(JSON.stringify({ transferredBytes: weights }))
      expect(failures).toEqual({})
    },
    CHECK_TIMEOUT_MS,
  )

  test(
    'in dark mode and with US or UK units chosen, the result pages pass axe too',
    async () => {
      const failures: Record<string, string[]> = {}
      for (const [name, options, units] of [
        ['dark', { colorScheme: 'dark' as const }, undefined],
        ['US units', {}, 'US (lb, ft in)'],
        ['UK units, kJ', { colorScheme: 'dark' as const }, 'UK (st lb, ft in)'],
      ] as const) {
        const { page } = await openPage(running.browser, options)
        await page.goto(running.site.url + DEFICIT_RESULT)
        if (units !== undefined) {
          await page.getByLabel(units).check()
          if (name.includes('kJ')) await page.getByLabel('kJ').check()
          await page.locator('.figures').waitFor()
        }
        const violations = await axeViolations(page)
        if (violations.length > 0) failures[name] = violations
        await page.context().close()
      }
      expect(failures).toEqual({})
    },
    BROWSER_TEST_TIMEOUT_MS,
  )

  test(
    'the page a result refused under load gets (a 503 saying the server is busy) passes axe too',
    async () => {
      // Served as the route serves it; refusing needs an overloaded server, which server/loop-watch.test.ts makes.
      const busy = busyPage(calculatorPages[0]!, (path) => running.site.url + path)(overloaded(false))
      const body = Buffer.from(await busy.arrayBuffer())
      const { page } = await openPage(running.browser, { viewport: { width: 320, height: 800 } })
      await page.route(`${running.site.url}/busy`, (route) =>
        route.fulfill({ status: busy.status, headers: Object.fromEntries(busy.headers), body }),
      )
      await page.goto(`${running.site.url}/busy`)
      expect(await page.locator('h1').textContent()).toBe('The server is busy')
      expect(await axeViolations(page)).toEqual([])
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0)
      await page.context().close()
    },
    BROWSER_TEST_TIMEOUT_MS,
  )
})

describe('a person using the calculators', () => {
  test(
    'a page reloaded keeps its style and script: the 304 that revalidates it carries its own policy',
    async () => {
      // An audit: the 304 carried the API's policy, which Chromium stored over the page's, so a reload came back
      // unstyled, its inline style, script and module blocked, until the cached copy expired.
      const { page, problems } = await openPage(running.browser)
      // Playwright reports the stored 200 for a revalidated page: the request's If-None-Match says it was one.
      const asked: Promise<Record<string, string>>[] = []
      page.on('request', (r) => r.isNavigationRequest() && asked.push(r.allHeaders()))
      await page.goto(`${running.site.url}/calculate-deficit`)
      await page.reload()
      await page.goto(`${running.site.url}/calculate-deficit`)
      expect((await Promise.all(asked)).map((headers) => 'if-none-match' in headers)).toEqual([false, true, false])
      expect(await page.evaluate(() => document.documentElement.classList.contains('js'))).toBe(true)
      // The stylesheet sets the page's own font, not the browser's default serif.
      expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).not.toContain('Times')
      expect(unexpectedProblems(problems)).toEqual([])
      await page.context().close()
    },
    BROWSER_TEST_TIMEOUT_MS,
  )

  test(
    'without JavaScript: the form submits to its own page with the API parameters and the result is read there',
    async () => {
      const { page } = await openPage(running.browser, { javaScriptEnabled: false })
      await page.goto(`${running.site.url}/bmi-calculator`)
      await page.getByLabel('Weight (kg)').fill('80')
      await page.getByLabel('Height (cm)').fill('180')
      await page.getByRole('button', { name: 'Calculate' }).click()
      await page.waitForURL(/\/bmi-calculator\?/)
      expect(new URL(page.url()).search).toBe('?weightKg=80&heightCm=180')
      // 80 / 1.8² = 24.69
      expect(await page.locator('#result').textContent()).toContain('24.7 kg/m²')
      await page.context().close()
    },
    BROWSER_TEST_TIMEOUT_MS,
  )

  test(
    'without JavaScript, the log page takes the height in feet and inches and the pace in pounds, converted by the server',
    async () => {
      const { page, problems } = await openPage(running.browser, { javaScriptEnabled: false })
      await page.goto(running.site.url + LOG_PAGE.path)
      const inPounds = EXAMPLE_LOG.map(
        (e) => `${e.date}, ${e.weightKg === undefined ? '' : (e.weightKg / 0.45359237).toFixed(1)}, ${e.intakeKcal ?? ''}`,
      ).join('\n')
      await page.getByLabel('Your log').fill(inPounds)
      await page.getByLabel('Weight unit').selectOption('lb')
      await page.getByLabel('Sex').selectOption('male')
      await page.getByLabel('Age').fill('30')
      await page.getByRole('spinbutton', { name: 'ft' }).fill('5')
      await page.getByRole('spinbutton', { name: 'in', exact: true }).fill('11')
      await page.getByLabel('Weekly loss (lb a week)').fill('1')
      await Promise.all([
        page.waitForResponse((r) => r.request().method() === 'POST'),
        page.getByRole('button', { name: 'Calculate' }).click(),
      ])
      await page.locator('#result', { hasText: 'To lose 1 lb a week' }).waitFor()
      // What was typed stays in its inputs.
      expect(await page.getByRole('spinbutton', { name: 'ft' }).inputValue()).toBe('5')
      expect(await page.getByRole('spinbutton', { name: 'in', exact: true }).inputValue()).toBe('11')
      expect(problems).toEqual([])
      await page.context().close()
      // axe runs in the page, which has no script here: it checks the same inputs put in place where it can run.
      const scripted = await openPage(running.browser)
      await scripted.page.goto(running.site.url + LOG_PAGE.path)
      await scripted.page.evaluate(() => {
        for (const n of document.querySelectorAll('noscript')) n.outerHTML = n.textContent ?? ''
      })
      expect(await scripted.page.locator('#heightFt').count()).toBe(1)
      expect(await axeViolations(scripted.page)).toEqual([])
      await scripted.page.context().close()
    },
    BROWSER_TEST_TIMEOUT_MS,
  )

  test(
    'with JavaScript: the log page shows no markup as text (where script runs, a noscript holds its inputs as text)',
    async () => {
      const { page, problems } = await openPage(running.browser)
      await page.goto(running.site.url + LOG_PAGE.path)
      // biome-ignore lint/performance/useDomNodeTextContent: the text as rendered is the point (a noscript's text is in textContent either way).
      const text = await page.locator('main').innerText()
      expect(text).toContain('Height')
      expect(text).not.toContain('<')
      expect(problems).toEqual([])
      await page.context().close()
    },
    BROWSER_TEST_TIMEOUT_MS,
  )

  test(
    'with JavaScript: changing a field changes the result, through the JSON API, and the address follows',
    async () => {
      const { page, problems } = await openPage(running.browser)
      const asked: string[] = []
      page.on('request', (r) => asked.push(new URL(r.url()).pathname))
      await page.goto(`${running.site.url}/bmi-calculator?weightKg=80&heightCm=180`)
      expect(await page.locator('#result').textContent()).toContain('24.7 kg/m²')
      await page.getByLabel('Weight (kg)').fill('90')
      // 90 / 1.8² = 27.78
      await page.locator('#result', { hasText: '27.8 kg/m²' }).waitFor()
      expect(await page.locator('#result').textContent()).toContain('Overweight')
      expect(asked).toContain('/api/bmi-calculator')
      expect(new URL(page.url()).search).toBe('?weightKg=90&heightCm=180')
      // A required field emptied: the old answer goes, the status says why, the address follows.
      await page.getByLabel('Height (cm)').fill('')
      await page.locator('#result', { hasText: 'Fill in the form and press Calculate.' }).waitFor()
      expect(await page.locator('#result-status').textContent()).toBe('A required field is empty: fill it in to see a result.')
      expect(new URL(page.url()).search).toBe('?weightKg=90')
      expect(problems).toEqual([])
      await page.context().close()
    },
    BROWSER_TEST_TIMEOUT_MS,
  )

  test(
    'with JavaScript: a plan redrawn as the person edits it keeps both models in its chart, and the goal-date chart follows',
    async () => {
      const { page, problems } = await openPage(running.browser)
      await page.goto(running.site.url + DEFICIT_RESULT)
      const lines = page.locator('.chart polyline')
      expect(await lines.count()).toBe(2)
      // 72.5 → 70 kg to go: the page asks both models again and draws both lines from their answers.
      await page.getByLabel('Target weight (kg)').fill('70')
      await page.waitForURL(/targetWeightKg=70&/)
      await page.locator('.chart .target-label', { hasText: 'Target 70 kg' }).waitFor()
      expect(await lines.evaluateAll((all) => all.map((l) => l.getAttribute('class')))).toEqual(['line static', 'line dynamic'])
      expect(await page.locator('#result caption').allTextContents()).toEqual([
        'Projected weight: Static rule (a constant deficit)',
        'Projected weight: Dynamic model (Hall 2011)',
      ])

      await page.goto(
        `${running.site.url}/calories-for-goal-date?gender=male&age=30&weightKg=80&heightCm=180&activityLevel=moderate&targetWeightKg=75&goalDate=2026-06-30&startDate=2026-01-01`,
      )
      await page.getByLabel('Target weight (kg)').fill('76')
      await page.locator('.chart .target-label', { hasText: 'Target 76 kg' }).waitFor()
      expect(await page.locator('.chart polyline.dynamic').count()).toBe(1)
      expect(problems).toEqual([])
      await page.context().close()
    },
    BROWSER_TEST_TIMEOUT_MS,
  )

  test(
    'with JavaScript: a comma typed or pasted into a number is read as meant (Chromium alone reads 80,5 as 805)',
    async () => {
      const { page, problems } = await openPage(running.browser)
      await page.goto(`${running.site.url}/bmi-calculator`)
      const weight = page.getByLabel('Weight (kg)', { exact: true })
      await weight.pressSequentially('80,5')
      expect(await weight.inputValue()).toBe('80.5')
      const height = page.getByLabel('Height (cm)', { exact: true })
      await height.focus()
      // A paste as the browser announces it (the clipboard itself is not the page's to fill in a test).
      await page.evaluate(() => {
        const pasted = new DataTransfer()
        pasted.setData('text', '172,5')
        const paste = { inputType: 'insertFromPaste', dataTransfer: pasted, bubbles: true, cancelable: true }
        document.activeElement!.dispatchEvent(new InputEvent('beforeinput', paste))
      })
      expect(await height.inputValue()).toBe('172.5')
      // 80.5 / 1.725² = 27.05…, shown as 27.1.
      await page.locator('#result', { hasText: '27.1 kg/m²' }).waitFor()
      // In an energy, a comma separates thousands: 2,350 kcal.
      await page.goto(`${running.site.url}/macronutrient-calculator`)
      const calories = page.getByLabel('Daily calories (kcal/day)', { exact: true })
      await calories.pressSequentially('2,350')
      expect(await calories.inputValue()).toBe('2350')
      // Pasted with both separators, the last is the decimal one.
      await calories.fill('')
      await calories.focus()
      await page.evaluate(() => {
        const pasted = new DataTransfer()
        pasted.setData('text', '1.234,5')
        const paste = { inputType: 'insertFromPaste', dataTransfer: pasted, bubbles: true, cancelable: true }
        document.activeElement!.dispatchEvent(new InputEvent('beforeinput', paste))
      })
      expect(await calories.inputValue()).toBe('1234.5')
      expect(problems).toEqual([])
      await page.context().close()
    },
    BROWSER_TEST_TIMEOUT_MS,
  )

  test(
    'units: a field that may be left empty says so in every unit system',
    async () => {
      const { page, problems } = await openPage(running.browser)
      await page.goto(`${running.site.url}/macronutrient-calculator`)
      const weight = page.locator('.field[data-label="Weight"]')
      expect(await weight.locator('label[for="weightKg"]').textContent()).toBe('Weight (kg) (optional)')
      await page.getByLabel('US (lb, ft in)').check()
      expect(await weight.locator('.alt label').textContent()).toBe('Weight (lb) (optional)')
      await page.getByLabel('UK (st lb, ft in)').check()
      expect(await weight.locator('.alt legend').textContent()).toBe('Weight (optional)')
      expect(problems).toEqual([])
      await page.context().close()
    },
    BROWSER_TEST_TIMEOUT_MS,
  )

  test(
    'units: US inputs convert exactly into the metric field, the choice is remembered on the device, and no cookie is set',
    async () => {
      const { page } = await openPage(running.browser)
      await page.goto(running.site.url + DEFICIT_RESULT)
      await page.getByLabel('US (lb, ft in)').check()
      // 72.5 kg / 0.45359237 = 159.83 lb; 168 cm / 2.54 = 66.14 in = 5 ft 6 in.
      expect(await page.getByLabel('Weight (lb)', { exact: true }).inputValue()).toBe('159.8')
      await page.getByLabel('Weight (lb)', { exact: true }).fill('180')
      // 180 × 0.45359237 = 81.6466266 kg, sent exactly (the double's binary noise dropped).
      await page.waitForURL(/weightKg=81\.6466266(&|$)/)
      expect(await page.locator('#weightKg').inputValue()).toBe('81.6466266')
      await page.getByLabel('UK (st lb, ft in)').check()
      await page.getByLabel('kJ').check()
      // 180 lb = 12 st 12 lb; the chart's axis in stones and pounds.
      expect(await page.getByRole('spinbutton', { name: 'st' }).first().inputValue()).toBe('12')
      expect(await page.locator('.chart svg').textContent()).toContain('Weight (st and lb)')
      expect(await page.locator('.figures .lead dd').textContent()).toMatch(/ kJ$/)
      await page.reload()
      expect(await page.locator('input[name="units"]:checked').getAttribute('value')).toBe('uk')
      await page.locator('.figures .lead dd', { hasText: 'kJ' }).waitFor()
      expect(await page.context().cookies()).toEqual([])
      expect(await page.evaluate(() => localStorage.getItem('calculator-units'))).toBe('{"system":"uk","energy":"kJ"}')
      await page.context().close()
    },
    BROWSER_TEST_TIMEOUT_MS,
  )

  test(
    "with JavaScript: a field another's choice requires says so in the form's words, its choices as the select shows them",
    async () => {
      const { page, problems } = await openPage(running.browser)
      await page.goto(`${running.site.url}/weight-loss-estimator`)
      await page.getByLabel('Current weight (kg)', { exact: true }).fill('90')
      await page.getByLabel('Target weight (kg)', { exact: true }).fill('75')
      await page.getByLabel('Projection').selectOption('dynamic')
      await page.getByRole('button', { name: 'Calculate' }).click()
      // The API says "is required when model is dynamic; it must be one of: male, female".
      await page
        .locator('#gender-error', {
          hasText: 'Sex is required when projection is Dynamic model (Hall 2011); it must be one of: Male, Female.',
        })
        .waitFor()
      expect(await page.locator('#activityLevel-error').textContent()).toBe(
        'Activity level is required when projection is Dynamic model (Hall 2011); it must be one of: Sedentary (× 1.2), Light (× 1.375), Moderate (× 1.55), Active (× 1.725), Extreme (× 1.9).',
      )
      // A formula that needs a body fat: the API's "required by the katch-mcardle formula", as the form names it.
      await page.goto(`${running.site.url}/bmr-calculator`)
      await page.locator('#gender').selectOption('male')
      for (const [id, value] of [
        ['age', '30'],
        ['weightKg', '80'],
        ['heightCm', '180'],
      ] as const)
        await page.locator(`#${id}`).fill(value)
      await page.locator('#formula').selectOption('katch-mcardle')
      await page
        .locator('#bodyFatPercent-error', {
          hasText: 'Body fat is required when BMR formula is Katch-McArdle; it must be a number from 3 to 70 (%).',
        })
        .waitFor()
      expect(unexpectedProblems(problems)).toEqual([])
      await page.context().close()
    },
    BROWSER_TEST_TIMEOUT_MS,
  )

  test(
    'with JavaScript: a shared address opened in other units is restated as it stands, until the person asks their own',
    async () => {
      const { page, problems } = await openPage(running.browser)
      await page.goto(`${running.site.url}/bmi-calculator`)
      // A pace no select offers, in an address shared with someone reading US units: the server's error is
      // restated for the address's question (not the pace the select falls back to), its choices as the select shows them.
      await page.evaluate(() => localStorage.setItem('calculator-units', '{"system":"us","energy":"kcal"}'))
      const shared =
        '/calculate-deficit?gender=male&age=30&weightKg=80&heightCm=180&activityLevel=moderate&weeklyLossGoalKg=0.3&targetWeightKg=70'
      await page.goto(`${running.site.url}${shared}`)
      // 0.25, 0.5, 0.75 and 1 kg a week are 0.55, 1.10, 1.65 and 2.20 lb.
      await page
        .locator('#weeklyLossGoalKg-error', {
          hasText: 'Weekly loss must be one of: 0.6 lb a week, 1.1 lb a week, 1.7 lb a week, 2.2 lb a week.',
        })
        .waitFor()
      expect(new URL(page.url()).search).toBe(new URL(`${running.site.url}${shared}`).search)
      // A name given twice is the API's to refuse, as the server did: the question restated is the address's as it stands.
      const twice = '/bmi-calculator?weightKg=80&weightKg=81&heightCm=180'
      const restated = page.waitForResponse((r) => r.url().includes('/api/bmi-calculator?'))
      await page.goto(`${running.site.url}${twice}`)
      expect((await restated).status()).toBe(422)
      await page.locator('#weightKg-error', { hasText: 'Weight must be given only once.' }).waitFor()
      expect(new URL(page.url()).search).toBe(new URL(`${running.site.url}${twice}`).search)
      // Once the person has asked their own question, a switch of units restates theirs, not the address's.
      await page.evaluate(() => localStorage.setItem('calculator-units', '{"system":"metric","energy":"kcal"}'))
      await page.goto(`${running.site.url}/bmi-calculator?weightKg=80&heightCm=180`)
      let release = () => {}
      const held = new Promise<void>((resolve) => {
        release = resolve
      })
      await page.route('**/api/bmi-calculator?**', async (route) => {
        await held
        await route.continue()
      })
      // Typed and left (its change event has asked already, so the switch itself asks nothing new), then a
      // switch of units while the question is on its way.
      const edited = page.waitForRequest((r) => r.url().includes('weightKg=90'))
      await page.locator('#weightKg').fill('90')
      await page.locator('#weightKg').press('Tab')
      await edited
      await page.getByLabel('US (lb, ft in)').check()
      release()
      // 90 / 1.8² = 27.8 (80 kg, the address's, is 24.7).
      await page.locator('#result', { hasText: '27.8' }).waitFor()
      expect(new URL(page.url()).searchParams.get('weightKg')).toBe('90')
      expect(unexpectedProblems(problems)).toEqual([])
      await page.context().close()
    },
    BROWSER_TEST_TIMEOUT_MS,
  )

  test(
    'with JavaScript: a summary from a press of Calculate is taken away once it no longer says what the fields say',
    async () => {
      const { page, problems } = await openPage(running.browser)
      await page.goto(`${running.site.url}/bmi-calculator`)
      await page.getByLabel('Weight (kg)', { exact: true }).fill('80')
      await page.getByRole('button', { name: 'Calculate' }).click()
      await page.locator('#error-summary', { hasText: 'Height is required' }).waitFor()
      await page.getByLabel('Height (cm)', { exact: true }).fill('18')
      await page.locator('#heightCm-error', { hasText: 'Height must be a number' }).waitFor()
      expect(await page.locator('#error-summary').textContent()).toBe('')
      // One that still says what the fields say stays, in US units too (its link then leads to the pounds).
      await page.getByLabel('US (lb, ft in)').check()
      await page.getByRole('spinbutton', { name: 'ft' }).fill('5')
      await page.getByRole('spinbutton', { name: 'in', exact: true }).fill('11')
      await page.getByLabel('Weight (lb)', { exact: true }).fill('2000')
      await page.getByRole('button', { name: 'Calculate' }).click()
      await page.locator('#error-summary', { hasText: 'from 66.2 lb to 1,433 lb' }).waitFor()
      const asked = page.waitForResponse((r) => r.url().includes('weightKg=907'))
      await page.getByLabel('Weight (lb)', { exact: true }).fill('2001')
      await asked
      await page.locator('#weightKg-error', { hasText: 'from 66.2 lb to 1,433 lb' }).waitFor()
      expect(await page.locator('#error-summary').textContent()).toContain('from 66.2 lb to 1,433 lb')
      expect(unexpectedProblems(problems)).toEqual([])
      await page.context().close()
    },
    BROWSER_TEST_TIMEOUT_MS,
  )

  test(
    'an out-of-range value in US or UK units: the error beside the field gives the bounds in those units',
    async () => {
      const { page, problems } = await openPage(running.browser)
      await page.goto(`${running.site.url}/bmi-calculator`)
      await page.getByLabel('US (lb, ft in)').check()
      await page.getByLabel('Weight (lb)', { exact: true }).fill('2000')
      await page.getByRole('spinbutton', { name: 'ft' }).fill('5')
      await page.getByRole('spinbutton', { name: 'in', exact: true }).fill('11')
      await page.getByRole('button', { name: 'Calculate' }).click()
      // 30 kg / 0.45359237 = 66.14 lb, rounded inward to 66.2; 650 kg = 1433.01 lb.
      const weightError = page.locator('#weightKg-error')
      await weightError.filter({ hasText: ' lb' }).waitFor()
      expect(await weightError.textContent()).toBe('Weight must be a number from 66.2 lb to 1,433 lb (30 to 650 kg).')
      // The summary says the same, and its link leads to the pounds shown, not to the hidden kilograms.
      expect(await page.locator('#error-summary').textContent()).toContain('from 66.2 lb to 1,433 lb')
      await page.locator('#error-summary a').first().click()
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('weightKg-0')
      // UK: 66.14 lb → 67 lb = 4 st 11 lb (inward); 1433 lb = 102 st 5 lb. Every text the error takes from
      // the switch on is recorded: the one it has once the switch's change event has been handled (a
      // listener on the document runs after the module's), and each it takes later, until the page is quiet.
      await page.evaluate(() => {
        const error = document.getElementById('weightKg-error')!
        const seen: string[] = []
        Object.assign(window, { weightErrorTexts: seen })
        document.addEventListener('change', () => seen.push(`switched: ${error.textContent}`))
        new MutationObserver(() => seen.push(error.textContent ?? '')).observe(error, {
          childList: true,
          characterData: true,
          subtree: true,
        })
      })
      await page.getByLabel('UK (st lb, ft in)').check()
      const inStones = 'Weight must be a number from 4 st 11 lb to 102 st 5 lb (30 to 650 kg).'
      await weightError.filter({ hasText: inStones }).waitFor()
      await page.waitForLoadState('networkidle')
      await Bun.sleep(500)
      const texts = await page.evaluate(() => (window as unknown as { weightErrorTexts: string[] }).weightErrorTexts)
      expect(texts).toContain(`switched: ${inStones}`)
      expect(texts.filter((t) => t.includes(' lb to 1,433 lb'))).toEqual([])
      expect(await weightError.textContent()).toBe(inStones)
      // A shared address with the error in it: the server words it in kg, the module restates it in the units kept on this device.
      await page.goto(`${running.site.url}/bmi-calculator?weightKg=700&heightCm=180`)
      await weightError.filter({ hasText: ' st ' }).waitFor()
      expect(await weightError.textContent()).toBe('Weight must be a number from 4 st 11 lb to 102 st 5 lb (30 to 650 kg).')
      expect(problems.filter((p) => !p.includes('422'))).toEqual([])
      await page.context().close()
    },
    BROWSER_TEST_TIMEOUT_MS,
  )

  test(
    'the log page with JavaScript: a pasted log goes to the JSON API and its answer is drawn without a reload; a changed log changes it',
    async () => {
      const { page, problems } = await openPage(running.browser)
      const posted: string[] = []
      page.on('request', (r) => r.method() === 'POST' && posted.push(new URL(r.url()).pathname))
      await page.goto(running.site.url + LOG_PAGE.path)
      let navigations = 0
      page.on('framenavigated', (frame) => frame === page.mainFrame() && navigations++)
      // The endpoint's own answers for the two logs: the page must show the same expenditure.
      const expected = async (entries: readonly object[]) => {
        const response = await fetch(`${running.site.url}${LOG_PAGE.api}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ entries }),
        })
        return `${((await response.json()) as { tdee: number }).tdee.toLocaleString('en-US')} kcal a day`
      }
      const lead = page.locator('#result .figures .lead dd')
      await page.getByLabel('Your log').fill(LOG_TEXT)
      await page.getByRole('button', { name: 'Calculate' }).click()
      await lead.waitFor()
      expect(await lead.textContent()).toBe(await expected(EXAMPLE_LOG))
      // A changed log: 250 kcal more each day, typed over the old one; the answer follows as the person types.
      const more = EXAMPLE_LOG.map((e) => (e.intakeKcal === undefined ? e : { ...e, intakeKcal: e.intakeKcal + 250 }))
      const moreText = await expected(more)
      expect(moreText).not.toBe(await lead.textContent())
      await page.getByLabel('Your log').fill(more.map((e) => `${e.date}, ${e.weightKg ?? ''}, ${e.intakeKcal ?? ''}`).join('\n'))
      await page.locator('#result .figures .lead dd', { hasText: moreText }).waitFor()
      // A line out of range: named beside the log, in the unit chosen, and no answer drawn.
      await page.getByLabel('Weight unit').selectOption('lb')
      await page.getByLabel('Your log').fill(`${LOG_TEXT}\n2026-03-01, 5, 2000`)
      await page.getByRole('button', { name: 'Calculate' }).click()
      await page.locator('#log-error', { hasText: `line ${EXAMPLE_LOG.length + 1}` }).waitFor()
      expect(await page.locator('#log-error').textContent()).toMatch(/the weight must be 66\.2 to 1,433 lb/)
      expect(await page.locator('#result .figures').count()).toBe(0)
      // Too few days: said in words beside the log, before any request.
      await page.getByLabel('Your log').fill(LOG_TEXT.split('\n').slice(0, 3).join('\n'))
      await page.getByRole('button', { name: 'Calculate' }).click()
      await page.locator('#log-error', { hasText: 'Your log has 3 days; it needs 7 to 731, one day a line.' }).waitFor()
      // A person field the number input takes but the form does not (1e1): worded for the form, not as JSON.
      await page.getByLabel('Your log').fill(LOG_TEXT)
      await page.getByLabel('Age').fill('1e1')
      await page.getByRole('button', { name: 'Calculate' }).click()
      await page
        .locator('#age-error', { hasText: 'Age must be a number written with digits and at most one point, such as 80 or 80.5.' })
        .waitFor()
      // With the log in lb, the person fields are too: height in ft and in, the pace in lb a week.
      await page.getByLabel('Age').fill('') // age alone, without sex and height, would be refused
      expect(await page.getByRole('spinbutton', { name: 'ft' }).isVisible()).toBe(true)
      await page.getByLabel('Weekly loss (lb a week)').fill('1')
      await page.getByRole('button', { name: 'Calculate' }).click()
      await page.locator('#result', { hasText: 'To lose 1 lb a week' }).waitFor()
      // The inputs for a page without script are inert text inside <noscript>: nothing of theirs is sent.
      expect(await page.locator('[name="heightFt"]').count()).toBe(0)
      expect(navigations).toBe(0)
      expect(posted.every((path) => path === LOG_PAGE.api)).toBe(true)
      expect(posted.length).toBeGreaterThan(1)
      expect(problems).toEqual([])
      await page.context().close()
    },
    BROWSER_TEST_TIMEOUT_MS,
  )

  test(
    'by keyboard alone: the skip link first, then the fields, and Enter calculates',
    async () => {
      const { page } = await openPage(running.browser)
      await page.goto(`${running.site.url}/bmi-calculator`)
      await page.keyboard.press('Tab')
      expect(await page.evaluate(() => document.activeElement?.className)).toBe('skip')
      await page.keyboard.press('Enter')
      // Into the main content: the unit choice (two radio groups), then the weight.
      for (let i = 0; i < 3; i++) await page.keyboard.press('Tab')
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('weightKg')
      await page.keyboard.type('80')
      await page.keyboard.press('Tab')
      await page.keyboard.type('180')
      await page.keyboard.press('Enter')
      await page.locator('#result', { hasText: '24.7 kg/m²' }).waitFor()
      await page.context().close()
    },
    BROWSER_TEST_TIMEOUT_MS,
  )

  test(
    'printing keeps the result, the chart and the values asked, without the controls and hints',
    async () => {
      const { page } = await openPage(running.browser)
      await page.goto(running.site.url + DEFICIT_RESULT)
      await page.emulateMedia({ media: 'print' })
      const shown = async (selector: string) => page.locator(selector).first().isVisible()
      expect(await shown('.chart svg')).toBe(true)
      expect(await shown('.figures')).toBe(true)
      expect(await shown('.units')).toBe(false)
      expect(await shown('.calculator button')).toBe(false)
      expect(await shown('.calculator .hint')).toBe(false)
      expect(await shown('.calculator input[name="weightKg"]')).toBe(true)
      // Printed from a device in dark mode, the lines keep the light palette's colours, dark enough for paper.
      await page.emulateMedia({ media: 'print', colorScheme: 'dark' })
      const stroke = (selector: string) =>
        page
          .locator(selector)
          .first()
          .evaluate((e) => getComputedStyle(e).stroke)
      expect(await stroke('.line.static')).toBe('rgb(106, 63, 181)') // #6a3fb5
      expect(await stroke('.line.dynamic')).toBe('rgb(10, 88, 168)') // #0a58a8
      await page.context().close()
    },
    BROWSER_TEST_TIMEOUT_MS,
  )
})

test(
  'screenshots at 390 and 1280 px (test/artifacts/browser/)',
  async () => {
    for (const width of [390, 1280]) {
      for (const [name, path] of [
        ['home', '/'],
        ['deficit', DEFICIT_RESULT],
      ]) {
        const { page } = await openPage(running.browser, { viewport: { width, height: 900 } })
        await page.goto(running.site.url + path!)
        await page.screenshot({ path: artefact(`${name}-${width}.png`), fullPage: true })
        await page.context().close()
      }
    }
  },
  BROWSER_TEST_TIMEOUT_MS,
)
