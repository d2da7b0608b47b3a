/** The environment the server reads, documented where an operator looks: docs/deployment.md's table and `--help`. */
import { expect, test } from 'bun:test'
import { readFileSync } from 'node:fs'

const read = (path: string) => readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8')
/** Every variable api/config.ts reads: `integer(env, 'NAME', …)` and `env.NAME`. */
const config = read('api/config.ts')
const names = [...new Set([...config.matchAll(/integer\(env, '([A-Za-z_]+)'|env\.([A-Za-z_]+)/g)].map((m) => m[1] ?? m[2]!))]

test('api/config.ts reads the variables this test knows of', () => {
  expect(names.toSorted()).toEqual(
    [
      'ACCESS_LOG',
      'BUN_JSC_forceRAMSize',
      'BASE_URL',
      'CATALOGUE_SERVING',
      'HOST',
      'PORT',
      'RATE_LIMIT_BURST',
      'RATE_LIMIT_RPS',
      'REQUEST_TIMEOUT_SECONDS',
      'WORKERS',
    ].toSorted(),
  )
})

test.each(names)('%s has a row in docs/deployment.md and a line in --help', (name) => {
  expect(read('docs/deployment.md')).toContain(`| \`${name}\` |`)
  expect(read('server/cli.ts')).toMatch(new RegExp(`^  ${name} `, 'm'))
})
