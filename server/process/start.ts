/**
 * Runs the service: read configuration, listen (with workers if asked), and stop cleanly
 * on SIGTERM/SIGINT: stop accepting, let in-flight requests finish, exit 0 — what a
 * container orchestrator expects. Shared by `bun server/main.ts` and the compiled binary.
 */

import { type Config, configWarnings } from '../../api/config.ts'
import type { Catalogues } from '../../api/dist-directory.ts'
import { framedReader } from '../../api/framing.ts'
import { MANIFEST_FILE } from '../../api/manifest.ts'
import { createService, type Service } from '../app.ts'
import { logUnexpected } from '../errors.ts'
import { loadBuild } from '../routes/catalogues.ts'
import { handleFlags } from './cli.ts'
import { configOrExit } from './config-or-exit.ts'
import { portBoundAlone, type Serving, serve } from './serve.ts'
import { cataloguesFromPrimary, isWorker, startWorkers, stopWhenOrphaned, type WorkerPool } from './workers.ts'

/**
 * In-flight requests get this long after a stop signal before the process exits anyway. A drain
 * takes at most 2 s (drain.ts), bodies still arriving then refused (deadlines.ts, endWaitingReads); what can
 * still outlast it is a process that does not run, a worker stopped or hung.
 */
const SHUTDOWN_GRACE_MS = 10_000

/** Past the grace: exit 1, saying how many requests are cut off (nothing of theirs) and workers left behind. */
function exitAfterGrace(server: Serving['server'], pool: WorkerPool | undefined): void {
  setTimeout(() => {
    const workers = pool === undefined ? {} : { workersRunning: pool.running() }
    console.error(JSON.stringify({ level: 'error', event: 'shutdown-forced', inFlight: server.pendingRequests, ...workers }))
    process.exit(1)
  }, SHUTDOWN_GRACE_MS).unref()
}

/**
 * `listening`: whether the service will listen on PORT (the stdio MCP server listens on none, so a
 * warning about its port would mislead). Warned by the primary only: its workers read the same settings.
 */
function checkedConfig(listening: boolean): Config {
  const config = configOrExit(2)
  if (listening && !isWorker())
    for (const message of configWarnings(config)) console.error(JSON.stringify({ level: 'warn', event: 'configuration', message }))
  return config
}

/** The port could not be bound: one line saying where and why (the system's code), and exit 1. */
function couldNotListen(config: Config, error: unknown): never {
  const code = (error as { code?: unknown }).code
  const why = typeof code === 'string' ? { code } : {}
  console.error(JSON.stringify({ level: 'error', event: 'could-not-listen', host: config.host, port: config.port, ...why }))
  process.exit(1)
}

function listenOrExit(service: Service, config: Config) {
  try {
    return serve(service, config)
  } catch (error) {
    couldNotListen(config, error)
  }
}

/**
 * A fixed PORT held by another process is refused before anything slow: a rebuild of the
 * catalogues for another BASE_URL takes seconds, after which a second instance only then found
 * the port taken. Binding it stays the proof (listenOrExit): this only answers sooner.
 */
function refuseHeldPort(config: Config): void {
  if (config.port === 0) return
  try {
    portBoundAlone(config)
  } catch (error) {
    couldNotListen(config, error)
  }
}

const STOP_SIGNALS = ['SIGTERM', 'SIGINT'] as const

/**
 * Stops serving (and the workers), with a line as the stop begins and one once every request is
 * answered, so that an operator tells a stop from a crash and sees how long it took. On stderr:
 * stdout carries the access log, which a reader that stopped reading can hold up.
 */
async function stopLogged(signal: (typeof STOP_SIGNALS)[number], serving: Serving, pool: WorkerPool | undefined): Promise<void> {
  const worker = isWorker()
  const began = performance.now()
  console.error(JSON.stringify({ level: 'info', event: 'stopping', signal, inFlight: serving.server.pendingRequests, worker }))
  const [{ refusedBodies }] = await Promise.all([serving.stop(), pool?.stop()])
  const durationMs = Math.round(performance.now() - began)
  console.error(JSON.stringify({ level: 'info', event: 'stopped', signal, durationMs, refusedBodies, worker }))
}

/**
 * A stop signal while starting (a rebuild of the catalogues for another BASE_URL takes a second or
 * more): nothing is in flight, so the process exits 0 at once, and the rebuild child with it
 * (catalogue-source.ts). Without a handler a signal was lost to PID 1 in a container, which ignores
 * what it does not handle, and elsewhere ended the process 143 with the child left behind.
 */
