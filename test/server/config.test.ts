import { describe, expect, test } from 'bun:test'
import { ConfigError, configWarnings, readConfig } from '../../api/config.ts'

describe('configuration from the environment', () => {
  test('defaults', () => {
    expect(readConfig({})).toEqual({
      port: 3000,
      host: '0.0.0.0',
      baseUrl: 'http://localhost:3000',
      requestTimeoutSeconds: 10,
      workers: 1,
      accessLog: true,
      rateLimit: undefined,
      catalogueServing: 'negotiated',
    })
  })

  test('values are read and BASE_URL loses its trailing slash', () => {
    expect(
      readConfig({
        PORT: '8080',
        HOST: '127.0.0.1',
        BASE_URL: 'https://api.example.org/',
        REQUEST_TIMEOUT_SECONDS: '5',
        WORKERS: '2',
        ACCESS_LOG: 'off',
        RATE_LIMIT_RPS: '20',
        RATE_LIMIT_BURST: '40',
      }),
    ).toEqual({
      port: 8080,
      host: '127.0.0.1',
      baseUrl: 'https://api.example.org',
      requestTimeoutSeconds: 5,
      workers: 2,
      accessLog: false,
      rateLimit: { ratePerSecond: 20, burst: 40 },
      catalogueServing: 'negotiated',
    })
    expect(readConfig({ CATALOGUE_SERVING: 'native' }).catalogueServing).toBe('native')
  })

  test('with PORT and no BASE_URL, BASE_URL is this machine on that port', () => {
    expect(readConfig({ PORT: '8080' }).baseUrl).toBe('http://localhost:8080')
    expect(readConfig({ PORT: '0' }).baseUrl).toBe('http://localhost:3000')
  })

  test('a loopback BASE_URL on another port than PORT is warned about; a public one or a matching port is not', () => {
    expect(configWarnings(readConfig({ PORT: '8080', BASE_URL: 'http://localhost:3000' }))).toEqual([
      'BASE_URL http://localhost:3000 is on this machine but port 3000, while the service listens on 8080: links in the catalogues will not reach it',
    ])
    expect(configWarnings(readConfig({ PORT: '8080', BASE_URL: 'http://127.0.0.1' }))).toHaveLength(1) // port 80
    expect(configWarnings(readConfig({ PORT: '8080', BASE_URL: 'https://api.example.org' }))).toEqual([])
    // https without a port is 443: warned when listening elsewhere, not when on 443.
    expect(configWarnings(readConfig({ PORT: '8443', BASE_URL: 'https://localhost' }))).toHaveLength(1)
    expect(configWarnings(readConfig({ PORT: '443', BASE_URL: 'https://localhost' }))).toEqual([])
    expect(configWarnings(readConfig({ PORT: '8080', BASE_URL: 'http://localhost:8080/' }))).toEqual([])
    expect(configWarnings(readConfig({ PORT: '8080' }))).toEqual([])
  })

  test('native catalogues cannot be combined with a rate limit, which they would bypass', () => {
    expect(() => readConfig({ CATALOGUE_SERVING: 'native', RATE_LIMIT_RPS: '5' })).toThrow(/CATALOGUE_SERVING=native .* RATE_LIMIT_RPS/)
  })

  test('HOST takes addresses and names', () => {
    for (const h of ['127.0.0.1', '::', '::1', 'localhost', 'api.internal', 'fe80::1']) expect(readConfig({ HOST: h }).host).toBe(h)
  })

  test('the burst defaults to one second of the rate', () => {
    expect(readConfig({ RATE_LIMIT_RPS: '7' }).rateLimit).toEqual({ ratePerSecond: 7, burst: 7 })
  })

  test('each bound itself is accepted: the last port, the longest deadline Bun can keep, 64 workers', () => {
    const config = readConfig({ PORT: '65535', REQUEST_TIMEOUT_SECONDS: '240', WORKERS: '64', RATE_LIMIT_RPS: '1000000' })
    expect([config.port, config.requestTimeoutSeconds, config.workers, config.rateLimit?.ratePerSecond]).toEqual([
      65535, 240, 64, 1_000_000,
    ])
    expect(() => readConfig({ WORKERS: '65' })).toThrow(ConfigError)
    expect(readConfig({ ACCESS_LOG: 'on' }).accessLog).toBe(true)
  })

  test('bad values are refused at start-up', () => {
    for (const env of [
      { PORT: 'abc' },
      { PORT: '70000' },
      { PORT: '-1' },
      { BASE_URL: 'not a url' },
      { BASE_URL: 'ftp://x.org' },
      // An origin only: a path prefix would half work (the catalogues, not the pages), the rest would land in every link.
      { BASE_URL: 'http://x.org/calories/' },
      { BASE_URL: 'http://x.org/?a=b' },
      { BASE_URL: 'http://x.org/#f' },
      { BASE_URL: 'http://user:pass@x.org/' },
      { WORKERS: '0' },
      { REQUEST_TIMEOUT_SECONDS: '300' },
      { REQUEST_TIMEOUT_SECONDS: '241' }, // Bun's idle timeout tops out at 255 s, 15 s past the deadline
      { ACCESS_LOG: 'yes' },
      { RATE_LIMIT_RPS: '1.5' },
      { HOST: 'bad host' },
      { HOST: 'http://x' },
      { HOST: '-x' },
      { CATALOGUE_SERVING: 'static' },
      { CATALOGUE_SERVING: 'NATIVE' },
      // The burst is checked even while the limit is off, so a typo shows before the limit is turned on.
      { RATE_LIMIT_BURST: 'abc' },
      { RATE_LIMIT_BURST: '0' },
      { RATE_LIMIT_RPS: '5', RATE_LIMIT_BURST: '0' },
      // The heap's RAM size in bytes, as JavaScriptCore reads it: no Kubernetes units, nothing too small to run in.
      { BUN_JSC_forceRAMSize: '160Mi' },
      { BUN_JSC_forceRAMSize: '1.5e8' },
      { BUN_JSC_forceRAMSize: '100663295' },
    ]) {
      expect(() => readConfig(env)).toThrow(ConfigError)
    }
  })

  test('a heap size in bytes is taken: the 160 MiB npm start and the image set, and the least allowed, 96 MiB', () => {
    for (const bytes of ['167772160', '100663296']) expect(() => readConfig({ BUN_JSC_forceRAMSize: bytes })).not.toThrow()
  })
})
