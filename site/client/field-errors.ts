/** Errors shown by the browser module: each beside its field, and in the summary when the person asked. */
import { errorSummary, type ShownError } from '../view/errors.ts'

/** The field box holding the control named `name`, if the form has one. */
export const fieldBox = (form: HTMLFormElement, name: string): HTMLElement | null =>
  form.querySelector<HTMLElement>(`.field:has(> [name="${CSS.escape(name)}"])`)

/**
 * Clears the form's errors and shows these: the text beside each field, its controls marked
 * invalid. A summary that announces itself is for a press of Calculate, not for every keystroke.
 */
export function showErrors(form: HTMLFormElement, summary: HTMLElement, errors: readonly ShownError[], submitted: boolean): void {
  for (const element of form.querySelectorAll('.error')) element.textContent = ''
  for (const element of form.querySelectorAll('[aria-invalid]')) element.removeAttribute('aria-invalid')
  for (const { field, text } of errors) {
    const box = fieldBox(form, field)
    if (!box) continue
    box.querySelector('.error')!.textContent = text
    for (const control of box.querySelectorAll('input, select, textarea')) control.setAttribute('aria-invalid', 'true')
  }
  if (submitted || errors.length === 0) summary.innerHTML = errorSummary(errors).text
}
