/**
 * A calculator page asked with a query: read exactly as the API reads it (same parameters,
 * same checks, same calculator), then rendered with the result, or with the errors beside
 * their fields. An empty field of a submitted form counts as not given: a browser sends every
 * field, filled or not. So a query without a field the answer requires (not even empty) was not
 * sent by the form: a link from another page with part of the question. Where nothing else is
 * wrong, that is the form filled in with what is given, as yet unanswered, not a list of errors.
 */

import type { CalculatorPage } from '../api/pages.ts'
import { queryPairs, readPairs } from '../api/query.ts'
import { checkInput, type FieldError, InvalidInputError } from '../metrics/index.ts'
import { type PreparedPage, preparePage } from './calculator-page.ts'
import type { PageBody } from './document-template.ts'
import { dynamicNeeds, EMPTY_FORM, inFormWords, textOf } from './form.ts'
import type { PageAnswer } from './page-answer.ts'
import { companionModel } from './view/companion.ts'
import type { ShownError } from './view/errors.ts'
import { fieldErrorText } from './view/labels.ts'
import { renderNoResult, renderResult } from './view/results/index.ts'
import { DEFAULT_UNITS } from './view/units.ts'

function shown(page: CalculatorPage, { field, message }: FieldError, values: Readonly<Record<string, string>>): ShownError {
  const { input } = page.calculator
  // An error about a parameter the form has not (a typo in a URL) keeps the API's names: they are what to send.
  if (!input.byName.has(field)) return { field, onForm: false, text: fieldErrorText(field, message) }
  return { field, onForm: true, text: fieldErrorText(textOf(field).label, inFormWords(field, message, input, values)) }
}

/**
 * The other model's answer for the chart, when the page has a model and the question can be asked:
 * a page without a model has none (`needs` undefined). The question is the one already read and
 * checked (`input`) with the other model: its values need no reading again, only the check of the
 * fields that model requires.
 */
function companion(
  page: CalculatorPage,
  needs: readonly string[] | undefined,
  params: Record<string, string>,
  input: object,
  today: string,
) {
  if (needs === undefined) return undefined
  const other = companionModel(params, needs)
  if (other === undefined) return undefined
  try {
    return page.calculator.compute(checkInput(page.calculator.input, { ...input, model: other }), { today })
  } catch (error) {
    if (error instanceof InvalidInputError) return undefined
    throw error
  }
}

/** Names and values the URL serializer leaves as they are: a form's numbers, dates and enum values. */
const PLAIN = /^[\w.-]*$/

/**
 * The pairs as a query, as URLSearchParams writes them. A form's values are plain: joined as
 * they are, without building a URLSearchParams per request.
 */
function serialized(pairs: [string, string][]): string {
  let out = ''
  for (const [name, value] of pairs) {
    if (!PLAIN.test(name) || !PLAIN.test(value)) return new URLSearchParams(pairs).toString()
    out += `${out === '' ? '' : '&'}${name}=${value}`
  }
  return out
}

function answerPage(prepared: PreparedPage, needs: readonly string[] | undefined, query: string, today: string): PageAnswer {
  const { page } = prepared
  const pairs = queryPairs(query)
  const given = pairs.filter(([, value]) => value !== '')
  // The first value of each name; prototype-less, so no name a client sends can reach Object.prototype.
  const values: Record<string, string> = Object.create(null)
  for (const [name, value] of given) values[name] ??= value
  const apiQuery = serialized(given)
  try {
    const input = readPairs(given, page.calculator.input)
    const output = page.calculator.compute(input, { today })
    const context = { units: DEFAULT_UNITS, params: values, companion: companion(page, needs, values, input, today) }
    return { status: 200, body: prepared.render({ values, errors: [] }, renderResult(page.key, output, context), apiQuery) }
  } catch (error) {
    if (!(error instanceof InvalidInputError)) throw error
    if (unasked(page, pairs, error.errors))
      return { status: 200, body: prepared.render({ values, errors: [] }, renderNoResult(), apiQuery) }
    const errors = error.errors.map((e) => shown(page, e, values))
    return { status: 422, body: prepared.render({ values, errors }, renderNoResult(true), apiQuery) }
  }
}

/**
 * Whether every error is about a field of the form the query (`pairs`, empty values included) leaves out (each then says it is
 * required: a field absent can be wrong in no other way). The form sends every field, an empty one
 * as `name=`, so such a query is not the form submitted but a link with part of the question. Any
 * other error (a value given, a name the form has not) is shown, with the rest; but a query that
 * gives none of the form's fields is the empty page however it was linked (a share's `fbclid`,
 * `utm_source`), its names not the person's.
 */
function unasked(page: CalculatorPage, pairs: readonly [string, string][], errors: readonly FieldError[]): boolean {
  const { byName } = page.calculator.input
  const sent = new Set(pairs.map(([name]) => name))
  const formGiven = [...sent].some((name) => byName.has(name))
  return errors.every((e) => (byName.has(e.field) ? !sent.has(e.field) : !formGiven))
}

export interface PageAnswerer {
  /** The page for a query (not empty). */
  answer(query: string, today: string): PageAnswer
  /** The empty page, for a server without a build. */
  empty(): PageBody
}

/** What the server's page route needs, prepared once per page (the server loads this module on a page's first request). */
export function pageAnswerer(page: CalculatorPage, url: (path: string) => string): PageAnswerer {
  const prepared = preparePage(page, url)
  const { input } = page.calculator
  const needs = input.byName.has('model') ? dynamicNeeds(input.fields) : undefined
  return {
    answer: (query, today) => answerPage(prepared, needs, query, today),
    empty: () => prepared.render(EMPTY_FORM, renderNoResult(), ''),
  }
}
