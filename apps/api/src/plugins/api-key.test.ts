import type { AddressInfo } from 'node:net'
import { describe, expect, it } from 'vitest'
import { createTestApp } from '../../test/app.ts'
import { pathSpellings } from '../../test/path-spellings.ts'
import { rawRequest } from '../../test/raw-http.ts'

describe('client key pair', async () => {
  const { app } = await createTestApp({ env: { API_KEY: 'sosiego-web', API_SECRET: 's3cr3t-value' } })

  it('refuses /api calls without the pair', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/plans/list' })
    expect(res.statusCode).toBe(401)
    expect(res.json()).toMatchObject({ success: false, code: 'auth.invalidApiKey' })
  })

  it('refuses a wrong secret', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/plans/list',
      headers: { 'x-api-key': 'sosiego-web', 'x-api-secret': 's3cr3t-valuf' },
    })
    expect(res.statusCode).toBe(401)
  })

  it('refuses the secret cut short, with anything after it, or sent twice (decision 094)', async () => {
    const secrets: (string | string[])[] = [
      's3cr3t-valu',
      's3cr3t-value ',
      's3cr3t-valueé',
      's3cr3t-value\u00e9',
      'é3cr3t-value',
      '',
      ['s3cr3t-value', 's3cr3t-value'],
    ]
    for (const secret of secrets) {
      const res = await app.inject({
        method: 'GET',
        url: '/api/plans/list',
        headers: { 'x-api-key': 'sosiego-web', 'x-api-secret': secret },
      })
      expect(res.statusCode, JSON.stringify(secret)).toBe(401)
    }
    // A refusal leaves nothing behind for the next call: the right pair after a wrong one is admitted.
    const right = await app.inject({
      method: 'GET',
      url: '/api/plans/list',
      headers: { 'x-api-key': 'sosiego-web', 'x-api-secret': 's3cr3t-value' },
    })
    expect(right.statusCode).toBe(200)
  })

  it('admits the right pair', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/plans/list',
      headers: { 'x-api-key': 'sosiego-web', 'x-api-secret': 's3cr3t-value' },
    })
    expect(res.statusCode).toBe(200)
  })

  it('leaves health probes and the API docs open', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200)
    expect((await app.inject({ method: 'GET', url: '/api/docs/json' })).statusCode).toBe(200)
  })

  it('lets an older e-mailed data export link through, only to be sent to Tu cuenta, and nothing beside it', async () => {
    const link = await app.inject({ method: 'GET', url: '/api/users/data-export/download?token=nada' })
    expect(link.statusCode).toBe(303)
    expect(link.headers.location).toBe('/panel/configuracion?pestana=cuenta')
    for (const url of ['/api/users/data-export/file', '/api/users/data-export'])
      expect((await app.inject({ method: 'GET', url })).json().code).toBe('auth.invalidApiKey')
  })

  it('refuses every spelling of an /api path that reaches a handler without the pair', async () => {
    await app.listen({ port: 0, host: '127.0.0.1' })
    const { port } = app.server.address() as AddressInfo
    const pair = { 'x-api-key': 'sosiego-web', 'x-api-secret': 's3cr3t-value' }
    let reached = 0
    for (const target of pathSpellings('/api/plans/list')) {
      // Over a socket, the target exactly as written; through inject, as Fastify's injector sends it.
      const withPair = await rawRequest(port, 'GET', target, pair)
      const without = await rawRequest(port, 'GET', target)
      const injected = await app.inject({ method: 'GET', url: target })
      const injectedWithPair = await app.inject({ method: 'GET', url: target, headers: pair })
      for (const [open, closed] of [
        [withPair.status, without],
        [injectedWithPair.statusCode, { status: injected.statusCode, body: injected.body }],
      ] as const) {
        if (open === 200) {
          reached++
          // The spelling reached the plans handler: without the pair it must be refused.
          expect(closed.status, target).toBe(401)
          expect(closed.body, target).toContain('auth.invalidApiKey')
        } else {
          // Not a route at all (404) or a malformed target (400): the same with or without the pair.
          expect(closed.status, target).toBe(open)
        }
      }
    }
    // The canonical path, %61pi, %61%70%69 and the encoded last letter at least, both ways.
    expect(reached).toBeGreaterThanOrEqual(8)
  })

  it('does not guard what is not /api', async () => {
    expect((await app.inject({ method: 'GET', url: '/media/caratula-audios/none.webp' })).statusCode).toBe(
      404,
    )
  })
})

describe('without a configured pair', async () => {
  const { app } = await createTestApp()

  it('admits /api calls', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/plans/list' })).statusCode).toBe(200)
  })
})
