/**
 * `npm run build`: renders and validates every catalogue into dist/ (or `--out DIR`).
 * Exit 2 on a configuration error, 1 when a document breaks its schema.
 */
import { resolve } from 'node:path'
import { ConfigError } from '../api/config.ts'
import { buildOptions, buildSite } from './build.ts'

function outDirArgument(args: string[]): string | undefined {
  const at = args.indexOf('--out')
  if (at === -1) return undefined
  const dir = args[at + 1]
  if (dir === undefined) throw new ConfigError('--out needs a directory')
  return resolve(dir)
}

try {
  const out = outDirArgument(process.argv.slice(2))
  const options = out === undefined ? buildOptions() : buildOptions(process.env, out)
  const manifest = buildSite(options)
  console.error(
    JSON.stringify({
      level: 'info',
      event: 'catalogues-built',
      outDir: options.outDir,
      files: manifest.files.length,
      builtAt: manifest.builtAt,
      baseUrl: manifest.baseUrl,
    }),
  )
} catch (error) {
  if (!(error instanceof ConfigError)) throw error
  console.error(error.logLine)
  process.exit(2)
}
