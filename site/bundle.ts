/**
 * The browser modules, bundled from site/client/ (with the views they share with the server)
 * by Bun's bundler in a child process each, so that the build stays synchronous. A running
 * server never bundles: it serves the modules its build produced (build-catalogues/catalogue-source.ts,
 * which the server entry point wires in).
 */
import { fileURLToPath } from 'node:url'
import { type ClientModules, SCRIPT_ASSETS, type ScriptAsset } from '../api/pages.ts'

const ENTRIES: Record<ScriptAsset, string> = { script: './client/main.ts', logScript: './client/log-main.ts' }

function bundle(entry: string): Uint8Array {
  const path = fileURLToPath(new URL(entry, import.meta.url))
  const built = Bun.spawnSync([process.execPath, 'build', path, '--target=browser', '--format=esm', '--minify'], {
    stdout: 'pipe',
    stderr: 'pipe',
  })
  if (built.exitCode !== 0) throw new Error(`could not bundle ${path}: ${built.stderr.toString()}`)
  return new Uint8Array(built.stdout)
}

export const bundleClientModules = (): ClientModules =>
  Object.fromEntries(SCRIPT_ASSETS.map((asset) => [asset, bundle(ENTRIES[asset])])) as ClientModules
