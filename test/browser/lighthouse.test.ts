/**
 * Lighthouse (npm `lighthouse`, run by Node against Debian's Chromium) on the home page and the
 * deficit page: at least 95 in performance, accessibility, best practices and SEO, with its
 * default mobile settings, its throttling simulated (slow 4G and a 4× slower CPU computed from
 * one unthrottled trace) and named, so that no change of default turns it into real throttling.
 *
 * The simulation multiplies the trace's main-thread tasks by four, so a CPU that other processes
 * keep busy lengthens them and lowers the performance score (on this 2-core machine, total
 * blocking time went from 160 to 1,050 ms between runs of the same page). So each run starts
 * once the machine is quiet, or after QUIET_WAIT_MS at most, and the kernel's CPU pressure
 * (Linux PSI: the share of time some runnable task waited for a CPU) is measured over the run
 * itself. A performance score below the goal is run again once, and only when that pressure
 * explains it; a run on a quiet machine that misses the goal fails, as does any miss of the
 * three other categories, which no load moves. Every run's scores, total blocking time,
 * Lighthouse's own CPU benchmark and the pressure are printed and kept in test/artifacts/browser/.
 */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { readFileSync, writeFileSync } from 'node:fs'
import { availableParallelism, loadavg } from 'node:os'
import { join } from 'node:path'
import { REPO_ROOT } from '../../build-catalogues/build.ts'
import { artefact, CHROMIUM, type Site, startSite } from './support.ts'

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const
const GOAL = 0.95
const LIGHTHOUSE = join(REPO_ROOT, 'node_modules/lighthouse/cli/index.js')
/** Quiet: some task waited for a CPU less than this share of a second. */
const QUIET = 0.1
const QUIET_WAIT_MS = 20_000
/** A run during which some task waited for a CPU this share of the time or more was slowed by other load. */
const LOADED = 0.25
const RUN_TIMEOUT_MS = 150_000

type Scores = Record<(typeof CATEGORIES)[number], number>

interface Run {
  scores: Scores
  totalBlockingTimeMs: number
  /** Lighthouse's CPU benchmark at the start of the run (higher is faster). */
  benchmarkIndex: number
  /** The share of the run's time in which some runnable task waited for a CPU. */
  cpuPressure: number
}

let site: Site
beforeAll(async () => {
  site = await startSite()
}, 120_000)
afterAll(() => site?.serving.stop())

/**
 * A clock of CPU contention: microseconds in which some runnable task waited for a CPU (PSI).
 * Where the kernel has no PSI, the one-minute load average above the core count stands in.
 */
function contention(): { at: number; stalledUs: number | undefined } {
  let stalledUs: number | undefined
  try {
    stalledUs = Number(/^some .*total=(\d+)$/m.exec(readFileSync('/proc/pressure/cpu', 'utf8'))![1])
  } catch {
    stalledUs = undefined
  }
  return { at: performance.now(), stalledUs }
}

function pressureSince(start: ReturnType<typeof contention>): number {
  const end = contention()
  if (start.stalledUs === undefined || end.stalledUs === undefined)
    return Math.min(1, Math.max(0, loadavg()[0]! / availableParallelism() - 1))
  return (end.stalledUs - start.stalledUs) / 1000 / Math.max(end.at - start.at, 1)
}

async function untilQuiet(): Promise<void> {
  const deadline = performance.now() + QUIET_WAIT_MS
  while (performance.now() < deadline) {
    const start = contention()
    await Bun.sleep(1000)
    if (pressureSince(start) < QUIET) return
  }
}

async function lighthouse(url: string, name: string): Promise<Run> {
  await untilQuiet()
  const start = contention()
  const run = Bun.spawn(
    [
      'node',
      LIGHTHOUSE,
      url,
      '--output=json',
      '--output-path=stdout',
      '--quiet',
      '--throttling-method=simulate',
      `--only-categories=${CATEGORIES.join(',')}`,
      '--chrome-flags=--headless=new --no-sandbox',
    ],
    { env: { ...process.env, CHROME_PATH: CHROMIUM }, stdout: 'pipe', stderr: 'pipe' },
  )
  const [out, err, code] = await Promise.all([new Response(run.stdout).text(), new Response(run.stderr).text(), run.exited])
  const cpuPressure = pressureSince(start)
  if (code !== 0) throw new Error(`lighthouse exited ${code}: ${err.slice(-2000)}`)
  writeFileSync(artefact(`lighthouse-${name}.json`), out)
  const report = JSON.parse(out) as {
    categories: Record<string, { score: number }>
    audits: Record<string, { numericValue: number }>
    environment: { benchmarkIndex: number }
  }
  return {
    scores: Object.fromEntries(CATEGORIES.map((c) => [c, report.categories[c]!.score])) as Scores,
    totalBlockingTimeMs: Math.round(report.audits['total-blocking-time']!.numericValue),
    benchmarkIndex: report.environment.benchmarkIndex,
    cpuPressure: Math.round(cpuPressure * 100) / 100,
  }
}

describe('Lighthouse', () => {
  test.each([
    ['home', '/'],
    ['deficit', '/calculate-deficit'],
  ])(
    '%s page: at least 95 in every category',
    async (name, path) => {
      const runs = [await lighthouse(site.url + path, `${name}-1`)]
      const first = runs[0]!
      // Performance below the goal is measured again once, and only when the machine's load explains it.
      if (first.scores.performance < GOAL && first.cpuPressure >= LOADED) runs.push(await lighthouse(site.url + path, `${name}-2`))
      console.error(JSON.stringify({ lighthouse: name, runs }))
      expect(CATEGORIES.filter((c) => c !== 'performance' && first.scores[c] < GOAL)).toEqual([])
      expect(runs[runs.length - 1]!.scores.performance).toBeGreaterThanOrEqual(GOAL)
    },
    2 * (QUIET_WAIT_MS + RUN_TIMEOUT_MS),
  )
})
