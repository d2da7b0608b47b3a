/** API messages about a field, worded as its form words things (site/view/labels.ts, inFormTerms). */
import { describe, expect, test } from 'bun:test'
import { type FormWords, inFormTerms } from '../../site/view/labels.ts'

/** A form with a sex select (its deciding value given as female) and a hip field it requires. */
const words: FormWords = {
  labelOf: (name) => ({ gender: 'Sex', hipCm: 'Hip', neckCm: 'Neck' })[name],
  choicesOf: (name) =>
    name === 'gender'
      ? [
          { value: 'male', words: 'Male' },
          { value: 'female', words: 'Female $& $1' },
        ]
      : undefined,
  conditionOf: (name) => (name === 'hipCm' ? 'when sex is Female' : undefined),
}

describe('an API message in the form’s words', () => {
  test('a list of choices is the select’s, written as it is (a "$" in words is no replacement pattern)', () => {
    expect(inFormTerms('gender', 'must be one of: male, female', words)).toBe('must be one of: Male, Female $& $1')
  })

  test('a value in the wrong case keeps the API’s values and hint: an address typed by hand needs them', () => {
    const message = 'must be one of: male, female (values are lower case)'
    expect(inFormTerms('gender', message, words)).toBe(message)
  })

  test('a list that is not the select’s is left as the API wrote it', () => {
    expect(inFormTerms('gender', 'must be one of: man, woman', words)).toBe('must be one of: man, woman')
  })

  test('the condition requiring a field replaces the API’s, up to the rule; other messages keep theirs', () => {
    expect(inFormTerms('hipCm', 'is required for female; it must be a number from 40 to 250 (cm)', words)).toBe(
      'is required when sex is Female; it must be a number from 40 to 250 (cm)',
    )
    expect(inFormTerms('hipCm', 'must be a number from 40 to 250 (cm)', words)).toBe('must be a number from 40 to 250 (cm)')
    // A field no choice requires: "is required; it …" has no condition to replace.
    expect(inFormTerms('neckCm', 'is required; it must be a number from 40 to 250 (cm)', words)).toBe(
      'is required; it must be a number from 40 to 250 (cm)',
    )
  })

  test('camel-case names of the form’s fields become their labels; a lowercase word stays', () => {
    expect(inFormTerms('hipCm', 'waistCm plus hipCm must be greater than neckCm, so the model cannot start', words)).toBe(
      'waistCm plus hip must be greater than neck, so the model cannot start',
    )
  })
})
