/** The configuration from the environment, as every command of the process reads it. */
import { type Config, ConfigError, readConfig } from '../../api/config.ts'

/**
 * The configuration, or, when it is refused, the reason on stderr as a JSON line like every other
 * event (log pipelines tripped on plain text) and an exit with `exitCode`. The message names the
 * variable and what it takes, never the value sent (api/config.ts), which may be a secret.
 */
export function configOrExit(exitCode: number): Config {
  try {
    return readConfig()
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error
    console.error(JSON.stringify({ level: 'error', event: 'configuration-error', message: error.message }))
    process.exit(exitCode)
  }
}
