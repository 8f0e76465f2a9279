import { describe, expect, it } from 'vitest'
import { createTestApp } from '../../test/app.ts'

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
