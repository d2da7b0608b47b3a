import { describe, expect, it } from 'bun:test'
import { largestRise, timelineAround } from '../../bench/rss-timeline.ts'

const at = (t: number, rssMb: number, stalled = 0) => ({ t, rssMb, finished: { stalled } })

describe('the soak RSS timeline', () => {
  it('finds the largest rise within a second, not a larger one spread over longer', () => {
    // 100 → 130 over 3 s (never more than 10 MB a second), then 120 → 145 within 0.5 s.
    const samples = [at(0, 100), at(1, 110), at(2, 120), at(3, 130), at(3.5, 120, 40), at(4, 145, 70), at(4.5, 140, 90)]
    const rise = largestRise(samples)
    expect(rise.riseMb).toBe(25)
    expect([rise.from, rise.to]).toEqual([3.5, 4])
    expect(rise.finished).toEqual({ stalled: 30 })
  })

  it('reports no rise when memory only falls', () => {
    expect(largestRise([at(0, 150), at(0.5, 120), at(1, 110)]).riseMb).toBe(0)
  })

  it('gives the largest sample of each second around a moment', () => {
    const samples = [at(0.1, 90), at(0.9, 95), at(5.2, 100), at(5.7, 130), at(20, 80)]
    expect(timelineAround(samples, 5, 10)).toBe('     0 s  95.0 MB\n     5 s  130.0 MB')
  })
})
