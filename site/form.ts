/**
 * A calculator's form, from its input definition: one field per API parameter, named as the API
 * names it, so the form submits (GET, to its own page) exactly the API's query. Values a person
 * sent come back only as escaped text; errors stand beside their fields.
 */

import type { CalculatorPage } from '../api/pages.ts'
import type { InputDefinition, RequiredWhen } from '../metrics/input.ts'
import { LANDING } from './calculator-document.ts'
import { type Piece, utf8 } from './document-template.ts'
import { FIELD_TEXT, type FieldText, OPTION_TEXT } from './fields.ts'
import { errorSummary, type ShownError } from './view/errors.ts'
import { escapeHtml, flag, html, type Markup } from './view/html.ts'
import { inFormTerms, matchingChoice, OPTIONAL, whenChosen } from './view/labels.ts'
import { DEFAULT_UNITS, pace, rangeHint } from './view/units.ts'

type FieldUse = InputDefinition<unknown>['fields'][number]

export interface FormState {
  /** The first value of each parameter given, as text. */
  values: Readonly<Record<string, string>>
  errors: readonly ShownError[]
}

export const EMPTY_FORM: FormState = { values: {}, errors: [] }

export const textOf = (name: string): FieldText => FIELD_TEXT[name as keyof typeof FIELD_TEXT] ?? { label: name }

/** How the form words a value of an enumerated field (as it is, where it has no words of its own). */
const optionWords = (name: string): ((value: string) => string) => OPTION_TEXT[name] ?? String

/** How a field's select words each value. */
function choiceWords({ name, spec }: FieldUse): (value: string) => string {
  return spec.kind === 'numberEnum' ? (v) => pace(Number(v), DEFAULT_UNITS) : optionWords(name)
}

/** The condition as the form names things: "when sex is Female", not the API's "gender is female". */
const conditionInWords = (field: string, values: readonly unknown[]): string =>
  whenChosen(
    textOf(field).label,
    values.map((v) => optionWords(field)(String(v))),
  )

/**
 * An API message about `field` of `input`'s form in the form's words (site/view/labels.ts), the
 * condition that requires it worded from the `values` sent.
 */
export function inFormWords(
  field: string,
  message: string,
  input: Pick<InputDefinition<unknown>, 'byName'>,
  values: Readonly<Record<string, string>>,
): string {
  return inFormTerms(field, message, {
    labelOf: (name) => (input.byName.has(name) ? textOf(name).label : undefined),
    choicesOf(name) {
      const use = input.byName.get(name)
      if (use === undefined || (use.spec.kind !== 'enum' && use.spec.kind !== 'numberEnum')) return undefined
      const words = choiceWords(use)
      return use.spec.values.map((v) => ({ value: String(v), words: words(String(v)) }))
    },
    conditionOf(name) {
      const when = input.byName.get(name)?.requiredWhen
      const chosen = when === undefined ? undefined : values[when.field]
      return chosen === undefined ? undefined : conditionInWords(when!.field, [chosen])
    },
  })
}

/** The condition as a hint: "Required when sex is Female." */
const requirementForPeople = ({ field, values }: RequiredWhen): string => `Required ${conditionInWords(field, values)}.`

/**
 * The note, the accepted range (in a span the browser restates in the person's units) and any condition;
 * none for a field with none of them (a select of paces, say), which then has no hint to point to.
 */
function hint(use: FieldUse, text: FieldText): Markup | undefined {
  const { spec } = use
  const range =
    spec.kind === 'number' || spec.kind === 'integer'
      ? text.kind === undefined
        ? `${spec.min} to ${spec.max} ${spec.unit}.`
        : `${rangeHint(text.kind, spec.min, spec.max, DEFAULT_UNITS)}.`
      : ''
  const parts = [
    text.note,
    range === '' ? undefined : html`<span class="range">${range}</span>`,
    use.requiredWhen === undefined ? undefined : requirementForPeople(use.requiredWhen),
  ].filter((part) => part !== undefined)
  return parts.length === 0 ? undefined : html`${parts.map((part, i) => html`${i === 0 ? '' : ' '}${part}`)}`
}

