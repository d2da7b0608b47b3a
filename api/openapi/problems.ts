/**
 * The RFC 9457 problem schema and the error responses (CONTRACT §2), as shared
 * components: operations list which of them they can give.
 */

import { fields, ruleOf } from '../../metrics/fields.ts'
import { InvalidInputError } from '../../metrics/index.ts'
import { endpointOf } from '../endpoints.ts'
import {
  BODIES_BUSY,
  MAX_BODY_BYTES,
  NOT_JSON_MEDIA_TYPE,
  OVERLOADED,
  PENDING_BODY_BUDGET_BYTES,
  SOCKET_BODY_LIMIT_BYTES,
  STOPPING,
  TOO_LARGE,
} from '../limits.ts'
import { DETAILS, INSTANCE_MEANING, STATUS_TITLES } from '../problem-wording.ts'
import type { JsonSchema, Reference, ResponseObject } from './types.ts'

const PROBLEM_MEDIA_TYPE = 'application/problem+json'

export const problemSchemas: Record<string, JsonSchema> = {
  FieldError: {
    type: 'object',
    description: 'One input field and the rule it broke (never the value that was sent)',
    required: ['field', 'message'],
    additionalProperties: false,
    properties: {
      field: { type: 'string', description: 'Name of the parameter or body property' },
      message: { type: 'string', description: 'The rule, in words' },
    },
  },
  Problem: {
    type: 'object',
    description: 'RFC 9457 problem details. Never echoes client input, never shows internals.',
    required: ['type', 'title', 'status', 'detail', 'instance'],
    additionalProperties: false,
    properties: {
      type: { type: 'string', format: 'uri-reference', description: '`about:blank`: the status code says what happened' },
      title: { type: 'string', description: 'Standard phrase of the status code' },
      status: { type: 'integer', description: 'The HTTP status code, repeated' },
      detail: { type: 'string', description: 'What went wrong, in one sentence; never repeats the values sent' },
      instance: { type: 'string', format: 'uri-reference', description: INSTANCE_MEANING },
      errors: {
        type: 'array',
        description: 'One entry per bad field (422 only), its message stating the rule broken',
        items: { $ref: '#/components/schemas/FieldError' },
      },
    },
  },
}

interface ErrorCase {
  name: string
  description: string
  detail: string
  /** The example's instance: a path that can give this status, or an occurrence for a 500. */
  instance: string
  errors?: { field: string; message: string }[]
  headers?: ResponseObject['headers']
}

/**
 * What the server refuses while overloaded (server/http/overload.ts): what computes. Named by
 * the 503 and by /healthz's count of refusals; the calculators' operations list the 503.
 */
export const SHED_WHILE_OVERLOADED = "request bodies, the calculators' GETs and result pages"

const GET_EXAMPLE_PATH = endpointOf('bmi').path
const POST_EXAMPLE_PATH = endpointOf('calculate').path
const OCCURRENCE_EXAMPLE = 'urn:uuid:0f8fad5b-d9cb-469f-a165-70867728950e'

const invalidWeight = new InvalidInputError([{ field: 'weightKg', message: ruleOf(fields.weightKg) }])

