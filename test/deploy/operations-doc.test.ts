/**
 * What the process prints is documented where an operator looks for it (docs/deployment.md,
 * "Operating"): a log event the code gained and the docs did not is a line no one can alert on.
 */
import { expect, test } from 'bun:test'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

const root = new URL('../../', import.meta.url).pathname
const read = (path: string) => readFileSync(join(root, path), 'utf8')

/** Every TypeScript source the server and the binary run (tests are elsewhere). */
const sources = [
  ...readdirSync(join(root, 'server'), { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.ts'))
    .map((f) => `server/${f}`),
  'build-catalogues/catalogue-source.ts',
  'build-catalogues/rebuild-child.ts',
  // Run by `npm start` before the server; the configuration's refusal line is made here.
  'build-catalogues/ensure.ts',
  'api/config.ts',
]

/** `event: 'name'` in an object logged as JSON, or `"event":"name"` in a line written as bytes. */
function loggedEvents(source: string): string[] {
  return [...source.matchAll(/\bevent: '([\w-]+)'/g), ...source.matchAll(/"event":"([\w-]+)"/g)].map(([, name]) => name!)
}

const operating = read('docs/deployment.md').split(/^## Operating$/m)[1] ?? ''

test('every form of a logged event is found', () => {
  expect(loggedEvents(`console.error(JSON.stringify({ level: 'warn', event: 'a-b' }))\n'{"level":"info","event":"c"}'`)).toEqual([
    'a-b',
    'c',
  ])
})

const events = [...new Set(sources.flatMap((path) => loggedEvents(read(path))))].toSorted()

test('the server logs events', () => {
  expect(events).toContain('listening')
  expect(events).toContain('request')
})

test.each(events)('docs/deployment.md, "Operating", names the %s event', (event) => {
  expect(operating).toContain(`\`${event}\``)
})

test("the Operating section's example of a refused configuration is the line the server prints", () => {
  const example = /`(\{"level":"error","event":"configuration-error"[^`]*)`/.exec(operating)?.[1]
  const workers = example === undefined ? undefined : /"message":"(\w+) must/.exec(example)?.[1]
  expect(workers).toBe('WORKERS')
  const run = Bun.spawnSync([process.execPath, 'server/main.ts'], { cwd: root, env: { ...process.env, WORKERS: '99' } })
  expect({ code: run.exitCode, stderr: run.stderr.toString().trim() }).toEqual({ code: 2, stderr: example! })
})
