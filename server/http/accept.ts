import { MAX_PARSED_HEADER_CHARS } from './headers.ts'

const QVALUE = /^(?:0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/

/** Absent from the header: a range named with any weight, even 0, takes precedence over this. */
const UNNAMED = -1

/** The weight of a type: that of the most specific range naming it (RFC 9110 §12.5.1), 0 when none does. */
const weightOf = (exact: number, subtypes: number, any: number): number =>
  exact !== UNNAMED ? exact : subtypes !== UNNAMED ? subtypes : Math.max(any, 0)

/**
 * Whether a request's Accept header (RFC 9110 §12.5.1) prefers HTML to JSON: only when text/html
 * gets a higher weight than application/json, each weighed by the most specific range naming it
 * (the type, then text/* or application/*, then *\/*), so `application/json;q=0` refuses JSON
 * whatever `*\/*` says. Browsers prefer HTML; API clients, which send nothing, `*\/*` or
 * application/json, keep JSON, and so does a tie.
 */
export function prefersHtml(accept: string | null): boolean {
  if (accept === null || accept.length > MAX_PARSED_HEADER_CHARS) return false
  let html = UNNAMED
  let text = UNNAMED
  let json = UNNAMED
  let application = UNNAMED
  let any = UNNAMED
  for (const item of accept.split(',')) {
    const [range = '', ...params] = item.split(';')
    const type = range.trim().toLowerCase()
    const q = params.map((p) => p.trim().toLowerCase()).find((p) => p.startsWith('q='))
    // RFC 9110's qvalue, 0 to 1 with at most three decimals: a range with any other is left out.
    if (q !== undefined && !QVALUE.test(q.slice(2))) continue
    const weight = q === undefined ? 1 : Number(q.slice(2))
    // A range named twice counts with its higher weight.
    if (type === 'text/html') html = Math.max(html, weight)
    else if (type === 'text/*') text = Math.max(text, weight)
    else if (type === 'application/json') json = Math.max(json, weight)
    else if (type === 'application/*') application = Math.max(application, weight)
    else if (type === '*/*') any = Math.max(any, weight)
  }
  return weightOf(html, text, any) > weightOf(json, application, any)
}
