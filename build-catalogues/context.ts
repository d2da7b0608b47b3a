/**
 * The inputs of one build besides the source code: the public origin and the build date.
 * The date comes from SOURCE_DATE_EPOCH (reproducible-builds.org), else the last commit,
 * else a fixed fallback, and never from the clock: the same sources give the same bytes.
 */
import { spawnSync } from 'node:child_process'
import { ConfigError } from '../api/config.ts'

/** 2026-01-01T00:00:00Z: used only for a source tree with neither SOURCE_DATE_EPOCH nor git history. */
export const FALLBACK_EPOCH = 1_767_225_600

export interface BuildContext {
  baseUrl: string
  /** ISO 8601 date-time, seconds precision, UTC. */
  builtAt: string
  url(path: string): string
}

export function buildContext(baseUrl: string, epochSeconds: number): BuildContext {
  return {
    baseUrl,
    builtAt: new Date(epochSeconds * 1000).toISOString().replace('.000Z', 'Z'),
    url: (path) => `${baseUrl}${path}`,
  }
}

const EPOCH = /^\d+$/

export function buildEpoch(env: Record<string, string | undefined>, repoRoot: string): number {
  const fromEnv = env.SOURCE_DATE_EPOCH
  if (fromEnv !== undefined && fromEnv !== '') {
    if (!EPOCH.test(fromEnv)) throw new ConfigError('SOURCE_DATE_EPOCH must be a whole number of seconds')
    return Number(fromEnv)
  }
  const git = spawnSync('git', ['log', '-1', '--format=%ct'], { cwd: repoRoot, encoding: 'utf8' })
  const fromGit = git.status === 0 ? git.stdout.trim() : ''
  return EPOCH.test(fromGit) ? Number(fromGit) : FALLBACK_EPOCH
}
