/**
 * Findings of a usability audit of the pages in Chromium, held in a real browser: a link from one
 * calculator to another with part of the question, the chart's time axis at 320 and 1280 px, where a form
 * with errors lands without script, the status line as the person types, the same calculation as JSON,
 * and a log written as spreadsheets write it. In process: test/site/usability-audit.test.ts.
 */
import { describe, expect, test } from 'bun:test'
import type { Page } from 'playwright-core'
import { LOG_PAGE } from '../../api/pages.ts'
import { BROWSER_TEST_TIMEOUT_MS, openPage, siteInChromium, unexpectedProblems } from './support.ts'

const running = siteInChromium()

const GAIN_FROM_TIMELINE = '/weight-loss-estimator?currentWeightKg=90&targetWeightKg=95&weeklyLossGoalKg=0.5'
const TWENTY_THREE_YEARS = '/weight-loss-estimator?currentWeightKg=200&targetWeightKg=80&weeklyLossGoalKg=0.1&startDate=2026-01-01'

/** The chart's time labels as drawn: each label's box in the chart's own units, and the chart's width in them. */
const timeLabelBoxes = (page: Page) =>
  page.locator('#result svg[role=img]').evaluate((svg: SVGSVGElement) => {
    const labels = [...svg.querySelectorAll<SVGTextElement>('.grid text[text-anchor=middle]')]
    return {
      width: svg.viewBox.baseVal.width,
      boxes: labels.map((t) => {
        const box = t.getBBox()
        return { text: t.textContent, left: box.x, right: box.x + box.width }
      }),
    }
  })

