/**
 * The server's resident set sampled every 50 ms through a soak, so that a peak the kernel's VmHWM
 * records can be placed in time: when it rose, by how much within a second, and which hostile
 * kinds were finishing requests meanwhile (to attribute a spike, should one come).
 */
import { statusMb } from './server-process.ts'

const SAMPLE_MS = 50

interface Sample {
  /** Seconds since sampling began. */
  t: number
  rssMb: number
  /** Requests each hostile kind had finished by then (empty before the hostile phase). */
  finished: Record<string, number>
}

export interface RssRise {
  /** The rise in MB within RISE_WINDOW_SECONDS, and the seconds at which it began and ended. */
  riseMb: number
  from: number
  to: number
  /** Requests each hostile kind finished within it. */
  finished: Record<string, number>
}

/** Samples `pid` until stopped; `finished()` reports the hostile kinds' running totals. */
export function startRssTimeline(pid: number, finished: () => Record<string, number> = () => ({})) {
  const started = performance.now()
  const samples: Sample[] = []
  const timer = setInterval(() => {
    try {
      samples.push({ t: (performance.now() - started) / 1000, rssMb: statusMb(pid, 'VmRSS'), finished: finished() })
    } catch {
      clearInterval(timer) // the process has gone; what was sampled stands
    }
  }, SAMPLE_MS)
  return {
    /** Seconds since sampling began: to mark a phase. */
    now: () => (performance.now() - started) / 1000,
    stop(): Sample[] {
      clearInterval(timer)
      return samples
    },
  }
}

/** How far apart (s) two samples of a rise may be: a spike is placed within a second (see the header). */
const RISE_WINDOW_SECONDS = 1

/** The largest rise of RSS from any sample to a later one at most RISE_WINDOW_SECONDS on. */
export function largestRise(samples: Sample[]): RssRise {
  let best: RssRise = { riseMb: 0, from: 0, to: 0, finished: {} }
  samples.forEach((end, i) => {
    for (let j = i - 1; j >= 0 && samples[j]!.t >= end.t - RISE_WINDOW_SECONDS; j--) {
      const start = samples[j]!
      if (end.rssMb - start.rssMb <= best.riseMb) continue
      const finished = Object.fromEntries(Object.entries(end.finished).map(([kind, n]) => [kind, n - (start.finished[kind] ?? 0)]))
      best = { riseMb: end.rssMb - start.rssMb, from: start.t, to: end.t, finished }
    }
  })
  return best
}

/** One line a second: the largest sample of each second, for the seconds around `at`. */
export function timelineAround(samples: Sample[], at: number, seconds = 10): string {
  const bySecond = new Map<number, number>()
  for (const { t, rssMb } of samples) {
    const second = Math.floor(t)
    if (Math.abs(second - at) <= seconds) bySecond.set(second, Math.max(bySecond.get(second) ?? 0, rssMb))
  }
  return [...bySecond].map(([second, mb]) => `  ${String(second).padStart(4)} s  ${mb.toFixed(1)} MB`).join('\n')
}
