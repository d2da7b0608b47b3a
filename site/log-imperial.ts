/**
 * The log page's person fields in US units without script. The log may be in pounds, but without
 * script nothing relabels the person fields (cm, kg a week) as the browser module does; so the form
 * carries, inside <noscript>, inputs for the height in feet and inches and the pace in pounds a week
 * beside them. The server converts what is typed there as the module converts its own inputs
 * (site/view/unit-inputs.ts) into the metric field, so either way the endpoint gets the same number.
 * A quantity typed both ways is refused: which was meant cannot be known. The calculator pages
 * cannot do the same, since their form is the API's query (docs/decisions.md).
 */
import { LOG_PAGE } from '../api/pages.ts'
import { isOptional, textOf } from './form.ts'
import type { ShownError } from './view/errors.ts'
import { html, type Markup } from './view/html.ts'
import { OPTIONAL } from './view/labels.ts'
import { readPersonFields } from './view/log-lines.ts'
import { metricText, type Representation, representation } from './view/unit-inputs.ts'
import { type ConvertedKind, rangeHint, type Units } from './view/units.ts'

const US: Units = { system: 'us', energy: 'kcal' }

interface Quantity {
  /** The API's field, whose metric input the form also has. */
  field: string
  label: string
  /** May be left empty, as its metric label says. */
  optional: boolean
  kind: ConvertedKind
  spec: { min: number; max: number; unit: string }
  /** The form's inputs for it in US units: heightFt and heightIn, weeklyLossGoalLb. */
  parts: { name: string; unit: string }[]
  metric: Representation['metric']
}

/** heightCm and ft: heightFt; weeklyLossGoalKg and lb a week: weeklyLossGoalLb. */
const partName = (field: string, unit: string) => `${field.replace(/(Cm|Kg)$/, '')}${unit[0]!.toUpperCase()}${unit.split(' ')[0]!.slice(1)}`

/** The person fields typed in other units than the API's in US units: the height and the pace. */
const QUANTITIES: Quantity[] = LOG_PAGE.calculator.input.fields.flatMap((use) => {
  const { label, kind } = textOf(use.name)
  const rep = kind === undefined ? undefined : representation(kind, US)
  if (kind === undefined || rep === undefined || use.spec.kind !== 'number') return []
  const { min, max, unit } = use.spec
  return [
    {
      field: use.name,
      label,
      optional: isOptional(use),
      kind,
      spec: { min, max, unit },
      parts: rep.units.map((u) => ({ name: partName(use.name, u), unit: u })),
      metric: rep.metric,
    },
  ]
})

export interface ImperialRead {
  /** The form's values, each quantity typed in US units written into its metric field. */
  values: Record<string, string>
  errors: ShownError[]
  /** Each API field typed in US units, and the input its errors stand beside. */
  typedIn: Map<string, string>
}

/** The quantities typed in US units, converted into their metric fields, or what is wrong with them. */
export function readImperial(given: Readonly<Record<string, string>>): ImperialRead {
  const values: Record<string, string> = Object.assign(Object.create(null), given)
  const errors: ShownError[] = []
  const typedIn = new Map<string, string>()
  for (const q of QUANTITIES) {
    const typed = q.parts.map((p) => given[p.name] ?? '')
    if (typed.every((t) => t === '')) continue
    const beside = q.parts[0]!.name
    if ((given[q.field] ?? '') !== '') {
      errors.push({
        field: beside,
        onForm: true,
        text: `${q.label} is given both in ${q.spec.unit} and in US units: leave one of them empty.`,
      })
      continue
    }
    const read = readPersonFields(
      q.parts.map((p, i) => ({ name: p.name, value: typed[i]!, isEnum: false, label: `${q.label} (${p.unit})` })),
    )
    if (read.errors.length > 0) {
      errors.push(...read.errors)
      continue
    }
    // An empty part counts as 0 (5 ft and no inches), as the module's inputs do.
    values[q.field] = metricText(q.metric(q.parts.map((p) => Number(read.input[p.name] ?? 0))))
    typedIn.set(q.field, beside)
  }
  return { values, errors, typedIn }
}

/** The inputs in US units, inside <noscript>: with script the module's own inputs stand beside each field instead. */
export function imperialInputs(values: Readonly<Record<string, string>>, errors: readonly ShownError[]): Markup {
  return html`<noscript>${QUANTITIES.map((q) => {
    const first = q.parts[0]!.name
    const error = errors
      .filter((e) => q.parts.some((p) => p.name === e.field))
      .map((e) => e.text)
      .join(' ')
    const invalid = error === '' ? html`` : html` aria-invalid="true"`
    const input = (name: string) =>
      html`<input id="${name}" name="${name}" type="number" inputmode="decimal" step="any" min="0" aria-describedby="${first}-hint ${first}-error"${invalid} value="${values[name] ?? ''}">`
    const mark = q.optional ? html` ${OPTIONAL}` : html``
    const inputs =
      q.parts.length === 1
        ? html`<label for="${first}">${q.label} <span class="unit">(${q.parts[0]!.unit})</span>${mark}</label>${input(first)}`
        : html`<fieldset><legend>${q.label} <span class="unit">(${q.parts.map((p) => p.unit).join(', ')})</span>${mark}</legend><div class="pair">${q.parts.map(
            (p) => html`<label for="${p.name}">${p.unit}${input(p.name)}</label>`,
          )}</div></fieldset>`
    return html`<div class="field">${inputs}<p class="hint" id="${first}-hint">Instead of ${q.spec.unit}, if you prefer: ${rangeHint(q.kind, q.spec.min, q.spec.max, US)}.</p><p class="error" id="${first}-error">${error}</p></div>`
  })}</noscript>`
}
