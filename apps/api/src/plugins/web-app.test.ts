import { mkdir, mkdtemp, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { createTestApp } from '../../test/app.ts'

async function fakeWebBuild() {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'sosiego-web-'))
  await mkdir(path.join(dir, 'assets'))
  await writeFile(
    path.join(dir, 'index.html'),
    '<!doctype html><html><head><!--app-config--><title>Sosiego</title></head><body><div id="root"></div></body></html>',
  )
  await writeFile(
    path.join(dir, 'assets', 'index-Ab12Cd.js'),
    `console.log(${JSON.stringify('x'.repeat(5000))})`,
  )
  await writeFile(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>')
  return dir
}

describe('the web app', async () => {
  const webDist = await fakeWebBuild()
  const { app, config } = await createTestApp({ env: { WEB_DIST_DIR: webDist } })

  it('serves index.html at / with security headers and no caching', async () => {
    const res = await app.inject({ method: 'GET', url: '/' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toMatch(/text\/html/)
    expect(res.headers['cache-control']).toBe('no-cache')
    expect(res.headers['content-security-policy']).toContain("script-src 'self'")
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'")
    expect(res.headers['x-content-type-options']).toBe('nosniff')
    expect(res.body).toContain('<div id="root">')
    expect(res.body).not.toContain('sosiego-api-key')
    expect(res.body).not.toContain('sosiego-google-sign-in')
  })

  it('answers client routes with index.html', async () => {
    for (const url of ['/panel/configuracion', '/login?mode=signup', '/ruta-que-no-existe']) {
      const res = await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } })
      expect(res.statusCode).toBe(200)
      expect(res.body).toContain('<div id="root">')
    }
  })

  it('caches hashed assets for a year and compresses them', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/assets/index-Ab12Cd.js',
      headers: { 'accept-encoding': 'gzip' },
    })
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(res.headers['content-encoding']).toBe('gzip')
  })

  it('answers a missing asset with 404, not the page', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/missing-Zz99.js' })
    expect(res.statusCode).toBe(404)
    expect(res.body).not.toContain('<div id="root">')
  })

  it('serves cover images from storage, and nothing else there', async () => {
    await mkdir(path.join(config.storageDir, 'caratula-audios'), { recursive: true })
    await mkdir(path.join(config.storageDir, 'audios'), { recursive: true })
    await writeFile(path.join(config.storageDir, 'caratula-audios', 'luna.webp'), 'RIFF')
    await writeFile(path.join(config.storageDir, 'audios', 'calma.mp3'), 'ID3')

    expect((await app.inject({ method: 'GET', url: '/media/caratula-audios/luna.webp' })).statusCode).toBe(
      200,
    )
    expect((await app.inject({ method: 'GET', url: '/media/audios/calma.mp3' })).statusCode).toBe(404)
    await writeFile(path.join(config.dataDir, 'private.txt'), 'PRIVATE')
    const escapes = [
      '/media/../private.txt',
      '/media/%2e%2e/private.txt',
      '/media/caratula-audios/..%2f..%2fprivate.txt',
      '/media/caratula-audios/../audios/calma.mp3',
      '/media/caratula-audios/%2e%2e%2faudios%2fcalma.mp3',
    ]
    for (const url of escapes) {
      const res = await app.inject({ method: 'GET', url })
      expect(res.body, url).not.toContain('ID3')
      expect(res.body, url).not.toContain('PRIVATE')
    }
  })
})

describe('the web app with a client key pair and Google sign-in', async () => {
  const webDist = await fakeWebBuild()
  const { app } = await createTestApp({
    env: {
      WEB_DIST_DIR: webDist,
      API_KEY: 'web"<client>',
      API_SECRET: 'pair-secret',
      GOOGLE_CLIENT_ID: 'client',
      GOOGLE_CLIENT_SECRET: 'secret',
      WHATSAPP_NUMBER: '34600111222',
    },
  })

  it('hands the pair and the Google switch to the page as escaped meta tags', async () => {
    const res = await app.inject({ method: 'GET', url: '/panel' })
    expect(res.body).toContain('<meta name="sosiego-api-key" content="web&quot;&lt;client>">')
    expect(res.body).toContain('<meta name="sosiego-api-secret" content="pair-secret">')
    expect(res.body).toContain('<meta name="sosiego-google-sign-in" content="enabled">')
    expect(res.body).toContain('<meta name="sosiego-contact-email" content="hola@sosiego.app">')
    expect(res.body).toContain('<meta name="sosiego-whatsapp-number" content="34600111222">')
    expect(res.body).not.toContain('sosiego-gtm-id')
  })
})
