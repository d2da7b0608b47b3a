/**
 * The API reference page, rendered on the server from the OpenAPI document alone: one
 * self-contained HTML page per document, with no scripts and no external resources.
 */

import { exampleRequest } from '../../api/openapi/example-request.ts'
import { type DescribedOperation as Entry, operationsOf } from '../../api/openapi/operation-list.ts'
import type { HttpMethod, OpenApiDocument, Operation, ResponseObject } from '../../api/openapi/types.ts'
import { OPENAPI_PATH } from '../../api/paths.ts'
import { STATUS_TITLES } from '../../api/problem-wording.ts'
import { html, type Markup, prose, trusted } from '../../site/view/html.ts'
import { resolve } from './refs.ts'
import { type FieldRow, fieldRows } from './schema-rows.ts'
import { DOCS_STYLE } from './style.ts'

const methodBadge = (method: HttpMethod) => html`<span class="method method-${method}">${method.toUpperCase()}</span>`

const pretty = (value: unknown) => html`<pre><code>${JSON.stringify(value, null, 2)}</code></pre>`

/** Long examples (the weight-loss timeline) fold away, so the page stays readable without script. */
const LONG_EXAMPLE_LINES = 40

function exampleBlock(title: string, value: unknown): Markup {
  const lines = JSON.stringify(value, null, 2).split('\n').length
  return lines > LONG_EXAMPLE_LINES
    ? html`<details><summary><strong>${title}</strong> (${lines} lines)</summary>${pretty(value)}</details>`
    : html`<h3>${title}</h3>${pretty(value)}`
}

function table(head: string[], rows: (string | Markup)[][]): Markup {
  if (rows.length === 0) return html`<p class="none">None.</p>`
  return html`<table><thead><tr>${head.map((h) => html`<th>${h}</th>`)}</tr></thead><tbody>${rows.map(
    (cells) => html`<tr>${cells.map((c) => html`<td>${c}</td>`)}</tr>`,
  )}</tbody></table>`
}

const inputTable = (rows: FieldRow[]) =>
  table(
    ['Name', 'Type', 'Required', 'Bounds / values', 'Default', 'Description'],
    rows.map((r) => [html`<code>${r.name}</code>`, r.type, r.required ? 'yes' : 'no', r.bounds, r.defaultValue, prose(r.description)]),
  )

const outputTable = (rows: FieldRow[]) =>
  table(
    ['Field', 'Type', 'Always present', 'Values', 'Description'],
    rows.map((r) => [html`<code>${r.name}</code>`, r.type, r.required ? 'yes' : 'no', r.bounds, prose(r.description)]),
  )

/** Single quotes for the shell, closing and reopening around any quote in the text. */
const shellQuote = (text: string) => `'${text.replaceAll("'", `'\\''`)}'`

function curl(baseUrl: string, { path, method, operation }: Entry): string {
  const request = exampleRequest(path, method, operation)
  const url = shellQuote(baseUrl + request.target)
  if (request.body === undefined) return `curl ${url}`
  return `curl -X ${request.method} ${url} \\\n  -H ${shellQuote(`Content-Type: ${request.headers?.['content-type'] ?? 'application/json'}`)} \\\n  -d ${shellQuote(request.body)}`
}

function inputSection(document: OpenApiDocument, operation: Operation): Markup {
  const body = operation.requestBody?.content['application/json']
  if (body) return html`<h3>Request body (application/json)</h3>${inputTable(fieldRows(document, body.schema))}`
  const rows = (operation.parameters ?? []).map((p) => ({
    ...fieldRows(document, { type: 'object', properties: { [p.name]: p.schema } })[0]!,
    required: p.required,
    description: p.description,
  }))
  return html`<h3>Query parameters</h3>${inputTable(rows)}`
}

function successSection(document: OpenApiDocument, success: ResponseObject): Markup {
  const [mediaType, media] = Object.entries(success.content ?? {})[0] ?? []
  if (!media) return html``
  const rows = fieldRows(document, media.schema)
  return html`<h3>Response 200 (${mediaType})</h3>${rows.length > 0 ? outputTable(rows) : html`<p>${success.description}</p>`}
    ${media.example === undefined ? '' : exampleBlock('Example response', media.example)}`
}

function errorList(document: OpenApiDocument, operation: Operation): Markup {
  const errors = Object.entries(operation.responses).filter(([status]) => status !== '200')
  return html`<h3>Errors (application/problem+json)</h3><ul>${errors.map(([status, response]) => {
    const { description } = resolve(document, response)
    return html`<li><a href="#error-${status}">${status} ${STATUS_TITLES[Number(status)]}</a>: ${prose(description)}</li>`
  })}</ul>`
}

function operationSection(document: OpenApiDocument, baseUrl: string, entry: Entry): Markup {
  const { path, method, operation } = entry
  const success = resolve(document, operation.responses['200']!)
  return html`<section id="${operation.operationId}">
<h2>${methodBadge(method)} <code>${path}</code></h2>
<p><strong>${operation.summary}</strong>. ${prose(operation.description)}</p>
${method === 'get' && !operation.parameters ? '' : inputSection(document, operation)}
<h3>Example request</h3><pre><code>${curl(baseUrl, entry)}</code></pre>
${successSection(document, success)}
${errorList(document, operation)}
</section>`
}

/** Each error status any operation gives, once, in status order. */
function errorResponses(entries: Entry[]): [string, Operation['responses'][string]][] {
  const byStatus = new Map(entries.flatMap(({ operation }) => Object.entries(operation.responses)))
  byStatus.delete('200')
  return [...byStatus].sort(([a], [b]) => a.localeCompare(b))
}

function errorFormatSection(document: OpenApiDocument, entries: Entry[]): Markup {
  const statuses = errorResponses(entries).map(([status, reference]) => {
    const response = resolve(document, reference)
    const headers = Object.keys(response.headers ?? {})
    return html`<h3 id="error-${status}">${status} ${STATUS_TITLES[Number(status)]}</h3>
<p>${prose(response.description)}${headers.length > 0 ? html` Headers: ${headers.map((h) => html`<code>${h}</code>`)}.` : ''}</p>
${pretty(response.content?.['application/problem+json']?.example)}`
  })
  return html`<section id="errors">
<h2>Errors</h2>
<p>Every error, on every path, is an RFC 9457 problem (<code>application/problem+json</code>). It never repeats the values that were sent.</p>
${outputTable(fieldRows(document, { $ref: '#/components/schemas/Problem' }))}
${statuses}
</section>`
}

export function renderDocsPage(document: OpenApiDocument): string {
  const baseUrl = document.servers[0]?.url ?? ''
  const entries = operationsOf(document)
  const { title, version, description } = document.info
  return html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} ${version}</title>
<style>${trusted(DOCS_STYLE)}</style>
</head>
<body>
<header>
<h1>${title}</h1>
<p class="meta">Version ${version} · Base URL <code>${baseUrl}</code> · Machine-readable: <a href="${OPENAPI_PATH}"><code>${OPENAPI_PATH}</code></a></p>
${description.split('\n\n').map((p) => html`<p>${prose(p)}</p>`)}
</header>
<nav>
<h2>Endpoints</h2>
<ul>${entries.map(({ path, method, operation }) => html`<li><a href="#${operation.operationId}">${method.toUpperCase()} ${path}</a>: ${operation.summary}</li>`)}
<li><a href="#errors">Errors</a></li></ul>
</nav>
<main>
${entries.map((entry) => operationSection(document, baseUrl, entry))}
${errorFormatSection(document, entries)}
</main>
</body>
</html>
`.text
}
