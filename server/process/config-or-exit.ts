/** The configuration from the environment, as every command of the process reads it. */
import { type Config, ConfigError, readConfig } from '../../api/config.ts'

/** The configuration, or, when it is refused, the reason on stderr (ConfigError's log line) and an exit with `exitCode`. */
export function configOrExit(exitCode: number): Config {
  try {
    return readConfig()
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error
    console.error(error.logLine)
    process.exit(exitCode)
  }
}
