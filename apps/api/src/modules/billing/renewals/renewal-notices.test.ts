import { and, eq, like } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { createTestApp } from '../../../../test/app.ts'
import { boughtLocally } from '../../../../test/billing.ts'
import { browser } from '../../../../test/session.ts'
import { outbox, providerSubscriptions } from '../../../db/schema/index.ts'
import { addZonedDays } from '../../../lib/period.ts'
import { seedDemoContent } from '../../../seed/index.ts'
import { DAY_MS } from '../subscriptions/plan-rules.ts'
import { renewalCancelToken } from './renewal-cancel-token.ts'

const HOUR_MS = 3_600_000

/**
 * Issue 32: the notice before every renewal — monthly plans 3 days before, annual 15 and 3 days —
 * with the amount, the date in TIME_ZONE and the one-click 'Cancelar renovación' link, each once per
 * period and kind on the scheduler's clock, at the renewal's wall-clock time those calendar days
 * earlier in Europe/Madrid (so across both DST changes too); and the link itself, without a session.
 */
describe('renewal notices', async () => {
  const { app, db, config } = await createTestApp()
  beforeAll(async () => {
    await seedDemoContent(db, config.storageDir, config.timeZone)
    await app.billing.scheduler.stop()
  })

  /** A member who bought a renewing plan through the local checkout, renewing at `renewsAt`. */
  async function renewing(slug: string, renewsAt?: Date) {
    const member = await boughtLocally({ app, db, config }, slug)
    const [sub] = await db
      .update(providerSubscriptions)
      .set({ updatedAt: new Date(), ...(renewsAt ? { currentPeriodEnd: renewsAt } : {}) })
      .where(eq(providerSubscriptions.userId, member.user.id))
      .returning()
    if (!sub) throw new Error('no local subscription')
    return { ...member, sub }
  }
  const notices = (email: string) =>
    db
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, email), like(outbox.subject, '%se renueva el%')))
      .orderBy(outbox.createdAt)
  const at = (iso: string, deltaMs = 0) => new Date(Date.parse(iso) + deltaMs)
  const tick = (now: Date) => app.billing.scheduler.runOnce(now)
  /** `days` calendar days before, at the same wall-clock time in Madrid (the rule under test). */
  const before = (date: Date, days: number) => addZonedDays(date, -days, 'Europe/Madrid')

  it('tells a monthly member once, 3 days before, with the amount, the date and the cancel link', async () => {
    const { user, sub } = await renewing('full')
    const due = before(sub.currentPeriodEnd, 3)
    await tick(new Date(due.getTime() - 60_000))
    expect(await notices(user.email)).toHaveLength(0)
    // Two instances run the same pass at once: one notice.
    await Promise.all([tick(new Date(due.getTime() + 1000)), tick(new Date(due.getTime() + 2000))])
    await tick(new Date(due.getTime() + DAY_MS))
    const sent = await notices(user.email)
    expect(sent).toHaveLength(1)
    const date = new Intl.DateTimeFormat('es-ES', { dateStyle: 'long', timeZone: 'Europe/Madrid' }).format(
      sub.currentPeriodEnd,
    )
    expect(sent[0]?.subject).toBe(`Tu plan Full se renueva el ${date}`)
    expect(sent[0]?.text).toContain('19,99')
    expect(sent[0]?.text).toContain(`${config.appUrl}/renovacion/cancelar?token=`)
    // No 15-day notice for a monthly plan.
    expect(
      (await db.select().from(providerSubscriptions).where(eq(providerSubscriptions.id, sub.id)))[0],
    ).toMatchObject({
      reminderDays: 3,
      reminderFor: sub.currentPeriodEnd,
    })
  })

  it('tells an annual member 15 and 3 days before, each once, and a late pass sends only the closer one', async () => {
    const { user, sub } = await renewing('full-anual')
    const end = sub.currentPeriodEnd
    await tick(new Date(before(end, 15).getTime() - 60_000))
    expect(await notices(user.email)).toHaveLength(0)
    await tick(new Date(before(end, 15).getTime() + 1000))
    await tick(before(end, 10))
    expect(await notices(user.email)).toHaveLength(1)
    await tick(new Date(before(end, 3).getTime() + 1000))
    await tick(before(end, 1))
    const sent = await notices(user.email)
    expect(sent).toHaveLength(2)
    expect(sent.every((mail) => mail.text?.includes('199,90'))).toBe(true)

    // A scheduler that was down until 2 days before: only the 3-day notice, never both at once.
    const late = await renewing('full-anual')
    await tick(new Date(late.sub.currentPeriodEnd.getTime() - 2 * DAY_MS))
    await tick(new Date(late.sub.currentPeriodEnd.getTime() - DAY_MS))
    expect(await notices(late.user.email)).toHaveLength(1)
  })

  it('sends nothing for a renewal the member cancelled', async () => {
    const { user, client, sub } = await renewing('full')
    expect((await client.post('/api/payments/subscription/cancel-renewal')).statusCode).toBe(200)
    await tick(new Date(sub.currentPeriodEnd.getTime() - DAY_MS))
    expect(await notices(user.email)).toHaveLength(0)
  })

  // Europe/Madrid changes on the last Sundays of March (28 Mar 2027, 02:00 → 03:00) and October
  // (31 Oct 2027, 03:00 → 02:00): 3 calendar days before is 71 or 73 hours, never 72.
  it.each([
    // Renews 30 Mar 2027 10:00 CEST: told 27 Mar 10:00 CET (09:00 UTC), 71 h before, not at 72 h.
    { slug: 'full', renewsAt: '2027-03-30T08:00:00Z', dueAt: '2027-03-27T09:00:00Z' },
    // Renews 1 Nov 2027 10:00 CET: told 29 Oct 10:00 CEST (08:00 UTC), 73 h before.
    { slug: 'full', renewsAt: '2027-11-01T09:00:00Z', dueAt: '2027-10-29T08:00:00Z' },
    // Annual, 15 days across October's change: 5 Nov 10:00 CET → 21 Oct 10:00 CEST (08:00 UTC).
    { slug: 'full-anual', renewsAt: '2027-11-05T09:00:00Z', dueAt: '2027-10-21T08:00:00Z' },
    // Annual, 15 days across March's change: 10 Apr 10:00 CEST → 26 Mar 10:00 CET (09:00 UTC).
    { slug: 'full-anual', renewsAt: '2027-04-10T08:00:00Z', dueAt: '2027-03-26T09:00:00Z' },
  ])('across DST: $slug renewing $renewsAt is told at $dueAt, once', async ({ slug, renewsAt, dueAt }) => {
    const { user } = await renewing(slug, at(renewsAt))
    await tick(at(dueAt, -60_000))
    expect(await notices(user.email)).toHaveLength(0)
    // Sent at the calendar moment itself (in October, before the 72 h mark; in March, the minute
    // before was already past it), and not again an hour later.
    await tick(at(dueAt, 1000))
    expect(await notices(user.email)).toHaveLength(1)
    await tick(at(dueAt, HOUR_MS + 1000))
    const sent = await notices(user.email)
    expect(sent).toHaveLength(1)
    // The date is the renewal's day in Madrid.
    const day = new Intl.DateTimeFormat('es-ES', { dateStyle: 'long', timeZone: 'Europe/Madrid' }).format(
      at(renewsAt),
    )
    expect(sent[0]?.subject).toContain(day)
  })

  it("the e-mail's link shows the plan without a session, changes nothing until the button, then cancels at the period's end", async () => {
    const { user, client, sub } = await renewing('full')
    const token = renewalCancelToken(config.sessionSecret, sub.id)
    const anonymous = browser(app)
    const query = `?token=${encodeURIComponent(token)}`
    const shown = await anonymous.get(`/api/payments/renewal-link${query}`)
    expect(shown.statusCode).toBe(200)
    expect(shown.json().data).toEqual({
      planName: 'Full',
      renewsOn: sub.currentPeriodEnd.toISOString(),
      amount: 19.99,
      currency: sub.currency,
      cancelAtPeriodEnd: false,
      pastDue: false,
      timeZone: 'Europe/Madrid',
    })
    const stateOf = async () =>
      (await db.select().from(providerSubscriptions).where(eq(providerSubscriptions.id, sub.id)))[0]
    expect((await stateOf())?.cancelAtPeriodEnd).toBe(false)
    const cancelled = await anonymous.post(`/api/payments/renewal-link/cancel${query}`)
    expect(cancelled.statusCode).toBe(200)
    expect(cancelled.json().data.cancelAtPeriodEnd).toBe(true)
    expect((await stateOf())?.cancelAtPeriodEnd).toBe(true)
    // The same change as Mi Suscripción's button: its state, its e-mail.
    expect((await client.get('/api/payments/subscription/renewal')).json().data).toMatchObject({
      renews: true,
      cancelAtPeriodEnd: true,
    })
    const mails = await db.select().from(outbox).where(eq(outbox.to, user.email))
    expect(mails.filter((mail) => mail.subject?.startsWith('Has cancelado'))).toHaveLength(1)
    // Pressed again: the same answer, nothing more.
    expect((await anonymous.post(`/api/payments/renewal-link/cancel${query}`)).statusCode).toBe(200)
    expect(
      (await db.select().from(outbox).where(eq(outbox.to, user.email))).filter((mail) =>
        mail.subject?.startsWith('Has cancelado'),
      ),
    ).toHaveLength(1)
  })

  it('refuses a forged, altered or foreign token with a Spanish 404, and a plan that no longer renews with a 409', async () => {
    const { sub } = await renewing('full')
    const other = await renewing('full')
    const anonymous = browser(app)
    const good = renewalCancelToken(config.sessionSecret, sub.id)
    const [, mac] = good.split('.')
    for (const token of [
      `${other.sub.id}.${mac}`,
      renewalCancelToken('another-secret-of-enough-length-000000', sub.id),
      `${good}x`,
      sub.id,
      'nada',
    ]) {
      for (const res of [
        await anonymous.get(`/api/payments/renewal-link?token=${encodeURIComponent(token)}`),
        await anonymous.post(`/api/payments/renewal-link/cancel?token=${encodeURIComponent(token)}`),
      ]) {
        expect(res.statusCode).toBe(404)
        expect(res.json().message).toBe('Este enlace para cancelar la renovación no es válido.')
      }
    }
    expect((await anonymous.get('/api/payments/renewal-link')).statusCode).toBe(400)
    expect(
      (await db.select().from(providerSubscriptions).where(eq(providerSubscriptions.id, other.sub.id)))[0]
        ?.cancelAtPeriodEnd,
    ).toBe(false)
    await db
      .update(providerSubscriptions)
      .set({ status: 'ended' })
      .where(eq(providerSubscriptions.id, sub.id))
    const ended = await anonymous.get(`/api/payments/renewal-link?token=${encodeURIComponent(good)}`)
    expect(ended.statusCode).toBe(409)
    expect(ended.json().message).toBe('Este plan ya no se renueva: no hay nada que cancelar.')
  })
})
