/**
 * The baseline `npm run bench:log` compares the access log with: its design until 2026-11-23,
 * lines built as text, joined into one string and written with process.stdout.write.
 */
import { lineHead, type RouteRecorder } from '../../server/observability/access-log.ts'

const FLUSH_BYTES = 4000

export function textRecorder(method: string, route: string): RouteRecorder {
  let buffer = ''
  const heads = new Map<number, string>()
  return (status, durationMs) => {
    let head = heads.get(status)
    if (head === undefined) heads.set(status, (head = lineHead(method, route, status)))
    const line = `${head}${Math.round(durationMs * 1000)}}\n`
    if (buffer.length + line.length > FLUSH_BYTES) {
      process.stdout.write(buffer)
      buffer = ''
    }
    buffer += line
  }
}
