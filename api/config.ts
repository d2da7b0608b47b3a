/** Settings from the environment, checked once at start-up. */
export interface RateLimitSettings {
  /** Tokens added per second. */
  ratePerSecond: number
  /** Bucket size: the burst a client may send at once. */
  burst: number
}

export interface Config {
  port: number
  host: string
  /** Absolute origin used for URLs in the catalogues, without a trailing slash. */
  baseUrl: string
  /** Idle socket timeout, and the deadline for reading a request body. */
  requestTimeoutSeconds: number
  /** Server processes sharing the port (SO_REUSEPORT). */
  workers: number
  /** One JSON line per request on stdout. */
  accessLog: boolean
  /** Per-client token bucket; undefined = off. */
  rateLimit?: RateLimitSettings
  /**
   * `negotiated`: catalogue files are answered by JavaScript that picks br, gzip or identity.
   * `native`: Bun answers them by itself (identity bytes only, no log line), for deployments
   * behind a CDN or proxy that compresses.
   */
  catalogueServing: CatalogueServing
}

export const CATALOGUE_SERVING = ['negotiated', 'native'] as const
export type CatalogueServing = (typeof CATALOGUE_SERVING)[number]

export class ConfigError extends Error {
  /**
   * The refusal as a log line, JSON like every other event (log pipelines trip on plain text): its
   * message names the variable and what it takes, never the value sent, which may be a secret.
   */
  get logLine(): string {
    return JSON.stringify({ level: 'error', event: 'configuration-error', message: this.message })
  }
}

export const DEFAULT_PORT = 3000
export const DEFAULT_HOST = '0.0.0.0'
export const DEFAULT_BASE_URL = `http://localhost:${DEFAULT_PORT}`
export const DEFAULT_REQUEST_TIMEOUT_SECONDS = 10
export const MAX_WORKERS = 64
/**
 * Bun closes an idle socket silently, and its idle timer has a 4 s granularity ("give or
 * take 4 seconds", uSockets' LIBUS_TIMEOUT_GRANULARITY): it fires up to 4 s before its time.
 * Sockets get this much longer than the body deadline, so a 408 up to 11 s late still comes
 * first. Late it can be: clients that keep the event loop busy with costly bodies hold its
 * timers seconds behind. With 1 s of slack (idleTimeout equal to the deadline) 42 of 100
 * stalled POSTs got a bare close; with 5 s, 184–275 of 500 under such a load.
 */
export const BODY_DEADLINE_HEADSTART_SECONDS = 15
/** Bun's idleTimeout tops out at 255 s. */
export const MAX_REQUEST_TIMEOUT_SECONDS = 255 - BODY_DEADLINE_HEADSTART_SECONDS

type Env = Record<string, string | undefined>

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const value = env[name]
  if (value === undefined || value === '') return fallback
  const n = Number(value)
  if (!/^\d+$/.test(value) || n < min || n > max) throw new ConfigError(`${name} must be a whole number from ${min} to ${max}`)
  return n
}

/** BASE_URL, by default this machine on the port served (the catalogues' links then work locally). */
function baseUrl(value: string | undefined, port: number): string {
  const raw = value === undefined || value === '' ? (port === 0 ? DEFAULT_BASE_URL : `http://localhost:${port}`) : value
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    throw new ConfigError('BASE_URL must be an absolute http or https URL')
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new ConfigError('BASE_URL must use http or https')
  // An origin only: the pages link from the root, a query or fragment would end up inside every link, and credentials in every catalogue.
  if (url.href !== `${url.origin}/`)
    throw new ConfigError(
      'BASE_URL must be an origin only (scheme, host and port, e.g. https://calories.example.org): no path, query, fragment or credentials',
    )
  return url.origin
}

/** An IPv4 or IPv6 address, or a host name (letters, digits, dots, hyphens). */
const HOST_PATTERN =
  /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*|[0-9A-Fa-f:.]*:[0-9A-Fa-f:.]*)$/

