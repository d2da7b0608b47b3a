/**
 * What a person reads beside each input: its name, the unit kind the page converts, a note.
 * Keyed by every input name of every page, so a calculator with a new input does not compile
 * until its field has words.
 */

import type { PageKey } from '../api/pages.ts'
import { ACTIVITY_MULTIPLIERS, DYNAMIC_MODEL_HORIZON, ENERGY_PER_KG, HYDRATION, MACRO_PRESETS } from '../metrics/constants.ts'
import { ACTIVITY_LEVELS_DESCRIBED } from '../metrics/fields.ts'
import type { calculators } from '../metrics/index.ts'
import { html, type Markup } from './view/html.ts'
import { ACTIVITY_NAMES, FORMULA_NAMES, MODEL_NAMES } from './view/labels.ts'
import { type ConvertedKind, DEFAULT_UNITS, ruleEnergyPerWeight } from './view/units.ts'

type InputName = { [K in PageKey]: keyof NonNullable<(typeof calculators)[K]['input']['_type']> }[PageKey]

export interface FieldText {
  label: string
  /** The label in kJ, where `label` names calories (the browser shows it with its inputs in kJ, and in their errors). */
  labelInKj?: string
  /** Shown in the person's units: the browser adds inputs in lb, st, ft and in, kJ. */
  kind?: ConvertedKind
  /** Markup where a figure in it follows the person's units (the browser restates it). */
  note?: string | Markup
}

/** An energy per kg the browser module restates in the person's units (site/client/unit-fields.ts), metric as the server renders it. */
const energyPerWeightShown = (kcalPerKg: number): Markup =>
  html`<span data-kcal-per-kg="${kcalPerKg}">${ruleEnergyPerWeight(kcalPerKg, DEFAULT_UNITS)}</span>`

export const FIELD_TEXT: Record<InputName, FieldText> = {
  gender: { label: 'Sex', note: 'The equations differ for men and women.' },
  age: { label: 'Age' },
  weightKg: { label: 'Weight', kind: 'mass' },
  currentWeightKg: { label: 'Current weight', kind: 'mass' },
  targetWeightKg: { label: 'Target weight', kind: 'mass' },
  heightCm: { label: 'Height', kind: 'height' },
  activityLevel: {
    label: 'Activity level',
    note: `Multiplies BMR into daily energy use. ${ACTIVITY_LEVELS_DESCRIBED[0]!.toUpperCase()}${ACTIVITY_LEVELS_DESCRIBED.slice(1)}.`,
  },
  weeklyLossGoalKg: { label: 'Weekly loss', kind: 'pace' },
  bodyFatPercent: { label: 'Body fat', note: 'If you have a measurement.' },
  neckCm: { label: 'Neck', kind: 'girth', note: 'Just below the larynx.' },
  waistCm: { label: 'Waist', kind: 'girth', note: 'Men at the navel, women at the narrowest point.' },
  hipCm: { label: 'Hip', kind: 'girth', note: 'At the widest point.' },
  calories: { label: 'Daily calories', labelInKj: 'Daily energy', kind: 'energy' },
  trainingMinutes: { label: 'Training per day' },
  climate: { label: 'Climate' },
  formula: { label: 'BMR formula', note: 'Katch-McArdle and Cunningham need your body fat.' },
  preset: { label: 'Macronutrient split', note: 'Shares of energy: protein / fat / carbohydrate.' },
  model: {
    label: 'Projection',
    note: html`The static rule counts ${energyPerWeightShown(ENERGY_PER_KG.value)} of weight lost, at a constant deficit; the dynamic model lets loss slow as expenditure adapts.`,
  },
  goalDate: {
    label: 'Goal date',
    note: `After the start date, and at most ${DYNAMIC_MODEL_HORIZON.value.goalDateMaxYears} years after it.`,
  },
  startDate: { label: 'Start date', note: 'Today if left empty.' },
}

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1).replace('-', ' ')

/** The words for each value of the enumerated inputs, numbers from the constants the calculators read. */
export const OPTION_TEXT: Record<string, (value: string) => string> = {
  gender: (v) => capitalized(v),
  activityLevel: (v) =>
    `${ACTIVITY_NAMES[v as keyof typeof ACTIVITY_NAMES]} (× ${ACTIVITY_MULTIPLIERS.value[v as keyof typeof ACTIVITY_MULTIPLIERS.value]})`,
  formula: (v) => FORMULA_NAMES[v as keyof typeof FORMULA_NAMES],
  // Short enough for the select's width at any screen size (the field's note says what the shares are).
  preset: (v) => {
    const share = MACRO_PRESETS.value[v as keyof typeof MACRO_PRESETS.value]
    return `${capitalized(v)} (${share.protein} / ${share.fat} / ${share.carb} %)`
  },
  climate: (v) => `${capitalized(v)} (+${HYDRATION.value.climateMl[v as keyof typeof HYDRATION.value.climateMl]} ml)`,
  model: (v) => MODEL_NAMES[v as keyof typeof MODEL_NAMES],
}
