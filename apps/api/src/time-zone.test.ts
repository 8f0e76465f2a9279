import { randomUUID } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { createTestApp } from '../test/app.ts'
import { planBySlug, signedInUser } from '../test/billing.ts'
import { outbox, paymentOrders, users } from './db/schema/index.ts'
import { seedDemoContent } from './seed/index.ts'

const form = { 'content-type': 'application/x-www-form-urlencoded' }
const zone = 'America/Mexico_City'

/**
 * TIME_ZONE is the service's clock (issue 29): the CSV exports and the e-mails that state a time by
 * law show it on the configured zone, not on Madrid's.
 */
describe(`TIME_ZONE=${zone}`, async () => {
  const { app, db, config } = await createTestApp({ env: { TIME_ZONE: zone } })
  beforeAll(() => seedDemoContent(db, config.storageDir, config.timeZone))

  const mailTo = async (email: string, subjectStart: string) =>
    (await db.select().from(outbox).where(eq(outbox.to, email))).find((mail) =>
      mail.subject?.startsWith(subjectStart),
    )
  const longDateTime = (date: Date) =>
    new Intl.DateTimeFormat('es-ES', { dateStyle: 'long', timeStyle: 'medium', timeZone: zone }).format(date)

  it('is the configuration the app runs with', () => {
    expect(config.timeZone).toBe(zone)
  })

  it('writes the CSV exports’ dates on that zone', async () => {
    const { client } = await signedInUser(app, db, { role: 'crmUser' })
    const surname = `Zona${randomUUID().slice(0, 8)}`
    // 12:00 UTC: 06:00 in Mexico City (UTC−6, no summer time), 13:00 in Madrid.
    const at = new Date('2026-01-15T12:00:00.000Z')
    const [user] = await db
      .insert(users)
      .values({
        name: 'Zona',
        lastName: surname,
        email: `${randomUUID()}@sosiego.test`,
        createdAt: at,
        updatedAt: at,
      })
      .returning()
    if (!user) throw new Error('not inserted')
    const clients = await client.get(`/api/users/export?group=clients&search=${surname}`)
    expect(clients.statusCode).toBe(200)
    expect(clients.body).toContain('"15/01/2026, 06:00","15/01/2026, 06:00"')
    expect(clients.body).not.toContain('13:00')

    const plan = await planBySlug(db, 'mini')
    await db.insert(paymentOrders).values({
      userId: user.id,
      planId: plan.id,
      amountCents: plan.priceCents,
      status: 'completed',
      provider: 'local',
      providerSessionId: `lcs_${randomUUID()}`,
      idempotencyKey: randomUUID(),
      expiresAt: at,
      createdAt: at,
    })
    const orders = await client.get(`/api/payment-records/export?search=${surname}`)
    expect(orders.statusCode).toBe(200)
    expect(orders.body).toContain('"15/01/2026, 06:00"')
    expect(orders.body).not.toContain('13:00')
  })

  it('states the immediate-start request in the receipt and the withdrawal in its acknowledgement on that zone, named', async () => {
    const member = await signedInUser(app, db)
    const plan = await planBySlug(db, 'mini')
    const res = await member.client.post('/api/payments/create-checkout-session', {
      planId: plan.id,
      immediateStart: true,
    })
    expect(res.statusCode).toBe(200)
    const path = new URL(res.json().url).pathname
    const paid = await member.client.post(`${path}/pay`, undefined, { ...form, origin: config.appUrl })
    expect(paid.statusCode).toBe(303)

    const [order] = await db.select().from(paymentOrders).where(eq(paymentOrders.userId, member.user.id))
    const requestedAt = order?.immediateStartRequestedAt
    if (!requestedAt) throw new Error('no immediate-start request recorded')
    const receipt = await mailTo(member.user.email, 'Recibo de tu pago')
    // Mexico City keeps standard time all year since 2022: «hora estándar central».
    expect(receipt?.text).toContain(
      `El ${longDateTime(requestedAt)} (hora estándar central, ${zone}) pediste expresamente que el servicio empezara de inmediato`,
    )
    expect(receipt?.text).not.toContain('hora peninsular española')

    const withdrawn = await member.client.post('/api/payments/subscription/withdraw')
    expect(withdrawn.statusCode).toBe(200)
    const [withdrawal] = await db
      .select()
      .from(paymentOrders)
      .where(and(eq(paymentOrders.userId, member.user.id), eq(paymentOrders.kind, 'withdrawal')))
    const withdrawnAt = withdrawal?.completedAt
    if (!withdrawnAt) throw new Error('no withdrawal recorded')
    const ack = await mailTo(member.user.email, 'Acuse de recibo')
    expect(ack?.text).toContain(
      `Hemos recibido tu desistimiento del contrato del plan ${plan.name} el ${longDateTime(withdrawnAt)} (hora estándar central, ${zone}).`,
    )
    expect(ack?.text).not.toContain('hora peninsular española')
  })
})
