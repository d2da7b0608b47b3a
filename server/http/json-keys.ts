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

/** How many times `:` occurs in `text` (a native search per occurrence), counted up to `limit`. */
function colons(text: string, limit: number): number {
  let count = 0
  for (let at = text.indexOf(':'); at !== -1 && count < limit; at = text.indexOf(':', at + 1)) count++
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

  const quoted = new Map([...sought].map((name) => [name, Buffer.from(JSON.stringify(name))]))
  /**
   * Whether each of `value`'s keys that is sought is written only once in a `text` without
   * escapes, where a key can only be written as its name in quotes: then none is repeated (the
   * name also found as a value or a nested key, the keys are read). A 20 KB daily log is cleared
   * by two native searches a key instead of a scan of its every character. Searched as bytes:
   * a string's indexOf took from 1 to 40 µs for such a name in a log, by the name.
   */
  const eachWrittenOnce = (text: string, value: object): boolean => {
    const bytes = Buffer.from(text)
    for (const key of Object.keys(value)) {
      const name = quoted.get(key)
      if (name !== undefined && bytes.indexOf(name) !== bytes.lastIndexOf(name)) return false
    }
    return true
  }

  /**
   * `text` must already have parsed as `value`, an object. Every key in the text, at any
   * depth, is followed by a colon, so when there are no more colons than parsed properties
   * no key can have been given twice: the usual flat body is cleared by counting colons
   * alone. Otherwise (nesting, a colon inside a string, or a repeat) the sought keys are
   * searched for, and when that cannot clear the text, the top-level keys are read.
   */
  return (text, value) => {
    const properties = Object.keys(value).length
    if (colons(text, properties + 1) === properties) return []
    let backslash = text.indexOf('\\')
    if (backslash === -1 && eachWrittenOnce(text, value)) return []
    const seen = new Set<string>()
    const repeated = new Set<string>()
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
