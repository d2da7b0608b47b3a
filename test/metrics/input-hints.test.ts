import { describe, expect, test } from 'bun:test'
import { fields, ruleOf } from '../../metrics/fields.ts'
import { invalidValueMessage, meantName } from '../../metrics/input-hints.ts'

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
