/** docs/layout.md is the newcomer's map: every folder it lists is in the tree, and every file or folder a row names is in it. */
import { expect, test } from 'bun:test'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

const root = new URL('../..', import.meta.url).pathname
const layout = readFileSync(join(root, 'docs/layout.md'), 'utf8')
const rows = [...layout.matchAll(/^\| `([^`]+\/)` \| (.*) \|$/gm)].map(([, folder, what]) => ({ folder: folder!, what: what! }))
/** A backticked name that is a path: a source or document file, or a folder (not `Bun.serve`, `npm run bench`). */
const namedPaths = (text: string) =>
  [...text.matchAll(/`([^`\s]+)`/g)]
    .map(([, name]) => name!)
    .filter((name) => /^[\w.-]+(\/[\w.-]*)*$/.test(name) && /\.(ts|md|json|py|txt|svg)$|\/$/.test(name))

test('the table lists every top-level folder of the code, and only folders that exist', () => {
  const listed = rows.map((r) => r.folder.slice(0, -1))
  const tracked = readdirSync(root, { withFileTypes: true })
    .filter((d) => d.isDirectory() && !d.name.startsWith('.') && !['node_modules', 'dist', 'docs'].includes(d.name))
    .map((d) => d.name)
  expect(listed.toSorted()).toEqual(tracked.toSorted())
})

test.each(rows.map((r) => [r.folder, r] as const))(
  'every path the %s row names exists, in the folder or at the root',
  (_, { folder, what }) => {
    const names = namedPaths(what)
    const missing = names.filter((name) => !existsSync(join(root, folder, name)) && !existsSync(join(root, name)))
    expect(missing).toEqual([])
  },
)
