import type { AddressInfo } from 'node:net'
import { t } from '@sosiego/shared'
import { DrizzleQueryError } from 'drizzle-orm/errors'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { createTestApp } from '../../test/app.ts'
import { rawRequest } from '../../test/raw-http.ts'
import { AppError } from '../lib/app-error.ts'

describe('error answers', async () => {
  const { app } = await createTestApp({
    routes(app) {
      app.get('/api/test/boom', async () => {
        throw new Error('secret internals: password=hunter2')
      })
      app.get('/api/test/database-gone', async (request) => {
        const { kind } = request.query as { kind: string }
        const cause = Object.assign(
          new Error(kind === 'refused' ? 'connect ECONNREFUSED 127.0.0.1:5432' : 'terminating connection'),
          { code: kind === 'refused' ? 'ECONNREFUSED' : '57P01' },
        )
        throw new DrizzleQueryError('select secret from users where password = $1', ['hunter2'], cause)
      })
      app.get('/api/test/bad-sql', async () => {
        throw new DrizzleQueryError('select nope', [], Object.assign(new Error('syntax'), { code: '42601' }))
      })
      app.get('/api/test/coded', { config: { alsoAnswers: [404] } }, async () => {
        throw new AppError('plans.notFound', 404)
      })
      const body = z.object({ name: z.string(), age: z.number() })
      app.post('/api/test/echo', { schema: { body } }, async (request) => request.body)
    },
  })

  it('answers a coded error with its Spanish sentence', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/test/coded' })
    expect(res.statusCode).toBe(404)
    expect(res.json()).toEqual({
      success: false,
      message: 'No se pudo encontrar el plan.',
      code: 'plans.notFound',
    })
  })

  it('answers an unknown failure with a generic message and the request id, never the details', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/test/boom',
      headers: { 'x-request-id': 'req-123' },
    })
    expect(res.statusCode).toBe(500)
    expect(res.json()).toEqual({
      success: false,
      message: t('common.internal'),
      code: 'common.internal',
      requestId: 'req-123',
    })
    expect(res.body).not.toContain('hunter2')
    expect(res.headers['x-request-id']).toBe('req-123')
  })

  it('answers a database that is out of reach with 503 and retry-after, not as a bug of ours', async () => {
    for (const kind of ['refused', 'shutdown']) {
      const res = await app.inject({ method: 'GET', url: `/api/test/database-gone?kind=${kind}` })
      expect(res.statusCode).toBe(503)
      expect(res.headers['retry-after']).toBe('5')
      expect(res.json()).toEqual({
        success: false,
        message: t('common.databaseUnavailable'),
        code: 'common.databaseUnavailable',
      })
      expect(res.body).not.toContain('hunter2')
    }
    // A query that is wrong stays a 500: only an unreachable database is the client's to retry.
    const wrong = await app.inject({ method: 'GET', url: '/api/test/bad-sql' })
    expect(wrong.statusCode).toBe(500)
    expect(wrong.headers['retry-after']).toBeUndefined()
  })

  it('answers invalid input with 400 and a Spanish message naming the field', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: { name: 'Ana', age: 'x' },
    })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({
      success: false,
      code: 'common.validation',
      message: 'El campo «age» no es válido.',
      errors: [{ field: 'age', message: 'El campo «age» no es válido.' }],
    })
  })

  it('answers a missing field as required', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/test/echo', payload: { age: 3 } })
    expect(res.json().message).toBe('El campo «name» es obligatorio.')
  })

  it('answers malformed JSON with 400, not 500', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": ',
    })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ code: 'common.invalidJson', message: t('common.invalidJson') })
  })

  it('answers an unsupported body type with 415', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/xml' },
      payload: '<a/>',
    })
    expect(res.statusCode).toBe(415)
    expect(res.json().code).toBe('auth.jsonOnly')
  })

  it('answers a body over the limit with 413', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'x'.repeat(1_100_000), age: 1 }),
    })
    expect(res.statusCode).toBe(413)
    expect(res.json().code).toBe('common.payloadTooLarge')
  })

  it('answers an unknown /api path with a JSON 404', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/no-such-thing' })
    expect(res.statusCode).toBe(404)
    expect(res.json()).toEqual({
      success: false,
      message: t('common.routeNotFound'),
      code: 'common.routeNotFound',
    })
  })

  it("answers a request line past the header limit in Spanish, not with Fastify's English", async () => {
    await app.listen({ port: 0, host: '127.0.0.1' })
    const { port } = app.server.address() as AddressInfo
    const res = await rawRequest(port, 'GET', `/api/users/list?search=${'a'.repeat(20_000)}`)
    expect(res.status).toBe(431)
    expect(JSON.parse(res.body)).toEqual({
      success: false,
      message: 'La solicitud es demasiado larga. Acorta la búsqueda o los filtros e inténtalo de nuevo.',
      code: 'common.headersTooLarge',
    })
  })
})
