/**
 * Chromium reads "80,5" typed into a number input as 805, silently (a weight of 60,5 kg becomes
 * 605 kg, within the bounds). Where the module runs, a comma typed or pasted into a number input is
 * written as the decimal point it was meant as. Without script the browser's reading stands.
 */
const isNumberInput = (target: EventTarget | null): target is HTMLInputElement =>
  target instanceof HTMLInputElement && target.type === 'number'

export function writeCommasAsPoints(root: Document): void {
  root.addEventListener('keydown', (event) => {
    if (event.key !== ',' || !isNumberInput(event.target)) return
    event.preventDefault()
    // The way to type into a number input, which offers no selection API, as if the person had.
    root.execCommand('insertText', false, '.')
  })
  root.addEventListener('paste', (event) => {
    const text = event.clipboardData?.getData('text') ?? ''
    if (!text.includes(',') || !isNumberInput(event.target)) return
    event.preventDefault()
    root.execCommand('insertText', false, text.replaceAll(',', '.'))
  })
}
