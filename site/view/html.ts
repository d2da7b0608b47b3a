/**
 * Markup built by a tagged template that escapes every interpolated value: text a person sent
 * (or a document holds) can reach a page only as text, never as markup. Only `Markup` (made by
 * `html` itself, or by `trusted` for text this code wrote) is inserted as it is. The pages, the
 * browser module and the API reference (/docs) all build their HTML with it.
 */
export class Markup {
  constructor(readonly text: string) {}
  toString(): string {
    return this.text
  }
}

export type Part = Markup | string | number | boolean | null | undefined | readonly Part[]

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }
const SPECIAL = /[&<>"']/
const SPECIALS = /[&<>"']/g

/** Most text has nothing to escape: it is returned as it is, without a replacement pass. */
export const escapeHtml = (text: string): string => (SPECIAL.test(text) ? text.replace(SPECIALS, (c) => ENTITIES[c]!) : text)

/** Ordered by how often each kind occurs on a result page (rendered per request: the bench's result-page scenario). */
function render(part: Part): string {
  if (typeof part === 'string') return escapeHtml(part)
  if (part instanceof Markup) return part.text
  // A number's text has no character to escape.
  if (typeof part === 'number') return String(part)
  if (Array.isArray(part)) {
    let out = ''
    for (const item of part) out += render(item)
    return out
  }
  if (part === null || part === undefined || part === false) return ''
  return escapeHtml(String(part))
}

export function html(strings: TemplateStringsArray, ...parts: Part[]): Markup {
  let out = strings[0]!
  for (let i = 0; i < parts.length; i++) out += render(parts[i] as Part) + strings[i + 1]!
  return new Markup(out)
}

/** Text written by this code (a stylesheet, serialized JSON-LD), never anything a request carried. */
export const trusted = (text: string): Markup => new Markup(text)

/** A boolean attribute, present or absent. */
export const flag = (name: string, on: boolean): Markup => new Markup(on ? ` ${name}` : '')

/** Text in which `backticked` spans (API names) are shown as code. */
export const prose = (text: string): Markup =>
  html`${text.split('`').map((piece, i) => (i % 2 === 1 ? html`<code>${piece}</code>` : piece))}`