const stopWhileStarting = () => process.exit(0)

/**
 * The catalogues to serve: a worker takes those its primary rebuilt for this BASE_URL, rather than
 * rebuild them again; otherwise `catalogueSource`'s, or the process ends saying why.
 */
async function servedCatalogues(
  config: Config,
  catalogueSource: (config: Config) => Promise<Catalogues>,
  stdinIsMcp: boolean,
): Promise<Catalogues> {
  // Over stdio, stdin carries MCP messages, never files: whatever the environment says.
  const fromPrimary = stdinIsMcp ? undefined : await cataloguesFromPrimary()
  const catalogues = fromPrimary !== undefined ? sentByPrimary(fromPrimary) : catalogueSource(config)
  return catalogues.catch((error: unknown) => {
    // One log line rather than a stack trace: a rebuild for another BASE_URL can fail (its child logged why).
    console.error(JSON.stringify({ level: 'error', event: 'catalogues-unavailable', message: String((error as Error).message) }))
    process.exit(1)
  })
}

/** The files a primary sent, or a refusal: nothing, or bytes cut short, is no set of catalogues to serve. */
async function sentByPrimary(framedFiles: Uint8Array<ArrayBuffer>): Promise<Catalogues> {
  const read = framedReader(framedFiles)
  if (read(MANIFEST_FILE) === undefined) throw new Error('the primary sent no catalogues')
  return { read }
}

/** `catalogueSource` gives the built catalogues for this configuration (dist/, or embedded files). */
export async function start(catalogueSource: (config: Config) => Promise<Catalogues>): Promise<void> {
  const command = await handleFlags(process.argv.slice(2))
  const config = checkedConfig(command !== 'mcp')
  for (const signal of STOP_SIGNALS) process.on(signal, stopWhileStarting)
  if (command !== 'mcp' && !isWorker()) refuseHeldPort(config)
  const catalogues = await servedCatalogues(config, catalogueSource, command === 'mcp')
  const readCatalogue = catalogues.read
  // Last resort, over HTTP and stdio alike: a stray exception is logged (without its message)
  // and the process keeps serving. Wrapped: these handlers get a second argument (origin,
  // promise) that is no problem instance.
  process.on('uncaughtException', (error) => logUnexpected(error))
  process.on('unhandledRejection', (reason) => logUnexpected(reason))
  if (command === 'mcp') {
    // Started: the stdio server ends when stdin does, or as a signal's default has it, as before.
    for (const signal of STOP_SIGNALS) process.off(signal, stopWhileStarting)
    // Loaded only here: the HTTP service loads the protocol code on its first MCP request.
    const { serveStdio } = await import('../mcp/stdio.ts')
    return serveStdio({ baseUrl: config.baseUrl, clock: () => new Date(), files: loadBuild(readCatalogue) })
  }
  const service = createService({ baseUrl: config.baseUrl, bodyTimeoutMs: config.requestTimeoutSeconds * 1000, readCatalogue })
  const serving = listenOrExit(service, config)
  const port = serving.server.port!
  // Workers join once the port is bound, so PORT=0 works: they reuse the port the primary got, and its
  // BASE_URL (by default from PORT, which would otherwise differ: links would depend on the process answering).
  const pool =
    config.workers > 1 && !isWorker()
      ? startWorkers(
          config.workers - 1,
          { port, baseUrl: config.baseUrl },
          ({ code, signal, retryInMs }) =>
            console.error(
              JSON.stringify({
                level: 'error',
                event: 'worker-exited',
                code,
                ...(signal === null ? {} : { signal }),
                ...(retryInMs === undefined ? { action: 'given-up' } : { action: 'restarting', retryInMs }),
              }),
            ),
          catalogues.rebuilt,
        )
      : undefined
  if (isWorker()) stopWhenOrphaned()

  let stopping = false
  for (const signal of STOP_SIGNALS) {
    process.off(signal, stopWhileStarting)
    process.on(signal, async () => {
      if (stopping) return
      stopping = true
      exitAfterGrace(serving.server, pool)
      await stopLogged(signal, serving, pool)
      process.exit(0)
    })
  }

  // Announced only once the signal handlers are in place, so a supervisor never races them.
  console.log(JSON.stringify({ level: 'info', event: 'listening', host: config.host, port, baseUrl: config.baseUrl, worker: isWorker() }))
}
