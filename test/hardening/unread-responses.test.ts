/**
 * Clients that ask for large documents and never read them, over real sockets against the real
 * process. What Bun cannot hand to the kernel it holds per connection: /docs (181 KB) made anew for
 * each request held a copy per unread answer, and 1,500 such connections from one address took the
 * server from 65 to 237 MB (an independent attack). Answers that share one prepared body hold none.
 */
import { describe, expect, test } from 'bun:test'
import { DOCS_PATH, OPENAPI_PATH } from '../../api/paths.ts'
import { statusMb } from '../../bench/server-process.ts'
import { withServer } from '../support/process.ts'

const CONNECTIONS = 1500
/** Measured: 66-73 MB with shared bodies; 237 MB (/docs) and 205 MB (/openapi.json) with a copy each. */
const MEMORY_LIMIT_MB = 130

describe.skipIf(process.platform !== 'linux')('large answers left unread', () => {
  for (const path of [DOCS_PATH, OPENAPI_PATH])
    test(`${CONNECTIONS} connections asking for ${path} and never reading: the server's memory stays bounded`, async () => {
      await withServer(
        [process.execPath, 'server/main.ts'],
        { ACCESS_LOG: 'off', BUN_JSC_forceRAMSize: String(160 * 1024 * 1024) },
        async (server) => {
          const clients = Bun.spawn(['python3', 'test/support/unread-responses.py', new URL(server.url).port, path, String(CONNECTIONS)], {
            stdin: 'pipe',
            stdout: 'pipe',
            stderr: 'inherit',
          })
          try {
            // A line, which a pipe may hand over in pieces.
            let said = ''
            const reader = clients.stdout.getReader()
            for (let next = await reader.read(); !next.done; next = await reader.read()) {
              said += new TextDecoder().decode(next.value)
              if (said.includes('\n')) break
            }
            expect(said).toBe('ready\n')
            await Bun.sleep(1500) // every answer made and as much of it sent as the sockets take
            expect(statusMb(server.proc.pid, 'VmRSS')).toBeLessThan(MEMORY_LIMIT_MB)
            expect((await fetch(`${server.url}/healthz`)).status).toBe(200)
          } finally {
            clients.kill()
          }
        },
      )
    }, 60_000)
})
