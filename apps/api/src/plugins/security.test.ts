import { gzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { createTestApp, productionEnv } from '../../test/app.ts'

const keys = { 'x-api-key': 'sosiego-web', 'x-api-secret': 's3cr3t-value' }

/** What every API answer carries (decision 092): nothing may run, load or frame it, nor sniff it. */
const apiSet = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'cross-origin-resource-policy': 'same-origin',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
}
/** Helmet's headers that only govern how a page behaves: pages keep them, API answers do not. */
const documentOnly = [
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
]

describe('security headers', async () => {
  const { app } = await createTestApp({
    env: { API_KEY: keys['x-api-key'], API_SECRET: keys['x-api-secret'] },
  })

  it('give every API answer, refusals and errors included, a policy that allows nothing, nosniff, CORP and no referrer', async () => {
    const answers = [
      // The cached public reads, sent from their prepared bytes (decision 077).
      await app.inject({ method: 'GET', url: '/api/plans/list', headers: keys }),
      await app.inject({ method: 'GET', url: '/api/themes/list?isDeleted=false', headers: keys }),
      await app.inject({ method: 'GET', url: '/api/health' }),
      // Refused by the client key pair check, by the cross-site check, and an answer of the error plugin.
      await app.inject({ method: 'GET', url: '/api/plans/list' }),
      await app.inject({
        method: 'POST',
        url: '/api/users/logout',
        headers: { ...keys, origin: 'https://elsewhere.example' },
      }),
      await app.inject({ method: 'GET', url: '/api/plans/name/no-existe', headers: keys }),
    ]
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200, 401, 403, 404])
    for (const res of answers) {
      expect(res.headers).toMatchObject(apiSet)
      expect(res.headers['x-request-id']).toBeTruthy()
      for (const name of documentOnly) expect(res.headers[name]).toBeUndefined()
      // Plain http here: no HSTS.
      expect(res.headers['strict-transport-security']).toBeUndefined()
    }
  })

  it('keep the whole document set on what is not a matched API route: pages, static files, a 404', async () => {
    for (const url of ['/', '/panel/configuracion', '/api/no-existe', '/favicon.svg']) {
      const res = await app.inject({ method: 'GET', url, headers: keys })
      expect(res.headers['content-security-policy']).toContain("default-src 'self'")
      expect(res.headers['content-security-policy']).toContain("script-src 'self'")
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'")
      expect(res.headers['x-content-type-options']).toBe('nosniff')
      expect(res.headers['cross-origin-resource-policy']).toBe('same-origin')
      for (const name of documentOnly) expect(res.headers[name]).toBeDefined()
    }
  })
})

describe('security headers on an https site', async () => {
  const { app } = await createTestApp({ env: { ...productionEnv } })

  it('add HSTS to API answers and pages alike', async () => {
    const api = await app.inject({ method: 'GET', url: '/api/plans/list' })
    expect(api.statusCode).toBe(200)
    expect(api.headers).toMatchObject(apiSet)
    expect(api.headers['strict-transport-security']).toMatch(/^max-age=\d+/)
    const page = await app.inject({ method: 'GET', url: '/no-existe' })
    expect(page.headers['strict-transport-security']).toBe(api.headers['strict-transport-security'])
    expect(page.headers['content-security-policy']).toContain('upgrade-insecure-requests')
  })
})

describe('request body decompression', async () => {
  const { app } = await createTestApp({
    env: { API_KEY: keys['x-api-key'], API_SECRET: keys['x-api-secret'] },
  })
  const login = { email: 'nadie@example.com', password: 'no-es-la-clave' }

  it('still reads a gzip-compressed body and refuses an unknown coding on routes that take one', async () => {
    const gzipped = await app.inject({
      method: 'POST',
      url: '/api/users/login',
      headers: { ...keys, 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: gzipSync(JSON.stringify(login)),
    })
    // The credentials were read (and are wrong): the body was decompressed.
    expect(gzipped.statusCode).toBe(401)
    const unknown = await app.inject({
      method: 'POST',
      url: '/api/users/login',
      headers: { ...keys, 'content-type': 'application/json', 'content-encoding': 'xyz' },
      payload: JSON.stringify(login),
    })
    expect(unknown.statusCode).toBe(415)
  })

  it('is not attempted on GET and HEAD, whose bodies are never read (decision 096)', async () => {
    for (const method of ['GET', 'HEAD'] as const) {
      const res = await app.inject({
        method,
        url: '/api/plans/list',
        headers: { ...keys, 'content-encoding': 'xyz' },
      })
      expect(res.statusCode).toBe(200)
    }
  })
})
