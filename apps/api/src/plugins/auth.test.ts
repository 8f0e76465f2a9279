import { describe, expect, it } from 'vitest'
import { createTestApp } from '../../test/app.ts'

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

  it('still refuses other ports and hosts', async () => {
    for (const origin of ['http://localhost:5173', 'http://127.0.0.2:3000', 'https://localhost:3000']) {
      expect((await login(origin)).statusCode, origin).toBe(403)
    }
  })
})
