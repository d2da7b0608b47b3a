/** The benchmarks' command line: numbers checked, and `--scenario` only where the caller can run scenarios. */
import { describe, expect, test } from 'bun:test'
import { benchOptions, reportNameOf } from '../../bench/options.ts'
import { SCENARIOS, TARGET_IDS, targetsOf } from '../../bench/suite.ts'

const IDS = ['post-calculate', 'catalogue']

describe('bench options', () => {
  test('defaults: 3 sessions × 6 rounds × 2 s at 50 connections; --quick: one 1 s round, no warm-up', () => {
    const { settings, quick, scenarios } = benchOptions([])
    expect([settings.sessions, settings.rounds, settings.durationSeconds, settings.connections, quick, scenarios]).toEqual([
      3,
      6,
      2,
      50,
      false,
      undefined,
    ])
    const smoke = benchOptions(['--quick']).settings
    expect([smoke.sessions, smoke.rounds, smoke.durationSeconds, smoke.mixedWarmupSeconds, smoke.warmupSeconds]).toEqual([1, 1, 1, 0, 0])
  })

  test('counts must be whole numbers above 0', () => {
    expect(() => benchOptions(['--rounds', '0'])).toThrow('--rounds must be a whole number above 0')
    expect(() => benchOptions(['--sessions', '1.5'])).toThrow('--sessions must be a whole number above 0')
  })

  test('--scenario may be repeated; each is named once, in the order given', () => {
    const args = ['--scenario', 'catalogue', '--scenario', 'post-calculate', '--scenario', 'catalogue', '--rounds', '12']
    const options = benchOptions(args, { scenarioIds: IDS })
    expect([options.scenarios, options.settings.rounds]).toEqual([['catalogue', 'post-calculate'], 12])
  })

  test('an unknown scenario is refused with the known ones named', () => {
    expect(() => benchOptions(['--scenario', 'post'], { scenarioIds: IDS })).toThrow(
      '--scenario must be one of post-calculate, catalogue (not post)',
    )
  })

  test('a benchmark that runs no scenarios refuses --scenario as an unknown option', () => {
    expect(() => benchOptions(['--scenario', 'catalogue'])).toThrow("Unknown option '--scenario'")
  })
})

describe('targets of a selection of scenarios', () => {
  const of = (...ids: string[]) => targetsOf(SCENARIOS.filter((s) => ids.includes(s.id)))

  test('only the servers the chosen scenarios drive, in the suite’s order', () => {
    expect(of('workers')).toEqual(['ours', 'ours-workers-2'])
    expect(of('post-calculate')).toEqual(['ours', 'ours-log-off', 'raw-bun', 'raw-bun-twin', 'fastify-node'])
    expect(of('catalogue', 'workers')).toEqual([
      'ours',
      'ours-log-off',
      'raw-bun',
      'raw-bun-twin',
      'fastify-node',
      'ours-workers-2',
      'ours-native-catalogues',
    ])
  })

  test('every scenario together drives every target', () => {
    expect(targetsOf(SCENARIOS)).toEqual([...TARGET_IDS])
  })

  test('reports are named latest, focus-<ids>, or, past what a file name holds, by the first id and the count', () => {
    expect(reportNameOf(undefined)).toBe('latest')
    expect(reportNameOf(['result-page', 'result-page-dynamic'])).toBe('focus-result-page+result-page-dynamic')
    const every = SCENARIOS.map((s) => s.id)
    expect(reportNameOf(every)).toBe(`focus-${every[0]}+${every.length - 1}-more`)
    // Every selection's name fits a file name (255 bytes) with its extension.
    expect(`${reportNameOf(every)}.json`.length).toBeLessThan(255)
  })
})
