/**
 * The adaptive TDEE page, in process: the log's lines read with line-numbered errors, units
 * converted with the exact factors (worked by hand below), the form POSTed to the page answered
 * as the endpoint answers the same log, and nothing a person sent echoed unescaped.
 */
import { describe, expect, spyOn, test } from 'bun:test'
import fc from 'fast-check'
import { EXAMPLE_LOG } from '../../metrics/adaptive/example-log.ts'
import { addDays } from '../../metrics/dates.ts'
import { fields } from '../../metrics/fields.ts'
import { createApp } from '../../server/app.ts'
import { ENTRY_BOUNDS } from '../../site/log-bounds.ts'
import * as logPage from '../../site/log-page.ts'
import { LOG_FIELD, type LogUnits, lineValues, readLogForm } from '../../site/view/log-lines.ts'
import { app, get, getJson } from '../catalogues/support.ts'
import { postLogForm, textOf } from './support.ts'

const KG = { weight: 'kg', intake: 'kcal' } as const
const LB_KCAL = { weight: 'lb', intake: 'kcal' } as const

/** A log read as the page and the browser read it (readLogForm, by the endpoint's entry bounds), without person fields. */
const readLog = (text: string, units: LogUnits = KG) => readLogForm(text, [], units, ENTRY_BOUNDS)
/** What the form says beside the log, or undefined when the log was read. */
const logError = (text: string, units: LogUnits = KG) => {
  const read = readLog(text, units)
  return 'errors' in read ? read.errors.find((e) => e.field === LOG_FIELD)?.text : undefined
}
/** The entries of a log that was read whole; a log refused fails the test with what the form says. */
const entriesOf = (text: string, units: LogUnits = KG) => {
  const read = readLog(text, units)
  expect('errors' in read ? read.errors : []).toEqual([])
  return 'input' in read ? read.input.entries : []
}
/** A line, then valid days after it up to the shortest log read (a week): what is read of the line shows in the first entry. */
const withShortestLog = (line: string) =>
  [line, ...Array.from({ length: fields.entries.minItems - 1 }, (_, i) => `${addDays('2026-02-01', i)}, 80, 2000`)].join('\n')

const post = (fields: Record<string, string>) => postLogForm(app, fields)

const EXAMPLE_TEXT = EXAMPLE_LOG.map((e) => `${e.date}, ${e.weightKg ?? ''}, ${e.intakeKcal ?? ''}`).join('\n')

describe('a log or a form too long to read', () => {
  const days = (n: number) => Array.from({ length: n }, () => `${fields.startDate.example}, 80, 2000`).join('\n')

  test('more filled lines than 731 days and a header: the length, without reading a line; blank lines do not count', () => {
    expect(logError(`Date, Weight, Intake\n${days(732)}`)).toBe('Your log has 733 lines; it needs 7 to 731 days, one day a line.')
    // 732 filled lines, a header among them, are read line by line: here the repeated date is the error.
    // 730 lines repeat the first day's date, said once.
    expect(logError(`Date, Weight, Intake\n\n\n${days(731)}`)).toBe(
      'Your log: line 5 (and 729 other lines) repeats the date of line 4: give each day once.',
    )
  })

  test('a form of more than 64 fields is refused, its first 64 shown again as sent', async () => {
    const sixtyFive = { age: '33', ...Object.fromEntries(Array.from({ length: 64 }, (_, i) => [`f${i}`, ''])) }
    const { response, body } = await post(sixtyFive)
    expect(response.status).toBe(422)
    expect(body).toContain('The form sent more than 64 fields, more than this page has: send it from the page.')
    expect(body).toMatch(/id="age"[^>]* value="33"/)
    const sixtyFour = Object.fromEntries(Array.from({ length: 64 }, (_, i) => [`f${i}`, '']))
    expect((await post(sixtyFour)).body).not.toContain('The form sent more than 64 fields')
  })
})