describe('the usability audit, in Chromium', () => {
  test(
    'a link with part of the question opens the form filled in with it, with no errors, and the module asks nothing on load',
    async () => {
      for (const kept of [undefined, '{"system":"us","energy":"kJ"}']) {
        const { page, problems } = await openPage(running.browser)
        const asked: string[] = []
        page.on('request', (r) => {
          if (new URL(r.url()).pathname.startsWith('/api/')) asked.push(r.url())
        })
        await page.goto(running.site.url + GAIN_FROM_TIMELINE)
        if (kept !== undefined) await page.evaluate((units) => localStorage.setItem('calculator-units', units), kept)
        const [response] = await Promise.all([
          page.waitForResponse((r) => r.url().includes('/calories-for-goal-date?')),
          page.locator('.figures a', { hasText: 'Calories for a goal date' }).click(),
        ])
        expect(response.status()).toBe(200)
        expect(new URL(page.url()).search).toBe('?weightKg=90&targetWeightKg=95')
        await page.waitForLoadState('networkidle')
        expect(await page.locator('#error-summary').textContent()).toBe('')
        expect(await page.locator('main').textContent()).not.toContain('is required')
        expect(await page.locator('[aria-invalid=true]').count()).toBe(0)
        expect(await page.title()).not.toStartWith('Error')
        // What the link carried is in the form, in the units kept on the device.
        expect(await page.locator('#weightKg').inputValue()).toBe('90')
        if (kept !== undefined) expect(await page.locator('#weightKg-0').inputValue()).toBe('198.4')
        // The module restates a server's answer on load (the units kept, a start date left to today): there is none here.
        expect(asked.filter((url) => url.includes('/api/calories-for-goal-date'))).toEqual([])
        // Nor on a switch of units.
        await page.getByLabel('Metric (kg, cm)').check()
        await page.waitForLoadState('networkidle')
        expect(await page.locator('#error-summary').textContent()).toBe('')
        expect(await page.locator('.error:not(:empty)').count()).toBe(0)
        // The rest typed in, the answer follows.
        await page.locator('#gender').selectOption('male')
        await page.locator('#age').fill('30')
        await page.locator('#heightCm').fill('180')
        await page.locator('#activityLevel').selectOption('moderate')
        await page.locator('#goalDate').fill('2027-06-30')
        await page.locator('#result .figures').waitFor()
        expect(unexpectedProblems(problems)).toEqual([])
        await page.context().close()
      }
    },
    BROWSER_TEST_TIMEOUT_MS,
  )

  test(
    "the chart's time labels neither meet nor leave the chart, at 320 and at 1280 px",
    async () => {
      for (const width of [320, 1280]) {
        for (const path of [TWENTY_THREE_YEARS, `${GAIN_FROM_TIMELINE.replace('95', '60')}&startDate=2026-01-01`]) {
          const { page, problems } = await openPage(running.browser, { viewport: { width, height: 900 }, javaScriptEnabled: false })
          await page.goto(running.site.url + path)
          const { width: chartWidth, boxes } = await timeLabelBoxes(page)
          expect(boxes.length).toBeGreaterThanOrEqual(3)
          for (const [i, box] of boxes.entries()) {
            expect(box.left).toBeGreaterThanOrEqual(0)
            expect(box.right).toBeLessThanOrEqual(chartWidth)
            // A space at least between two labels (2 units at 13 or 16 units a character).
            if (i > 0) expect(box.left - boxes[i - 1]!.right).toBeGreaterThanOrEqual(2)
          }
          if (path === TWENTY_THREE_YEARS) expect(await page.locator('#result svg').textContent()).toContain('Years from 1 January 2026')
          expect(problems).toEqual([])
          await page.context().close()
        }
      }
    },
    BROWSER_TEST_TIMEOUT_MS,
  )

  test(
    'without JavaScript, a form with errors lands on the error summary, and the title says "Error:" first',
    async () => {
      const { page, problems } = await openPage(running.browser, { viewport: { width: 390, height: 700 }, javaScriptEnabled: false })
      await page.goto(`${running.site.url}/bmi-calculator`)
      await page.getByLabel('Weight (kg)').fill('20')
      await page.getByLabel('Height (cm)').fill('180')
      await Promise.all([page.waitForNavigation(), page.getByRole('button', { name: 'Calculate' }).click()])
      expect(new URL(page.url()).hash).toBe('#result')
      expect(await page.title()).toBe('Error: Body mass index · calculator')
      const summary = page.getByRole('alert')
      expect(await summary.textContent()).toContain('Weight must be a number')
      // Scrolled to it: its top at the top of the window.
      const top = await summary.evaluate((e) => e.getBoundingClientRect().top)
      expect(Math.abs(top)).toBeLessThan(2)
      // Put right, the form lands on the result.
      await page.getByLabel('Weight (kg)').fill('80')
      await Promise.all([page.waitForNavigation(), page.getByRole('button', { name: 'Calculate' }).click()])
      expect(await page.title()).toBe('Body mass index · calculator')
      const result = page.locator('section[aria-labelledby=result-title]')
      expect(Math.abs(await result.evaluate((e) => e.getBoundingClientRect().top))).toBeLessThan(2)
      // But Chromium's own line for the page answered 422.
      expect(unexpectedProblems(problems)).toEqual([])
      await page.context().close()
    },
    BROWSER_TEST_TIMEOUT_MS,
  )

  test(
    'with JavaScript: the status line says the leading figure in the units chosen; the JSON link follows the form; "Error:" goes',
    async () => {
      const { page, problems } = await openPage(running.browser)
      // A page the server rendered with errors, put right with script.
      await page.goto(
        `${running.site.url}/calculate-deficit?gender=male&age=30&weightKg=80&heightCm=180&activityLevel=moderate&weeklyLossGoalKg=0.5&targetWeightKg=70&startDate=2026-01-01&bodyFatPercent=2`,
      )
      expect(await page.title()).toStartWith('Error: ')
      await page.getByLabel('kJ').check()
      await page.locator('#bodyFatPercent').fill('20')
      const status = page.locator('#result-status')
      // The result's place, whose id the server gave the summary (where the form lands without script).
      await page.locator('section[aria-labelledby=result-title] .figures').waitFor()
      await expect_(status, /^Result updated: Eat per day, [\d,]+ kJ\.$/)
      expect(await page.title()).toBe('Calorie deficit estimator · calculator')
      const json = await page.getByRole('link', { name: 'GET /api/calculate-deficit' }).getAttribute('href')
      expect(json).toBe(`/api/calculate-deficit${new URL(page.url()).search}`)
      const answer = await page.request.get(running.site.url + json)
      expect(answer.status()).toBe(200)
      expect(await page.locator('link[rel=alternate]').getAttribute('href')).toBe(json)
      expect(unexpectedProblems(problems)).toEqual([])
      await page.context().close()
    },
    BROWSER_TEST_TIMEOUT_MS,
  )

  test(
    'with JavaScript: a log with dates written DD/MM/YYYY is told once; a European line how to write decimals',
    async () => {
      const { page, problems } = await openPage(running.browser)
      await page.goto(running.site.url + LOG_PAGE.path)
      const log = page.getByLabel('Your log')
      await log.fill(Array.from({ length: 14 }, (_, i) => `${String(i + 1).padStart(2, '0')}/01/2026, 90, 2000`).join('\n'))
      await page.getByRole('button', { name: 'Calculate' }).click()
      const error = page.locator('#log-error')
      await expect_(error, /^Your log: line 1 \(and 13 other lines\) does not start with a date written YYYY-MM-DD/)
      expect((await error.textContent())!.match(/YYYY-MM-DD/g)).toHaveLength(1)
      await log.fill(Array.from({ length: 14 }, (_, i) => `2026-01-${String(i + 1).padStart(2, '0')};90,1;2000`).join('\n'))
      await page.getByRole('button', { name: 'Calculate' }).click()
      await expect_(
        error,
        /has a number with a comma in it among semicolons or tabs: a comma separates values, so write decimals with a point \(90\.1\) and thousands with no separator/,
      )
      expect(unexpectedProblems(problems)).toEqual([])
      await page.context().close()
    },
    BROWSER_TEST_TIMEOUT_MS,
  )
})

/** Waits until the element's text matches (the status line and the errors are written as answers come). */
async function expect_(locator: ReturnType<Page['locator']>, text: RegExp): Promise<void> {
  await locator
    .page()
    .waitForFunction(([selector, source]) => new RegExp(source!).test(document.querySelector(selector!)?.textContent ?? ''), [
      await locator.evaluate((e) => `#${e.id}`),
      text.source,
    ] as const)
}
