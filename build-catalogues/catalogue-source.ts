/**
 * Where the running server gets its built catalogues: dist/ or files embedded in the binary,
 * as built — or, when they were built for another BASE_URL, rebuilt in memory at start-up
 * with the same renderers and build date, so every published link points at this service.
 * The build code is loaded only in that case, keeping it off the usual start-up path.
 */
import { readFileSync } from 'node:fs'
import type { ReadFile } from '../api/dist-directory.ts'
import { MANIFEST_FILE, type Manifest } from '../api/manifest.ts'
import { SITE_ASSETS } from '../api/pages.ts'

/** `files`: name relative to the build root → the embedded file's path (from `import … with { type: 'file' }`). */
export function embeddedReader(files: Record<string, string>): ReadFile {
  return (name) => {
    const path = files[name]
    return path === undefined ? undefined : new Uint8Array(readFileSync(path))
  }
}

/** Set in the environment of the child that rebuilds: it writes the files to stdout and exits. */
const REBUILD_CHILD = 'CALORIE_METRICS_REBUILD_CHILD'

/**
 * In the rebuilding child, never returns. Elsewhere, when the build was made for another
 * BASE_URL, the files rebuilt by a child process: the build's code, renderers and compressors
 * leave tens of MB resident behind them (idle 91–94 MB after a rebuild in process, against
 * 66 MB without one, 2026-11-26), which the server's memory limit cannot spare.
 */
export async function forBaseUrl(read: ReadFile, baseUrl: string): Promise<ReadFile> {
  const manifestBytes = read(MANIFEST_FILE)
  if (manifestBytes === undefined) return read
  const manifest = JSON.parse(new TextDecoder().decode(manifestBytes)) as Manifest
  if (manifest.baseUrl === baseUrl) return read
  if (process.env[REBUILD_CHILD] !== undefined) {
    // Bun.write finishes writing to the pipe before the exit (process.stdout.write may not).
    await Bun.write(Bun.stdout, framed(await rebuild(read, baseUrl, manifest)))
    process.exit(0)
  }
  const rebuilt = await rebuiltByChild()
  console.error(JSON.stringify({ level: 'info', event: 'catalogues-rebuilt', reason: 'built for another BASE_URL' }))
  return (name) => rebuilt.get(name)
}

async function rebuild(read: ReadFile, baseUrl: string, manifest: Manifest): Promise<{ name: string; bytes: Uint8Array }[]> {
  const { packBuild } = await import('./build.ts')
  // The browser module holds no URL: the build's own bytes serve any BASE_URL (a binary could not bundle it again).
  const clientModule = read(SITE_ASSETS.script.path.slice(1))
  if (clientModule === undefined) throw new Error(`the build has no ${SITE_ASSETS.script.path}; rebuild it`)
  return packBuild(baseUrl, Date.parse(manifest.builtAt) / 1000, manifest.sourceFingerprint, clientModule).files
}

/**
 * This program run again, as a child: the compiled binary is its own entry, while `bun
 * server/main.ts` names its script. Its stdout is the files, framed.
 */
async function rebuiltByChild(): Promise<Map<string, Uint8Array<ArrayBuffer>>> {
  const script = process.argv[1]
  const compiled = script === undefined || script.startsWith('/$bunfs/')
  const child = Bun.spawn(compiled ? [process.execPath] : [process.execPath, script], {
    env: { ...process.env, [REBUILD_CHILD]: '1' },
    stdout: 'pipe',
    stderr: 'inherit',
  })
  const [output, code] = await Promise.all([new Response(child.stdout).bytes(), child.exited])
  if (code !== 0) throw new Error(`rebuilding the catalogues for BASE_URL failed (exit ${code})`)
  return unframed(output)
}

/** Each file as its name's length and its bytes' length (32-bit, big-endian), then the name and the bytes. */
function framed(files: { name: string; bytes: Uint8Array }[]): Uint8Array {
  const names = files.map((f) => new TextEncoder().encode(f.name))
  const out = new Uint8Array(files.reduce((sum, f, i) => sum + 8 + names[i]!.length + f.bytes.length, 0))
  const view = new DataView(out.buffer)
  let at = 0
  files.forEach((f, i) => {
    view.setUint32(at, names[i]!.length)
    view.setUint32(at + 4, f.bytes.length)
    out.set(names[i]!, at + 8)
    out.set(f.bytes, at + 8 + names[i]!.length)
    at += 8 + names[i]!.length + f.bytes.length
  })
  return out
}

function unframed(bytes: Uint8Array<ArrayBuffer>): Map<string, Uint8Array<ArrayBuffer>> {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  const files = new Map<string, Uint8Array<ArrayBuffer>>()
  for (let at = 0; at < bytes.length; ) {
    const nameLength = view.getUint32(at)
    const length = view.getUint32(at + 4)
    const name = new TextDecoder().decode(bytes.subarray(at + 8, at + 8 + nameLength))
    files.set(name, bytes.subarray(at + 8 + nameLength, at + 8 + nameLength + length))
    at += 8 + nameLength + length
  }
  return files
}
