/** Entry point: read configuration, listen, and stop cleanly on SIGTERM/SIGINT. */
import { createApp } from './app.ts'
import { ConfigError, readConfig } from './config.ts'

let config
try {
  config = readConfig()
} catch (error) {
  if (!(error instanceof ConfigError)) throw error
  console.error(`configuration error: ${error.message}`)
  process.exit(2)
}

const app = createApp({ baseUrl: config.baseUrl }).listen({ port: config.port, hostname: config.host })
console.log(JSON.stringify({ level: 'info', event: 'listening', host: config.host, port: app.server?.port, baseUrl: config.baseUrl }))

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, async () => {
    await app.stop()
    process.exit(0)
  })
}
