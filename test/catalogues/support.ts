/**
 * Shared by the catalogue tests: dist/ is (re)built first when missing or stale, exactly
 * as `npm start` does, then an app serves it in-process.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { DIST_DIR } from '../../api/dist-directory.ts'
import { MANIFEST_FILE, type Manifest } from '../../api/manifest.ts'
import { buildOptions, buildSite, isCurrent } from '../../build-catalogues/build.ts'
import { createApp } from '../../server/app.ts'

export function ensureCatalogues(): Manifest {
  const options = buildOptions()
  if (!isCurrent(options)) buildSite(options)
  return JSON.parse(readFileSync(join(DIST_DIR, MANIFEST_FILE), 'utf8'))
}

export const manifest = ensureCatalogues()
export const app = createApp({ clock: () => new Date('2026-05-01T08:00:00Z'), baseUrl: manifest.baseUrl })

/** The host is long on purpose: Elysia's router reads the path from character 11 on. */
export const get = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
  app.handle(new Request(`http://localhost${path}`, { method, headers }))

/** A path of the service from one of its absolute URLs. */
export const localPath = (url: string) => {
  const u = new URL(url)
  return u.pathname + u.search
}

export async function getJson(path: string): Promise<any> {
  const response = await get(path)
  if (response.status !== 200) throw new Error(`${path} answered ${response.status}`)
  return response.json()
}

export const JSON_CATALOGUE_PATHS = [
  '/.well-known/ai-agent.json',
  '/api/v1/entities.json',
  '/api/v1/nutrition-benchmarks.json',
  '/api/v1/summaries',
  '/api/v1/citations',
  '/api/v1/knowledge-objects',
  '/api/v1/dataset-discovery',
]
