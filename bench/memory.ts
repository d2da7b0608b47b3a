/**
 * Memory of a server and every process it started (WORKERS > 1 forks workers), read from
 * /proc, and its peak while some load runs.
 */
import { readdirSync, readFileSync } from 'node:fs'

const SAMPLE_EVERY_MS = 200

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

/** Resident set size of the whole tree, in MB. */
export function treeRssMb(pid: number): number {
  const kb = processTree(pid).reduce((sum, p) => sum + Number(/VmRSS:\s+(\d+)/.exec(readOr(`/proc/${p}/status`, ''))?.[1] ?? 0), 0)
  return kb / 1024
}

/** Runs `work` while sampling the tree's RSS; returns its result and the highest sample. */
export async function withPeakRss<T>(pid: number, work: () => Promise<T>): Promise<{ result: T; peakRssMb: number }> {
  let peakRssMb = treeRssMb(pid)
  const timer = setInterval(() => (peakRssMb = Math.max(peakRssMb, treeRssMb(pid))), SAMPLE_EVERY_MS)
  try {
    const result = await work()
    return { result, peakRssMb: Math.max(peakRssMb, treeRssMb(pid)) }
  } finally {
    clearInterval(timer)
  }
}
