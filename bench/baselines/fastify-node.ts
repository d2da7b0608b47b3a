/**
 * The peer: Fastify 5 on Node, validating against the same JSON Schemas ours publishes
 * (ajv, as Fastify does) and serializing with the output schemas, as Fastify recommends.
 * It runs under node, not bun: the bench bundles it with `bun build --target=node` first
 * (targets.ts), so the domain code is ours and the packages are the installed ones.
 * `node fastify-node.mjs <dist dir>`, PORT from the environment.
 */
import Ajv, { type Options } from 'ajv'
import addFormats from 'ajv-formats'
import Fastify, { type FastifyError } from 'fastify'
import { calculators, todayUtc } from '../../metrics/index.ts'
import { baselineArguments, catalogueFile, invalidInputBody, JSON_RESPONSE_HEADERS, PROBLEM_HEADERS } from './common.ts'

type PlanInput = Parameters<typeof calculators.calculateDeficit.compute>[0]

const { port, distDir } = baselineArguments()
const catalogue = catalogueFile(distDir)
const context = () => ({ today: todayUtc() })

/** Unknown properties are refused (Fastify's default strips them); formats and date bounds as ours. */
function validator(options: Options): Ajv {
  const ajv = new Ajv({ allErrors: false, removeAdditional: false, ...options })
  addFormats(ajv, { keywords: true })
  return ajv
}
// Body types are strict like ours; a query string is text, so it is coerced (Fastify's default).
const bodyValidator = validator({ coerceTypes: false })
const queryValidator = validator({ coerceTypes: 'array' })

const app = Fastify()
app.setValidatorCompiler(({ schema, httpPart }) => (httpPart === 'querystring' ? queryValidator : bodyValidator).compile(schema))
app.setErrorHandler((error: FastifyError, request, reply) => {
  if (error.validation === undefined) return reply.send(error)
  const errors = error.validation.map((e) => ({
    field: ((e.params.missingProperty ?? e.params.additionalProperty) as string | undefined) ?? e.instancePath.slice(1),
    message: e.message ?? 'is invalid',
  }))
  return reply
    .code(422)
    .headers(PROBLEM_HEADERS)
    .send(invalidInputBody(request.routeOptions.url ?? '', errors))
})

app.get('/healthz', (_, reply) => reply.headers(JSON_RESPONSE_HEADERS).send('{"status":"ok"}'))
app.get(catalogue.path, (_, reply) => reply.headers(catalogue.headers).send(catalogue.body))
app.post(
  '/api/v1/calculate',
  { schema: { body: calculators.calculate.input.schema, response: { 200: calculators.calculate.output } } },
  (request, reply) => reply.headers(JSON_RESPONSE_HEADERS).send(calculators.calculate.compute(request.body as PlanInput, context())),
)
app.get(
  '/api/calculate-deficit',
  { schema: { querystring: calculators.calculateDeficit.input.schema, response: { 200: calculators.calculateDeficit.output } } },
  (request, reply) =>
    reply.headers(JSON_RESPONSE_HEADERS).send(calculators.calculateDeficit.compute(request.query as PlanInput, context())),
)

await app.listen({ host: '127.0.0.1', port })
