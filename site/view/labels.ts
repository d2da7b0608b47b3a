/** Names a person reads for the API's enumerated values, shared by the forms and the results. */
import type { ActivityLevel, BmrFormula, Model } from '../../metrics/fields.ts'
import { html } from './html.ts'
import { boundsInUnits, type ConvertedKind, DEFAULT_UNITS, type Units } from './units.ts'

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

/**
 * What an error beside a field says: its name, then the rule the API gives, with the bounds of
 * a field the person reads in their own units (`kind`) restated in them.
 */
export const fieldErrorText = (label: string, message: string, kind?: ConvertedKind, u: Units = DEFAULT_UNITS): string =>
  `${label} ${kind === undefined ? message : boundsInUnits(message, kind, u)}.`

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
  return inPeoplesWords(text, words.labelOf)
}

/** Beside the label of a field a person may leave empty (no default, never required). */
export const OPTIONAL = html`<span class="unit">(optional)</span>`
