/**
 * The OpenAPI document and /docs are made on their first request, not at start-up (about 30 ms
 * of a cold start of about 130): no module the server loads before it runs builds them.
 */
import { expect, test } from 'bun:test'
import { loadedAtStart } from '../support/imports.ts'

const BUILDERS = ['api/openapi/document.ts', 'server/docs/render-docs.ts']

test('the server starts without loading the code that builds the OpenAPI document and /docs', () => {
  const { files } = loadedAtStart('server/main.ts')
  expect(BUILDERS.filter((f) => files.includes(f))).toEqual([])
  // It does load the route that serves them, so the walk reached that far.
  expect(files).toContain('server/routes/openapi.ts')
})

test('the walk finds a builder a module imports statically, so the check above can fail', () => {
  // The OpenAPI tests import the document's builder.
  expect(BUILDERS.filter((f) => loadedAtStart('test/openapi/served.test.ts').files.includes(f))).toEqual(['api/openapi/document.ts'])
})
