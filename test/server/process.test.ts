import { afterAll, describe, expect, test } from 'bun:test'
import { startServer, type Running } from '../support/process.ts'

describe('server process', () => {
  let server: Running

  afterAll(() => server?.proc.kill())

  test('listens on PORT and answers over a real socket', async () => {
    server = await startServer([process.execPath, 'server/main.ts'])
    const r = await fetch(`${server.url}/api/bmi-calculator?weightKg=80&heightCm=180`)
    expect(r.status).toBe(200)
    expect((await r.json()).bmi).toBe(24.7)
  })

  test('stops on SIGTERM with exit code 0', async () => {
    server.proc.kill('SIGTERM')
    expect(await server.proc.exited).toBe(0)
  })

  test('under a BASE_URL other than the build\'s, the catalogues are rebuilt for it', async () => {
    const other = await startServer([process.execPath, 'server/main.ts'], { ACCESS_LOG: 'off', BASE_URL: 'https://calories.example.org' })
    const agent = await (await fetch(`${other.url}/.well-known/ai-agent.json`)).text()
    expect(agent).toContain('https://calories.example.org/api/v1/calculate')
    expect(agent).not.toContain('localhost:3000')
    other.proc.kill('SIGTERM')
    expect(await other.proc.exited).toBe(0)
  })

  test('refuses a bad configuration with exit code 2 and a message', async () => {
    const proc = Bun.spawn([process.execPath, 'server/main.ts'], { env: { ...process.env, PORT: 'eighty' }, stderr: 'pipe', stdout: 'pipe' })
    expect(await proc.exited).toBe(2)
    expect(await new Response(proc.stderr).text()).toContain('PORT')
  })
})
