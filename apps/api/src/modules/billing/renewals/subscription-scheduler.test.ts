import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { createTestApp } from '../../../../test/app.ts'
import { planBySlug, signedInUser } from '../../../../test/billing.ts'
import { startSmtpServer } from '../../../../test/smtp.ts'
import { outbox, subscriptions } from '../../../db/schema/index.ts'
import { addZonedDays } from '../../../lib/period.ts'
import { withOutbox } from '../../../mail/outbox.ts'
import { seedDemoContent } from '../../../seed/index.ts'
import { entitlementsOf } from '../subscriptions/entitlements.ts'
import { grantPlan } from '../subscriptions/grant-plan.ts'
import { DAY_MS } from '../subscriptions/plan-rules.ts'
import { createSubscriptionScheduler } from './subscription-scheduler.ts'

const smtp = await startSmtpServer()

/** The expired e-mail as received over SMTP (the 3-days notice may arrive before it). */
async function expiredMail(email: string) {
  for (let waited = 0; waited < 10_000; waited += 100) {
    const found = smtp.received.find(
      (mail) => JSON.stringify(mail.to).includes(email) && mail.subject?.includes('ha terminado'),
    )
    if (found) return found
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`no expired e-mail to ${email}`)
}

describe('the billing scheduler', async () => {
  const { app, db, config } = await createTestApp({ env: { SMTP_URL: smtp.url } })
  beforeAll(async () => {
    await seedDemoContent(db, config.storageDir, config.timeZone)
    // The tests drive the clock themselves; the app's own minute-by-minute passes would race them.
    await app.billing.scheduler.stop()
  })

  const grant = async (userId: string, slug: string, now: Date) => {
    // Read before the transaction: PGlite has one connection, held by the transaction.
    const plan = await planBySlug(db, slug)
    return withOutbox(db, (tx) => grantPlan(tx, { userId, plan, source: 'payment', now }))
  }
  const statuses = async (userId: string) =>
    (
      await db
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.userId, userId))
        .orderBy(subscriptions.startDate)
    ).map((row) => row.status)
  const subjects = async (email: string) =>
    (await db.select().from(outbox).where(eq(outbox.to, email))).map((m) => m.subject)

  it('expires a subscription when its end comes, with no call from anyone, and mails once', async () => {
    const { user, client } = await signedInUser(app, db)
    const start = new Date()
    await grant(user.id, 'full', start)
    const end = new Date(start.getTime() + 30 * DAY_MS)

    await app.billing.scheduler.runOnce(new Date(end.getTime() - 1000))
    expect(await statuses(user.id)).toEqual(['active'])
    const pass = await app.billing.scheduler.runOnce(new Date(end.getTime() + 1000))
    expect(pass.expired).toBeGreaterThanOrEqual(1)
    expect(await statuses(user.id)).toEqual(['expired'])
    await app.billing.scheduler.runOnce(new Date(end.getTime() + 60_000))
    expect((await subjects(user.email)).filter((s) => s === 'Tu plan Full ha terminado')).toHaveLength(1)

    const me = (await client.get('/api/users/validate-token')).json().user
    expect(me.activeSubscription).toBeNull()
    expect(me.activeSubscriptionDate).toBeNull()
    expect(me.subscriptions).toMatchObject([{ status: 'expired', plan: { slug: 'full' } }])
    expect((await entitlementsOf(db, user.id)).allCategories).toBe(false)

    await app.mailer.drain()
    const mail = await expiredMail(user.email)
    expect(mail.subject).toBe('Tu plan Full ha terminado')
    expect(mail.text).toContain(`${config.appUrl}/#pricing`)
  })

  it('answers the session user as expired at the end date even before the job runs', async () => {
    const { user } = await signedInUser(app, db)
    const start = new Date(Date.now() - 31 * DAY_MS)
    await grant(user.id, 'full', start)
    expect(await statuses(user.id)).toEqual(['active'])
    expect((await entitlementsOf(db, user.id)).subscriptionId).toBeNull()
  })

  it('sends the 3-days-left notice once, three days before the end', async () => {
    const { user } = await signedInUser(app, db)
    const start = new Date()
    await grant(user.id, 'mini', start)
    const end = start.getTime() + 30 * DAY_MS
    // 3 calendar days in Madrid (71 or 73 h when a DST change falls between), whenever this runs.
    const due = addZonedDays(new Date(end), -3, 'Europe/Madrid').getTime()
    await app.billing.scheduler.runOnce(new Date(due - 60_000))
    expect(await subjects(user.email)).toEqual([])
    await app.billing.scheduler.runOnce(new Date(due + 60_000))
    await app.billing.scheduler.runOnce(new Date(end - 2 * DAY_MS))
    expect(await subjects(user.email)).toEqual(['Tu plan Mini termina en 3 días'])
  })

  it('starts a renewal of the same plan when the current one ends, without an ending or expired e-mail', async () => {
    const { user } = await signedInUser(app, db)
    const start = new Date()
    await grant(user.id, 'full', start)
    await grant(user.id, 'full', new Date(start.getTime() + DAY_MS))
    const rows = await db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, user.id))
      .orderBy(subscriptions.startDate)
    expect(rows.map((row) => row.status)).toEqual(['active', 'pending'])
    expect(rows[1]?.startDate.getTime()).toBe(rows[0]?.endDate?.getTime())
    expect(rows[1]?.endDate?.getTime()).toBe((rows[0]?.endDate?.getTime() ?? 0) + 30 * DAY_MS)

    await app.billing.scheduler.runOnce(new Date(start.getTime() + 28 * DAY_MS))
    await app.billing.scheduler.runOnce(new Date(start.getTime() + 30 * DAY_MS + 1000))
    expect(await statuses(user.id)).toEqual(['expired', 'active'])
    expect(await subjects(user.email)).toEqual([])
  })

  it('closes checkout attempts whose session has lapsed', async () => {
    const { client } = await signedInUser(app, db)
    const res = await client.post('/api/payments/create-checkout-session', {
      planId: (await planBySlug(db, 'full')).id,
      immediateStart: true,
    })
    expect(res.statusCode).toBe(200)
    const pass = await app.billing.scheduler.runOnce(new Date(Date.now() + 31 * 60_000))
    expect(pass.ordersExpired).toBeGreaterThanOrEqual(1)
  })

  it('never mails twice when two passes run at once (two instances)', async () => {
    const { user } = await signedInUser(app, db)
    const start = new Date(Date.now() - 30 * DAY_MS - 1000)
    await grant(user.id, 'mini', start)
    await Promise.all([app.billing.scheduler.runOnce(), app.billing.scheduler.runOnce()])
    expect(await subjects(user.email)).toEqual(['Tu plan Mini ha terminado'])
  })

  it('runs by itself when started, as the app does when ready', async () => {
    const { user } = await signedInUser(app, db)
    await grant(user.id, 'full', new Date(Date.now() - 30 * DAY_MS - 1000))
    const scheduler = createSubscriptionScheduler(app.billing.ctx)
    scheduler.start()
    for (let waited = 0; waited < 10_000 && (await statuses(user.id))[0] !== 'expired'; waited += 100)
      await new Promise((resolve) => setTimeout(resolve, 100))
    await scheduler.stop()
    expect(await statuses(user.id)).toEqual(['expired'])
  })

  // Issue 32: the trial's reminder is the ending notice for the trial, with the plans; like every
  // notice it goes 3 calendar days before in Europe/Madrid at the end's wall-clock time, so 71 h
  // before across March's change and 73 h across October's.
  it.each([
    { endsAt: '2027-03-30T08:00:00Z', dueAt: '2027-03-27T09:00:00Z', day: '30 de marzo de 2027' },
    { endsAt: '2027-11-01T09:00:00Z', dueAt: '2027-10-29T08:00:00Z', day: '1 de noviembre de 2027' },
  ])(
    'reminds a trial member once, 3 days before the trial ends at $endsAt, with the plans and no charge',
    async ({ endsAt, dueAt, day }) => {
      const { user } = await signedInUser(app, db)
      const trialPlan = await planBySlug(db, 'prueba-gratuita')
      const start = new Date(Date.parse(endsAt) - 15 * DAY_MS)
      const granted = await withOutbox(db, (tx) =>
        grantPlan(tx, { userId: user.id, plan: trialPlan, source: 'trial', now: start }),
      )
      await db
        .update(subscriptions)
        .set({ endDate: new Date(endsAt) })
        .where(eq(subscriptions.id, granted.id))
      const due = Date.parse(dueAt)
      await app.billing.scheduler.runOnce(new Date(due - 60_000))
      expect(await subjects(user.email)).toEqual([])
      await app.billing.scheduler.runOnce(new Date(due + 1000))
      await Promise.all([
        app.billing.scheduler.runOnce(new Date(due + 3_600_000)),
        app.billing.scheduler.runOnce(new Date(due + 3_600_000)),
      ])
      const mails = await db.select().from(outbox).where(eq(outbox.to, user.email))
      expect(mails.map((mail) => mail.subject)).toEqual([`Tu prueba gratuita termina el ${day}`])
      const text = (mails[0]?.text ?? '').replace(/\u00a0/g, ' ')
      expect(text).toContain('No te cobraremos nada: la prueba simplemente termina.')
      // Every plan for sale, with its price and period; never the trial itself.
      for (const line of ['Mini: 9,99 US$ / mes', 'Full: 19,99 US$ / mes', 'Full anual: 199,90 US$ / año'])
        expect(text).toContain(line)
      expect(text).not.toContain('Prueba gratuita:')
      expect(text).toContain(`${config.appUrl}/#pricing`)
    },
  )
})
