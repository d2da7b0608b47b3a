import { describe, expect, test } from 'bun:test'
import { ConfigError, readConfig } from '../../server/config.ts'

describe('configuration from the environment', () => {
  test('defaults', () => {
    expect(readConfig({})).toEqual({ port: 3000, host: '0.0.0.0', baseUrl: 'http://localhost:3000' })
  })

  test('values are read and BASE_URL loses its trailing slash', () => {
    expect(readConfig({ PORT: '8080', HOST: '127.0.0.1', BASE_URL: 'https://api.example.org/' })).toEqual({
      port: 8080, host: '127.0.0.1', baseUrl: 'https://api.example.org',
    })
  })

  test('bad values are refused at start-up', () => {
    for (const env of [{ PORT: 'abc' }, { PORT: '70000' }, { PORT: '-1' }, { BASE_URL: 'not a url' }, { BASE_URL: 'ftp://x.org' }]) {
      expect(() => readConfig(env)).toThrow(ConfigError)
    }
  })
})
