/**
 * What a build depends on, as one hash: every file under the source roots, BASE_URL and
 * the build date. dist/ is current exactly when its manifest carries the same hash.
 */
import { createHash } from 'node:crypto'
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'

/**
 * Broad on purpose: rebuilding costs a second, serving stale catalogues costs correctness. Every
 * folder the build loads is here (test/catalogues/ensure.test.ts walks its imports to check).
 */
export const SOURCE_ROOTS = ['metrics', 'api', 'knowledge', 'site', 'build-catalogues', 'package.json', 'package-lock.json']

function filesUnder(root: string, entry: string): string[] {
  const path = join(root, entry)
  if (!statSync(path, { throwIfNoEntry: false })) return []
  if (!statSync(path).isDirectory()) return [entry]
  return readdirSync(path).flatMap((child) => filesUnder(root, join(entry, child)))
}

export function sourceFingerprint(repoRoot: string, baseUrl: string, epochSeconds: number): string {
  const hash = createHash('sha256').update(`${baseUrl}\n${epochSeconds}\n`)
  const files = SOURCE_ROOTS.flatMap((entry) => filesUnder(repoRoot, entry)).sort()
  for (const file of files) {
    hash
      .update(`${file}\0`)
      .update(readFileSync(join(repoRoot, file)))
      .update('\0')
  }
  return hash.digest('hex')
}
