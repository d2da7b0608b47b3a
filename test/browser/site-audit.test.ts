/**
 * Findings of an audit of the site in Chromium, held in a real browser: where the result's place points
 * while the person types, the log page and the units kept on the device, the log page's errors worded with
 * script, the inputs in other units required as their metric ones are (and their labels styled alike), an
 * address's numeric choice resubmitted, and energy worded in kJ. In process: test/site/site-audit.test.ts.
 */
import { describe, expect, test } from 'bun:test'
import type { Page } from 'playwright-core'
import { LOG_PAGE } from '../../api/pages.ts'
import { twoWeeksLog } from '../site/support.ts'
import { BROWSER_TEST_TIMEOUT_MS, openPage, siteInChromium, unexpectedProblems } from './support.ts'

const running = siteInChromium()

const kept = (page: Page) => page.evaluate(() => localStorage.getItem('calculator-units'))

describe('the site as the audit found it', () => {
  test(
    'as the person types, the result points to the messages beside the fields; after Calculate, to the summary',
    async () => {
      const { page, problems } = await openPage(running.browser)
      await page.goto(`${running.site.url}/bmi-calculator`)
      await page.getByLabel('Weight (kg)', { exact: true }).fill('20')
      await page.getByLabel('Height (cm)', { exact: true }).fill('180')
      await page.locator('#weightKg-error', { hasText: 'Weight must be a number' }).waitFor()
      const pointer = page.locator('#result .placeholder')
      expect(await pointer.textContent()).toBe('Some fields need attention: see the messages beside them.')
      expect(await page.locator('#error-summary').textContent()).toBe('')
      expect(await pointer.locator('a').getAttribute('href')).toBe('#weightKg')
      // In US units the kilograms are hidden: the link leads to the pounds shown.
      await page.getByLabel('US (lb, ft in)').check()
      await page.locator('#weightKg-error', { hasText: ' lb' }).waitFor()
      expect(await pointer.locator('a').getAttribute('href')).toBe('#weightKg-0')
      await pointer.locator('a').click()
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('weightKg-0')
      // A press of Calculate lists them above: the result points there.
      await page.getByRole('button', { name: 'Calculate' }).click()
      await page.locator('#error-summary', { hasText: 'Please check this' }).waitFor()
      await page.locator('#result .placeholder a[href="#error-summary"]', { hasText: 'see the list above' }).waitFor()
      expect(unexpectedProblems(problems)).toEqual([])
      await page.context().close()
    },
    BROWSER_TEST_TIMEOUT_MS,
  )

  test(
    'the log page takes the units kept by the calculator pages, and keeps its own choice for them',
    async () => {
      const { page, problems } = await openPage(running.browser)
      await page.goto(`${running.site.url}/bmi-calculator`)
      await page.getByLabel('US (lb, ft in)').check()
      await page.getByLabel('kJ').check()
      await page.goto(running.site.url + LOG_PAGE.path)
      expect(await page.getByLabel('Weight unit').inputValue()).toBe('lb')
      expect(await page.getByLabel('Intake unit').inputValue()).toBe('kJ')
      expect(await page.getByRole('spinbutton', { name: 'ft' }).isVisible()).toBe(true)
      // kg is metric for every page; lb again is US (the log page shows pounds in US units).
      await page.getByLabel('Weight unit').selectOption('kg')
      expect(await kept(page)).toBe('{"system":"metric","energy":"kJ"}')
      await page.getByLabel('Weight unit').selectOption('lb')
      await page.getByLabel('Intake unit').selectOption('kcal')
      expect(await kept(page)).toBe('{"system":"us","energy":"kcal"}')
      // UK units are pounds too: a choice of lb keeps them.
      await page.evaluate(() => localStorage.setItem('calculator-units', '{"system":"uk","energy":"kcal"}'))
      await page.goto(`${running.site.url}/bmi-calculator`) // not a reload: the browser would restore the selects
      await page.goto(running.site.url + LOG_PAGE.path)
      expect(await page.getByLabel('Weight unit').inputValue()).toBe('lb')
      await page.getByLabel('Intake unit').selectOption('kJ')
      expect(await kept(page)).toBe('{"system":"uk","energy":"kJ"}')
      await page.goto(`${running.site.url}/bmi-calculator`)
      expect(await page.locator('input[name="units"]:checked').getAttribute('value')).toBe('uk')
      expect(await page.locator('input[name="energy"]:checked').getAttribute('value')).toBe('kJ')
      expect(problems).toEqual([])
      await page.context().close()
    },
    BROWSER_TEST_TIMEOUT_MS,
  )

  test(
    'the log page writes dates as the units kept: day first for UK readers whose log is in lb, month first for US',
    async () => {
      const { page, problems } = await openPage(running.browser)
      for (const [system, weeksFrom] of [
        ['uk', 'Weeks from 1 January 2026'],
        ['us', 'Weeks from January 1, 2026'],
      ] as const) {
        await page.goto(`${running.site.url}/bmi-calculator`)
        await page.evaluate((s) => localStorage.setItem('calculator-units', JSON.stringify({ system: s, energy: 'kcal' })), system)
        await page.goto(running.site.url + LOG_PAGE.path)
        expect(await page.getByLabel('Weight unit').inputValue()).toBe('lb')
        await page.getByLabel('Your log').fill(twoWeeksLog((i) => `${(200 - i * 0.2).toFixed(1)}, 2300`))
        await page.getByRole('button', { name: 'Calculate' }).click()
        await page.locator('#result svg').waitFor()
        expect(await page.locator('#result svg').textContent()).toContain(weeksFrom)
      }
      expect(unexpectedProblems(problems)).toEqual([])
      await page.context().close()
    },
    BROWSER_TEST_TIMEOUT_MS,
  )

  test(
    "the log page's errors with script: the form's words, the log's units, a verb that agrees",
    async () => {
      const { page, problems } = await openPage(running.browser)
      await page.goto(running.site.url + LOG_PAGE.path)
      await page.getByLabel('Weight unit').selectOption('lb')
      await page.getByLabel('Your log').fill(twoWeeksLog((i) => `${(200 - i * 0.07).toFixed(2)}, 2300`))
      await page.getByLabel('Sex').selectOption('male')
      await page.getByLabel('Age').fill('30')
      await page.getByRole('button', { name: 'Calculate' }).click()
      await page.locator('#heightCm-error', { hasText: 'Height is required' }).waitFor()
      expect(await page.locator('#heightCm-error').textContent()).toBe(
        'Height is required with sex and age: sex, age and height describe the person together (the energy per lb of weight change without body fat, the BMI, the age and the predicted resting expenditure); it must be a number from 3 ft 4 in to 9 ft 2 in (100 to 280 cm).',
      )
      await page.getByLabel('Sex').selectOption('')
      await page.getByLabel('Age').fill('')
      await page.getByLabel('Intake unit').selectOption('kJ')
      await page.getByLabel('Your log').fill(twoWeeksLog((i) => `${300 - 5 * i}, 2000`))
      await page.getByRole('button', { name: 'Calculate' }).click()
      await page.locator('#log-error', { hasText: 'expenditure' }).waitFor()
      expect(await page.locator('#log-error').textContent()).toStartWith(
        "Your log's entries give an expenditure outside 3,348 to 41,840 kJ/day, which no adult has:",
      )
      expect(unexpectedProblems(problems)).toEqual([])
      await page.context().close()
    },
    BROWSER_TEST_TIMEOUT_MS,
  )

  test(
    'inputs in other units are required as their metric inputs are, and labelled in bold as they are',
    async () => {
      const { page, problems } = await openPage(running.browser)
      await page.goto(`${running.site.url}/bmi-calculator`)
      const weight = (await page.locator('label[for="weightKg"]').evaluate((l) => getComputedStyle(l).fontWeight)) as string
      await page.getByLabel('US (lb, ft in)').check()
      for (const id of ['weightKg-0', 'heightCm-0', 'heightCm-1'])
        expect(await page.locator(`#${id}`).getAttribute('aria-required')).toBe('true')
      expect(await page.locator('label[for="weightKg-0"]').evaluate((l) => getComputedStyle(l).fontWeight)).toBe(weight)
      expect(weight).toBe('600')
      // Required only when another field's choice says so: no more required than the metric input.
      await page.goto(`${running.site.url}/weight-loss-estimator`)
      expect(await page.locator('#heightCm').getAttribute('required')).toBeNull()
      expect(await page.locator('#heightCm-0').getAttribute('aria-required')).toBeNull()
      expect(await page.locator('#currentWeightKg-0').getAttribute('aria-required')).toBe('true')
      await page.goto(`${running.site.url}/body-fat-calculator`)
      expect(await page.locator('#neckCm-0').getAttribute('aria-required')).toBe('true')
      expect(await page.locator('#hipCm-0').getAttribute('aria-required')).toBeNull()
      expect(await page.locator('label[for="neckCm-0"]').evaluate((l) => getComputedStyle(l).fontWeight)).toBe('600')
      expect(problems).toEqual([])
      await page.context().close()
    },
    BROWSER_TEST_TIMEOUT_MS,
  )

  test(
    "an address's pace written 0.50 shows the choice 0.5, and the form without script sends it again",
    async () => {
      const address =
        '/calculate-deficit?gender=male&age=30&weightKg=90&heightCm=180&activityLevel=moderate&weeklyLossGoalKg=0.50&targetWeightKg=80'
      const { page, problems } = await openPage(running.browser)
      await page.goto(running.site.url + address)
      expect(await page.locator('#weeklyLossGoalKg').inputValue()).toBe('0.5')
      await page.getByLabel('US (lb, ft in)').check()
      expect(await page.locator('#weeklyLossGoalKg option:checked').textContent()).toBe('1.1 lb a week')
      expect(problems).toEqual([])
      await page.context().close()
      const plain = await openPage(running.browser, { javaScriptEnabled: false })
      await plain.page.goto(running.site.url + address)
      await plain.page.getByRole('button', { name: 'Calculate' }).click()
      await plain.page.waitForURL(/weeklyLossGoalKg=0\.5&/)
      expect(await plain.page.locator('#weeklyLossGoalKg-error').textContent()).toBe('')
      expect(await plain.page.locator('#result .figures').count()).toBe(1)
      await plain.page.context().close()
    },
    BROWSER_TEST_TIMEOUT_MS,
  )

  test(
    "in kJ the energy field is named for energy, its bounds grouped, and the static rule's figure is in the person's units",
    async () => {
      const { page, problems } = await openPage(running.browser)
      await page.goto(`${running.site.url}/macronutrient-calculator`)
      await page.getByLabel('kJ').check()
      const energy = page.getByLabel('Daily energy (kJ)', { exact: true })
      await energy.fill('99999')
      await page.locator('#calories-error', { hasText: 'kJ' }).waitFor()
      expect(await page.locator('#calories-error').textContent()).toBe(
        'Daily energy must be a number from 3,348 kJ to 41,840 kJ (800 to 10,000 kcal/day).',
      )
      await page.getByLabel('kcal', { exact: true }).check()
      expect(await page.getByLabel('Daily calories (kcal/day)', { exact: true }).isVisible()).toBe(true)
      await page.goto(`${running.site.url}/calculate-deficit`)
      const hint = page.locator('#model-hint')
      expect(await hint.textContent()).toStartWith('The static rule counts 7,700 kcal/kg of weight lost')
      // 7700 kcal/kg × 0.45359237 = 3,492.66 kcal/lb (not the 3,500 often quoted); × 4.184 = 14,613.3 kJ/lb.
      await page.getByLabel('US (lb, ft in)').check()
      expect(await hint.textContent()).toStartWith('The static rule counts 3,493 kcal/lb (7,700 kcal/kg) of weight lost')
      await page.getByLabel('UK (st lb, ft in)').check()
      await page.getByLabel('kJ').check()
      expect(await hint.textContent()).toStartWith('The static rule counts 14,613 kJ/lb (7,700 kcal/kg) of weight lost')
      expect(unexpectedProblems(problems)).toEqual([])
      await page.context().close()
    },
    BROWSER_TEST_TIMEOUT_MS,
  )

  test(
    "a start date left empty is the person's own today, sent to the API but not written into the address",
    async () => {
      // UTC+14 and UTC-11: whatever the hour, at least one of them is on another date than UTC.
      let differed = false
      for (const timezoneId of ['Pacific/Kiritimati', 'Pacific/Pago_Pago']) {
        const { page, problems } = await openPage(running.browser, { timezoneId })
        await page.goto(`${running.site.url}/calories-for-goal-date`)
        const asked = page.waitForRequest((r) => r.url().includes('/api/calories-for-goal-date?'))
        await page.locator('#gender').selectOption('male')
        await page.locator('#age').fill('30')
        await page.locator('#weightKg').fill('80')
        await page.locator('#heightCm').fill('180')
        await page.locator('#activityLevel').selectOption('moderate')
        await page.locator('#targetWeightKg').fill('75')
        await page.locator('#goalDate').fill(new Date(Date.now() + 120 * 86_400_000).toISOString().slice(0, 10))
        const local = new Intl.DateTimeFormat('en-CA', { timeZone: timezoneId }).format(new Date())
        expect(new URL((await asked).url()).searchParams.get('startDate')).toBe(local)
        differed ||= local !== new Date().toISOString().slice(0, 10)
        await page.locator('#result .figures').waitFor()
        expect(new URL(page.url()).searchParams.has('startDate')).toBe(false)
        const live = await page.locator('#result svg text', { hasText: 'Weeks from' }).textContent()
        // Reloaded, or shared, the address without a start date is answered from the reader's today too, not the server's.
        const restated = page.waitForRequest((r) => r.url().includes('/api/calories-for-goal-date?'))
        await page.reload()
        expect(new URL((await restated).url()).searchParams.get('startDate')).toBe(local)
        await page.locator('#result svg text', { hasText: live! }).waitFor()
        expect(unexpectedProblems(problems)).toEqual([])
        await page.context().close()
      }
      expect(differed).toBe(true)
    },
    BROWSER_TEST_TIMEOUT_MS,
  )

  test(
    "the plan's companion, the other model's answer for the chart, is dated from the reader's today too",
    async () => {
      const timezoneId = 'Pacific/Kiritimati'
      const { page, problems } = await openPage(running.browser, { timezoneId })
      const request = (dynamic: boolean) =>
        page
          .waitForRequest((r) => r.url().includes('/api/calculate-deficit?') && r.url().includes('model=dynamic') === dynamic)
          .then((r) => new URL(r.url()))
      const asked = Promise.all([request(false), request(true)])
      // An address without a start date, as shared: the module asks both models again, each from today here.
      await page.goto(
        `${running.site.url}/calculate-deficit?gender=female&age=41&weightKg=72.5&heightCm=168&activityLevel=light&weeklyLossGoalKg=0.5&targetWeightKg=65`,
      )
      const local = new Intl.DateTimeFormat('en-CA', { timeZone: timezoneId }).format(new Date())
      expect((await asked).map((u) => u.searchParams.get('startDate'))).toEqual([local, local])
      expect(unexpectedProblems(problems)).toEqual([])
      await page.context().close()
    },
    BROWSER_TEST_TIMEOUT_MS,
  )

  test(
    "at 320 px the chart's labels render at 11 px or more (13 units drew 9), each within the chart, in every unit system",
    async () => {
      const found: Record<string, { smallest: number; outside: string[] }> = {}
      for (const units of ['Metric (kg, cm)', 'US (lb, ft in)', 'UK (st lb, ft in)']) {
        const { page, problems } = await openPage(running.browser, { viewport: { width: 320, height: 800 } })
        await page.goto(
          `${running.site.url}/weight-loss-estimator?currentWeightKg=151.3&targetWeightKg=99.8&weeklyLossGoalKg=1&gender=male&age=45&heightCm=188&activityLevel=sedentary`,
        )
        await page.getByLabel(units).check()
        await page.locator('figure.chart', { hasText: units === 'Metric (kg, cm)' ? 'kg' : 'lb' }).waitFor()
        found[units] = await page.$eval('figure.chart svg', (svg) => {
          const box = svg.getBoundingClientRect()
          const scale = (svg as SVGSVGElement).getScreenCTM()!.a
          const texts = [...svg.querySelectorAll('text')]
          const outside = texts
            .filter((t) => {
              const r = t.getBoundingClientRect()
              return r.left < box.left - 0.5 || r.right > box.right + 0.5 || r.top < box.top - 0.5 || r.bottom > box.bottom + 0.5
            })
            .map((t) => t.textContent!)
          return { smallest: Math.min(...texts.map((t) => Number.parseFloat(getComputedStyle(t).fontSize) * scale)), outside }
        })
        expect(unexpectedProblems(problems)).toEqual([])
        await page.context().close()
      }
      for (const { smallest, outside } of Object.values(found)) {
        expect(smallest).toBeGreaterThanOrEqual(11)
        expect(outside).toEqual([])
      }
    },
    BROWSER_TEST_TIMEOUT_MS,
  )
})
