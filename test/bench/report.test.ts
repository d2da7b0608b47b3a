/** The harness's arithmetic on made-up rounds: round-paired ratios, their spread, the rotation of order. */
import { describe, expect, test } from 'bun:test'
import { rotated, type RoundRun, type TargetResult } from '../../bench/measure.ts'
import { scenarioResult } from '../../bench/report.ts'
import { SCENARIOS, type TargetId } from '../../bench/suite.ts'

const round = (requestsPerSecond: number): RoundRun =>
  ({ requestsPerSecond, latencyP50Ms: 1, latencyP99Ms: 2, requests: 1, errors: 0, statuses: {}, peakRssMb: 50, cpuPercent: 99 }) as RoundRun
const result = (target: TargetId, perRound: number[]): TargetResult =>
  ({ target, requestsPerSecond: 0, latencyP50Ms: 1, latencyP99Ms: 2, cpuPercent: 99, peakRssMb: 50, requests: 1, errors: 0, rounds: perRound.map(round) }) as TargetResult

describe('benchmark arithmetic', () => {
  test('a ratio is the median of the rounds’ own ratios, not a ratio of medians', () => {
    const post = SCENARIOS.find((s) => s.id === 'post-calculate')!
    // Round 2 was a slow spell for everyone: its ratio is as good as the others'.
    const s = scenarioResult(post, [
      result('ours', [90, 45, 80]),
      result('ours-log-off', [95, 47, 85]),
      result('raw-bun', [100, 50, 100]),
      result('fastify-node', [40, 20, 40]),
    ])
    expect(s.roundRatios.ours!['raw-bun']).toEqual([0.9, 0.9, 0.8])
    expect(s.ratios.ours!['raw-bun']).toBe(0.9)
    expect(s.ratios.ours!['fastify-node']).toBe(2.25)
    expect(s.ratios['raw-bun']!['raw-bun']).toBeUndefined()
  })

  test('each round starts with the next target, so none always runs first', () => {
    const order = ['a', 'b', 'c']
    expect([0, 1, 2, 3].map((r) => rotated(order, r).join(''))).toEqual(['abc', 'bca', 'cab', 'abc'])
  })
})
