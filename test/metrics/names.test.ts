/**
 * One name per calculator (docs/adding-a-calculator.md): its id is its path's last segment, and its
 * key, operationId, MCP tool, page and fixture folder all derive from that id.
 */
import { describe, expect, test } from 'bun:test'
import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { endpoints } from '../../api/endpoints.ts'
import { toolName } from '../../api/mcp.ts'
import { buildOpenApi } from '../../api/openapi/document.ts'
import { calculatorPages, LOG_PAGE } from '../../api/pages.ts'
import { calculators, codeName } from '../../metrics/index.ts'

const CASES = fileURLToPath(new URL('../../fixtures/cases/', import.meta.url))

describe('one name per calculator', () => {
  test('the code name drops the seed suffix and camel-cases the rest', () => {
    expect(codeName('body-fat-calculator')).toBe('bodyFat')
    expect(codeName('weight-loss-estimator')).toBe('weightLoss')
    expect(codeName('calories-for-goal-date')).toBe('caloriesForGoalDate')
    expect(codeName('calculate')).toBe('calculate')
  })

  test('each key in metrics/index.ts is its calculator’s code name', () => {
    for (const [key, calculator] of Object.entries(calculators))
      expect({ id: calculator.id, key }).toEqual({ id: calculator.id, key: codeName(calculator.id) })
  })

  test('the path, operationId and tool derive from the id', () => {
    const paths = buildOpenApi('http://localhost:3000').paths as Record<string, Record<string, { operationId: string }>>
    for (const { method, path, calculator, key } of endpoints) {
      const named = { key, path, operationId: paths[path]?.[method.toLowerCase()]?.operationId, tool: toolName(calculator) }
      const expected = { key, path: method === 'POST' ? `/api/v1/${calculator.id}` : `/api/${calculator.id}`, operationId: key, tool: key }
      expect(named).toEqual(expected)
    }
  })

  test('each calculator has its fixture folder, fixtures/cases/<id>/', () => {
    const missing = endpoints
      .filter(({ calculator }) => !existsSync(`${CASES}${calculator.id}`))
      .map(({ key, calculator }) => `${key}: fixtures/cases/${calculator.id}/ is missing; run python3 fixtures/oracle/generate.py`)
    expect(missing).toEqual([])
  })

  test('every page is its API path less /api (docs/decisions.md), and the log page its path less /api/v1', () => {
    for (const page of calculatorPages) expect(page.api.replace(/^\/api\//, '/')).toBe(page.path)
    expect(LOG_PAGE.api.replace(/^\/api\/v1\//, '/')).toBe(LOG_PAGE.path)
  })
})
