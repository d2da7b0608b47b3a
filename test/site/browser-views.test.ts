/**
 * The browser module draws results with the server's views, but from the JSON API's answers
 * (site/client/live.ts), where the server passes its calculators' objects: a dynamic projection
 * is a Projection there and an array of points here. Both must draw the same result, or a page
 * changes, or breaks, the moment a person edits a field.
 */
import { describe, expect, test } from 'bun:test'
import { calculatorPages, LOG_PAGE } from '../../api/pages.ts'
import { readQuery } from '../../api/query.ts'
import { EXAMPLE_LOG } from '../../metrics/adaptive/example-log.ts'
import { dynamicNeeds } from '../../site/form.ts'
import { ENTRY_BOUNDS } from '../../site/log-bounds.ts'
import { companionParams } from '../../site/view/companion.ts'
import { LOG_UNIT_SELECTS, type LogUnits, readLogForm, shownUnits } from '../../site/view/log-lines.ts'
import { type AdaptiveOutput, renderAdaptiveResult } from '../../site/view/results/adaptive.ts'
import { renderResult } from '../../site/view/results/index.ts'
import { DEFAULT_UNITS, ENERGY_UNITS, UNIT_SYSTEMS } from '../../site/view/units.ts'
import { app, get, getJson } from '../catalogues/support.ts'
import { pageExamples } from './support.ts'

/** The day the in-process app takes as today (test/catalogues/support.ts): the examples all give startDate. */
const TODAY = '2026-05-01'
const RESULT_OPEN = '<section id="result" aria-labelledby="result-title">'

/** Each example, and each plan under the other model and with the body the dynamic model needs. */
const QUERIES = [
  ...pageExamples.map((e) => e.target),
  '/calculate-deficit?gender=female&age=41&weightKg=72.5&heightCm=168&activityLevel=light&weeklyLossGoalKg=0.5&targetWeightKg=65&startDate=2026-01-01&model=dynamic',
  '/weight-loss-estimator?currentWeightKg=90&targetWeightKg=75&weeklyLossGoalKg=0.5&startDate=2026-01-01&gender=male&age=30&heightCm=180&activityLevel=moderate',
  '/weight-loss-estimator?currentWeightKg=90&targetWeightKg=75&weeklyLossGoalKg=0.5&startDate=2026-01-01&gender=male&age=30&heightCm=180&activityLevel=moderate&model=dynamic',
  '/calories-for-goal-date?gender=male&age=30&weightKg=80&heightCm=180&activityLevel=moderate&targetWeightKg=85&goalDate=2026-06-30&startDate=2026-01-01',
  // Beyond the model: maintenance at the target null; then the intake too (the root's run, then the floor's); a plateau; a timeline cut short.
  '/calories-for-goal-date?gender=female&age=60&weightKg=100&heightCm=150&activityLevel=sedentary&targetWeightKg=30&goalDate=2028-01-01&startDate=2026-01-01',
  '/calories-for-goal-date?gender=female&age=30&weightKg=140&heightCm=160&activityLevel=sedentary&targetWeightKg=38&goalDate=2031-01-01&startDate=2026-01-01',
  '/calories-for-goal-date?gender=female&age=30&weightKg=140&heightCm=160&activityLevel=sedentary&targetWeightKg=38&goalDate=2030-03-27&startDate=2026-01-01',
  '/calculate-deficit?gender=female&age=30&weightKg=160&heightCm=160&activityLevel=sedentary&weeklyLossGoalKg=1&targetWeightKg=40&startDate=2026-01-01&model=dynamic',
  '/weight-loss-estimator?currentWeightKg=50&targetWeightKg=42&weeklyLossGoalKg=0.5&startDate=2026-01-01&model=dynamic&gender=female&age=40&heightCm=160&activityLevel=moderate&bodyFatPercent=65',
]

