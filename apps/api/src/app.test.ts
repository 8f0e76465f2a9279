import { describe, expect, it } from 'vitest'
import { createTestApp, productionEnv } from '../test/app.ts'
import { templates } from './mail/mail.templates.ts'
import { queueMail, withOutbox } from './mail/outbox.ts'

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

  it('is off in production unless API_DOCS=true', async () => {
    const { app: production } = await createTestApp({ env: productionEnv })
    for (const url of ['/api/docs', '/api/docs/', '/api/docs/json'])
      expect((await production.inject({ method: 'GET', url })).statusCode, url).toBe(404)
    const { app: documented } = await createTestApp({ env: { ...productionEnv, API_DOCS: 'true' } })
    expect((await documented.inject({ method: 'GET', url: '/api/docs/json' })).statusCode).toBe(200)
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
    const { app } = await createTestApp({ env: productionEnv })
    for (const url of ['/dev/mailbox', '/dev/mailbox.json'])
      expect((await app.inject({ method: 'GET', url })).statusCode, url).toBe(404)
  })

  it('does not exist on a public https APP_URL without NODE_ENV=production', async () => {
    const { app } = await createTestApp({ env: { ...productionEnv, NODE_ENV: 'development' } })
    for (const url of ['/dev/mailbox', '/dev/mailbox.json', '/api/docs/json'])
      expect((await app.inject({ method: 'GET', url })).statusCode, url).toBe(404)
  })

  it('does not exist on a public http:// APP_URL without NODE_ENV (issue 27, L-3)', async () => {
    const { app, config } = await createTestApp({
      env: { ...productionEnv, NODE_ENV: 'development', APP_URL: 'http://sosiego.example' },
    })
    expect(config).toMatchObject({ isProduction: true, seedDemo: false, host: '0.0.0.0' })
    for (const url of ['/dev/mailbox', '/dev/mailbox.json', '/api/docs/json'])
      expect((await app.inject({ method: 'GET', url })).statusCode, url).toBe(404)
  })

  it('shows a development mail with its link (no SMTP_URL: the mailbox is the delivery)', async () => {
    const { app, db } = await createTestApp({ env: { APP_URL: 'http://localhost:3000' } })
    const link = 'http://localhost:3000/reset-password?token=dev-token'
    await withOutbox(db, (tx) => queueMail(tx, 'ana@sosiego.test', templates.resetPassword('Ana', link)))
    await app.mailer.drain()
    const [mail] = (await app.inject({ method: 'GET', url: '/dev/mailbox.json' })).json()
    expect(mail).toMatchObject({ to: 'ana@sosiego.test', template: 'resetPassword', status: 'sent' })
    expect(mail.text).toContain(link)
    expect((await app.inject({ method: 'GET', url: '/dev/mailbox' })).body).toContain(`href="${link}"`)
  })
})
