/** Settings from the environment, checked once at start-up. */
export interface Config {
  port: number
  host: string
  /** Absolute origin used for URLs in the catalogues, without a trailing slash. */
  baseUrl: string
}

export class ConfigError extends Error {}

function port(value: string | undefined): number {
  if (value === undefined || value === '') return 3000
  const n = Number(value)
  if (!/^\d+$/.test(value) || n > 65535) throw new ConfigError('PORT must be a whole number from 0 to 65535')
  return n
}

function baseUrl(value: string | undefined): string {
  const raw = value === undefined || value === '' ? 'http://localhost:3000' : value
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    throw new ConfigError('BASE_URL must be an absolute http or https URL')
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new ConfigError('BASE_URL must use http or https')
  return url.href.replace(/\/+$/, '')
}

export function readConfig(env: Record<string, string | undefined> = process.env): Config {
  return { port: port(env.PORT), host: env.HOST || '0.0.0.0', baseUrl: baseUrl(env.BASE_URL) }
}
