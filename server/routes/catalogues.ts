/**
 * The built discovery catalogues (dist/): one GET route per file of the manifest, loaded
 * into memory at start-up. There is no wildcard route and no URL ever becomes a file
 * name, so path traversal has nothing to reach.
 */
import type { DirectRoute } from '../direct-routes.ts'
import { directoryReader, type ReadFile } from '../../api/dist-directory.ts'
import { loadStaticFiles, type StaticFile } from '../static/load.ts'
import { identityResponse, respond } from '../static/respond.ts'

let warnedMissing = false

/** The built files, or none (with a warning, once) when nothing has been built. */
export function loadCatalogues(readFile: ReadFile = directoryReader()): StaticFile[] {
  const files = loadStaticFiles(readFile)
  if (files !== undefined) return files
  // Not fatal: `npm start` builds first; the calculators must still work without dist/.
  if (!warnedMissing) console.error(JSON.stringify({ level: 'warn', event: 'catalogues-not-built', fix: 'npm run build' }))
  warnedMissing = true
  return []
}

export const catalogueFileRoutes = (files: StaticFile[]): DirectRoute[] =>
  files.map((file): DirectRoute => ({
    method: 'GET',
    path: file.path,
    handle: (request, answered) => answered(respond(file, request)),
    nativeResponse: () => identityResponse(file),
  }))

export const catalogueRoutes = (readFile?: ReadFile): DirectRoute[] => catalogueFileRoutes(loadCatalogues(readFile))
