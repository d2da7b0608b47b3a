/**
 * The document and the app agree: every route is described, every described operation
 * answers its example request with its example response, and every error the app gives
 * is one the operation documents, in the Problem shape.
 */
import { describe, expect, test } from 'bun:test'
import { FORM_MEDIA_TYPE } from '../../api/limits.ts'
import { MCP_PATH } from '../../api/mcp.ts'
import { buildOpenApi } from '../../api/openapi/document.ts'
import { exampleRequest } from '../../api/openapi/example-request.ts'
import { type DescribedOperation, operationsOf } from '../../api/openapi/operation-list.ts'
import type { ResponseObject } from '../../api/openapi/types.ts'
import { createApp } from '../../server/app.ts'
import { resolve } from '../../server/docs/refs.ts'
import { send, type TestRequest, testApp } from './support/http.ts'
import { schemaValidator } from './support/schema-validator.ts'

const BASE_URL = 'https://metrics.example.org'
const app = testApp(BASE_URL)
const document = buildOpenApi(BASE_URL)
const operations = operationsOf(document)
const validator = schemaValidator(document)
const named = operations.map((o) => [`${o.method.toUpperCase()} ${o.path}`, o] as const)

/** Checks that `response` is documented for the operation and its body fits the documented schema. */
async function expectDocumented({ operation }: DescribedOperation, response: Response): Promise<void> {
  const documented = operation.responses[String(response.status)]
  expect(documented, `status ${response.status} is not documented`).toBeDefined()
  const { content } = resolve<ResponseObject>(document, documented!)
  const mediaType = response.headers.get('content-type')!.split(';')[0]!
  const media = content?.[mediaType]
  expect(media, `${mediaType} is not documented for ${response.status}`).toBeDefined()
  if (mediaType.endsWith('json')) expect(validator.errorsOf(media!.schema, await response.json())).toBeNull()
}

describe('routes and document agree', () => {
  test('every route the app answers is described, but the MCP endpoint', () => {
    // /mcp speaks JSON-RPC, which the MCP specification describes; the document's description names it.
    const routes = app.routes.filter((r) => r.path !== MCP_PATH).map((r) => `${r.method.toLowerCase()} ${r.path}`)
    const described = operations.map((o) => `${o.method} ${o.path}`)
    expect(routes.length).toBeGreaterThan(0)
    expect(described).toEqual(expect.arrayContaining(routes))
  })

  test.each(named)('%s answers its example request with its example response', async (_, described) => {
    const request = exampleRequest(described.path, described.method, described.operation)
    const response = await send(app, request)
    expect(response.status).toBe(200)
    const media = Object.values(resolve<ResponseObject>(document, described.operation.responses['200']!).content!)[0]!
    if (media.example !== undefined) expect(await response.clone().json()).toEqual(media.example)
    await expectDocumented(described, response)
  })

  test('/ negotiated: the home page and its revalidation are documented as the JSON index is', async () => {
    const index = operations.find((o) => o.path === '/' && o.method === 'get')!
    const page = await send(app, { method: 'GET', target: '/', headers: { accept: 'text/html' } })
    expect(page.status).toBe(200)
    await expectDocumented(index, page)
    const again = await send(app, {
      method: 'GET',
      target: '/',
      headers: { accept: 'text/html', 'if-none-match': page.headers.get('etag')! },
    })
    expect(again.status).toBe(304)
    expect(index.operation.responses['304']).toBeDefined()
  })

  test.each(named)('%s: a wrong method gives the documented 405 with Allow', async (_, described) => {
    // GET on a POST-only path; PUT where the path answers GET too (the log page: GET the form, POST it).
    const wrong = described.method === 'get' || named.some(([, o]) => o.path === described.path && o.method === 'get') ? 'PUT' : 'GET'
    const response = await send(app, { method: wrong, target: described.path })
    expect(response.status).toBe(405)
    expect(response.headers.get('allow')).toContain(described.method.toUpperCase())
    await expectDocumented(described, response)
  })
})

