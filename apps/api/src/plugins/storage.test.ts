import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from '../config.ts'
import { createStorageDriver } from './storage.ts'

const base = { NODE_ENV: 'test', DATA_DIR: '/tmp/sosiego-config-test', SESSION_SECRET: 'x'.repeat(40) }

describe('storage settings', () => {
  it('defaults to local storage under DATA_DIR/storage, with the upload limits in bytes', () => {
    const config = loadConfig(base)
    expect(config.storage).toEqual({ driver: 'local', dir: path.resolve('/tmp/sosiego-config-test/storage') })
    expect(config.uploadLimits).toEqual({
      image: 10 * 1024 * 1024,
      audio: 500 * 1024 * 1024,
      video: 4096 * 1024 * 1024,
      pdf: 100 * 1024 * 1024,
      // A WebVTT file (issue 34): text, fixed, not a setting.
      captions: 1024 * 1024,
    })
    expect(createStorageDriver(config.storage).kind).toBe('local')
  })

  it('needs the bucket and both keys with s3, naming what is missing', () => {
    expect(() => loadConfig({ ...base, STORAGE_DRIVER: 's3', S3_BUCKET: 'b' })).toThrow(ConfigError)
    try {
      loadConfig({ ...base, STORAGE_DRIVER: 's3' })
    } catch (error) {
      for (const name of ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'])
        expect((error as Error).message).toContain(`${name}: es obligatorio con STORAGE_DRIVER=s3`)
    }
    expect(() => loadConfig({ ...base, STORAGE_DRIVER: 'ftp' })).toThrow(
      'STORAGE_DRIVER: debe ser local o s3',
    )
    expect(() => loadConfig({ ...base, UPLOAD_MAX_AUDIO_MB: '0' })).toThrow('UPLOAD_MAX_AUDIO_MB')
  })

  it('reads the s3 settings, a CDN without its trailing slash', () => {
    const config = loadConfig({
      ...base,
      STORAGE_DRIVER: 's3',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_BUCKET: 'sosiego',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
      CDN_BASE_URL: 'https://cdn.sosiego.app/',
    })
    expect(config.storage).toEqual({
      driver: 's3',
      endpoint: 'http://127.0.0.1:9000',
      region: 'us-east-1',
      bucket: 'sosiego',
      accessKeyId: 'id',
      secretAccessKey: 'secret',
      cdnBaseUrl: 'https://cdn.sosiego.app',
    })
    const driver = createStorageDriver(config.storage)
    expect(driver.kind).toBe('s3')
    expect(driver.directUrl('caratula-temas/luna 1.webp')).toBe(
      'https://cdn.sosiego.app/caratula-temas/luna%201.webp',
    )
  })
})
