/**
 * The child process that rebuilds the catalogues for another BASE_URL (see catalogue-source.ts):
 * its stdin is the request, framed (`request`: JSON of RebuildRequest; `client`: the browser
 * module's bytes), its stdout the rebuilt files, framed. From source it runs as this file; the
 * compiled binary runs itself with REBUILD_CHILD set and calls `runRebuildChild`.
 */
import { framed, unframed } from '../api/framing.ts'

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
  const site = packBuild(request.baseUrl, request.epochSeconds, request.sourceFingerprint, input.get('client')!)
  // Bun.write finishes writing to the pipe before the exit (process.stdout.write may not).
  await Bun.write(Bun.stdout, framed(site.files.map((f) => ({ name: f.name, bytes: f.bytes }))))
  process.exit(0)
}

if (import.meta.main) await runRebuildChild()