function host(value: string | undefined): string {
  if (value === undefined || value === '') return DEFAULT_HOST
  if (!HOST_PATTERN.test(value)) throw new ConfigError('HOST must be an IP address or a host name')
  return value
}

function accessLog(value: string | undefined): boolean {
  if (value === undefined || value === '' || value === 'on') return true
  if (value === 'off') return false
  throw new ConfigError('ACCESS_LOG must be on or off')
}

function rateLimit(env: Env): RateLimitSettings | undefined {
  const ratePerSecond = integer(env, 'RATE_LIMIT_RPS', 0, 0, 1_000_000)
  // Checked even while the limit is off: a typo must not wait to surface until the limit is turned on.
  const burst = integer(env, 'RATE_LIMIT_BURST', Math.max(ratePerSecond, 1), 1, 1_000_000)
  return ratePerSecond === 0 ? undefined : { ratePerSecond, burst }
}

/**
 * The smallest heap size taken: at 64 MiB JavaScriptCore already collected in full ("critical" memory)
 * and lost 7-13 % of throughput, where 96 MiB measured as 160 does (docs/performance.md, "Memory under load").
 */
const MIN_HEAP_SIZE_BYTES = 96 * 1024 * 1024

/**
 * The RAM size JavaScriptCore sizes its heap by, read by Bun itself before any of this runs: checked
 * here so that a value it would misread ("160Mi", as Kubernetes writes it, was taken without a word
 * and cost a fifth of the throughput) stops the start instead.
 */
function heapSize(value: string | undefined): void {
  if (value === undefined || value === '') return
  if (!/^\d+$/.test(value) || Number(value) < MIN_HEAP_SIZE_BYTES)
    throw new ConfigError(
      `BUN_JSC_forceRAMSize must be a whole number of bytes, at least ${MIN_HEAP_SIZE_BYTES} (167772160 for 160 MiB): no units such as 160Mi`,
    )
}

function catalogueServing(value: string | undefined): CatalogueServing {
  if (value === undefined || value === '') return 'negotiated'
  const known = CATALOGUE_SERVING.find((mode) => mode === value)
  if (known === undefined) throw new ConfigError(`CATALOGUE_SERVING must be ${CATALOGUE_SERVING.join(' or ')}`)
  return known
}

export function readConfig(env: Env = process.env): Config {
  const port = integer(env, 'PORT', DEFAULT_PORT, 0, 65535)
  const config: Config = {
    port,
    host: host(env.HOST),
    baseUrl: baseUrl(env.BASE_URL, port),
    requestTimeoutSeconds: integer(env, 'REQUEST_TIMEOUT_SECONDS', DEFAULT_REQUEST_TIMEOUT_SECONDS, 1, MAX_REQUEST_TIMEOUT_SECONDS),
    workers: integer(env, 'WORKERS', 1, 1, MAX_WORKERS),
    accessLog: accessLog(env.ACCESS_LOG),
    rateLimit: rateLimit(env),
    catalogueServing: catalogueServing(env.CATALOGUE_SERVING),
  }
  heapSize(env.BUN_JSC_forceRAMSize)
  // Bun answers native routes without running any JavaScript, so the limiter would silently not apply.
  if (config.catalogueServing === 'native' && config.rateLimit !== undefined) {
    throw new ConfigError('CATALOGUE_SERVING=native cannot be combined with RATE_LIMIT_RPS: native routes bypass the rate limit')
  }
  return config
}

/** A URL's hostname that names this machine: localhost, 127.x.x.x or [::1]. */
export const isLoopbackHost = (hostname: string): boolean => /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/.test(hostname)

/** Settings that work but are probably a mistake, for a warning at start-up. */
export function configWarnings(config: Config): string[] {
  const url = new URL(config.baseUrl)
  const urlPort = Number(url.port || (url.protocol === 'https:' ? 443 : 80))
  if (config.port === 0 || !isLoopbackHost(url.hostname) || urlPort === config.port) return []
  return [
    `BASE_URL ${url.origin} is on this machine but port ${urlPort}, while the service listens on ${config.port}: links in the catalogues will not reach it`,
  ]
}
