/**
 * Repeated keys at the top level of a JSON object. JSON.parse keeps the last of them
 * silently; the contract refuses a field given twice, in a body as in a query string.
 */

const QUOTE = 34
const BACKSLASH = 92
const COLON = 58
const OPENERS = new Set([123, 91]) // { [
const CLOSERS = new Set([125, 93]) // } ]

/** Calls `onKey(start, end)` for each key of the outermost object (the text of its quoted token). */
function scanTopLevelKeys(text: string, onKey: (start: number, end: number) => void): void {
  let depth = 0
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (c === QUOTE) {
      const start = i
      for (i++; text.charCodeAt(i) !== QUOTE; i++) if (text.charCodeAt(i) === BACKSLASH) i++
      if (depth !== 1) continue
      let j = i + 1
      while (j < text.length && text.charCodeAt(j) <= 32) j++
      if (text.charCodeAt(j) === COLON) onKey(start, i + 1)
    } else if (OPENERS.has(c)) depth++
    else if (CLOSERS.has(c)) depth--
  }
}

/**
 * `text` must already have parsed as `value`, an object. Counting is enough in the usual
 * case (as many keys as properties); names are decoded only when something repeats.
 */
export function repeatedTopLevelKeys(text: string, value: object): string[] {
  let count = 0
  scanTopLevelKeys(text, () => count++)
  if (count === Object.keys(value).length) return []
  const seen = new Set<string>()
  const repeated: string[] = []
  scanTopLevelKeys(text, (start, end) => {
    const key = JSON.parse(text.slice(start, end)) as string
    if (seen.has(key) && !repeated.includes(key)) repeated.push(key)
    seen.add(key)
  })
  return repeated
}
