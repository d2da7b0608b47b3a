/**
 * Findings of an audit of the site in Chromium, held in process: the log page's errors in the form's words
 * and the log's units (verb agreeing), a numeric select matching an address's value by number, the energy
 * field's label and the static rule's figure in the person's units. The browser's side: test/browser/site-audit.test.ts.
 */
import { describe, expect, test } from 'bun:test'
import { ENERGY_PER_KG } from '../../metrics/constants.ts'
import { fields, ruleOf } from '../../metrics/fields.ts'
import { entriesErrorText, type FormWords, fieldErrorText, inFormTerms, matchingChoice } from '../../site/view/labels.ts'
import { inUnits, ruleEnergyPerWeight, type Units } from '../../site/view/units.ts'
import { app, get } from '../catalogues/support.ts'
import { textOf as markupOf, postLogForm, twoWeeksLog } from './support.ts'

/** An element's text, its one entity (an apostrophe, escaped as every value in the markup) read back. */
const textOf = (body: string, id: string) => markupOf(body, id).replaceAll('&#39;', "'")

const US_KJ: Units = { system: 'us', energy: 'kJ' }
const METRIC: Units = { system: 'metric', energy: 'kcal' }

const post = (fields: Record<string, string>) => postLogForm(app, fields)

/** A plausible log in pounds (about 0.5 lb a week down) and kcal. */
const LB_LOG = twoWeeksLog((i) => `${(200 - i * 0.07).toFixed(2)}, 2300`)
/** 5 lb a day down at 2,000 kJ a day: an expenditure of some 17,000 kcal a day, which no adult has. */
const IMPLAUSIBLE = twoWeeksLog((i) => `${300 - 5 * i}, 2000`)

describe("the log page's errors in the form's words and the log's units", () => {
  test('a person field missing: the form says "sex" (its label), and the energy per lb for a log in pounds', async () => {
    const { response, body } = await post({ log: LB_LOG, weightUnit: 'lb', gender: 'male', age: '30' })
    expect(response.status).toBe(422)
    expect(textOf(body, 'heightCm-error')).toBe(
      'Height is required with sex and age: sex, age and height describe the person together (the energy per lb of weight change without body fat, the BMI, the age and the predicted resting expenditure); it must be a number from 3 ft 4 in to 9 ft 2 in (100 to 280 cm).',
    )
    const inKg = await post({ log: LB_LOG, weightUnit: 'kg', gender: 'male', age: '30' })
    expect(textOf(inKg.body, 'heightCm-error')).toBe(
      'Height is required with sex and age: sex, age and height describe the person together (the energy per kg of weight change without body fat, the BMI, the age and the predicted resting expenditure); it must be a number from 100 to 280 (cm).',
    )
  })

  test("an implausible log: said of the log's entries (the verb agrees), its bounds in the log's energy unit, grouped", async () => {
    const inKj = await post({ log: IMPLAUSIBLE, weightUnit: 'lb', intakeUnit: 'kJ' })
    expect(inKj.response.status).toBe(422)
    // 800 kcal × 4.184 = 3,347.2 kJ, rounded inward to 3,348 (3,347 kJ is 799.95 kcal, outside); 10,000 kcal = 41,840 kJ.
    expect(textOf(inKj.body, 'log-error')).toStartWith(
      "Your log's entries give an expenditure outside 3,348 to 41,840 kJ/day, which no adult has: the weights or intakes look like mixed units",
    )
    const inKcal = await post({ log: IMPLAUSIBLE, weightUnit: 'lb', intakeUnit: 'kcal' })
    expect(textOf(inKcal.body, 'log-error')).toStartWith("Your log's entries give an expenditure outside 800 to 10,000 kcal/day,")
  })

  test('a message whose verb agrees with a singular subject is said of the log itself', () => {
    const message = "needs at least 3 weights and 2 intakes within the log's last 56 days (outliers left out)"
    expect(entriesErrorText('Your log', message, METRIC)).toBe(`Your log ${message}.`)
    expect(entriesErrorText('Your log', 'give an expenditure outside 800 to 10000 kcal/day', US_KJ)).toBe(
      "Your log's entries give an expenditure outside 3,348 to 41,840 kJ/day.",
    )
  })

  test('a list of fields by their API names is named by their labels; a list of ordinary words stays', () => {
    const words: FormWords = {
      labelOf: (name) => ({ gender: 'Sex', age: 'Age', heightCm: 'Height' })[name],
      choicesOf: () => undefined,
      conditionOf: () => undefined,
    }
    expect(inFormTerms('heightCm', 'is required with gender and age: it needs gender, age and heightCm together', words)).toBe(
      'is required with sex and age: it needs sex, age and height together',
    )
    expect(inFormTerms('age', 'the weights or intakes look like mixed units (pounds and kilograms, kJ and kcal)', words)).toBe(
      'the weights or intakes look like mixed units (pounds and kilograms, kJ and kcal)',
    )
  })

  test('quantities in a sentence: both ends of an energy range, grouped; kg ranges not read as paces', () => {
    expect(inUnits('outside 800 to 10000 kcal/day', METRIC)).toBe('outside 800 to 10,000 kcal/day')
    // 30 kg = 66.139 lb, inward 66.2 (66.1 lb is 29.98 kg, refused); 650 kg = 1,433.004 lb, inward 1,433.
    expect(inUnits('weightKg?: 30 to 650 kg, intakeKcal?', US_KJ)).toBe('weightKg?: 66.2 lb to 1,433 lb, intakeKcal?')
    expect(inUnits('the 0.25 to 0.5 kg a week advised', METRIC)).toBe('the 0.25 to 0.5 kg a week advised')
    expect(inUnits('the energy per kg of weight change', US_KJ)).toBe('the energy per lb of weight change')
    // A usability audit: in kJ the rule was renamed "the 32,217 kJ/kg rule", per kg though the page spoke in pounds.
    expect(inUnits('a deficit of about 1650 kcal (the 7700 kcal/kg rule)', US_KJ)).toBe(
      'a deficit of about 6,904 kJ (the 7,700 kcal/kg rule)',
    )
    expect(inUnits("The goal date is the 7700 kcal/kg rule's", METRIC)).toBe("The goal date is the 7,700 kcal/kg rule's")
    // 280 cm / 2.54 = 110.24 in, rounded to 110 in before it is split: 9 ft 2 in.
    expect(inUnits('for a man of 15, 280 cm tall, the body', US_KJ)).toBe('for a man of 15, 9 ft 2 in tall, the body')
    expect(inUnits('for a man of 15, 280 cm tall, the body', METRIC)).toBe('for a man of 15, 280 cm tall, the body')
    // Other lengths keep their unit: a conversion's words are not a height.
    expect(inUnits('(1 m = 100 cm)', US_KJ)).toBe('(1 m = 100 cm)')
    // A rule's bounds are boundsInUnits's: their unit in brackets is not matched here.
    expect(fieldErrorText('Weight', ruleOf(fields.weightKg), 'mass', US_KJ)).toBe(
      'Weight must be a number from 66.2 lb to 1,433 lb (30 to 650 kg).',
    )
  })
})

