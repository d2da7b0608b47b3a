/**
 * How each compared server is started: ours from server/main.ts in several settings, the
 * raw Bun baseline, and the Fastify peer, which is bundled for Node first.
 */
import { basename, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { deploymentEnv } from './deployment.ts'
import { type LoadTarget, startTarget } from './server-process.ts'
import type { TargetId } from './suite.ts'

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url))
const REPO_ROOT = here('../')
const DIST_DIR = here('../dist/')
const OURS = [process.execPath, here('../server/main.ts')]

export interface TargetCommand {
  command: string[]
  env: Record<string, string>
}

/** Builds dist/ if it is missing or stale, as `npm start` does: ours and the baselines serve it. */
export function ensureCatalogues(): void {
  const built = Bun.spawnSync([process.execPath, here('../build-catalogues/ensure.ts')], { stdout: 'inherit', stderr: 'inherit' })
  if (built.exitCode !== 0) throw new Error('could not build the catalogues (dist/)')
}

/**
 * The peer runs under node, so it is bundled: our domain code inlined, packages left as
 * imports. The bundle goes below bench/node_modules/ so that node resolves Fastify from the
 * bench's own install and the rest from the service's, further up.
 */
async function bundleFastifyPeer(): Promise<string> {
  const built = await Bun.build({
    entrypoints: [here('./baselines/fastify-node.ts')],
    target: 'node',
    packages: 'external',
    outdir: here('./node_modules/.cache/'),
    naming: '[name].mjs',
  })
  if (!built.success) throw new AggregateError(built.logs, 'could not bundle the Fastify peer')
  return built.outputs[0]!.path
}

/**
 * Ours as in production: the access log on (the harness discards stdout), one process, and the
 * heap sized for the Deployment's memory, as the image, the Deployment and `npm start` size it:
 * left to itself, JavaScriptCore sizes it for this machine's RAM (docs/performance.md, "Memory").
 */
const oursCommand = (env: Record<string, string> = {}): TargetCommand => ({
  command: OURS,
  env: { ACCESS_LOG: 'on', WORKERS: '1', BUN_JSC_forceRAMSize: deploymentEnv.BUN_JSC_forceRAMSize!, ...env },
})

/** The raw baseline: Bun.serve with no framework and no validation. */
const rawBunCommand = (): TargetCommand => ({ command: [process.execPath, here('./baselines/raw-bun.ts'), DIST_DIR], env: {} })

export async function targetCommands(): Promise<Record<TargetId, TargetCommand>> {
  const rawBun = rawBunCommand()
  return {
    ours: oursCommand(),
    'ours-log-off': oursCommand({ ACCESS_LOG: 'off' }),
    'raw-bun': rawBun,
    'raw-bun-twin': rawBun,
    'fastify-node': { command: ['node', await bundleFastifyPeer(), DIST_DIR], env: { NODE_ENV: 'production' } },
    'ours-workers-2': oursCommand({ WORKERS: '2' }),
    'ours-native-catalogues': oursCommand({ CATALOGUE_SERVING: 'native' }),
    'ours-twin': oursCommand(),
  }
}

/** As a shell line for reports, e.g. `ACCESS_LOG=on WORKERS=1 bun server/main.ts`: repository paths made relative. */
export function describeCommand({ command, env }: TargetCommand): string {
  const [runtime, ...rest] = command
  const shown = [basename(runtime!), ...rest.map((part) => (part.startsWith(REPO_ROOT) ? relative(REPO_ROOT, part) || '.' : part))]
  return [...Object.entries(env).map(([k, v]) => `${k}=${v}`), ...shown].join(' ')
}

/** Starts every target, one at a time, in the record's order; if one fails, those already started are stopped. */
export async function startTargets<Id extends string>(commands: Record<Id, TargetCommand>): Promise<Map<Id, LoadTarget>> {
  const started = new Map<Id, LoadTarget>()
  try {
    for (const id of Object.keys(commands) as Id[]) started.set(id, await startTarget(commands[id].command, commands[id].env))
  } catch (error) {
    await stopTargets(started)
    throw error
  }
  return started
}

export async function stopTargets(targets: Map<string, LoadTarget>): Promise<void> {
  await Promise.all([...targets.values()].map((t) => t.stop()))
}
