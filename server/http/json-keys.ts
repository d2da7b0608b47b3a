/**
 * Repeated keys at the top level of a JSON object. JSON.parse keeps the last of them
 * silently; the contract refuses a field given twice, in a body as in a query string.
 */

const QUOTE = 34
const BACKSLASH = 92
const COLON = 58

/** Index of the quote closing the string whose opening quote is at `open`, or -1 if none does. */
export function closingQuote(text: string, open: number): number {
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
    } else if (c === 123 || c === 91)
      depth++ // { [
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
 * A finder of the `names` given more than once as top-level keys of a JSON text. Only these
 * are sought: any other key is refused as unknown anyway, and a 64 KiB body can hold
 * thousands, which copied out of the text one by one cost 2.5–5 ms. A key is compared in
 * place with the names of its length; only one written with escapes is decoded.
 */
export function repeatedKeyFinder(names: Iterable<string>): (text: string, value: object) => string[] {
  const sought = new Set(names)
  const byLength = new Map<number, string[]>()
  for (const name of sought) byLength.set(name.length, [...(byLength.get(name.length) ?? []), name])

  /**
   * `text` must already have parsed as `value`, an object. Every key in the text, at any
   * depth, is followed by a colon, so when there are no more colons than parsed properties
   * no key can have been given twice: the usual flat body is cleared by counting colons
   * alone. Otherwise (nesting, a colon inside a string, or a repeat) the top-level keys are read.
   */
  return (text, value) => {
    if (colons(text) === Object.keys(value).length) return []
    const seen = new Set<string>()
    const repeated = new Set<string>()
    let backslash = text.indexOf('\\')
    scanTopLevelKeys(text, (start, end) => {
      if (backslash !== -1 && backslash < start) backslash = text.indexOf('\\', start)
      const name =
        backslash !== -1 && backslash < end
          ? (JSON.parse(text.slice(start, end)) as string)
          : byLength.get(end - start - 2)?.find((candidate) => text.startsWith(candidate, start + 1))
      if (name === undefined || !sought.has(name)) return
      if (seen.has(name)) repeated.add(name)
      else seen.add(name)
    })
    return [...repeated]
  }
}
