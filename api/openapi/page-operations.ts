/**
 * The calculator pages (site/): each takes exactly its endpoint's query parameters, all of them
 * optional here (without any, the page shows an empty form), and answers HTML.
 */
import { calculatorPages, type CalculatorPage } from '../pages.ts'
import { queryParameters } from './calculator-operations.ts'
import { camelCase } from './operation-ids.ts'
import { errorResponsesFor } from './problems.ts'
import type { PathItem } from './types.ts'

export const PAGE_TAG = 'Pages'

const HTML = { 'text/html': { schema: { type: 'string' } } }

function pageGet({ api, calculator }: CalculatorPage): PathItem {
  return {
    get: {
      operationId: `${camelCase(calculator.id)}Page`,
      tags: [PAGE_TAG],
      summary: `${calculator.title}: the page`,
      description:
        `The form for ${api}, for people. Without a query: the empty form (static, with an ETag). With the endpoint's query ` +
        'parameters (metric names, as the endpoint takes them; an empty value counts as not given, as a browser sends every ' +
        'field): the same answer rendered as HTML with a chart where there is a projection, never stored by caches.',
      parameters: queryParameters(calculator).map((p) => ({ ...p, required: false })),
      responses: {
        '200': { description: 'The page, empty or with the result', content: HTML },
        '304': { description: 'Not modified: the ETag sent is current (the empty page only)' },
        '422': { description: 'The page again with each error beside its field, in words (never the value sent)', content: HTML },
        ...errorResponsesFor([405, 429, 500]),
      },
    },
  }
}

export const pagePaths: Record<string, PathItem> = Object.fromEntries(calculatorPages.map((page) => [page.path, pageGet(page)]))