describe('error responses are documented', () => {
  // The log page's form is read as a person's form (test/site/log-page.test.ts), not as the API's JSON.
  const jsonOrQuery = named.filter(([, o]) => o.operation.requestBody === undefined || o.operation.requestBody.content['application/json'])
  const calculatorOperations = jsonOrQuery.filter(([, o]) => o.operation.responses['422'])

  test.each(calculatorOperations)('%s: an unknown field gives the documented 422', async (_, described) => {
    const request = exampleRequest(described.path, described.method, described.operation)
    const withTypo: TestRequest =
      request.body === undefined
        ? { ...request, target: `${request.target}&weightkg=80` }
        : { ...request, body: JSON.stringify({ ...JSON.parse(request.body), weightkg: 80 }) }
    const response = await send(app, withTypo)
    expect(response.status).toBe(422)
    await expectDocumented(described, response)
  })

  const bodyOperations = jsonOrQuery.filter(([, o]) => o.operation.requestBody)
  const badBodies: [string, number, (r: TestRequest) => TestRequest][] = [
    ['invalid JSON', 400, (r) => ({ ...r, body: '{"age":' })],
    ['an oversized body', 413, (r) => ({ ...r, body: `{"pad":"${'x'.repeat(70_000)}"}` })],
    ['a non-JSON content type', 415, (r) => ({ ...r, headers: { 'content-type': 'text/plain' } })],
  ]
  describe.each(bodyOperations)('%s', (_, described) => {
    test.each(badBodies)('%s gives the documented %d', async (_, status, corrupt) => {
      const response = await send(app, corrupt(exampleRequest(described.path, described.method, described.operation)))
      expect(response.status).toBe(status)
      await expectDocumented(described, response)
    })
  })
})

describe.each(named.filter(([, o]) => o.operation.requestBody?.content[FORM_MEDIA_TYPE]))('%s, a form', (_, described) => {
  const badForms: [string, number, (r: TestRequest) => TestRequest][] = [
    ['an oversized form', 413, (r) => ({ ...r, body: `log=${'x'.repeat(70_000)}` })],
    ['a JSON body', 415, (r) => ({ ...r, headers: { 'content-type': 'application/json' }, body: '{"log":""}' })],
  ]
  test.each(badForms)(
    '%s gives the documented %d, with the documented detail and instance where it is a problem',
    async (_, status, corrupt) => {
      const response = await send(app, corrupt(exampleRequest(described.path, described.method, described.operation)))
      expect(response.status).toBe(status)
      await expectDocumented(described, response.clone())
      const media = resolve<ResponseObject>(document, described.operation.responses[String(status)]!).content!
      const example = media['application/problem+json']?.example as { detail: string; instance: string } | undefined
      if (example !== undefined) {
        const { detail, instance } = await response.json()
        expect({ detail, instance }).toEqual({ detail: example.detail, instance: example.instance })
      }
    },
  )
})

test.each(named.filter(([, o]) => o.operation.requestBody?.content['application/json']))(
  '%s: a body that never finishes gives the documented 408',
  async (_, described) => {
    const impatient = createApp({ bodyTimeoutMs: 20 })
    const stalled = new ReadableStream({ start: (controller) => controller.enqueue(new TextEncoder().encode('{"age":')) })
    const response = await impatient.handle(
      new Request(`http://localhost${described.path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: stalled,
      }),
    )
    expect(response.status).toBe(408)
    await expectDocumented(described, response)
  },
)

describe('GET /openapi.json', () => {
  test('serves the document for the configured base URL as JSON', async () => {
    const response = await send(app, { method: 'GET', target: '/openapi.json' })
    expect(response.headers.get('content-type')).toBe('application/json')
    expect(await response.json()).toEqual(JSON.parse(JSON.stringify(document)))
  })
})
