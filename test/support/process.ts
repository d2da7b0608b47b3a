/** Child processes for tests: a server on a free loopback port, or a script run to its end. */
import type { Subprocess } from 'bun'

export interface Running {
  proc: Subprocess<'ignore', 'pipe', 'pipe'>
  url: string
  /** Everything written to stdout, once the process has ended. */
  output(): Promise<string>
}

export async function startServer(cmd: string[], env: Record<string, string> = {}, cwd?: string): Promise<Running> {
  const proc = Bun.spawn(cmd, {
    cwd,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', ...env },
    stdout: 'pipe',
    stderr: 'pipe',
  })
  const reader = proc.stdout.getReader()
  let seen = ''
  let port: number
  try {
    while (!seen.includes('\n')) {
      const { value, done } = await reader.read()
      if (done) throw new Error(`server exited before listening: ${await new Response(proc.stderr).text()}`)
      seen += new TextDecoder().decode(value)
    }
    port = JSON.parse(seen.slice(0, seen.indexOf('\n'))).port
  } catch (error) {
    proc.kill() // a server that did not start as expected is not left behind
    throw error
  }
  const output = async () => {
    for (let next = await reader.read(); !next.done; next = await reader.read()) seen += new TextDecoder().decode(next.value)
    return seen
  }
  return { proc, url: `http://127.0.0.1:${port}`, output }
}

export interface AccessLogLine {
  method: string
  route: string
  status: number
}

/** A line the server logged: one JSON object with its `event`. */
export type LoggedEvent = { event: string } & Record<string, unknown>

/** Stops the server (SIGTERM) and reads all it wrote to stdout: every line, and the access log's request lines among them. */
export async function stopAndRead(server: Running): Promise<{ output: string; events: LoggedEvent[]; requests: AccessLogLine[] }> {
  server.proc.kill('SIGTERM')
  await server.proc.exited
  const output = await server.output()
  const events: LoggedEvent[] = output
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l))
  return { output, events, requests: events.filter((l) => l.event === 'request') as unknown as AccessLogLine[] }
}

/**
 * Runs `use` with a server started as startServer does, then stops it (SIGTERM, which does
 * nothing once it has exited) whether `use` passed or threw: a failing test must not leave
 * its server running beside the next ones.
 */
export async function withServer<T>(
  cmd: string[],
  env: Record<string, string>,
  use: (server: Running) => Promise<T>,
  cwd?: string,
): Promise<T> {
  const server = await startServer(cmd, env, cwd)
  try {
    return await use(server)
  } finally {
    server.proc.kill()
  }
}

/** Runs a command to its end: its exit code and everything it printed. */
export async function runToEnd(cmd: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const run = Bun.spawn(cmd, { stdout: 'pipe', stderr: 'pipe' })
  const [stdout, stderr, code] = await Promise.all([new Response(run.stdout).text(), new Response(run.stderr).text(), run.exited])
  return { code, stdout, stderr }
}
