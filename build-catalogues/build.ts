/** One build: from the environment to a written, validated dist/. */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { readConfig } from '../api/config.ts'
import { DIST_DIR } from '../api/dist-directory.ts'
import { MANIFEST_FILE, type Manifest } from '../api/manifest.ts'
import type { ClientModules } from '../api/pages.ts'
import { bundleClientModules } from '../site/bundle.ts'
import { buildContext, buildEpoch } from './context.ts'
import { sourceFingerprint } from './fingerprint.ts'
import { renderSite } from './render.ts'
import { type PackedSite, packSite, writeSite } from './writer.ts'

export const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url))

export interface BuildOptions {
  baseUrl: string
  epochSeconds: number
  outDir: string
}

/** BASE_URL as the server reads it (api/config.ts), the reproducible build date, dist/ unless told otherwise. */
export function buildOptions(env: Record<string, string | undefined> = process.env, outDir: string = DIST_DIR): BuildOptions {
  return { baseUrl: readConfig(env).baseUrl, epochSeconds: buildEpoch(env, REPO_ROOT), outDir }
}

const fingerprintOf = (o: BuildOptions) => sourceFingerprint(REPO_ROOT, o.baseUrl, o.epochSeconds)

/**
 * Renders and packs the site in memory; `sourceFingerprint` records what it was built from, and
 * `modules` are the pages' browser modules (bundled anew, or from an earlier build).
 */
export function packBuild(baseUrl: string, epochSeconds: number, sourceFingerprint: string, modules: ClientModules): PackedSite {
  const ctx = buildContext(baseUrl, epochSeconds)
  return packSite(renderSite(ctx, modules), { baseUrl: ctx.baseUrl, builtAt: ctx.builtAt, sourceFingerprint })
}

export function buildSite(options: BuildOptions): Manifest {
  return writeSite(options.outDir, packBuild(options.baseUrl, options.epochSeconds, fingerprintOf(options), bundleClientModules()))
}

/** Whether outDir holds a build of exactly these sources, BASE_URL and date. */
export function isCurrent(options: BuildOptions): boolean {
  try {
    const manifest = JSON.parse(readFileSync(join(options.outDir, MANIFEST_FILE), 'utf8')) as Manifest
    return manifest.sourceFingerprint === fingerprintOf(options)
  } catch {
    return false
  }
}
