/** Names a person reads for the API's enumerated values, shared by the forms and the results. */
import type { ActivityLevel, BmrFormula, Model } from '../../metrics/fields.ts'
import { PLAIN_DECIMAL } from '../../metrics/plain-decimal.ts'
import { html } from './html.ts'
import { boundsInUnits, type ConvertedKind, DEFAULT_UNITS, inUnits, type Units } from './units.ts'

export const FORMULA_NAMES: Record<BmrFormula, string> = {
  'mifflin-st-jeor': 'Mifflin-St Jeor',
  'harris-benedict': 'Harris-Benedict (revised)',
  'katch-mcardle': 'Katch-McArdle',
  cunningham: 'Cunningham',
}

export const ACTIVITY_NAMES: Record<ActivityLevel, string> = {
  sedentary: 'Sedentary',
  light: 'Light',
  moderate: 'Moderate',
  active: 'Active',
  extreme: 'Extreme',
}

/** The projection models, as the form offers them and the results and the chart name them. */
export const MODEL_NAMES: Record<Model, string> = {
  static: 'Static rule (a constant deficit)',
  dynamic: 'Dynamic model (Hall 2011)',
}

/** The models named mid-sentence (the chart's description, a figure's label). */
export const MODEL_NAMES_IN_TEXT: Record<Model, string> = { static: 'static rule', dynamic: 'dynamic model (Hall 2011)' }

/**
 * What an error beside a field says: its name, then the rule the API gives, its quantities in the
 * person's units as a warning's are ("800 to 10,000 kcal/day", "the energy per lb"), and the bounds
 * of a field the person reads in their own units (`kind`) restated in them.
 */
export function fieldErrorText(label: string, message: string, kind?: ConvertedKind, u: Units = DEFAULT_UNITS): string {
  const words = inUnits(message, u)
  return `${label} ${kind === undefined ? words : boundsInUnits(words, kind, u)}.`
}

/** Verbs the API words for a plural subject: its log's field is `entries` ("entries give an expenditure …"). */
const PLURAL_VERB = /^(?:are|give|have|show)\b/

/**
 * An error about a log's `entries` beside the log, which the page names as one thing (`label`, "Your log"):
 * said of the log's entries where the API's verb agrees only with them ("Your log's entries give …"), of the
 * log otherwise ("Your log needs at least …"), in the person's units as any error.
 */
export const entriesErrorText = (label: string, message: string, u: Units): string =>
  fieldErrorText(PLURAL_VERB.test(message) ? `${label}'s entries` : label, message, undefined, u)

/** A label mid-sentence: lower-cased, unless it starts with an abbreviation (BMR formula). */
const midSentence = (label: string): string => (/^[A-Z][a-z]/.test(label) ? label[0]!.toLowerCase() + label.slice(1) : label)

/**
 * An API message in a person's words: each field it names by its API name in camel case (startDate,
 * neckCm, heightCm) named by the label the page shows it under. Only those: a lowercase name is also
 * an English word the message may use as one ("the dynamic model cannot start from it"), so it stays.
 * `labelOf`: that label, for a name on the page.
 */
const inPeoplesWords = (message: string, labelOf: (name: string) => string | undefined): string =>
  message.replace(/\b[a-z]+[A-Z][A-Za-z]*\b/g, (word) => {
    const label = labelOf(word)
    return label === undefined ? word : midSentence(label)
  })

/**
 * A list of two or more of the form's fields by their API names ("needs gender, age and heightCm together")
 * named by their labels ("sex, age and height"): in a list of names, a lowercase one is a name too.
 */
const inListsOfFields = (message: string, labelOf: (name: string) => string | undefined): string =>
  message.replace(/\b[a-z][A-Za-z]*(?:(?:, | and | or )[a-z][A-Za-z]*)+\b/g, (list) =>
    list.split(/(, | and | or )/).every((part, i) => i % 2 === 1 || labelOf(part) !== undefined)
      ? list.replace(/[A-Za-z]+/g, (word) => (word === 'and' || word === 'or' ? word : midSentence(labelOf(word)!)))
      : list,
  )

/** A condition on another field's choice, as a form words it: "when sex is Female". */
export const whenChosen = (label: string, choices: readonly string[]): string => `when ${midSentence(label)} is ${choices.join(' or ')}`

/** A select's choice: the value the API takes, and the words the form shows it in. */
export interface Choice {
  value: string
  words: string
}

/** What a page knows of its fields, to word an API message about one of them as its form does. */
export interface FormWords {
  /** The label a field is shown under, for a name on the page. */
  labelOf(name: string): string | undefined
  /** The choices of a field offered as a select, in the API's order. */
  choicesOf(name: string): readonly Choice[] | undefined
  /** For a field another's choice requires, that condition as given ("when sex is Female"). */
  conditionOf(name: string): string | undefined
}

/** The API's "is required when model is dynamic", "by the katch-mcardle formula", "for female": up to its rule. */
const REQUIRED_IF = /^is required (?!;)[^;]*/

/**
 * An API message about `field` in the form's words: a list of choices as the select words them,
 * the condition that requires the field as the form names it (its lowercase API values would
 * otherwise stay: "when model is dynamic; … one of: male, female"), other fields by their labels.
 */
export function inFormTerms(field: string, message: string, words: FormWords): string {
  let text = message
  const choices = words.choicesOf(field)
  const listed = choices === undefined ? undefined : `one of: ${choices.map((c) => c.value).join(', ')}`
  // A value in the wrong case came from an address typed by hand (a select sends its own): the API's
  // values, and its hint that they are lower case, are then what to type.
  if (listed !== undefined && !text.includes(`${listed} (values are lower case)`))
    // Replaced through a function: a replacement string would read a "$" in the words as a pattern.
    text = text.replace(listed, () => `one of: ${choices!.map((c) => c.words).join(', ')}`)
  const condition = words.conditionOf(field)
  if (condition !== undefined) text = text.replace(REQUIRED_IF, () => `is required ${condition}`)
  return inPeoplesWords(inListsOfFields(text, words.labelOf), words.labelOf)
}

/**
 * The choice a select offers for `value`: the same text, or in a select of numbers (every choice a plain
 * decimal) the same number written as the API reads it (0.50 is the choice 0.5, as the API takes it);
 * undefined when it offers none.
 */
export function matchingChoice(choices: readonly string[], value: string): string | undefined {
  if (choices.includes(value)) return value
  if (!PLAIN_DECIMAL.test(value) || !choices.every((c) => PLAIN_DECIMAL.test(c))) return undefined
  return choices.find((c) => Number(c) === Number(value))
}

/** Beside the label of a field a person may leave empty (no default, never required). */
export const OPTIONAL = html`<span class="unit">(optional)</span>`
