/** The home page: what the site is, every calculator, and what happens to what you enter. */

import { LLMS_TXT } from '../api/documents.ts'
import { MCP_PATH } from '../api/mcp.ts'
import { HOME_PAGE, listedPages } from '../api/pages.ts'
import { DOCS_PATH, OPENAPI_PATH } from '../api/paths.ts'
import { homeJsonLd, jsonLdScript } from './json-ld.ts'
import { pageDocument } from './layout.ts'
import { html } from './view/html.ts'

export function renderHome(url: (path: string) => string): string {
  const main = html`<h1>${HOME_PAGE.title}</h1><p>Plan a calorie deficit, find your BMR, TDEE, body fat or BMI, split calories into macronutrients, or ask what to eat to reach a weight by a date. Every formula and constant is published with its source, and each page explains its method.</p><ul class="cards">${listedPages.map(
    (p) => html`<li><h2><a href="${p.path}">${p.calculator.title}</a></h2><p>${p.calculator.summary}</p></li>`,
  )}</ul><h2>Private by design</h2><p>The calculators work without JavaScript and without an account. Nothing you enter is stored or logged, there are no cookies and no tracking, and your choice of units (metric, US or UK) stays in your browser.</p><h2>For programs</h2><p>Every calculator is also a JSON API: see the <a href="${DOCS_PATH}">API reference</a>, the <a href="${OPENAPI_PATH}">OpenAPI description</a> and, for language models, <a href="${LLMS_TXT.path}">llms.txt</a>. AI agents can call each calculator as a Model Context Protocol tool at <code>${MCP_PATH}</code> (Streamable HTTP; the API reference explains).</p>`
  return pageDocument(
    {
      title: HOME_PAGE.title,
      description: HOME_PAGE.description,
      canonical: url(HOME_PAGE.path),
      jsonLd: jsonLdScript(homeJsonLd(url)),
      indexable: true,
    },
    main,
  )
}