function options(use: FieldUse, value: string | undefined): Markup {
  const { spec } = use
  if (spec.kind !== 'enum' && spec.kind !== 'numberEnum') return html``
  const chosen = value ?? (use.defaultValue === undefined ? '' : String(use.defaultValue))
  const words = choiceWords(use)
  const empty =
    use.defaultValue === undefined
      ? html`<option value=""${flag('selected', chosen === '')}>${use.required ? 'Choose…' : 'Not given'}</option>`
      : html``
  return html`${empty}${spec.values.map((v) => html`<option value="${v}"${flag('selected', String(v) === chosen)}>${words(String(v))}</option>`)}`
}

function control(use: FieldUse, value: string | undefined, describedBy: string, invalid: boolean): Markup {
  const { name, spec } = use
  const common = html`id="${name}" name="${name}" aria-describedby="${describedBy}"${flag('required', use.required)}${invalid ? html` aria-invalid="true"` : html``}`
  if (spec.kind === 'enum' || spec.kind === 'numberEnum') return html`<select ${common}>${options(use, value)}</select>`
  if (spec.kind === 'date')
    return html`<input ${common} type="date" min="${spec.range.min}" max="${spec.range.max}" value="${value ?? ''}">`
  // A log is POSTed as JSON; no GET page has one.
  if (spec.kind === 'log') throw new Error(`${name} is a log: it has no form control`)
  const step = spec.kind === 'integer' ? '1' : 'any'
  const mode = spec.kind === 'integer' ? 'numeric' : 'decimal'
  return html`<input ${common} type="number" inputmode="${mode}" step="${step}" min="${spec.min}" max="${spec.max}" value="${value ?? ''}">`
}

/** A field a person may leave empty: not required, with no default, and never made required by another. */
export const isOptional = (use: FieldUse): boolean => !use.required && use.defaultValue === undefined && use.requiredWhen === undefined

function field(use: FieldUse, value: string | undefined, error: string | undefined): string {
  const text = textOf(use.name)
  const { spec, name } = use
  const unit = 'unit' in spec && spec.kind !== 'numberEnum' ? html` <span class="unit">(${spec.unit})</span>` : html``
  const optional = isOptional(use) ? html` ${OPTIONAL}` : html``
  // The browser module's inputs in other units say "(optional)" too (site/client/unit-fields.ts).
  const kind =
    text.kind === undefined
      ? html``
      : html` data-kind="${text.kind}" data-min="${'min' in spec ? spec.min : ''}" data-max="${'max' in spec ? spec.max : ''}"${flag('data-optional', isOptional(use))}`
  // The browser module words a condition's error from the choice this names (site/client/field-errors.ts).
  const condition = use.requiredWhen === undefined ? html`` : html` data-required-when="${use.requiredWhen.field}"`
  // In kJ the browser module names the field by its energy label (site/client/unit-fields.ts).
  const inKj = text.labelInKj === undefined ? html`` : html` data-label-kj="${text.labelInKj}"`
  const note = hint(use, text)
  return html`<div class="field" data-label="${text.label}"${inKj}${kind}${condition}><label for="${name}">${text.label}${unit}${optional}</label>${control(
    use,
    value,
    note === undefined ? `${name}-error` : `${name}-hint ${name}-error`,
    error !== undefined,
  )}${note === undefined ? '' : html`<p class="hint" id="${name}-hint">${note}</p>`}<p class="error" id="${name}-error">${error}</p></div>`
    .text
}

/** Text no markup of this form contains: where a request's value and error go in a field rendered once. */
const VALUE_SLOT = '\u0001value\u0001'
const ERROR_SLOT = '\u0001error\u0001'

/** Adds a field with a request's value and error to `out`. */
type FieldRenderer = (out: Piece[], value: string | undefined, error: string | undefined) => void

