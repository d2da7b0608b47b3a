/**
 * The OpenAPI document and /docs are made on their first request, not at start-up, where building
 * them would be a large share of a cold start: no module the server loads before it runs builds them.
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

test('the walk finds a builder imported before a module runs, and not one imported when called, so the check above can fail', () => {
  const { files } = loadedAtStart('test/server/support/loads-a-builder.ts')
  expect(BUILDERS.filter((f) => files.includes(f))).toEqual(['api/openapi/document.ts'])
})
