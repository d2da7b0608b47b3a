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
export const midSentence = (label: string): string => (/^[A-Z][a-z]/.test(label) ? label[0]!.toLowerCase() + label.slice(1) : label)

/**
 * An API message in a person's words: each field it names by its API name in camel case (startDate,
 * neckCm, heightCm) named by the label the page shows it under. Only those: a lowercase name is also
 * an English word the message may use as one ("the dynamic model cannot start from it"), so it stays.
 * `labelOf`: that label, for a name on the page.
 */
export const inPeoplesWords = (message: string, labelOf: (name: string) => string | undefined): string =>
  message.replace(/\b[a-z]+[A-Z][A-Za-z]*\b/g, (word) => {
    const label = labelOf(word)
    return label === undefined ? word : midSentence(label)
  })

/** Beside the label of a field a person may leave empty (no default, never required). */
export const OPTIONAL = html`<span class="unit">(optional)</span>`
