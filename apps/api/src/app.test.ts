import { describe, expect, it } from 'vitest'
import { createTestApp } from '../test/app.ts'

describe('the API documentation', async () => {
  const { app } = await createTestApp()

  it('publishes an OpenAPI document of every route with its schemas', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/docs/json' })
    expect(res.statusCode).toBe(200)
    const doc = res.json()
    expect(doc.openapi).toMatch(/^3\./)
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/health',
        '/api/plans/list',
        '/api/plans/name/{slug}',
        '/api/categories/list',
        '/api/themes/list',
      ]),
    )
    const plans = doc.paths['/api/plans/list'].get.responses['200'].content['application/json'].schema
    expect(plans.properties.data.items.properties).toHaveProperty('isTestSubscrionPlan')
  })

  it('serves the documentation page', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/docs/' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toMatch(/text\/html/)
  })
})

describe('the development mailbox', () => {
  it('lists the outbox outside production', async () => {
    const { app } = await createTestApp()
    const res = await app.inject({ method: 'GET', url: '/dev/mailbox.json' })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual([])
    expect((await app.inject({ method: 'GET', url: '/dev/mailbox' })).body).toContain('Buzón de desarrollo')
  })

  it('does not exist in production', async () => {
    const { app } = await createTestApp({ env: { NODE_ENV: 'production' } })
    expect((await app.inject({ method: 'GET', url: '/dev/mailbox.json' })).statusCode).toBe(404)
  })
})
