/**
 * /.well-known/ai-agent.json: everything an agent needs to call the service correctly,
 * generated from the endpoint table, the field specs the server validates with, the
 * output schemas, the models and the sourced constants.
 */

import { type ApiEndpoint, endpoints } from '../../api/endpoints.ts'
import { MAX_BODY_BYTES } from '../../api/limits.ts'
import { MAX_BATCH_MESSAGES, toolName } from '../../api/mcp.ts'
import { errorCases, problemSchemas } from '../../api/openapi/problems.ts'
import { STATUS_TITLES } from '../../api/problem-wording.ts'
import { METRIC_INPUTS } from '../../api/scope.ts'
import { calculatorGuides } from '../../knowledge/calculator-guides.ts'
import { modelList, modelReferenceIds, models } from '../../knowledge/models.ts'
import { publishedParameter } from '../../knowledge/parameters.ts'
import { bibliography, type CitedId, citation } from '../../knowledge/references.ts'
import { responseFields } from '../../knowledge/response-fields.ts'
import { catalogueInfo, LLMS_TXT, SERVICE, SERVICE_PATHS, SITEMAP, schemaPath, summaryPath } from '../../knowledge/service.ts'
import { NICE_PACE } from '../../metrics/calculators/plan-warnings.ts'
import {
  ADULT_AGE,
  constantList,
  GLIM_LOW_BMI,
  HEALTHY_BMI,
  HYDRATION,
  OLDER_ADULT_AGE,
  PLAN_MACROS,
  SAFETY_FLOOR_KCAL,
  US_NAVY_BODY_FAT,
  WEEKLY_LOSS_GOALS_KG,
} from '../../metrics/constants.ts'
import { fields } from '../../metrics/fields.ts'
import { PLAIN_DECIMAL } from '../../metrics/plain-decimal.ts'
import { warningExamples } from '../../metrics/warning-examples.ts'
import { defineCatalogue } from '../catalogue.ts'
import type { BuildContext } from '../context.ts'
import { AiAgentSchema } from '../schemas/ai-agent.ts'
import { catalogueHeader } from './header.ts'
import { jsonValue } from './json-value.ts'

/** Where one parameter name takes different values on different endpoints, as an agent may not expect. */
function paceConvention(): string {
  const uses = endpoints.flatMap((e) => {
    const spec = e.calculator.input.byName.get('weeklyLossGoalKg')?.spec
    return spec === undefined ? [] : [{ path: e.path, spec }]
  })
  const choices = uses.filter((u) => u.spec.kind === 'numberEnum')
  const ranges = uses.filter((u) => u.spec.kind === 'number')
  const { values } = fields.weeklyLossGoalKg
  const { min, max } = fields.weeklyLossPaceKg
  return `weeklyLossGoalKg is one of ${values.join(', ')} on ${choices.map((u) => u.path).join(' and ')}, and any number from ${min} to ${max} on ${ranges.map((u) => u.path).join(' and ')}.`
}

const CONVENTIONS = [
  METRIC_INPUTS,
  'GET endpoints take their parameters in the query string; POST takes a JSON object with Content-Type: application/json.',
  'A calculator answers GET at /api/<id> or POST at /api/v1/<id>, never both: see endpoints[].method and path.',
  paceConvention(),
  `Query-string numbers are plain decimals (${PLAIN_DECIMAL.source}): 1e3, 0x10, Infinity, NaN, spaces and empty values are rejected.`,
  'A parameter given twice, an unknown parameter or a body property of the wrong JSON type is rejected with 422.',
  'POST reads its JSON body only: parameters sent in its query string are rejected with 422.',
  'startDate is an optional calendar date YYYY-MM-DD (UTC) on every endpoint that returns a date; the default is today in UTC.',
  'goalDate is ISO YYYY-MM-DD; formattedDate is US English long form in UTC, e.g. April 11, 2027.',
  'Results are rounded only at the output, halves away from zero; day counts round up without counting floating-point noise.',
  'Responses that can warn carry warnings: [{code, message}], an empty array when there is nothing to say.',
  'Calculator responses are never cached (Cache-Control: no-store); they describe a person.',
]

/** OpenAPI's descriptions are CommonMark; the catalogue's are plain text. */
const plain = (markdown: string) => markdown.replaceAll('`', '')

/** When each status is sent: OpenAPI's shared error cases, and the one no operation lists. */
const ERROR_CASES: Record<number, string> = {
  404: 'The path does not exist.',
  ...Object.fromEntries(Object.entries(errorCases).map(([status, c]) => [status, plain(c.description)])),
}

