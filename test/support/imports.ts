/** The project's import graph, read from the sources, for tests about layers and build inputs. */
import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

export const ROOT = fileURLToPath(new URL('../../', import.meta.url))
/** `import … from 'x'`, `export … from 'x'`, `import 'x'` (side effects only) and `import('x')`; type-only imports too. */
const IMPORT = /(?:^|\n)\s*(?:(?:import|export)\s[^'"]*?from\s*|import\s*)['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g

/** Every module reachable from `entry`: local files relative to the root, and packages by name. */
export function reachable(entry: string): { files: string[]; packages: string[] } {
  const files = new Set<string>()
  const packages = new Set<string>()
  const walk = (file: string) => {
    if (files.has(file)) return
    files.add(file)
    for (const m of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const spec = (m[1] ?? m[2])!
      if (spec.startsWith('.')) walk(resolve(dirname(file), spec))
      else packages.add(spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : spec.split('/')[0]!)
    }
  }
  walk(join(ROOT, entry))
  return { files: [...files].map((f) => relative(ROOT, f)), packages: [...packages] }
}

/** Every TypeScript source under `folder`, relative to the root. */
export const sourcesUnder = (folder: string): string[] =>
  readdirSync(join(ROOT, folder), { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.ts'))
    .map((f) => join(folder, f))

/** A file's top-level folder (or the file itself, at the root). */
export const layerOf = (file: string): string => file.split('/')[0]!