export const errorCases = {
  400: {
    name: 'BadRequest',
    description: 'The body is empty, not valid UTF-8 or not valid JSON.',
    detail: DETAILS.notJson,
    instance: POST_EXAMPLE_PATH,
  },
  405: {
    name: 'MethodNotAllowed',
    description: 'The path exists but does not answer this method; the Allow header lists the methods it does.',
    detail: DETAILS.methodNotAllowed(['GET', 'HEAD', 'OPTIONS']),
    instance: GET_EXAMPLE_PATH,
    headers: {
      Allow: { description: 'The methods this path answers', schema: { type: 'string', examples: ['GET, HEAD, OPTIONS'] } },
    },
  },
  408: {
    name: 'RequestTimeout',
    description: 'The body did not arrive within the request timeout.',
    detail: DETAILS.bodyTimeout,
    instance: POST_EXAMPLE_PATH,
  },
  413: {
    name: 'ContentTooLarge',
    description:
      `The body is larger than ${MAX_BODY_BYTES / 1024} KiB. Beyond ${SOCKET_BODY_LIMIT_BYTES / 1024} KiB the server ` +
      'refuses it before reading, with this status but no problem body, and closes the connection.',
    detail: TOO_LARGE,
    instance: POST_EXAMPLE_PATH,
  },
  415: {
    name: 'UnsupportedMediaType',
    description:
      'The body was not sent with Content-Type: application/json, declared a charset other than UTF-8, or declared a ' +
      'Content-Encoding and is not JSON as sent (no content coding is decoded: a body that is JSON as sent is read).',
    detail: NOT_JSON_MEDIA_TYPE,
    instance: POST_EXAMPLE_PATH,
  },
  422: {
    name: 'UnprocessableContent',
    description:
      'A field is missing, of the wrong type, out of bounds, not in its enum, unknown or given twice, or the values ' +
      "together cannot be used by the formula (implausible body measurements, a woman's body fat without hipCm, " +
      'a lean-mass BMR formula without bodyFatPercent). `errors` names each field.',
    detail: invalidWeight.summary,
    instance: GET_EXAMPLE_PATH,
    errors: invalidWeight.errors,
  },
  429: {
    name: 'TooManyRequests',
    description:
      'Only when the server runs with a rate limit (RATE_LIMIT_RPS): this client sent too many requests; Retry-After says when to try again.',
    detail: DETAILS.rateLimited,
    instance: GET_EXAMPLE_PATH,
    headers: {
      'Retry-After': { description: 'Whole seconds to wait before retrying', schema: { type: 'integer', minimum: 1, examples: [1] } },
    },
  },
  503: {
    name: 'ServiceUnavailable',
    description:
      `The bodies being received at once already hold ${PENDING_BODY_BUDGET_BYTES / 1024 / 1024} MiB (slow or stalled clients), ` +
      `or the server is overloaded (detail: "${OVERLOADED}") and refuses ${SHED_WHILE_OVERLOADED}, or it is stopping and a ` +
      `body has not arrived by the end of its drain (detail: "${STOPPING}"): a body is refused unread ` +
      'and its connection closed, a GET keeps its connection; Retry-After says when to try again.',
    detail: BODIES_BUSY,
    instance: POST_EXAMPLE_PATH,
    headers: {
      'Retry-After': { description: 'Whole seconds to wait before retrying', schema: { type: 'integer', minimum: 1, examples: [1] } },
    },
  },
  500: {
    name: 'InternalServerError',
    description: 'Something unexpected failed; the body says nothing more.',
    detail: DETAILS.unexpected,
    instance: OCCURRENCE_EXAMPLE,
  },
} satisfies Record<number, ErrorCase>

export type ErrorStatus = keyof typeof errorCases

/** A problem response: the shared components' shape, also for an operation's own wording of a status. */
export function errorResponse(status: ErrorStatus, { description, detail, instance, errors, headers }: ErrorCase): ResponseObject {
  const example = { type: 'about:blank', title: STATUS_TITLES[status], status, detail, instance, ...(errors ? { errors } : {}) }
  return {
    description,
    ...(headers ? { headers } : {}),
    content: { [PROBLEM_MEDIA_TYPE]: { schema: { $ref: '#/components/schemas/Problem' }, example } },
  }
}

export const errorResponseComponents: Record<string, ResponseObject> = Object.fromEntries(
  Object.entries(errorCases).map(([status, c]) => [c.name, errorResponse(Number(status) as ErrorStatus, c)]),
)

/** `responses` entries for the statuses an operation can give, each a reference to its component. */
export const errorResponsesFor = (statuses: ErrorStatus[]): Record<string, Reference> =>
  Object.fromEntries(statuses.map((s) => [String(s), { $ref: `#/components/responses/${errorCases[s].name}` }]))