/** A status the server can send without a documented case fails the build. */
function whenOf(status: string): string {
  const when = ERROR_CASES[Number(status)]
  if (when === undefined) throw new Error(`no documented case for status ${status}`)
  return when
}

const floor = SAFETY_FLOOR_KCAL.value
const bodyFatRange = US_NAVY_BODY_FAT.value.plausibleRangePercent
const pace = fields.weeklyLossPaceKg
/** The endpoints whose input takes the pace range, read from their fields. */
const pacePaths = endpoints.filter((e) => e.calculator.input.fields.some((f) => f.spec === pace)).map((e) => e.path)

function endpointEntry(endpoint: ApiEndpoint, ctx: BuildContext) {
  const { calculator, method, path } = endpoint
  const location = method === 'GET' ? ('query' as const) : ('body' as const)
  return {
    id: calculator.id,
    method,
    path,
    url: ctx.url(path),
    title: calculator.title,
    purpose: calculator.summary,
    input: location === 'body' ? { location, contentType: 'application/json' as const } : { location },
    parameters: calculator.input.fields.map((f) => publishedParameter(f, location)),
    response: { contentType: 'application/json' as const, fields: responseFields(calculator.output) },
    models: calculatorGuides[endpoint.key].models.map((key) => models[key].id),
    summary: ctx.url(summaryPath('calculator', calculator.id)),
  }
}

const safetyLimits = [
  {
    id: 'safetyFloorCalories',
    description:
      'Daily target calories are never planned below this floor to lose weight (at or below the target a plan is maintenance, which may be lower); isFloorClipped and the FLOOR_CLIPPED warning say when it applied.',
    value: floor,
    unit: SAFETY_FLOOR_KCAL.unit,
    references: SAFETY_FLOOR_KCAL.referenceIds,
  },
  {
    id: 'weeklyLossGoals',
    description: `The deficit plan only offers these paces, the fastest being the most NICE advised programmes to expect in 2006 (${NICE_PACE}).`,
    value: WEEKLY_LOSS_GOALS_KG.value,
    unit: WEEKLY_LOSS_GOALS_KG.unit,
    references: WEEKLY_LOSS_GOALS_KG.referenceIds,
  },
  {
    id: 'intakeCeiling',
    description:
      'The most the service takes as a daily intake (a convention): calories-for-goal-date holds a gain that needs more at this value, with the CEILING_HELD warning; the adaptive TDEE refuses an estimate above it.',
    value: fields.calories.max,
    unit: fields.calories.unit,
    references: [],
  },
  {
    id: 'weightLossPace',
    description: `The range of paces accepted by ${pacePaths.join(' and ')}.`,
    value: { min: pace.min, max: pace.max },
    unit: pace.unit,
    references: [],
  },
  {
    id: 'plausibleBodyFat',
    description: 'Body fat results outside this range are rejected with 422 as measurement errors rather than reported.',
    value: bodyFatRange,
    unit: '%',
    references: US_NAVY_BODY_FAT.referenceIds,
  },
  {
    id: 'proteinEnergyCap',
    description: 'Plan protein never exceeds this share of the target calories (upper end of the acceptable range).',
    value: PLAN_MACROS.value.proteinMaxEnergyShare,
    unit: 'share of daily energy',
    references: PLAN_MACROS.referenceIds,
  },
  {
    id: 'underweightTarget',
    description:
      'A target weight below this BMI (one decimal) at the given height adds the TARGET_BELOW_HEALTHY_BMI warning, and a loss asked for from a current weight below it, CURRENT_BELOW_HEALTHY_BMI first.',
    value: HEALTHY_BMI.value.min,
    unit: 'kg/m²',
    references: HEALTHY_BMI.referenceIds,
  },
  {
    id: 'lowBmiForAge',
    description: `From this age (fromAge), a loss aiming at a BMI (one decimal) below this one (below) that is not under ${HEALTHY_BMI.value.min} adds the TARGET_LOW_FOR_AGE warning (GLIM's low BMI at that age; on the plans, the estimator given an age and a height, the goal-date planner).`,
    value: GLIM_LOW_BMI.value,
    unit: GLIM_LOW_BMI.unit,
    references: GLIM_LOW_BMI.referenceIds,
  },
  {
    id: 'olderAdultLoss',
    description:
      'A loss asked for at this age or over (plans, the estimator and the adaptive TDEE given an age, the goal-date planner) adds the OLDER_ADULT_LOSS warning (the age a convention).',
    value: OLDER_ADULT_AGE.value,
    unit: OLDER_ADULT_AGE.unit,
    references: OLDER_ADULT_AGE.referenceIds,
  },
  {
    id: 'adequateWaterIntake',
    description: "A water total below the lower of EFSA's adult adequate intakes (women's) adds the BELOW_ADEQUATE_INTAKE warning.",
    value: HYDRATION.value.adequateIntakeMl.female,
    unit: 'ml/day',
    references: HYDRATION.referenceIds,
  },
  {
    id: 'overweightGainTarget',
    description:
      'On calories-for-goal-date, a target above the current weight whose BMI at the given height (one decimal) is above this adds the TARGET_ABOVE_HEALTHY_BMI warning.',
    value: HEALTHY_BMI.value.max,
    unit: 'kg/m²',
    references: HEALTHY_BMI.referenceIds,
  },
  {
    id: 'maxRequestBody',
    description: 'Larger request bodies are refused with 413 before they are read.',
    value: MAX_BODY_BYTES,
    unit: 'bytes',
    references: [],
  },
]

