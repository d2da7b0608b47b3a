/** The project's import graph, read from the sources, for tests about layers and build inputs. */
import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

export const ROOT = fileURLToPath(new URL('../../', import.meta.url))
/** `import … from 'x'`, `export … from 'x'`, `import 'x'` (side effects only) and `import('x')`; type-only imports too. */
const IMPORT = /(?:^|\n)\s*(?:(?:import|export)\s[^'"]*?from\s*|import\s*)['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g
const transpiler = new Bun.Transpiler({ loader: 'ts' })

type ImportsOf = (source: string) => string[]
/** Everything a module refers to, for layers and build inputs. */
const everyImport: ImportsOf = (source) => [...source.matchAll(IMPORT)].map((m) => (m[1] ?? m[2])!)
/** What loads before a module runs: static imports, less the type-only ones (they vanish when compiled); no `import()`. */
const loadedFirst: ImportsOf = (source) =>
  transpiler
    .scanImports(source)
    .filter((i) => i.kind === 'import-statement')
    .map((i) => i.path)

/** Local files (relative to the root) and packages (by name) reached from `entry`, following `importsOf`. */
function walkFrom(entry: string, importsOf: ImportsOf): { files: string[]; packages: string[] } {
  const files = new Set<string>()
  const packages = new Set<string>()
  const walk = (file: string) => {
    if (files.has(file)) return
    files.add(file)
    for (const spec of importsOf(readFileSync(file, 'utf8'))) {
      // Data (package.json, say): reached and listed, but it imports nothing.
      if (spec.startsWith('.') && spec.endsWith('.json')) files.add(resolve(dirname(file), spec))
      else if (spec.startsWith('.')) walk(resolve(dirname(file), spec))
      else packages.add(spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : spec.split('/')[0]!)
    }
  }
  walk(join(ROOT, entry))
  return { files: [...files].map((f) => relative(ROOT, f)), packages: [...packages] }
}

/** Every module reachable from `entry`, however it is imported. */
export const reachable = (entry: string) => walkFrom(entry, everyImport)

/** The modules loaded before `entry` runs: what a process starting from it pays for at start-up. */
export const loadedAtStart = (entry: string) => walkFrom(entry, loadedFirst)

/** Every TypeScript source under `folder`, relative to the root. */
export const sourcesUnder = (folder: string): string[] =>
  readdirSync(join(ROOT, folder), { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.ts'))
    .map((f) => join(folder, f))

/** A file's top-level folder (or the file itself, at the root). */
export const layerOf = (file: string): string => file.split('/')[0]!
