import Fastify from 'fastify'
import { describe, expect, it } from 'vitest'
import { apiRoute, matchedRoute, rememberMatchedRoutes } from './matched-route.ts'

describe('the matched route, read once per request (decision 094)', () => {
  it('gives every hook the pattern, whatever their order, and null when no route matched', async () => {
    const app = Fastify()
    const seen: (string | null)[] = []
    // A hook added before the slot is declared, and one after: both read the same pattern.
    app.addHook('onRequest', (request, _reply, done) => {
      seen.push(apiRoute(request))
      done()
    })
    rememberMatchedRoutes(app)
    rememberMatchedRoutes(app)
    app.addHook('onRequest', (request, _reply, done) => {
      seen.push(matchedRoute(request))
      done()
    })
    app.get('/api/things/:id', async (request) => ({ route: matchedRoute(request) }))
    app.get('/apiary', async (request) => ({ route: apiRoute(request) }))

    expect((await app.inject('/api/things/1')).json()).toEqual({ route: '/api/things/:id' })
    // Another spelling of the same path reaches the same pattern.
    expect((await app.inject('/%61pi/things/2')).json()).toEqual({ route: '/api/things/:id' })
    expect((await app.inject('/apiary')).json()).toEqual({ route: null })
    expect((await app.inject('/api/nothing')).statusCode).toBe(404)
    expect(seen).toEqual([
      '/api/things/:id',
      '/api/things/:id',
      '/api/things/:id',
      '/api/things/:id',
      null,
      '/apiary',
      null,
      null,
    ])
    await app.close()
  })
})