describe('a result drawn by the browser module from the API is the one the server drew', () => {
  test.each(QUERIES)('%s', async (target) => {
    const page = calculatorPages.find((p) => target.startsWith(`${p.path}?`))!
    const served = await (await get(target)).text()
    const start = served.indexOf(RESULT_OPEN) + RESULT_OPEN.length
    const fromServer = served.slice(start, served.indexOf('</section>', start))

    // As live.ts asks: the page's query to its API, and the other model's for the chart.
    const params = Object.fromEntries(new URLSearchParams(target.slice(target.indexOf('?'))))
    const ask = (p: Record<string, string>) => getJson(`${page.api}?${new URLSearchParams(p)}`)
    const other = page.calculator.input.byName.has('model')
      ? companionParams(params, dynamicNeeds(page.calculator.input.fields))
      : undefined
    const companion = other === undefined ? undefined : await ask(other)
    const fromApi = renderResult(page.key, await ask(params), { units: DEFAULT_UNITS, params, companion }).text

    expect(fromServer).toContain('class="figures"')
    expect(fromApi).toBe(fromServer)

    // The server renders metric only; the browser redraws in the person's units, from the same JSON.
    const objects = (p: Record<string, string>) =>
      page.calculator.compute(readQuery(`${page.api}?${new URLSearchParams(p)}`, page.calculator.input), { today: TODAY })
    for (const system of UNIT_SYSTEMS)
      for (const energy of ENERGY_UNITS) {
        const units = { system, energy }
        const drawn = (output: any, companion: any) => renderResult(page.key, output, { units, params, companion }).text
        expect(drawn(await ask(params), companion)).toBe(drawn(objects(params), other && objects(other)))
      }
  })
})

/**
 * The log page: posted without script, the server reads the form and renders the calculator's
 * object in the log's units; with script, the module reads the same form, asks the JSON API and
 * draws its answer (site/client/log.ts). Both draw from the same rounded figures, so they agree.
 */
describe("the log page's result posted without script is the one the browser module draws", () => {
  const person = { gender: 'male', age: '30', heightCm: '180', weeklyLossGoalKg: '0.5' }
  const logIn = (units: LogUnits) =>
    EXAMPLE_LOG.map((e) => {
      const weight = e.weightKg === undefined ? '' : units.weight === 'kg' ? String(e.weightKg) : (e.weightKg / 0.45359237).toFixed(1)
      const intake = e.intakeKcal === undefined ? '' : units.intake === 'kcal' ? String(e.intakeKcal) : (e.intakeKcal * 4.184).toFixed(0)
      return `${e.date}, ${weight}, ${intake}`
    }).join('\n')

  test.each(
    LOG_UNIT_SELECTS[0].units.flatMap((weight) => LOG_UNIT_SELECTS[1].units.map((intake) => [`${weight}, ${intake}`, { weight, intake }])),
  )('a log in %s', async (_, units) => {
    const log = logIn(units as LogUnits)
    const posted = await app.handle(
      new Request(`http://localhost${LOG_PAGE.path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ log, weightUnit: units.weight, intakeUnit: units.intake, ...person }).toString(),
      }),
    )
    expect(posted.status).toBe(200)
    const served = await posted.text()
    const start = served.indexOf(RESULT_OPEN) + RESULT_OPEN.length
    const fromServer = served.slice(start, served.indexOf('</section>', start))

    const fields = Object.entries(person).map(([name, value]) => ({ name, value, isEnum: name === 'gender', label: name }))
    const read = readLogForm(log, fields, units as LogUnits, ENTRY_BOUNDS)
    if (!('input' in read)) throw new Error('the log was not read')
    const answer = await app.handle(
      new Request(`http://localhost${LOG_PAGE.api}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(read.input),
      }),
    )
    const fromApi = renderAdaptiveResult((await answer.json()) as AdaptiveOutput, shownUnits(units as LogUnits)).text
    expect(fromServer).toContain('class="figures"')
    expect(fromApi).toBe(fromServer)
  })
})
