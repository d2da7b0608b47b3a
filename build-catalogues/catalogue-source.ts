/**
 * Where the running server gets its built catalogues: dist/ or files embedded in the binary,
 * as built — or, when they were built for another BASE_URL, rebuilt at start-up by a child
 * process with the same renderers and build date, so every published link points at this
 * service. The build code runs only there, off the server's start-up path and out of its memory.
 */
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { Catalogues, ReadFile } from '../api/dist-directory.ts'
import { framed, framedReader } from '../api/framing.ts'
import { MANIFEST_FILE, type Manifest } from '../api/manifest.ts'
import { SCRIPT_ASSETS, SITE_ASSETS } from '../api/pages.ts'
import { REBUILD_CHILD, type RebuildRequest } from './rebuild-child.ts'

/** `files`: name relative to the build root → the embedded file's path (from `import … with { type: 'file' }`). */
export function embeddedReader(files: Record<string, string>): ReadFile {
  return (name) => {
    const path = files[name]
    return path === undefined ? undefined : new Uint8Array(readFileSync(path))
  }
}

/** A rebuild that takes longer has hung: the server does not start without its catalogues. */
const REBUILD_TIMEOUT_MS = 60_000

/**
 * When the build was made for another BASE_URL, the files rebuilt by a child process: the
 * build's code, renderers and compressors leave tens of MB resident behind them (idle 91–94 MB
 * after a rebuild in process, against 60–64 MB without one, 2026-11-26), which the server's
 * memory limit cannot spare.
 */
export async function cataloguesFor(read: ReadFile, baseUrl: string): Promise<Catalogues> {
  const manifestBytes = read(MANIFEST_FILE)
  if (manifestBytes === undefined) return { read }
  const manifest = JSON.parse(new TextDecoder().decode(manifestBytes)) as Manifest
  if (manifest.baseUrl === baseUrl) return { read }
  // The browser modules hold no URL: the build's own bytes serve any BASE_URL (a binary could not bundle them again).
  const modules = SCRIPT_ASSETS.map((asset) => {
    const bytes = read(SITE_ASSETS[asset].path.slice(1))
    if (bytes === undefined) throw new Error(`the build has no ${SITE_ASSETS[asset].path}; rebuild it`)
    return { name: asset, bytes }
  })
  const request: RebuildRequest = {
    baseUrl,
    epochSeconds: Date.parse(manifest.builtAt) / 1000,
    sourceFingerprint: manifest.sourceFingerprint,
  }
  const rebuilt = await rebuiltByChild(framed([{ name: 'request', bytes: new TextEncoder().encode(JSON.stringify(request)) }, ...modules]))
  console.error(JSON.stringify({ level: 'info', event: 'catalogues-rebuilt', reason: 'built for another BASE_URL' }))
  // The reader holds views into these bytes: keeping them for the workers costs nothing more.
  return { read: framedReader(rebuilt), rebuilt }
}

/** The files to serve at `baseUrl` (cataloguesFor's), for a caller with no workers to hand them to. */
export const forBaseUrl = async (read: ReadFile, baseUrl: string): Promise<ReadFile> => (await cataloguesFor(read, baseUrl)).read

/** The compiled binary runs itself (its entry checks REBUILD_CHILD); from source, the child's own file runs. */
async function rebuiltByChild(input: Uint8Array): Promise<Uint8Array<ArrayBuffer>> {
  const compiled = Bun.main.startsWith('/$bunfs/')
  const child = Bun.spawn(
    compiled ? [process.execPath] : [process.execPath, fileURLToPath(new URL('./rebuild-child.ts', import.meta.url))],
    {
      env: { ...process.env, [REBUILD_CHILD]: '1' },
      stdin: input,
      stdout: 'pipe',
      stderr: 'inherit',
      timeout: REBUILD_TIMEOUT_MS,
    },
  )
  // The child ends with the process, whatever ends it (a stop signal while starting, start.ts): never left behind.
  const stopChild = () => child.kill()
  process.once('exit', stopChild)
  const [output, code] = await Promise.all([new Response(child.stdout).bytes(), child.exited])
  process.off('exit', stopChild)
  if (code !== 0) throw new Error(`rebuilding the catalogues for BASE_URL failed (exit ${code ?? child.signalCode})`)
  return output
}
