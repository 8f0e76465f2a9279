import { businessExportPaths } from '@sosiego/shared'
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { createTestApp } from '../../../test/app.ts'
import { boughtLocally, signedInUser } from '../../../test/billing.ts'
import { browser } from '../../../test/session.ts'
import { providerSubscriptions, renewalCancellations } from '../../db/schema/index.ts'
import { renewalCancelToken } from '../billing/renewals/renewal-cancel-token.ts'
import { businessSummary } from './business.service.ts'
import { businessPlans } from './business.test-helpers.ts'
import { refreshBusiness } from './business-refresh.repository.ts'

const endpoints = [
  '/api/business/summary',
  '/api/business/summary?period=month',
  '/api/business/cohorts',
  '/api/business/content-retention',
  businessExportPaths.summary,
  businessExportPaths.cohorts,
  businessExportPaths.contentRetention,
]

describe('the business calls: admin only, and the cancel reason captured by the real cancellations', async () => {
  const { app, db, config } = await createTestApp()
  beforeAll(async () => {
    await businessPlans(db)
  })

  it('answers 401 without a session and 403 to members and crmUsers on every business call', async () => {
    for (const path of endpoints) {
      expect((await browser(app).get(path)).statusCode, path).toBe(401)
      for (const role of ['visitor', 'subscriber', 'crmUser'] as const) {
        const { client } = await signedInUser(app, db, { role })
        const res = await client.get(path)
        expect(res.statusCode, `${role} ${path}`).toBe(403)
        expect(res.json()).toMatchObject({ success: false, code: 'auth.forbidden' })
      }
    }
  })

  it('answers the admin every call, the CSVs with their Spanish headers', async () => {
    const admin = await signedInUser(app, db, { role: 'admin' })
    for (const path of endpoints) expect((await admin.client.get(path)).statusCode, path).toBe(200)
    const summary = await admin.client.get(`${businessExportPaths.summary}?period=today`)
    expect(summary.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(summary.headers['content-disposition']).toMatch(
      /^attachment; filename="negocio-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv"$/,
    )
    expect(summary.body.startsWith('\uFEFF"Sección","Concepto","Valor","Periodo anterior"')).toBe(true)
    expect(summary.body).toContain('"Motivos de cancelación","Sin respuesta"')
    const cohorts = await admin.client.get(`${businessExportPaths.cohorts}?months=3`)
    expect(cohorts.body.split('\n')[0]).toContain('"Cohorte (mes del primer pago)","Miembros de la cohorte"')
    const content = await admin.client.get(businessExportPaths.contentRetention)
    expect(content.body.split('\n')[0]).toContain('"Categoría","La escucharon en sus 14 primeros días"')
    // Bad input: a clear Spanish 400.
    const bad = await admin.client.get('/api/business/cohorts?months=40')
    expect(bad.statusCode).toBe(400)
    expect(bad.json().success).toBe(false)
  })

  it("records 'Cancelar renovación' with the optional answer, once per cancellation, from Mi Suscripción and from the notice's link", async () => {
    const answered = await boughtLocally({ app, db, config }, 'negocio-mensual')
    const silent = await boughtLocally({ app, db, config }, 'negocio-mensual')
    const byLink = await boughtLocally({ app, db, config }, 'negocio-mensual')
    const rowsOf = (userId: string) =>
      db.select().from(renewalCancellations).where(eq(renewalCancellations.userId, userId))

    const first = await answered.client.post('/api/payments/subscription/cancel-renewal', {
      reason: 'no-time',
      note: '  Vuelvo después del verano  ',
    })
    expect(first.statusCode, first.body).toBe(200)
    expect(first.json().data.cancelAtPeriodEnd).toBe(true)
    const [row] = await rowsOf(answered.user.id)
    expect(row).toMatchObject({ reason: 'no-time', note: 'Vuelvo después del verano' })
    const [sub] = await db
      .select()
      .from(providerSubscriptions)
      .where(eq(providerSubscriptions.userId, answered.user.id))
    expect(row?.providerSubscriptionId).toBe(sub?.id)
    expect(row?.planId).toBe(answered.plan.id)
    // Pressed again: refused as today, nothing written.
    const again = await answered.client.post('/api/payments/subscription/cancel-renewal')
    expect(again.statusCode, again.body).toBe(409)
    expect(await rowsOf(answered.user.id)).toHaveLength(1)
    // Resumed and cancelled again: a second cancellation, a second row.
    expect((await answered.client.post('/api/payments/subscription/resume')).statusCode).toBe(200)
    expect((await answered.client.post('/api/payments/subscription/cancel-renewal', {})).statusCode).toBe(200)
    expect(await rowsOf(answered.user.id)).toHaveLength(2)

    // No body, as the apps send: cancelled just the same, the row without an answer.
    const plain = await silent.client.post('/api/payments/subscription/cancel-renewal')
    expect(plain.statusCode, plain.body).toBe(200)
    expect(await rowsOf(silent.user.id)).toMatchObject([{ reason: null, note: null }])

    // A reason outside the five: 400, nothing cancelled.
    const [linkSub] = await db
      .select()
      .from(providerSubscriptions)
      .where(eq(providerSubscriptions.userId, byLink.user.id))
    if (!linkSub) throw new Error('no renewing plan')
    const query = `?token=${encodeURIComponent(renewalCancelToken(config.sessionSecret, linkSub.id))}`
    const wrong = await browser(app).post(`/api/payments/renewal-link/cancel${query}`, {
      reason: 'expensive',
    })
    expect(wrong.statusCode).toBe(400)
    expect(await rowsOf(byLink.user.id)).toHaveLength(0)
    const viaLink = await browser(app).post(`/api/payments/renewal-link/cancel${query}`, {
      reason: 'too-expensive',
    })
    expect(viaLink.statusCode, viaLink.body).toBe(200)
    expect(await rowsOf(byLink.user.id)).toMatchObject([{ reason: 'too-expensive', note: null }])
    // The link pressed again answers the cancelled state and writes nothing.
    expect((await browser(app).post(`/api/payments/renewal-link/cancel${query}`)).statusCode).toBe(200)
    expect(await rowsOf(byLink.user.id)).toHaveLength(1)

    // Counted by the summary of today, by answer.
    await refreshBusiness(db, { timeZone: config.timeZone })
    const today = await businessSummary(db, { period: 'today' }, new Date(), config.timeZone)
    const count = (reason: string) => today.cancelReasons.find((entry) => entry.reason === reason)?.count
    expect(count('no-time')).toBe(1)
    expect(count('too-expensive')).toBe(1)
    expect(count('none')).toBe(2)
    expect(today.cancelNotes).toMatchObject([{ reason: 'no-time', note: 'Vuelvo después del verano' }])
    // The three purchases of today, through the real checkout: charged, new MRR, paying.
    expect(today.revenue.charged.value).toBe(30)
    expect(today.revenue.movement.new.value).toBe(30)
    expect(today.members.paying.value).toBe(3)
  })
})
