/** Command line of the server (and of the compiled binary): the `mcp` subcommand, --help, --version, --healthcheck. */

import {
  BODY_DEADLINE_HEADSTART_SECONDS,
  DEFAULT_HOST,
  DEFAULT_PORT,
  DEFAULT_REQUEST_TIMEOUT_SECONDS,
  MAX_REQUEST_TIMEOUT_SECONDS,
  MAX_WORKERS,
} from '../../api/config.ts'
import { MCP_PATH } from '../../api/mcp.ts'
import { DOCS_PATH, HEALTH_PATH } from '../../api/paths.ts'
import packageJson from '../../package.json' with { type: 'json' }
import { configOrExit } from './config-or-exit.ts'
import { commandName } from './own-command.ts'

/** The usage, made when asked: it names the command as this process was run. */
const help = () => `${packageJson.name} ${packageJson.version}
Calorie and body-metrics calculation API, with its discovery catalogues.

Usage: ${commandName()} [mcp] [--help] [--version] [--healthcheck]

  mcp             serve the calculators as MCP tools (and the catalogues as resources) over
                  stdio, for desktop AI clients, instead of HTTP; over HTTP they are at POST ${MCP_PATH}
  --healthcheck   ask the server at HOST:PORT (loopback for 0.0.0.0) for ${HEALTH_PATH}; exit 0
                  if healthy (for container HEALTHCHECKs on images without curl; needs a fixed PORT)

Configuration is read from the environment:
  PORT                     listening port (default ${DEFAULT_PORT}; 0 = any free port)
  HOST                     listening address (default ${DEFAULT_HOST})
  BASE_URL                 absolute origin used in links (default http://localhost:PORT)
  WORKERS                  server processes sharing the port, 1-${MAX_WORKERS} (default 1)
  REQUEST_TIMEOUT_SECONDS  body deadline, 1-${MAX_REQUEST_TIMEOUT_SECONDS}; idle sockets close ${BODY_DEADLINE_HEADSTART_SECONDS} s later (default ${DEFAULT_REQUEST_TIMEOUT_SECONDS})
  ACCESS_LOG               on | off: one JSON line per request on stdout (default on)
  RATE_LIMIT_RPS           per-client requests per second (default off)
  RATE_LIMIT_BURST         per-client burst (default: RATE_LIMIT_RPS)
  BUN_JSC_forceRAMSize     bytes of RAM the JavaScript heap is sized by, at least 96 MiB (npm start and
                           the image set 167772160, 160 MiB; no units such as 160Mi)
  CATALOGUE_SERVING        negotiated | native: catalogues in br/gzip/identity by Accept-Encoding, or
                           identity bytes sent by Bun itself, not logged (default negotiated)

Stops gracefully on SIGTERM or SIGINT. Health: GET ${HEALTH_PATH}. API reference: GET ${DOCS_PATH}.
`

/** Addresses that listen on every interface, where the health check asks loopback instead. */
const WILDCARD_HOSTS = new Set(['0.0.0.0', '::'])

/** Exit 0 when the local server (HOST and PORT as configured) answers /healthz with 200 within 2 s, else 1. */
async function healthcheck(): Promise<never> {
  // A configuration the server refuses to start with has no server to ask: unhealthy, saying why as the server would.
  const { port, host: configured } = configOrExit(1)
  const host = WILDCARD_HOSTS.has(configured) ? '127.0.0.1' : configured.includes(':') ? `[${configured}]` : configured
  const healthy = await fetch(`http://${host}:${port}${HEALTH_PATH}`, { signal: AbortSignal.timeout(2000) }).then(
    (r) => r.status === 200,
    () => false,
  )
  process.exit(healthy ? 0 : 1)
}

/** What to run: the HTTP service, or the MCP server on stdio. */
export type Command = 'serve' | 'mcp'

/** Handles a flag and exits, or returns what to start. */
export async function handleFlags(args: string[]): Promise<Command> {
  if (args.includes('--healthcheck')) await healthcheck()
  if (args.includes('--help') || args.includes('-h')) {
    process.stdout.write(help())
    process.exit(0)
  }
  if (args.includes('--version') || args.includes('-v')) {
    process.stdout.write(`${packageJson.version}\n`)
    process.exit(0)
  }
  const unknown = args.find((a) => a.startsWith('-'))
  if (unknown !== undefined) {
    process.stderr.write(`unknown option ${unknown}; see --help\n`)
    process.exit(2)
  }
  if (args.length === 0) return 'serve'
  if (args.length === 1 && args[0] === 'mcp') return 'mcp'
  process.stderr.write('unknown command; the only one is mcp (see --help)\n')
  process.exit(2)
}
