/**
 * The child process that rebuilds the catalogues for another BASE_URL (see catalogue-source.ts):
 * its stdin is the request, framed (`request`: JSON of RebuildRequest; each browser module's
 * bytes under its asset's name, SCRIPT_ASSETS), its stdout the rebuilt files, framed. From source it runs as this file; the
 * compiled binary runs itself with REBUILD_CHILD set and calls `runRebuildChild`.
 */
import { framed, unframed } from '../api/framing.ts'
import { type ClientModules, SCRIPT_ASSETS } from '../api/pages.ts'

/** Set in the child's environment: the compiled binary's entry then rebuilds instead of serving. */
export const REBUILD_CHILD = 'CALORIE_METRICS_REBUILD_CHILD'

export interface RebuildRequest {
  baseUrl: string
  epochSeconds: number
  sourceFingerprint: string
}

export async function runRebuildChild(): Promise<never> {
  const input = unframed(await Bun.stdin.bytes())
  const request = JSON.parse(new TextDecoder().decode(input.get('request'))) as RebuildRequest
  const { packBuild } = await import('./build.ts')
  const modules = Object.fromEntries(SCRIPT_ASSETS.map((asset) => [asset, input.get(asset)!])) as ClientModules
  const site = packBuild(request.baseUrl, request.epochSeconds, request.sourceFingerprint, modules)
  try {
    // Bun.write finishes writing to the pipe before the exit (process.stdout.write may not).
    await Bun.write(Bun.stdout, framed(site.files.map((f) => ({ name: f.name, bytes: f.bytes }))))
  } catch (error) {
    // The server that asked is gone (killed while this ran): its pipe is closed. One log line, as the server's
    // own, not a stack trace in the container's log; the build is synchronous, so this is as early as it can stop.
    if ((error as { code?: unknown }).code !== 'EPIPE') throw error
    console.error(JSON.stringify({ level: 'warn', event: 'rebuild-abandoned', reason: 'the server that asked for it is gone' }))
    process.exit(1)
  }
  process.exit(0)
}

if (import.meta.main) await runRebuildChild()
