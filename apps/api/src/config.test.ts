import { mkdtemp, readFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from './config.ts'

const tempDir = () => mkdtemp(path.join(os.tmpdir(), 'sosiego-config-'))

describe('loadConfig', () => {
  it('applies the documented defaults', async () => {
    const dataDir = await tempDir()
    const config = loadConfig({ DATA_DIR: dataDir })
    expect(config.port).toBe(3000)
    expect(config.host).toBe('0.0.0.0')
    expect(config.appUrl).toBe('http://localhost:3000')
    expect(config.databaseUrl).toBeUndefined()
    expect(config.seedDemo).toBe(true)
    expect(config.apiKeys).toBeUndefined()
    expect(config.admin).toBeUndefined()
  })

  it('derives APP_URL from PORT and trims a trailing slash', async () => {
    const dataDir = await tempDir()
    expect(loadConfig({ DATA_DIR: dataDir, PORT: '8080' }).appUrl).toBe('http://localhost:8080')
    expect(loadConfig({ DATA_DIR: dataDir, APP_URL: 'https://sosiego.app/' }).appUrl).toBe(
      'https://sosiego.app',
    )
  })

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ APP_URL: 'sosiego.app' }, 'APP_URL'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ SEED_DEMO: 'maybe' }, 'SEED_DEMO'],
    [{ ADMIN_EMAIL: 'admin@sosiego.app' }, 'ADMIN_PASSWORD'],
    [{ ADMIN_EMAIL: 'admin@sosiego.app', ADMIN_PASSWORD: 'short' }, 'ADMIN_PASSWORD'],
    [{ API_SECRET: 'secret' }, 'API_KEY'],
    [{ SESSION_SECRET: 'too-short' }, 'SESSION_SECRET'],
    [{ NODE_ENV: 'production' }, 'SESSION_SECRET'],
  ])('refuses %o naming %s', async (env, variable) => {
    const dataDir = await tempDir()
    expect(() => loadConfig({ DATA_DIR: dataDir, ...env })).toThrow(ConfigError)
    expect(() => loadConfig({ DATA_DIR: dataDir, ...env })).toThrow(new RegExp(`^\\s+${variable}:`, 'm'))
  })

  it('generates a session secret once and keeps it in DATA_DIR', async () => {
    const dataDir = await tempDir()
    const first = loadConfig({ DATA_DIR: dataDir }).sessionSecret
    expect(first).toMatch(/^[0-9a-f]{96}$/)
    expect(loadConfig({ DATA_DIR: dataDir }).sessionSecret).toBe(first)
    expect((await readFile(path.join(dataDir, 'session-secret'), 'utf8')).trim()).toBe(first)
  })

  it('does not seed demo content in production unless asked', async () => {
    const dataDir = await tempDir()
    const production = { DATA_DIR: dataDir, NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(40) }
    expect(loadConfig(production).seedDemo).toBe(false)
    expect(loadConfig({ ...production, SEED_DEMO: 'true' }).seedDemo).toBe(true)
  })

  it('pairs the API key and secret', async () => {
    const dataDir = await tempDir()
    expect(loadConfig({ DATA_DIR: dataDir, API_KEY: 'k', API_SECRET: 's' }).apiKeys).toEqual({
      key: 'k',
      secret: 's',
    })
  })
})
