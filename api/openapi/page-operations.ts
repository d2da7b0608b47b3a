/**
 * The calculator pages (site/): each takes exactly its endpoint's query parameters, all of them
 * optional here (without any, the page shows an empty form), and answers HTML.
 */

import { EXAMPLE_LOG } from '../../metrics/adaptive/example-log.ts'
import { codeName } from '../../metrics/index.ts'
import { FORM_MEDIA_TYPE, MAX_BODY_BYTES, NOT_A_FORM, SOCKET_BODY_LIMIT_BYTES } from '../limits.ts'
import { type CalculatorPage, calculatorPages, LOG_PAGE } from '../pages.ts'
import { queryParameters } from './calculator-operations.ts'
import { errorCases, errorResponse, errorResponsesFor } from './problems.ts'
import type { PathItem } from './types.ts'

export const PAGE_TAG = 'Pages'

const HTML = { 'text/html': { schema: { type: 'string' } } }
/** A result refused while the server is overloaded: a page, not the API's problem. */
const BUSY = {
  '503': { description: 'The server is busy: a small page saying so, with Retry-After; nothing sent was stored', content: HTML },
}

function pageGet({ api, calculator }: CalculatorPage): PathItem {
  return {
    get: {
      operationId: `${codeName(calculator.id)}Page`,
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
        ...BUSY,
        ...errorResponsesFor([405, 429, 500]),
      },
    },
  }
}

/** The log page's form, as a browser submits it (site/log-page.ts reads it). */
const LOG_FORM = {
  type: 'object',
  required: ['log'],
  properties: {
    log: {
      type: 'string',
      description:
        'The log, one day a line: YYYY-MM-DD, weight, intake (either value may be empty), separated by commas, semicolons or tabs',
    },
    weightUnit: { type: 'string', enum: ['kg', 'lb'], description: 'The unit of the weights in the log and of nothing else; default kg' },
    intakeUnit: { type: 'string', enum: ['kcal', 'kJ'], description: 'The unit of the intakes in the log; default kcal' },
    ...Object.fromEntries(
      queryParameters(LOG_PAGE.calculator)
        .filter((p) => p.name !== 'entries')
        .map((p) => [p.name, { type: 'string', description: p.description }]),
    ),
  },
}

const logPage: PathItem = {
  get: {
    operationId: `${codeName(LOG_PAGE.calculator.id)}Page`,
    tags: [PAGE_TAG],
    summary: `${LOG_PAGE.calculator.title}: the page`,
    description: `The form for ${LOG_PAGE.api}, for people: a log pasted or typed, one day a line, POSTed to this page (static, with an ETag).`,
    responses: {
      '200': { description: 'The empty form', content: HTML },
      '304': { description: 'Not modified: the ETag sent is current' },
      ...errorResponsesFor([405, 429, 500]),
    },
  },
  post: {
    operationId: `${codeName(LOG_PAGE.calculator.id)}PageAnswer`,
    tags: [PAGE_TAG],
    summary: `${LOG_PAGE.calculator.title}: the page with a result`,
    description:
      `The form submitted without JavaScript: the lines read into ${LOG_PAGE.api}'s entries (weights and intakes converted with the exact factors), ` +
      'the same input check and calculator, the answer rendered as HTML, never stored by caches.',
    requestBody: {
      required: true,
      content: {
        [FORM_MEDIA_TYPE]: {
          schema: LOG_FORM,
          example: {
            log: EXAMPLE_LOG.map((e) => `${e.date}, ${e.weightKg ?? ''}, ${e.intakeKcal ?? ''}`).join('\n'),
            weightUnit: 'kg',
            intakeUnit: 'kcal',
          },
        },
      },
    },
    responses: {
      '200': { description: 'The page with the result', content: HTML },
      '422': {
        description:
          'The page again with each error beside its field, naming the line of the log (never the value sent); a form of more fields than the page has, with the error in its summary',
        content: HTML,
      },
      '413': {
        description:
          `The form was larger than ${MAX_BODY_BYTES / 1024} KiB: the page again, empty (the form was not read), saying so beside the log. ` +
          `Beyond ${SOCKET_BODY_LIMIT_BYTES / 1024} KiB the server itself answers a bare 413, as for the API.`,
        content: HTML,
      },
      // The page's own problems name it as instance (docs/api.md).
      '408': errorResponse(408, { ...errorCases[408], instance: LOG_PAGE.path }),
      '415': errorResponse(415, {
        ...errorCases[415],
        description: `The body was not sent as a form (Content-Type: ${FORM_MEDIA_TYPE}, in UTF-8), as a browser sends it`,
        detail: NOT_A_FORM,
        instance: LOG_PAGE.path,
      }),
      ...BUSY,
      ...errorResponsesFor([405, 429, 500]),
    },
  },
}

export const pagePaths: Record<string, PathItem> = {
  ...Object.fromEntries(calculatorPages.map((page) => [page.path, pageGet(page)])),
  [LOG_PAGE.path]: logPage,
}
