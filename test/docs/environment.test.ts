/** The environment the server reads, documented where an operator looks: docs/deployment.md's table and `--help`. */
import { expect, test } from 'bun:test'
import { readFileSync } from 'node:fs'

const read = (path: string) => readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8')

/**
 * The variables a source reads from `env` (or `process.env`), in every form a read can take:
 * `integer(env, 'NAME', …)`, `env.NAME`, `env['NAME']` and `const { NAME, OTHER: alias = … } = env`.
 */
function envReads(source: string): string[] {
  const named = [
    ...source.matchAll(/integer\(env, '(\w+)'/g),
    ...source.matchAll(/\benv\??\.([A-Za-z_]\w*)/g),
    ...source.matchAll(/\benv\[\s*(['"`])(\w+)\1\s*\]/g),
  ].map((m) => m.at(-1)!)
  const destructured = [...source.matchAll(/\{([^{}]*)\}\s*=\s*(?:process\.)?env\b/g)].flatMap(([, names]) =>
    names!
      .split(',')
      .map((entry) => entry.split(/[:=]/)[0]!.trim())
      .filter((name) => name !== ''),
  )
  return [...new Set([...named, ...destructured])].toSorted()
}

const config = read('api/config.ts')
const names = envReads(config)
const deployment = read('docs/deployment.md')
/** The variables docs/deployment.md's configuration table documents, one a row. */
const documented = [...deployment.matchAll(/^\| `([A-Za-z_]\w*)` \|/gm)].map(([, name]) => name!).toSorted()

test('every form of reading a variable is found', () => {
  const source = [
    "integer(env, 'A_INT', 1, 0, 9)",
    'host(env.B_DOT)',
    'env?.C_OPTIONAL',
    'env[\'D_QUOTED\'] ?? env["E_DOUBLE"] ?? env[`F_BACKTICK`]',
    "const { G_PLAIN, H_RENAMED: h, I_DEFAULT = 'x' } = env",
    'const { J_PROCESS } = process.env',
    'process.env.K_PROCESS',
    'env[name]',
  ].join('\n')
  expect(envReads(source)).toEqual(
    [
      'A_INT',
      'B_DOT',
      'C_OPTIONAL',
      'D_QUOTED',
      'E_DOUBLE',
      'F_BACKTICK',
      'G_PLAIN',
      'H_RENAMED',
      'I_DEFAULT',
      'J_PROCESS',
      'K_PROCESS',
    ].toSorted(),
  )
})

test('docs/deployment.md documents exactly the variables api/config.ts reads', () => {
  expect(names.length).toBeGreaterThan(0)
  expect(documented).toEqual(names)
})

test.each(names)('%s has a line in --help', (name) => {
  expect(read('server/process/cli.ts')).toMatch(new RegExp(`^  ${name} `, 'm'))
})

/** The variables the Dockerfile's `ENV` lines and the Deployment's `env` set: a name the server does not read is silently ignored. */
const dockerfileEnv = [...read('Dockerfile').matchAll(/^ENV (.+)$/gm)].flatMap(([, pairs]) =>
  [...pairs!.matchAll(/([A-Za-z_]\w*)=/g)].map(([, name]) => name!),
)
const deploymentEnv = (Bun.YAML.parse(read('deploy/kubernetes/deployment.yaml')) as any).spec.template.spec.containers.flatMap(
  (container: { env?: { name: string }[] }) => (container.env ?? []).map((e) => e.name),
)

test('the image and the Deployment set only variables api/config.ts reads', () => {
  expect(dockerfileEnv.length).toBeGreaterThan(0)
  expect(deploymentEnv.length).toBeGreaterThan(0)
  expect([...dockerfileEnv, ...deploymentEnv].filter((name) => !names.includes(name))).toEqual([])
})
