/**
 * Repeated keys at the top level of a JSON object. JSON.parse keeps the last of them
 * silently; the contract refuses a field given twice, in a body as in a query string.
 */

const QUOTE = 34
const BACKSLASH = 92
const COLON = 58

/** Index of the quote closing the string whose opening quote is at `open`. */
function closingQuote(text: string, open: number): number {
  for (let close = text.indexOf('"', open + 1); ; close = text.indexOf('"', close + 1)) {
    let backslashes = 0
    while (text.charCodeAt(close - 1 - backslashes) === BACKSLASH) backslashes++
    if (backslashes % 2 === 0) return close
  }
}

/** Calls `onKey(start, end)` for each key of the outermost object (the text of its quoted token). */
function scanTopLevelKeys(text: string, onKey: (start: number, end: number) => void): void {
  let depth = 0
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (c === QUOTE) {
      const start = i
      i = closingQuote(text, i) // strings are skipped whole (native search), not char by char
      if (depth !== 1) continue
      let j = i + 1
      while (text.charCodeAt(j) <= 32) j++
      if (text.charCodeAt(j) === COLON) onKey(start, i + 1)
    } else if (c === 123 || c === 91) depth++ // { [
    else if (c === 125 || c === 93) depth-- // } ]
  }
}

/** How many times `:` occurs in `text` (a native search per occurrence). */
function colons(text: string): number {
  let count = 0
  for (let at = text.indexOf(':'); at !== -1; at = text.indexOf(':', at + 1)) count++
  return count
}

/**
 * `text` must already have parsed as `value`, an object. Every key in the text, at any
 * depth, is followed by a colon, so when there are no more colons than parsed properties
 * no key can have been given twice: the usual flat body is cleared by counting colons
 * alone. Otherwise (nesting, or a colon inside a string) the top-level keys are counted,
 * and names are decoded only when something really repeats.
 */
export function repeatedTopLevelKeys(text: string, value: object): string[] {
  const properties = Object.keys(value).length
  if (colons(text) === properties) return []
  let count = 0
  scanTopLevelKeys(text, () => count++)
  if (count === properties) return []
  // Sets, not arrays: a 64 KiB body can repeat thousands of keys, and a search of the
  // repeated list per key took 30 ms a body (quadratic), holding the whole server.
  const seen = new Set<string>()
  const repeated = new Set<string>()
  scanTopLevelKeys(text, (start, end) => {
    // A key without escapes is its own text; only escaped ones need decoding.
    const quoted = text.slice(start, end)
    const key = quoted.includes('\\') ? (JSON.parse(quoted) as string) : quoted.slice(1, -1)
    if (seen.has(key)) repeated.add(key)
    else seen.add(key)
  })
  return [...repeated]
}
