/**
 * Runs before the server in `npm start`: builds dist/ when it is missing or was built from
 * other sources, another BASE_URL or another date; otherwise does nothing, quickly.
 */
import { ConfigError } from '../api/config.ts'
import { buildOptions, buildSite, isCurrent } from './build.ts'

try {
  const options = buildOptions()
  if (!isCurrent(options)) {
    const manifest = buildSite(options)
    console.error(JSON.stringify({ level: 'info', event: 'catalogues-built', files: manifest.files.length, builtAt: manifest.builtAt }))
  }
} catch (error) {
  if (!(error instanceof ConfigError)) throw error
  console.error(error.logLine)
  process.exit(2)
}
