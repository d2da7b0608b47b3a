/**
 * A typed client for the service: every path, parameter and response field checked by
 * TypeScript, through openapi-fetch.
 *
 *   const api = createCalorieClient('http://localhost:3000')
 *   const { data, error } = await api.GET('/api/bmi-calculator', { params: { query: { weightKg: 80, heightCm: 180 } } })
 */
import createClient from 'openapi-fetch'
import type { paths } from './openapi.d.ts'

export type { paths }

export const createCalorieClient = (baseUrl: string) => createClient<paths>({ baseUrl })