/**
 * A field rendered once, encoded, with slots for what a request brings: a result page costs a
 * few pieces per field, not the whole template (the bench's result-page scenario). A select is
 * rendered for each of its values, and shows the one the API reads a value as (0.50 is 0.5, so
 * that the form sends again what was answered); a value it does not offer shows the default, with its error.
 */
export function compileField(use: FieldUse): FieldRenderer {
  const { spec } = use
  if (spec.kind === 'enum' || spec.kind === 'numberEnum') {
    const choices = spec.values.map(String)
    const variants = new Map<string | undefined, [Uint8Array, Uint8Array[]]>()
    for (const choice of [undefined, ...choices])
      variants.set(choice, [utf8(field(use, choice, undefined)), field(use, choice, ERROR_SLOT).split(ERROR_SLOT).map(utf8)])
    const fallback = variants.get(undefined)!
    return (out, value, error) => {
      const [valid, [before, after]] = variants.get(value === undefined ? undefined : matchingChoice(choices, value)) ?? fallback
      if (error === undefined) out.push(valid)
      else out.push(before!, escapeHtml(error), after!)
    }
  }
  const [beforeValue, afterValue] = field(use, VALUE_SLOT, undefined).split(VALUE_SLOT).map(utf8)
  const [beforeInvalid, rest = ''] = field(use, VALUE_SLOT, ERROR_SLOT).split(VALUE_SLOT)
  const [betweenInvalid, afterError] = rest.split(ERROR_SLOT).map(utf8)
  const invalidStart = utf8(beforeInvalid!)
  return (out, value = '', error) => {
    if (error === undefined) out.push(beforeValue!, escapeHtml(value), afterValue!)
    else out.push(invalidStart, escapeHtml(value), betweenInvalid!, escapeHtml(error), afterError!)
  }
}

/** Fields whose value a dynamic projection needs (required when model is dynamic): the companion chart asks only when they are given. */
export const dynamicNeeds = (fields: readonly FieldUse[]): string[] =>
  fields.filter((f) => f.requiredWhen?.field === 'model' && f.requiredWhen.values.includes('dynamic')).map((f) => f.name)

/** The page's form, its fields rendered once: the returned function adds a request's form, with its values and errors, to `out`. */
export function compileForm(page: CalculatorPage): (out: Piece[], state: FormState) => void {
  const fields = page.calculator.input.fields
  const models = page.calculator.input.byName.has('model')
    ? html` data-models="static dynamic" data-dynamic-needs="${dynamicNeeds(fields).join(' ')}"`
    : html``
  const start = utf8(
    html`<form class="calculator" method="get" action="${page.path}#${LANDING}" novalidate data-calculator="${page.key}" data-api="${page.api}"${models}><div id="error-summary">`
      .text,
  )
  const fieldsStart = utf8('</div><div class="fields">')
  const end = utf8('</div><button type="submit">Calculate</button></form>')
  const compiled = fields.map((f) => [f.name, compileField(f)] as const)
  return (out, state) => {
    out.push(start, errorSummary(state.errors, LANDING).text, fieldsStart)
    for (const [name, render] of compiled) render(out, state.values[name], state.errors.find((e) => e.field === name)?.text)
    out.push(end)
  }
}

/**
 * The unit choice, outside the form so that it is never submitted (the page takes the API's
 * parameters only). Shown by the browser module, which keeps the choice on the device.
 */
export const UNIT_CHOICE = html`<div class="units"><fieldset><legend>Units</legend><label><input type="radio" name="units" value="metric" checked> Metric (kg, cm)</label><label><input type="radio" name="units" value="us"> US (lb, ft in)</label><label><input type="radio" name="units" value="uk"> UK (st lb, ft in)</label></fieldset><fieldset><legend>Energy</legend><label><input type="radio" name="energy" value="kcal" checked> kcal</label><label><input type="radio" name="energy" value="kJ"> kJ</label></fieldset></div>`
