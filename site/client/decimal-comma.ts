/**
 * Chromium reads "80,5" typed into a number input as 805, silently (a weight of 60,5 kg becomes
 * 605 kg, within the bounds). Where the module runs, a comma typed or pasted into a number input is
 * read as it was meant: a decimal point in a quantity that takes decimals, a thousands separator in
 * an energy ("2,350" kcal) or a whole number; pasted with a point too, the last of the two is the
 * decimal one ("1,234.5", "1.234,5"). Without script the browser's reading stands.
 */
/** Typed and pasted text; a drop or a spelling fix lands elsewhere than the caret, so it is left to the browser. */
const INSERTIONS = new Set(['insertText', 'insertFromPaste'])

/** What to insert for `text`, which has a comma, into `input`. */
function asNumberText(text: string, input: HTMLInputElement): string {
  // Both separators in what was pasted: the last is the decimal one ("1,234.5", "1.234,5").
  if (text.includes('.'))
    return text.lastIndexOf(',') > text.lastIndexOf('.') ? text.replaceAll('.', '').replace(',', '.') : text.replaceAll(',', '')
  const whole = input.step === '1' || input.closest<HTMLElement>('.field')?.dataset.kind === 'energy'
  return whole ? text.replaceAll(',', '') : text.replaceAll(',', '.')
}

export function readCommasAsMeant(root: Document): void {
  // beforeinput, not keydown: a phone's keyboard often sends no key, only the text it inserts.
  root.addEventListener('beforeinput', (event) => {
    const input = event.target
    if (!(input instanceof HTMLInputElement) || input.type !== 'number' || !INSERTIONS.has(event.inputType)) return
    const text = event.data ?? event.dataTransfer?.getData('text') ?? ''
    // Left to the browser where the one way to type into a number input (it offers no selection API) is missing.
    if (!text.includes(',') || !root.queryCommandSupported('insertText')) return
    event.preventDefault()
    root.execCommand('insertText', false, asNumberText(text, input))
  })
}
