/**
 * What /proc says about a server and every process it started (WORKERS > 1 forks
 * workers): its memory, and while some load runs, its peak memory and CPU use. The CPU
 * figure tells whether a server was the limit of a run at all or the load generator was.
 */
import { readdirSync, readFileSync } from 'node:fs'

const SAMPLE_EVERY_MS = 200
const CLOCK_TICKS_PER_SECOND = Number(Bun.spawnSync(['getconf', 'CLK_TCK']).stdout.toString().trim()) || 100

const readOr = (file: string, fallback: string) => {
  try {
    return readFileSync(file, 'utf8')
  } catch {
    return fallback // the process ended between listing and reading
  }
}

/** The process and its descendants, from each thread's children list. */
export function processTree(pid: number): number[] {
  let tasks: string[]
  try {
    tasks = readdirSync(`/proc/${pid}/task`)
  } catch {
    return []
  }
  const children = tasks.flatMap((tid) => readOr(`/proc/${pid}/task/${tid}/children`, '').split(' ').filter(Boolean).map(Number))
  return [pid, ...children.flatMap(processTree)]
}

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0)

/** Resident set size of the whole tree, in MB. */
function treeRssMb(pid: number): number {
  return sum(processTree(pid).map((p) => Number(/VmRSS:\s+(\d+)/.exec(readOr(`/proc/${p}/status`, ''))?.[1] ?? 0))) / 1024
}

/** User plus system CPU time of the whole tree so far, in seconds. */
function treeCpuSeconds(pid: number): number {
  const ticks = processTree(pid).map((p) => {
    const stat = readOr(`/proc/${p}/stat`, '')
    // After "pid (comm) ", utime and stime are the 12th and 13th fields (proc(5)).
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    return Number(fields[11] ?? 0) + Number(fields[12] ?? 0)
  })
  return sum(ticks) / CLOCK_TICKS_PER_SECOND
}

export interface Observed<T> {
  result: T
  peakRssMb: number
  /** CPU time over wall time, in % of one core. */
  cpuPercent: number
}

/** Runs `work` while sampling the tree's RSS, and measures the tree's CPU time meanwhile. */
export async function observe<T>(pid: number, work: () => Promise<T>): Promise<Observed<T>> {
  let peakRssMb = treeRssMb(pid)
  const timer = setInterval(() => (peakRssMb = Math.max(peakRssMb, treeRssMb(pid))), SAMPLE_EVERY_MS)
  const cpuBefore = treeCpuSeconds(pid)
  const started = performance.now()
  try {
    const result = await work()
    const cpuPercent = ((treeCpuSeconds(pid) - cpuBefore) / ((performance.now() - started) / 1000)) * 100
    return { result, peakRssMb: Math.max(peakRssMb, treeRssMb(pid)), cpuPercent }
  } finally {
    clearInterval(timer)
  }
}