const warningList = warningExamples.map((w) => ({ code: w.code, example: w.message }))

const mcpSection = (ctx: BuildContext) => ({
  url: ctx.url(SERVICE_PATHS.mcp),
  transport: 'streamable-http' as const,
  description:
    `POST one JSON-RPC message per request (batches only under revisions up to 2025-03-26, at most ${MAX_BATCH_MESSAGES}) with Accept: application/json, text/event-stream; the server is stateless ` +
    '(no session id; GET and DELETE answer 405, or 403 from a foreign origin) and answers JSON. Each tool takes the inputs of its endpoint as JSON arguments, ' +
    'typed as in a POST body, and returns exactly its JSON as structuredContent (and as text); a rejected input is a result with ' +
    'isError and the 422 detail and per-field messages. Protocol errors are JSON-RPC errors. Browsers may call it only from this origin or from this machine (loopback origins).',
  tools: endpoints.map(({ calculator, method, path }) => ({ name: toolName(calculator), endpoint: `${method} ${path}` })),
  resources: 'The catalogues listed under links.catalogues, and llms.txt, each by its URL and with its media type.',
  stdio: 'The compiled binary serves the same tools over stdio with its mcp subcommand (in a checkout: npm run --silent mcp).',
})

export const aiAgentCatalogue = defineCatalogue({
  info: catalogueInfo.aiAgent,
  schema: AiAgentSchema,
  render: (ctx) => ({
    ...catalogueHeader(catalogueInfo.aiAgent, ctx),
    service: { name: SERVICE.name, version: SERVICE.version, description: SERVICE.description, baseUrl: ctx.baseUrl },
    disclaimer:
      'Estimates for planning and education, from published population equations; not medical advice. Pregnancy, ' +
      `breastfeeding, people under ${ADULT_AGE.value}, eating disorders and medical conditions call for a clinician.`,
    conventions: CONVENTIONS,
    endpoints: endpoints.map((e) => endpointEntry(e, ctx)),
    models: modelList.map((m) => ({
      id: m.id,
      name: m.name,
      formula: m.formula,
      inWords: m.inWords,
      variables: m.variables,
      constants: m.constants.map((c) => c.id),
      references: modelReferenceIds(m),
    })),
    constants: constantList.map((c) => ({
      id: c.id,
      value: jsonValue(c.value),
      unit: c.unit,
      source: c.source,
      references: c.referenceIds,
    })),
    safetyLimits,
    warnings: warningList,
    errors: {
      contentType: 'application/problem+json' as const,
      specification: 'https://www.rfc-editor.org/rfc/rfc9457',
      fields: Object.entries(problemSchemas.Problem!.properties!).map(([name, schema]) => ({
        name,
        description: plain(schema.description!),
      })),
      statuses: Object.entries(STATUS_TITLES).map(([status, title]) => ({ status: Number(status), title, when: whenOf(status) })),
    },
    mcp: mcpSection(ctx),
    references: (Object.keys(bibliography) as CitedId[]).map(citation),
    links: {
      openapi: { title: 'OpenAPI 3.1 description', url: ctx.url(SERVICE_PATHS.openapi), mediaType: 'application/json' },
      docs: { title: 'API reference (HTML)', url: ctx.url(SERVICE_PATHS.docs), mediaType: 'text/html' },
      llmsTxt: { title: LLMS_TXT.title, url: ctx.url(LLMS_TXT.path), mediaType: LLMS_TXT.mediaType },
      sitemap: { title: SITEMAP.title, url: ctx.url(SITEMAP.path), mediaType: SITEMAP.mediaType },
      catalogues: Object.values(catalogueInfo).map((info) => ({
        name: info.name,
        title: info.title,
        description: info.description,
        url: ctx.url(info.path),
        mediaType: info.mediaType,
        schema: ctx.url(schemaPath(info.name)),
      })),
    },
  }),
})