describe('reading the lines', () => {
  test('date, weight, intake; either value may be empty; blank lines skipped; commas, semicolons or tabs; any line end', () => {
    const text =
      '2026-01-01, 91.5, 2300\n\n2026-01-02,,2100\r\n2026-01-03; 91.2\n2026-01-04\t90.9\t1900\r2026-01-05,90.8,2000\n2026-01-06;;1950\n2026-01-07, 90.6'
    expect(entriesOf(text)).toEqual([
      { date: '2026-01-01', weightKg: 91.5, intakeKcal: 2300 },
      { date: '2026-01-02', intakeKcal: 2100 },
      { date: '2026-01-03', weightKg: 91.2 },
      { date: '2026-01-04', weightKg: 90.9, intakeKcal: 1900 },
      { date: '2026-01-05', weightKg: 90.8, intakeKcal: 2000 },
      { date: '2026-01-06', intakeKcal: 1950 },
      { date: '2026-01-07', weightKg: 90.6 },
    ])
  })

  test('values are split as the regular expression /\\s*[,;\\t]\\s*/ split them, in time linear in the line', () => {
    expect(lineValues('2026-01-05 ,\t80.2;;2100')).toEqual(['2026-01-05', '80.2', '', '2100'])
    expect(lineValues('2026-01-05\t \t80 2')).toEqual(['2026-01-05', '80 2'])
    // The expression this replaced, on short lines where its retries cost nothing: any mix of the characters that matter.
    const piece = fc.constantFrom('a', '1', '.', ' ', '\t', ',', ';', '\u00a0', '\u3000')
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 24 }), (pieces) => {
        const line = pieces.join('').trim()
        expect(lineValues(line)).toEqual(line.split(/\s*[,;\t]\s*/))
      }),
      { numRuns: 3000 },
    )
  })

  test('a date with its time, as exports of weigh-ins write it, is its day; values apart by spaces alone are told so', () => {
    // A usability audit with app exports: these lines were told they did not start with a date.
    for (const written of ['2026-01-01 07:10:00', '2026-01-01T07:30:00Z', '2026-01-01 7:05', '2026-01-01T23:59:59.5+01:00'])
      expect(entriesOf(withShortestLog(`${written}, 91.5, 2300`))[0]).toEqual({ date: '2026-01-01', weightKg: 91.5, intakeKcal: 2300 })
    // Two weigh-ins of one day are one day given twice.
    expect(logError('2026-01-01 07:10, 91.5, 2300\n2026-01-01 19:00, 92.1, 2300')).toContain('line 2 repeats the date of line 1')
    expect(logError('2026-01-01 91.5 2300')).toContain(
      'line 1 has its values apart by spaces only: separate the date, the weight and the intake with commas, semicolons or tabs',
    )
    // Anything else after a date is still no date.
    expect(logError('2026-01-01 at 7, 91.5, 2300')).toContain('line 1 does not start with a date written YYYY-MM-DD')
    expect(logError('2026-01-01T07, 91.5, 2300')).toContain('line 1 does not start with a date written YYYY-MM-DD')
    for (const impossible of ['2026-01-01 24:00', '2026-01-01 07:60', '2026-01-01T07:30:00+99:99'])
      expect(logError(`${impossible}, 91.5, 2300`)).toContain('line 1 does not start with a date written YYYY-MM-DD')
  })

  test("a spreadsheet's header row is skipped when it is the first line written; a later line without a date is an error", () => {
    expect(entriesOf(`\nDate;Weight (kg);Intake (kcal)\n${withShortestLog('2026-01-01;91.5;2300')}`)[0]).toEqual({
      date: '2026-01-01',
      weightKg: 91.5,
      intakeKcal: 2300,
    })
    expect(logError('\nDate;Weight (kg);Intake (kcal)\n2026-01-01;91.5;2300\nweight, intake')).toStartWith(
      'Your log: line 4 does not start with a date',
    )
    // A first line with a digit is read as a day, and told what is wrong with it.
    expect(logError('Day 1, 91.5, 2300')).toStartWith('Your log: line 1 does not start with a date')
  })

  test('lb and kJ by the exact factors: 200 lb = 200 × 0.45359237 = 90.718474 kg; 10 000 kJ = 10 000 / 4.184 kcal', () => {
    const [entry] = entriesOf(withShortestLog('2026-01-01, 200, 10000'), { weight: 'lb', intake: 'kJ' })
    expect(entry!.weightKg).toBeCloseTo(90.718474, 9)
    expect(entry!.intakeKcal).toBeCloseTo(2390.057361376673, 9)
  })

  test('each problem names its line (blank lines counted), the first five listed, and never quotes the text', () => {
    const text = logError(
      '2026-01-01, 91, 2000\n\n2026-13-40, 91\n2026-01-02, abc<b>, 2000\n2026-01-01, 90\n2026-01-03, 5, 2000\n2026-01-04,,\n2026-01-05, 1, 2, 3',
    )
    // Each kind's example: a usability audit found an intake told to look like 91.5, a weight.
    expect(logError('2026-01-01, 91, 2000\n2026-01-02, 91, 20o0')).toContain('the intake is not a plain number (write it like 2350.5,')
    expect(logError('2026-01-01, 91, 2000\n2026-01-02, 9l, 2000')).toContain('the weight is not a plain number (write it like 91.5,')
    const problems = text!.split('; line ')
    expect(problems.map((p) => /^(?:Your log: line )?(\d+) /.exec(p)?.[1])).toEqual(['3', '4', '5', '6', '7'])
    expect(problems[0]).toContain('YYYY-MM-DD')
    expect(problems[1]).toContain('not a plain number')
    expect(problems[2]).toContain('repeats the date of line 1')
    expect(problems[3]).toContain('must be')
    expect(problems[4]).toEndWith('neither a weight nor an intake (and 1 more line).')
    expect(text).not.toContain('abc')
    expect(logError('2026-01-05, 1, 2, 3')).toStartWith('Your log: line 1 has more than three values')
  })

  test('a range is stated in the unit the person typed, rounded inward so that each bound shown is accepted', () => {
    // 30 kg = 66.139 lb, 650 kg = 1,433.004 lb: 66.1 lb (29.98 kg) would be refused, so 66.2.
    expect(logError('2026-01-01, 5, 2000', LB_KCAL)).toMatch(/must be 66\.2 to 1,433 lb\.$/)
    expect(logError('2026-01-01, 66.1, 2000', LB_KCAL)).toMatch(/must be 66\.2 to 1,433 lb\.$/)
    expect(entriesOf(withShortestLog('2026-01-01, 66.2, 2000'), LB_KCAL)[0]!.weightKg).toBeCloseTo(66.2 * 0.45359237, 9)
    // 10,000 kcal = 41,840 kJ, grouped as the page writes numbers.
    expect(logError('2026-01-01, 80, 99999', { weight: 'kg', intake: 'kJ' })).toMatch(/to 41,840 kJ\.$/)
  })
})

