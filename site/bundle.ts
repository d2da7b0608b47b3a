/**
 * The browser module, bundled from site/client/ (with the views it shares with the server)
 * by Bun's bundler in a child process, so that the build stays synchronous. A running server
 * never bundles: it serves the module its build produced (build-catalogues/catalogue-source.ts,
 * which the server entry point wires in).
 */
import { fileURLToPath } from 'node:url'

const ENTRY = fileURLToPath(new URL('./client/main.ts', import.meta.url))

export function bundleClientModule(): Uint8Array {
  const built = Bun.spawnSync([process.execPath, 'build', ENTRY, '--target=browser', '--format=esm', '--minify'], {
    stdout: 'pipe',
    stderr: 'pipe',
  })
  if (built.exitCode !== 0) throw new Error(`could not bundle ${ENTRY}: ${built.stderr.toString()}`)
  return new Uint8Array(built.stdout)
}
