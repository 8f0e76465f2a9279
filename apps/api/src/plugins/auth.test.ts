import type { AddressInfo } from 'node:net'
import { describe, expect, it } from 'vitest'
import { createTestApp } from '../../test/app.ts'
import { pathSpellings } from '../../test/path-spellings.ts'
import { rawRequest } from '../../test/raw-http.ts'

describe('cross-site protection on a local APP_URL', async () => {
  const { app } = await createTestApp({ env: { APP_URL: 'http://localhost:3000' } })
  const login = (origin: string) =>
    app.inject({
      method: 'POST',
      url: '/api/users/login',
      headers: { origin },
      payload: { email: 'nadie@sosiego.test', password: 'Serena2026!' },
    })

  it('accepts the other loopback names of the same port', async () => {
    for (const origin of ['http://localhost:3000', 'http://127.0.0.1:3000', 'http://[::1]:3000']) {
      expect((await login(origin)).statusCode, origin).toBe(401)
    }
  })

  it('lets reads through from any origin, and still refuses that origin’s writes (decision 094)', async () => {
    const read = await app.inject({
      method: 'GET',
      url: '/api/plans/list',
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    })
    expect(read.statusCode).toBe(200)
    expect((await login('https://evil.example')).statusCode).toBe(403)
  })

  it('still refuses other ports and hosts', async () => {
    for (const origin of ['http://localhost:5173', 'http://127.0.0.2:3000', 'https://localhost:3000']) {
      expect((await login(origin)).statusCode, origin).toBe(403)
    }
  })
})

describe('cross-site protection, whatever the spelling of the path', async () => {
  const { app } = await createTestApp({ env: { APP_URL: 'http://localhost:3000' } })

  it('refuses a cross-site write on every spelling of an /api path that reaches a handler', async () => {
    await app.listen({ port: 0, host: '127.0.0.1' })
    const { port } = app.server.address() as AddressInfo
    const json = { 'content-type': 'application/json' }
    const attacks: Record<string, string>[] = [
      { origin: 'https://evil.example', ...json },
      { 'sec-fetch-site': 'cross-site', ...json },
      // A plain form post from our own origin is still not JSON.
      { origin: 'http://localhost:3000', 'content-type': 'text/plain' },
    ]
    let reached = 0
    for (const target of pathSpellings('/api/users/logout')) {
      const ours = await rawRequest(port, 'POST', target, { origin: 'http://localhost:3000', ...json }, '{}')
      const injectedOurs = await app.inject({
        method: 'POST',
        url: target,
        headers: { origin: 'http://localhost:3000' },
        payload: {},
      })
      for (const headers of attacks) {
        const forged = await rawRequest(port, 'POST', target, headers, '{}')
        const injected = await app.inject({ method: 'POST', url: target, headers, payload: '{}' })
        for (const [open, closed] of [
          [ours.status, forged],
          [injectedOurs.statusCode, { status: injected.statusCode, body: injected.body }],
        ] as const) {
          if (open === 200) {
            reached++
            // The spelling reached the logout handler: the forged request must not.
            expect([403, 415], `${target} ${JSON.stringify(headers)}`).toContain(closed.status)
            expect(closed.body).toMatch(/auth\.(crossSite|jsonOnly)/)
          } else {
            expect(closed.status, `${target} ${JSON.stringify(headers)}`).toBe(open)
          }
        }
      }
    }
    expect(reached).toBeGreaterThanOrEqual(24)
  })
})
