import { describe, expect, test } from 'bun:test'
import { fields, ruleOf } from '../../metrics/fields.ts'
import { invalidValueMessage, meantName, unknownNameHint } from '../../metrics/input-hints.ts'

const known = ['gender', 'age', 'weightKg', 'heightCm', 'activityLevel', 'targetWeightKg']

describe('did you mean', () => {
  test('a name that differs only in case is the field', () => {
    expect(meantName('WEIGHTKG', known)).toBe('weightKg')
    expect(meantName('heightcm', known)).toBe('heightCm')
    expect(meantName('weekly_loss_goal_kg', ['weeklyLossGoalKg', 'weightKg'])).toBe('weeklyLossGoalKg')
    expect(meantName('height-cm', known)).toBe('heightCm')
  })

  test('within two edits: the nearest, the first declared on a tie; more edits, no suggestion', () => {
    expect(meantName('wieghtKg', known)).toBe('weightKg') // a swap is two edits
    expect(meantName('weight', known)).toBe('weightKg') // 'Kg' missing: two edits
    expect(meantName('heightKg', ['heightCm', 'weightKg'])).toBe('weightKg') // one edit beats two, whatever the order
    expect(meantName('agx', ['agy', 'age'])).toBe('agy') // a tie: the first declared
    expect(meantName('ages', known)).toBe('age')
    expect(meantName('heightInches', known)).toBe(undefined)
    expect(meantName('gendr', known)).toBe('gender')
  })

  test('else the first name that ends with it: the same quantity, named without its qualifier', () => {
    const estimator = ['currentWeightKg', 'targetWeightKg', 'weeklyLossGoalKg']
    expect(meantName('weightKg', estimator)).toBe('currentWeightKg')
    expect(meantName('weight_kg', estimator)).toBe('currentWeightKg')
    // Within two edits comes first: 'weightKgs' is one edit from no name here, and ends none.
    expect(meantName('weightKgs', estimator)).toBe(undefined)
    // Only from the start of a word: 'tWeightKg' is not a word of currentWeightKg; '_' (a cache-buster) folds to nothing.
    expect(meantName('ghtKg', estimator)).toBe(undefined)
    expect(meantName('_', ['weightKg', 'heightCm'])).toBe(undefined)
    expect(meantName('Kg', ['weightKg', 'heightCm'])).toBe('weightKg')
  })

  test('a short name gets one edit in three letters: kg, date and pace never meant age', () => {
    const estimator = ['currentWeightKg', 'targetWeightKg', 'weeklyLossGoalKg', 'startDate', 'model', 'gender', 'age', 'heightCm']
    expect(meantName('kg', estimator)).toBe('currentWeightKg') // no edits at two letters; the end of a word
    expect(meantName('date', estimator)).toBe('startDate') // 'age' is two edits from it, one allowed
    expect(meantName('pace', estimator)).toBe(undefined)
    expect(meantName('agx', estimator)).toBe('age') // one edit at three letters
  })

  test('sex is gender; else the only name that starts with it, from four letters', () => {
    expect(meantName('sex', known)).toBe('gender')
    expect(meantName('Sex', ['age'])).toBe(undefined)
    expect(meantName('activity', known)).toBe('activityLevel')
    expect(meantName('bodyFat', ['bodyFatPercent', 'age'])).toBe('bodyFatPercent')
    // Two names start with it: neither is guessed. Three letters: too short to guess from.
    expect(meantName('target', ['targetWeightKg', 'targetDate'])).toBe(undefined)
    expect(meantName('act', known)).toBe(undefined)
  })
})

describe('a field sent in another unit is told its name, its unit and the exact factor', () => {
  const specOf = (name: string) => fields[name as keyof typeof fields] ?? fields.weightKg
  const hint = (name: string, names = known) => unknownNameHint(name, names, specOf)
  test('pounds, stones, feet, inches, metres and kJ, however the last word is written', () => {
    const pounds = '; send weightKg in kg instead (1 lb = 0.45359237 kg)'
    for (const name of ['weightLb', 'weightLbs', 'weight_lbs', 'weight-pounds', 'weightPounds', 'weightLB']) expect(hint(name)).toBe(pounds)
    expect(hint('weightSt')).toBe('; send weightKg in kg instead (1 st = 14 lb = 6.35029318 kg)')
    const inches = '; send heightCm in cm instead (1 in = 2.54 cm, 1 ft = 12 in = 30.48 cm)'
    for (const name of ['heightIn', 'heightFt', 'height_inches', 'heightFeet']) expect(hint(name)).toBe(inches)
    expect(hint('heightM')).toBe('; send heightCm in cm instead (1 m = 100 cm)')
    expect(hint('caloriesKj', ['calories'])).toBe('; send calories in kcal/day instead (1 kcal = 4.184 kJ)')
    expect(hint('targetWeightLb')).toBe('; send targetWeightKg in kg instead (1 lb = 0.45359237 kg)')
    // A pace is named in its own unit, kg a week, not kg.
    expect(hint('weeklyLossGoalLb', ['weeklyLossGoalKg'])).toBe('; send weeklyLossGoalKg in kg/week instead (1 lb = 0.45359237 kg)')
  })

  test('the field found is one of that unit: kJ is no hint for weightKg, nor a unit word without a stem', () => {
    expect(hint('weightKj')).toBe('; did you mean weightKg?')
    expect(hint('protein')).toBe('')
    expect(hint('Lb')).toBe('')
    // Lower case throughout: no word to read, so only a name it may have meant.
    expect(hint('weightlbs')).toBe('')
  })
})

describe('messages for invalid values never repeat them', () => {
  const age = fields.age
  const gender = fields.gender
  test('a JSON string where a number belongs says so', () => {
    expect(invalidValueMessage(age, ruleOf(age), '45', true)).toBe(`must be a JSON number, not a string; it ${ruleOf(age)}`)
    expect(invalidValueMessage(age, ruleOf(age), null, true)).toBe(`must be a JSON number, not null; it ${ruleOf(age)}`)
    expect(invalidValueMessage(gender, ruleOf(gender), ['male'], true)).toBe(`must be a JSON string, not an array; it ${ruleOf(gender)}`)
  })

  test('a query string carries text only: the rule, and for a number how to write it', () => {
    expect(invalidValueMessage(age, ruleOf(age), 'abc', false)).toBe(
      `${ruleOf(age)}, written as plain digits with an optional minus sign and decimal point (no exponent, plus sign, comma or spaces)`,
    )
    expect(invalidValueMessage(gender, ruleOf(gender), 'abc', false)).toBe(ruleOf(gender))
  })

  test('an enum value in the wrong case gets the lower-case hint', () => {
    expect(invalidValueMessage(gender, ruleOf(gender), 'Male', false)).toBe(`${ruleOf(gender)} (values are lower case)`)
    expect(invalidValueMessage(gender, ruleOf(gender), 'man', false)).toBe(ruleOf(gender))
  })
})