describe('the page', () => {
  test('GET: the empty form with a textarea, listed in the JSON index', async () => {
    const response = await get('/adaptive-tdee')
    expect(response.status).toBe(200)
    const body = await response.text()
    expect(body).toContain('<textarea id="log" name="log"')
    expect(body).toContain('method="post" action="/adaptive-tdee#result"')
    const index = await getJson('/')
    expect(index.pages.calculators.map((c: { page: string }) => c.page)).toContain('/adaptive-tdee')
  })

  test('with JavaScript: the module, the JSON endpoint and the entry bounds the browser reads lines by, under the same policy', async () => {
    const response = await get('/adaptive-tdee')
    expect(response.headers.get('content-security-policy')).not.toContain('unsafe-inline')
    const body = await response.text()
    expect(body).toContain('<script type="module" src="/assets/log.js"></script>')
    expect(body).toContain('data-log-api="/api/v1/adaptive-tdee"')
    expect(body).toContain('<p class="visually-hidden" role="status" id="result-status"></p>')
    const bounds = JSON.parse(/data-entry="([^"]*)"/.exec(body)![1]!.replaceAll('&quot;', '"'))
    const { entry, minItems, maxItems } = fields.entries
    expect(bounds).toEqual({
      days: { min: minItems, max: maxItems },
      date: { pattern: entry.date.pattern, range: entry.date.range },
      weightKg: { min: entry.weightKg.min, max: entry.weightKg.max },
      intakeKcal: { min: entry.intakeKcal.min, max: entry.intakeKcal.max },
    })
  })

  test('POST a log: the same tdee, interval and trend as the endpoint, with the chart and its table', async () => {
    const api = await app.handle(
      new Request('http://localhost/api/v1/adaptive-tdee', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ entries: EXAMPLE_LOG, weeklyLossGoalKg: 0.5 }),
      }),
    )
    const answer = await api.json()
    const { response, body } = await post({ log: EXAMPLE_TEXT, weightUnit: 'kg', intakeUnit: 'kcal', weeklyLossGoalKg: '0.5' })
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    const result = textOf(body, 'result')
    const figure = (n: number) => n.toLocaleString('en-GB')
    expect(result).toContain(`${figure(answer.tdee)} kcal a day`)
    expect(result).toContain(`${figure(answer.tdeeInterval.low)} kcal to ${figure(answer.tdeeInterval.high)} kcal`)
    expect(result).toContain(`${figure(answer.recommendedIntake.dailyCalories)} kcal a day`)
    expect(body).toContain('<svg viewBox=')
    expect(body).toContain('<caption>Smoothed weight by day</caption>')
    expect(body).toContain('name="robots" content="noindex"')
  })

  test('the same log in lb and kJ gives the same tdee, shown in kJ', async () => {
    const inKg = await post({ log: EXAMPLE_TEXT })
    const lbText = EXAMPLE_LOG.map(
      (e) =>
        `${e.date}, ${e.weightKg === undefined ? '' : e.weightKg / 0.45359237}, ${e.intakeKcal === undefined ? '' : e.intakeKcal * 4.184}`,
    ).join('\n')
    const inLb = await post({ log: lbText, weightUnit: 'lb', intakeUnit: 'kJ' })
    expect(inLb.response.status).toBe(200)
    const kcal = Number(/([\d,]+) kcal a day/.exec(textOf(inKg.body, 'result'))![1]!.replace(/,/g, ''))
    expect(textOf(inLb.body, 'result')).toContain(`${Math.round(kcal * 4.184).toLocaleString('en-GB')} kJ a day`)
    // What the log was read as is said beside the answer: a log in the wrong unit gives no error, only a wrong figure.
    expect(textOf(inKg.body, 'result')).toContain('Your log, read asweights in kilograms, intakes in kcal')
    expect(textOf(inLb.body, 'result')).toContain('Your log, read asweights in pounds, intakes in kJ')
  })

  test('errors beside the field, naming the line; values sent are escaped', async () => {
    const evil = '<script>alert(1)</script>'
    const { response, body } = await post({ log: `2026-01-01, 90, 2000\n${evil}`, age: evil })
    expect(response.status).toBe(422)
    expect(body).not.toContain(evil)
    expect(body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
    expect(textOf(body, 'log-error')).toContain('line 2')
  })

  test('a body that is not a form gets a 415 problem, not an empty log', async () => {
    for (const type of ['application/json', 'multipart/form-data; boundary=x', 'application/x-www-form-urlencoded; charset=latin1']) {
      const response = await app.handle(
        new Request('http://localhost/adaptive-tdee', {
          method: 'POST',
          headers: { 'content-type': type },
          body: '{"log":"2026-01-01, 90, 2000"}',
        }),
      )
      expect(response.status).toBe(415)
      expect(response.headers.get('content-type')).toBe('application/problem+json')
      // Refused unread: the connection closes rather than read the rest (docs/security.md).
      expect(response.headers.get('connection')).toBe('close')
      const problem = await response.json()
      expect(problem.detail).toContain('application/x-www-form-urlencoded')
      // The page is one of the service's paths, so its problems name it (docs/api.md, Errors).
      expect(problem.instance).toBe('/adaptive-tdee')
    }
  })

  test('a form past the 64 KiB body limit gets the page again, saying so beside the log, declared or streamed', async () => {
    // 2,200 lines of 2026-01-05%2C+91.4%2C+2350%0D%0A (32 bytes each) = 70,400 bytes: past 65,536, and
    // within the 80 KiB past which Bun refuses a body itself, so a real client meets this page too.
    const form = `log=${'2026-01-05%2C+91.4%2C+2350%0D%0A'.repeat(2200)}`
    const formType = { 'content-type': 'application/x-www-form-urlencoded' }
    const declared = { ...formType, 'content-length': String(form.length) }
    const streamed = new ReadableStream({
      start(c) {
        c.enqueue(new TextEncoder().encode(form))
        c.close()
      },
    })
    for (const [headers, body] of [
      [declared, form],
      [formType, streamed],
    ] as const) {
      const response = await app.handle(new Request('http://localhost/adaptive-tdee', { method: 'POST', headers, body }))
      expect(response.status).toBe(413)
      expect(response.headers.get('content-type')).toStartWith('text/html')
      expect(response.headers.get('connection')).toBe('close')
      const page = await response.text()
      expect(textOf(page, 'log-error')).toBe(
        'Your log is more than the 64 KiB this page reads. It takes at most 731 days, one day a line: paste your most recent days.',
      )
      expect(page).toContain('<a href="#log">')
      // Unread, so nothing of it is shown: the log's field comes back empty.
      expect(page).toContain('aria-invalid="true"></textarea>')
    }
    // The refusal's Connection: close is its own: the next page is answered without it.
    const { response } = await post({ log: EXAMPLE_TEXT })
    expect(response.status).toBe(200)
    expect(response.headers.get('connection')).toBeNull()
  })

  test('the too-large page is rendered once, not for each refusal', async () => {
    const fresh = createApp()
    const rendered = spyOn(logPage, 'renderTooLargeLogPage')
    const refuse = () =>
      fresh.handle(
        new Request('http://localhost/adaptive-tdee', {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', 'content-length': String(64 * 1024 + 1) },
          body: 'log=',
        }),
      )
    const pages = await Promise.all([refuse(), refuse(), refuse()])
    expect(pages.map((r) => r.status)).toEqual([413, 413, 413])
    expect(await (await refuse()).text()).toBe(await pages[0]!.text())
    expect(rendered).toHaveBeenCalledTimes(1)
    rendered.mockRestore()
  })

  test('a unit the form does not offer is refused, never read as kg or kcal', async () => {
    for (const [name, value, text] of [
      ['weightUnit', 'LB', 'Weight unit must be kg or lb.'],
      ['weightUnit', 'stone', 'Weight unit must be kg or lb.'],
      ['intakeUnit', 'kj', 'Intake unit must be kcal or kJ.'],
    ] as const) {
      const { response, body } = await post({ log: EXAMPLE_TEXT, [name]: value })
      expect(response.status).toBe(422)
      expect(body).toContain(`<a href="#${name}">${text}</a>`)
      // Beside the select too, which says it is invalid.
      expect(body).toContain(`<p class="error" id="${name}-error">${text}</p>`)
      expect(body).toContain(`<select id="${name}" name="${name}" aria-describedby="${name}-error" aria-invalid="true">`)
      expect(body).not.toContain('<svg viewBox=')
    }
  })

  test('too short a log: the input check, beside the log', async () => {
    const { response, body } = await post({ log: '2026-01-01, 90, 2000\n2026-01-02, 90, 2000' })
    expect(response.status).toBe(422)
    expect(textOf(body, 'log-error')).toBe('Your log has 2 days; it needs 7 to 731, one day a line.')
  })

  test('a person field out of range: its error beside it', async () => {
    const { response, body } = await post({ log: EXAMPLE_TEXT, gender: 'male', age: '7', heightCm: '180' })
    expect(response.status).toBe(422)
    expect(textOf(body, 'age-error')).not.toBe('')
  })

  test("a person field is a number written as the log's are: .5 is one, 1e1 and 80,5 are told how to write it", async () => {
    for (const age of ['80,5', '1e1', 'abc', '+30']) {
      const { response, body } = await post({ log: EXAMPLE_TEXT, gender: 'male', age, heightCm: '180' })
      expect(response.status).toBe(422)
      expect(textOf(body, 'age-error')).toBe('Age must be a number written with digits and at most one point, such as 80 or 80.5.')
      expect(body).not.toContain('JSON number')
      // The form, posted to #result, lands on the summary, which carries that id; the result's place points up to it.
      expect(body).toMatch(/<div class="error-summary" id="result" role="alert"/)
      expect(body).toContain('Some fields need attention: <a href="#error-summary">see the list above</a>.')
    }
    const { response, body } = await post({ log: EXAMPLE_TEXT, weeklyLossGoalKg: '.5' })
    expect(response.status).toBe(200)
    expect(textOf(body, 'result')).toContain('To lose 0.5 kg a week')
  })

  test('without JavaScript, a log in lb is read in US units: an out-of-range field gives its bounds in them too', async () => {
    const fields = { log: EXAMPLE_TEXT, gender: 'male', age: '30', heightCm: '50', weeklyLossGoalKg: '3' }
    const inLb = await post({ ...fields, weightUnit: 'lb' })
    expect(inLb.response.status).toBe(422)
    // 100 cm / 2.54 = 39.37 in → 40 in (inward) = 3 ft 4 in; 280 cm = 110.24 in → 110 in = 9 ft 2 in.
    expect(textOf(inLb.body, 'heightCm-error')).toBe('Height must be a number from 3 ft 4 in to 9 ft 2 in (100 to 280 cm).')
    // 0.1 kg / 0.45359237 = 0.22 lb → 0.3 lb (inward: 0.2 lb is 0.09 kg, refused); 1.5 kg = 3.31 lb → 3.3 lb.
    expect(textOf(inLb.body, 'weeklyLossGoalKg-error')).toBe(
      'Weekly loss must be a number from 0.3 lb a week to 3.3 lb a week (0.1 to 1.5 kg/week).',
    )
    const inKg = await post({ ...fields, weightUnit: 'kg' })
    expect(textOf(inKg.body, 'heightCm-error')).toBe('Height must be a number from 100 to 280 (cm).')
  })
})

