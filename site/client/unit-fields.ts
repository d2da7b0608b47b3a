/**
 * Inputs in the person's units beside each converted field (weight in lb or st and lb, height
 * in ft and in, circumferences in in, energy in kJ). They have no name, so they are never
 * submitted: each change is converted with the exact factors into the metric input, which
 * the form submits and the API reads (how each kind is typed: site/view/unit-inputs.ts).
 */
import { html } from '../view/html.ts'
import { OPTIONAL } from '../view/labels.ts'
import { metricText, type Representation, representation } from '../view/unit-inputs.ts'
import { type ConvertedKind, pace, rangeHint, ruleEnergyPerWeight, type Units } from '../view/units.ts'

/** The name a field box is shown under in `u`: in kJ, its energy label where it has one ("Daily energy", not "Daily calories"). */
export const shownLabel = (box: HTMLElement, u: Units): string | undefined =>
  (u.energy === 'kJ' ? box.dataset.labelKj : undefined) ?? box.dataset.label

/**
 * `optional`: the field may be left empty, as its metric label says. A metric input that is required has its
 * inputs in other units say so to assistive technology (`aria-required`, not `required`: an empty part
 * counts as 0, so 6 ft with no inches is whole, and the form asks once its metric inputs are filled).
 */
function altInputs(metric: HTMLInputElement, label: string, optional: boolean, rep: Representation): string {
  const id = metric.id
  const required = metric.required ? html` aria-required="true"` : html``
  const input = (i: number) =>
    html`<input id="${id}-${i}" data-part="${i}" type="number" inputmode="decimal" step="any" min="0" aria-describedby="${metric.getAttribute('aria-describedby') ?? ''}"${required}>`
  const mark = optional ? html` ${OPTIONAL}` : html``
  if (rep.units.length === 1)
    return html`<div class="alt"><label for="${id}-0">${label} <span class="unit">(${rep.units[0]})</span>${mark}</label>${input(0)}</div>`
      .text
  return html`<fieldset class="alt"><legend>${label}${mark}</legend><div class="pair">${rep.units.map(
    (unit, i) => html`<label for="${id}-${i}">${unit}${input(i)}</label>`,
  )}</div></fieldset>`.text
}

function relabelOptions(select: HTMLSelectElement, u: Units): void {
  for (const option of select.options) if (option.value !== '') option.textContent = pace(Number(option.value), u)
}

/** Shows each converted field in `u`: alternative inputs filled from the metric value, hints restated. */
export function applyUnits(form: HTMLFormElement, u: Units): void {
  for (const figure of form.querySelectorAll<HTMLElement>('[data-kcal-per-kg]'))
    figure.textContent = ruleEnergyPerWeight(Number(figure.dataset.kcalPerKg), u)
  for (const field of form.querySelectorAll<HTMLElement>('.field[data-kind]')) {
    const kind = field.dataset.kind as ConvertedKind
    const control = field.querySelector<HTMLInputElement | HTMLSelectElement>('input[name], select[name]')!
    const range = field.querySelector('.range')
    if (range && field.dataset.min) range.textContent = `${rangeHint(kind, Number(field.dataset.min), Number(field.dataset.max), u)}.`
    if (control instanceof HTMLSelectElement) {
      relabelOptions(control, u)
      continue
    }
    field.querySelector('.alt')?.remove()
    const rep = representation(kind, u)
    const label = field.querySelector<HTMLElement>(`label[for="${control.id}"]`)!
    label.hidden = control.hidden = rep !== undefined
    if (rep === undefined) continue
    label.insertAdjacentHTML('beforebegin', altInputs(control, shownLabel(field, u)!, field.dataset.optional !== undefined, rep))
    if (control.value === '') continue
    for (const [i, v] of rep.of(Number(control.value)).entries())
      field.querySelector<HTMLInputElement>(`[data-part="${i}"]`)!.value = String(v)
  }
}

/** After an edit of an alternative input: its field's metric input takes the converted value. */
export function syncMetric(target: EventTarget | null, u: Units): void {
  if (!(target instanceof HTMLInputElement) || target.dataset.part === undefined) return
  const field = target.closest<HTMLElement>('.field')!
  const rep = representation(field.dataset.kind as ConvertedKind, u)!
  const parts = [...field.querySelectorAll<HTMLInputElement>('[data-part]')].map((p) => p.value)
  const metric = field.querySelector<HTMLInputElement>('input[name]')!
  metric.value = parts.every((p) => p === '') ? '' : metricText(rep.metric(parts.map((p) => Number(p) || 0)))
}
