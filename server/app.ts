/** The Elysia application: routes composed, errors mapped. Putting it on a socket is serve.ts's job. */
import { Elysia } from 'elysia'
import { DEFAULT_BASE_URL, DEFAULT_REQUEST_TIMEOUT_SECONDS } from '../api/config.ts'
import type { ReadFile } from '../api/dist-directory.ts'
import { pagePaths } from '../api/pages.ts'
import { type DirectRoute, mountDirect } from './direct-routes.ts'
import { errorResponse } from './errors.ts'
import { foreignOriginRefusal, mcpRoute } from './mcp/route.ts'
import { type AllowedMethods, allowedMethods } from './route-table.ts'
import { calculatorRoutes } from './routes/calculators.ts'
import { catalogueRoutes, loadBuild } from './routes/catalogues.ts'
import { healthRoutes } from './routes/health.ts'
import { openApiRoutes } from './routes/openapi.ts'
import { notFoundPage, pageRoutes } from './routes/pages.ts'
import type { Clock } from './today.ts'

export interface AppOptions {
  /** Source of "today" for plans without a startDate; tests pin it. */
  clock?: Clock
  /** Absolute origin for links in OpenAPI, the catalogues and the pages (config BASE_URL). */
  baseUrl?: string
  /** How long a POST body may take to arrive (config REQUEST_TIMEOUT_SECONDS). */
  bodyTimeoutMs?: number
  /** Where the built catalogues come from: dist/ by default, embedded files in the binary. */
  readCatalogue?: ReadFile
}

/** The app, and the routes serve() may also hand to Bun's native router. */
export function createService(options: AppOptions = {}) {
  const clock = options.clock ?? (() => new Date())
  const baseUrl = options.baseUrl ?? DEFAULT_BASE_URL
  const bodyTimeoutMs = options.bodyTimeoutMs ?? DEFAULT_REQUEST_TIMEOUT_SECONDS * 1000
  const built = loadBuild(options.readCatalogue)
  const direct: DirectRoute[] = [
    ...calculatorRoutes({ clock, bodyTimeoutMs }),
    ...pageRoutes({ files: built, clock, baseUrl, bodyTimeoutMs }),
    ...catalogueRoutes(built, new Set(pagePaths)),
    mcpRoute({ baseUrl, clock, files: built, bodyTimeoutMs }),
    ...openApiRoutes(baseUrl),
  ]
  let allowed: AllowedMethods = new Map()
  const notFound = notFoundPage()
  const mcpOriginRefusal = foreignOriginRefusal(baseUrl)
  // standardHostname: Elysia would otherwise look for the path from character 11 of the URL,
  // which misroutes requests whose Host header is three characters or fewer (`Host: api`).
  const app = new Elysia({ handler: { standardHostname: false } })
    .onError({ as: 'global' }, ({ error, code, request }) => errorResponse(error, code, request, allowed, notFound, mcpOriginRefusal))
    .use(healthRoutes)
    .use(mountDirect('direct', direct))
  allowed = allowedMethods(app.routes)
  return { app, direct }
}

export type Service = ReturnType<typeof createService>

export const createApp = (options: AppOptions = {}) => createService(options).app
