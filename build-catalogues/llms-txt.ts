/** /llms.txt (llmstxt.org): a Markdown entry point for language models, linking every document. */

import { type ApiEndpoint, endpoints } from '../api/endpoints.ts'
import { calculatorPages, HOME_PAGE, LOG_PAGE } from '../api/pages.ts'
import { METRIC_INPUTS } from '../api/scope.ts'
import { HALL_LIMIT } from '../knowledge/calculator-guides.ts'
import { type CatalogueInfo, catalogueInfo, exampleTarget, SERVICE, SERVICE_PATHS, SITEMAP, summaryPath } from '../knowledge/service.ts'
import { ENERGY_PER_KG } from '../metrics/constants.ts'
import { calculators } from '../metrics/index.ts'
import type { BuildContext } from './context.ts'

const item = (title: string, url: string, note: string) => `- [${title}](${url}): ${note}`
const catalogueItem = (info: CatalogueInfo, ctx: BuildContext) => item(info.title, ctx.url(info.path), info.description)

/** GET endpoints link to a working example request; POST ones to their summary. */
function endpointItem(endpoint: ApiEndpoint, ctx: BuildContext): string {
  const { method, path, calculator } = endpoint
  const url = ctx.url(method === 'GET' ? exampleTarget(endpoint) : summaryPath('calculator', calculator.id))
  return item(`${method} ${path}`, url, `${method === 'POST' ? 'JSON body. ' : ''}${calculator.summary}`)
}

export function renderLlmsTxt(ctx: BuildContext): string {
  const c = catalogueInfo
  return [
    `# ${SERVICE.name}`,
    '',
    `> ${SERVICE.description}`,
    '',
    `Version ${SERVICE.version} at ${ctx.baseUrl}. GET endpoints take their inputs in the query string and POST takes a JSON ` +
      'object; unknown or out-of-bounds inputs get a 422 application/problem+json error naming each field. Results are ' +
      `estimates for planning, not medical advice. ${Object.keys(calculators).length} calculators, each a function of its inputs alone (a start date left out is today in UTC). ${METRIC_INPUTS}`,
    '',
    '## API',
    '',
    item('OpenAPI 3.1 description', ctx.url(SERVICE_PATHS.openapi), 'every endpoint with its parameters, responses, examples and errors'),
    item('API reference', ctx.url(SERVICE_PATHS.docs), 'the same, as one HTML page'),
    item(
      'MCP server',
      ctx.url(SERVICE_PATHS.mcp),
      'every calculator as a Model Context Protocol tool, named by its operationId, answering the same JSON; the catalogues as resources. ' +
        "Streamable HTTP (POST JSON-RPC messages; stateless), or stdio with the binary's mcp subcommand",
    ),
    catalogueItem(c.aiAgent, ctx),
    '',
    '## Endpoints',
    '',
    ...endpoints.map((e) => endpointItem(e, ctx)),
    '',
    `Goal dates come from the ${ENERGY_PER_KG.value} kcal/kg rule by default. With model=dynamic, and always in calories-for-goal-date, they come ` +
      `from the Hall 2011 adult body-weight model (the NIH Body Weight Planner's), which ${HALL_LIMIT}`,
    '',
    '## Pages',
    '',
    `For people: ${ctx.url(HOME_PAGE.path)} (the home page, for a client that asks for text/html) and one page per GET calculator, ` +
      "at the endpoint's path without /api. A page takes exactly its endpoint's query parameters and shows the same answer with the " +
      'method and its sources, so any endpoint URL maps to a page a person can read.',
    '',
    ...calculatorPages.map((p) => item(p.calculator.title, ctx.url(p.path), `the form and result of ${p.api}`)),
    item(
      LOG_PAGE.calculator.title,
      ctx.url(LOG_PAGE.path),
      `a log pasted or typed, one line a day, POSTed as a form; the result of ${LOG_PAGE.api}`,
    ),
    '',
    '## Knowledge',
    '',
    ...[c.summaries, c.citations, c.entities, c.knowledgeObjects, c.benchmarks].map((info) => catalogueItem(info, ctx)),
    '',
    '## Optional',
    '',
    catalogueItem(c.datasetDiscovery, ctx),
    item(SITEMAP.title, ctx.url(SITEMAP.path), SITEMAP.description),
    '',
  ].join('\n')
}
