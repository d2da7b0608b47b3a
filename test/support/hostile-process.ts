/**
 * Hostile clients in a process of their own (`bun test/support/hostile-process.ts PORT MIX`,
 * MIX a JSON HostileMix), unpaced, until killed. Clients that never pause keep a process's
 * event loop busy: in the test's own process they would slow its measurements, not the server.
 */
import { type HostileMix, startHostile } from '../../bench/hostile.ts'

const [port, mix] = process.argv.slice(2)
const none: HostileMix = { stalled: 0, chunked: 0, repeated: 0, nested: 0, abandoned: 0 }
startHostile(Number(port), { ...none, ...JSON.parse(mix!) }, 0)
