/**
 * `bun test/support/costly-clients.ts PORT MS`: eight clients of 64 KB repeated-key bodies and
 * eight of nested arrays (bench/hostile.ts), none pausing, against PORT for MS milliseconds;
 * prints what they got. A process of its own, so that the test's sockets are not starved with
 * the server: sixteen such clients keep a server's event loop busy enough that its timers run
 * seconds late (docs/security.md).
 */
import { startHostile } from '../../bench/hostile.ts'

const [port, durationMs] = process.argv.slice(2).map(Number)
const clients = startHostile(port!, { stalled: 0, chunked: 0, repeated: 8, nested: 8, abandoned: 0 }, 0)
await Bun.sleep(durationMs!)
console.log(JSON.stringify(clients.stop()))
process.exit(0)
