import { MAX_PARSED_HEADER_CHARS } from './headers.ts'

/**
 * Whether a request's Accept header (RFC 9110 §12.5.1) prefers HTML to JSON: only when it names
 * text/html with a higher weight than JSON gets (by name, application/*, or *\/*). Browsers do;
 * API clients, which send nothing, `*\/*` or application/json, keep JSON, and so does a tie.
 */
export function prefersHtml(accept: string | null): boolean {
  if (accept === null || accept.length > MAX_PARSED_HEADER_CHARS) return false
  let html = 0
  let json = 0
  for (const item of accept.split(',')) {
    const [range = '', ...params] = item.split(';')
    const type = range.trim().toLowerCase()
    const q = params.map((p) => p.trim().toLowerCase()).find((p) => p.startsWith('q='))
    const weight = q === undefined ? 1 : Number(q.slice(2))
    if (Number.isNaN(weight)) continue
    if (type === 'text/html') html = Math.max(html, weight)
    else if (type === 'application/json' || type === 'application/*' || type === '*/*') json = Math.max(json, weight)
  }
  return html > json
}
