/**
 * HTML built only through the `html` template tag: every interpolated value is escaped
 * unless it is already SafeHtml, so text from the document can never become markup.
 */
export class SafeHtml {
  constructor(readonly markup: string) {}
}

type Part = SafeHtml | string | number | boolean | null | undefined | readonly Part[]

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }

export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!)

function render(part: Part): string {
  if (part instanceof SafeHtml) return part.markup
  if (Array.isArray(part)) return part.map(render).join('')
  if (part === null || part === undefined || part === false) return ''
  return escapeHtml(String(part))
}

export function html(strings: TemplateStringsArray, ...values: Part[]): SafeHtml {
  return new SafeHtml(strings.reduce((out, s, i) => out + s + (i < values.length ? render(values[i]) : ''), ''))
}

/** Text in which `backticked` spans are shown as code. */
export const prose = (text: string): SafeHtml =>
  html`${text.split('`').map((piece, i) => (i % 2 === 1 ? html`<code>${piece}</code>` : piece))}`
