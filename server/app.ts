/** The Elysia application: routes composed, errors mapped. Starting it is main.ts's job. */
import { Elysia } from 'elysia'
import { errorResponse, type AllowedMethods } from './errors.ts'
import { calculatorRoutes, type Clock } from './routes/calculators.ts'
import { healthRoutes } from './routes/health.ts'

export interface AppOptions {
  /** Source of "today" for plans without a startDate; tests pin it. */
  clock?: Clock
  /** Absolute origin for links in OpenAPI and the catalogues (config BASE_URL). */
  baseUrl?: string
}

/** GET routes also answer HEAD (Elysia derives it), so Allow lists both. */
function allowedMethods(routes: { method: string; path: string }[]): AllowedMethods {
  const allowed: AllowedMethods = new Map()
  for (const { method, path } of routes) {
    const methods = allowed.get(path) ?? []
    methods.push(...(method === 'GET' ? ['GET', 'HEAD'] : [method]))
    allowed.set(path, methods)
  }
  return allowed
}

export function createApp(options: AppOptions = {}) {
  const clock = options.clock ?? (() => new Date())
  let allowed: AllowedMethods = new Map()
  const app = new Elysia()
    .onError({ as: 'global' }, ({ error, code, request }) => errorResponse(error, code, request, allowed))
    .use(healthRoutes)
    .use(calculatorRoutes(clock))
  allowed = allowedMethods(app.routes)
  return app
}