describe('a numeric select shows the choice an address names by number', () => {
  const QUERY = 'gender=male&age=30&weightKg=90&heightCm=180&activityLevel=moderate&targetWeightKg=80'
  const selected = (body: string) =>
    /<select id="weeklyLossGoalKg"[^>]*>(.*?)<\/select>/.exec(body)![1]!.match(/<option value="([^"]*)" selected>/)?.[1]

  test('0.50, which the API accepts, selects 0.5: the form sends again what was answered', async () => {
    const response = await get(`/calculate-deficit?${QUERY}&weeklyLossGoalKg=0.50`)
    expect(response.status).toBe(200)
    expect(selected(await response.text())).toBe('0.5')
  })

  test('a value no choice matches keeps the default and its error', async () => {
    const response = await get(`/calculate-deficit?${QUERY}&weeklyLossGoalKg=0.3`)
    expect(response.status).toBe(422)
    const body = await response.text()
    expect(selected(body)).toBe('')
    expect(textOf(body, 'weeklyLossGoalKg-error')).toStartWith('Weekly loss must be one of:')
  })

  test('matched by number only where every choice is a number, and only for a number written as the API reads it', () => {
    expect(matchingChoice(['0.25', '0.5', '1'], '0.50')).toBe('0.5')
    expect(matchingChoice(['0.25', '0.5', '1'], '1.000')).toBe('1')
    expect(matchingChoice(['0.25', '0.5', '1'], '.5')).toBeUndefined()
    expect(matchingChoice(['0.25', '0.5', '1'], '0.3')).toBeUndefined()
    expect(matchingChoice(['male', 'female'], 'Male')).toBeUndefined()
  })
})

describe('energy words in the person’s units', () => {
  test('the energy field carries its label in kJ, which the browser module shows in kJ', async () => {
    const body = await (await get('/macronutrient-calculator')).text()
    expect(body).toContain('data-label="Daily calories" data-label-kj="Daily energy"')
  })

  test("the static rule's figure in the projection's hint: metric from the server, restated exactly in other units", async () => {
    const body = await (await get('/calculate-deficit')).text()
    expect(textOf(body, 'model-hint')).toStartWith('The static rule counts 7,700 kcal/kg of weight lost, at a constant deficit;')
    expect(body).toContain(`<span data-kcal-per-kg="${ENERGY_PER_KG.value}">7,700 kcal/kg</span>`)
    // 7700 × 0.45359237 = 3,492.66 kcal/lb; × 4.184 = 14,613.3 kJ/lb and 32,216.8 kJ/kg.
    expect(ruleEnergyPerWeight(7700, { system: 'us', energy: 'kcal' })).toBe('3,493 kcal/lb (7,700 kcal/kg)')
    expect(ruleEnergyPerWeight(7700, { system: 'uk', energy: 'kJ' })).toBe('14,613 kJ/lb (7,700 kcal/kg)')
    expect(ruleEnergyPerWeight(7700, { system: 'metric', energy: 'kJ' })).toBe('32,217 kJ/kg (7,700 kcal/kg)')
    expect(ruleEnergyPerWeight(7700, METRIC)).toBe('7,700 kcal/kg')
  })
})