describe('without JavaScript, the person fields in feet, inches and pounds', () => {
  /** The example log in pounds, as a person would type it: to a tenth. */
  const LB_TEXT = EXAMPLE_LOG.map(
    (e) => `${e.date}, ${e.weightKg === undefined ? '' : (e.weightKg / 0.45359237).toFixed(1)}, ${e.intakeKcal ?? ''}`,
  ).join('\n')
  const person = { log: LB_TEXT, weightUnit: 'lb', gender: 'male', age: '30' }

  test('GET: the inputs stand in <noscript>, so the browser module, which has its own, never sends them', async () => {
    const page = await (await get('/adaptive-tdee')).text()
    const noscript = page.slice(page.indexOf('<noscript>'), page.indexOf('</noscript>'))
    for (const name of ['heightFt', 'heightIn', 'weeklyLossGoalLb']) expect(noscript).toContain(`name="${name}"`)
    // Optional, as their metric labels say.
    expect(noscript).toContain('<legend>Height <span class="unit">(ft, in)</span> <span class="unit">(optional)</span></legend>')
    // 100 cm / 2.54 = 39.37 in → 40 in = 3 ft 4 in; 280 cm = 110.24 in → 9 ft 2 in; 0.1 kg = 0.22 lb → 0.3 (inward); 1.5 kg = 3.31 lb.
    expect(textOf(page, 'heightFt-hint')).toBe('Instead of cm, if you prefer: 3 ft 4 in to 9 ft 2 in.')
    expect(textOf(page, 'weeklyLossGoalLb-hint')).toBe('Instead of kg/week, if you prefer: 0.3 lb a week to 3.3 lb a week.')
  })

  test('converted as the module converts its inputs: 5 ft 11 in = 71 × 2.54 = 180.34 cm; 1 lb = 0.45359237 kg, exactly', async () => {
    const inUs = await post({ ...person, heightFt: '5', heightIn: '11', weeklyLossGoalLb: '1' })
    expect(inUs.response.status).toBe(200)
    const metric = await post({ ...person, heightCm: '180.34', weeklyLossGoalKg: '0.45359237' })
    expect(textOf(inUs.body, 'result')).toBe(textOf(metric.body, 'result'))
    expect(textOf(inUs.body, 'result')).toContain('To lose 1 lb a week')
    // What was typed comes back in its inputs; the metric ones stay empty.
    expect(inUs.body).toContain(
      'name="heightFt" type="number" inputmode="decimal" step="any" min="0" aria-describedby="heightFt-hint heightFt-error" value="5"',
    )
    expect(inUs.body).toMatch(/id="heightCm" name="heightCm"[^>]*value=""/)
    // An empty part counts as nothing: 6 ft = 72 × 2.54 = 182.88 cm.
    const feetOnly = await post({ ...person, heightFt: '6' })
    expect(textOf(feetOnly.body, 'result')).toBe(textOf((await post({ ...person, heightCm: '182.88' })).body, 'result'))
  })

  test('a quantity typed both ways is refused beside the inputs in US units: which was meant cannot be known', async () => {
    const { response, body } = await post({ ...person, heightCm: '180', heightFt: '5', heightIn: '11' })
    expect(response.status).toBe(422)
    expect(textOf(body, 'heightFt-error')).toBe('Height is given both in cm and in US units: leave one of them empty.')
    const pace = await post({ ...person, weeklyLossGoalKg: '0.5', weeklyLossGoalLb: '1' })
    expect(textOf(pace.body, 'weeklyLossGoalLb-error')).toBe(
      'Weekly loss is given both in kg/week and in US units: leave one of them empty.',
    )
  })

  test("a part written otherwise than the log's numbers is told how to write it", async () => {
    const { response, body } = await post({ ...person, heightFt: '5', heightIn: '1e1' })
    expect(response.status).toBe(422)
    expect(textOf(body, 'heightFt-error')).toBe(
      'Height (in) must be a number written with digits and at most one point, such as 80 or 80.5.',
    )
    expect(body).toContain('<a href="#heightIn">')
  })

  test('a wrong input in US units and a wrong log are told at once, not one submit after the other', async () => {
    const badLine = await post({ ...person, log: `${LB_TEXT}\nnot a day`, heightFt: '5', heightIn: '1e1' })
    expect(badLine.response.status).toBe(422)
    expect(textOf(badLine.body, 'heightFt-error')).toStartWith('Height (in) must be a number written with digits')
    expect(textOf(badLine.body, 'log-error')).toContain(`line ${EXAMPLE_LOG.length + 1}`)
    const tooShort = await post({ ...person, log: '2026-01-01, 198, 2000\n2026-01-02, 198, 2000', heightFt: '5', heightIn: '1e1' })
    expect(textOf(tooShort.body, 'heightFt-error')).toStartWith('Height (in) must be a number written with digits')
    expect(textOf(tooShort.body, 'log-error')).toBe('Your log has 2 days; it needs 7 to 731, one day a line.')
  })

  test('out of range, its error stands beside the inputs it was typed in, its bounds in US units, with a log in kg too', async () => {
    const { response, body } = await post({ log: EXAMPLE_TEXT, gender: 'male', age: '30', heightFt: '3', weeklyLossGoalLb: '4' })
    expect(response.status).toBe(422)
    // 3 ft = 91.44 cm, under 100; 4 lb = 1.81 kg, over 1.5.
    expect(textOf(body, 'heightFt-error')).toBe('Height must be a number from 3 ft 4 in to 9 ft 2 in (100 to 280 cm).')
    expect(textOf(body, 'weeklyLossGoalLb-error')).toBe(
      'Weekly loss must be a number from 0.3 lb a week to 3.3 lb a week (0.1 to 1.5 kg/week).',
    )
    expect(textOf(body, 'heightCm-error')).toBe('')
  })

  test('a value so small or so large that a number would be written with an exponent gets the range error, not a format error', async () => {
    // 0.000001 lb = 4.5359237e-7 kg and 1e21 in = 2.54e21 cm as JavaScript writes them: the API refuses exponents.
    const { response, body } = await post({ ...person, heightFt: '0', heightIn: '1000000000000000000000', weeklyLossGoalLb: '0.000001' })
    expect(response.status).toBe(422)
    expect(textOf(body, 'heightFt-error')).toBe('Height must be a number from 3 ft 4 in to 9 ft 2 in (100 to 280 cm).')
    expect(textOf(body, 'weeklyLossGoalLb-error')).toBe(
      'Weekly loss must be a number from 0.3 lb a week to 3.3 lb a week (0.1 to 1.5 kg/week).',
    )
    expect(textOf(body, 'weeklyLossGoalKg-error')).toBe('')
  })
})

describe('the log form is held to the API body deadline', () => {
  test('a POSTed form that never finishes gets a 408 that closes the connection, not an open request', async () => {
    const impatient = createApp({ bodyTimeoutMs: 20 })
    const stalled = new ReadableStream({ start: (controller) => controller.enqueue(new TextEncoder().encode('log=2026-01-01')) })
    const response = await impatient.handle(
      new Request('http://localhost/adaptive-tdee', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: stalled,
      }),
    )
    expect(response.status).toBe(408)
    expect(response.headers.get('connection')).toBe('close')
    expect((await response.json()).instance).toBe('/adaptive-tdee')
  })
})
