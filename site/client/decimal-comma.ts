/**
 * Chromium reads "80,5" typed into a number input as 805, silently (a weight of 60,5 kg becomes
 * 605 kg, within the bounds). Where the module runs, a comma typed, pasted or dropped into a number
 * input is read as it was meant: a decimal point in a quantity that takes decimals, a thousands
 * separator in an energy ("2,350" kcal) or a whole number, or wherever the text has a point too
 * ("1,234.5"). Without script the browser's reading stands.
 */
const INSERTIONS = new Set(['insertText', 'insertFromPaste', 'insertFromDrop', 'insertReplacementText'])

/** What to insert for `text`, which has a comma, into `input`. */
function asNumberText(text: string, input: HTMLInputElement): string {
  const thousands = text.includes('.') || input.step === '1' || input.closest<HTMLElement>('.field')?.dataset.kind === 'energy'
  return thousands ? text.replaceAll(',', '') : text.replaceAll(',', '.')
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
