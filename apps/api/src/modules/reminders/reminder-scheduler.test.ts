import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createTestApp } from '../../../test/app.ts'
import { signedInUser } from '../../../test/billing.ts'
import { startPushService } from '../../../test/push-service.ts'
import { startSmtpServer } from '../../../test/smtp.ts'
import { outbox, pushSubscriptions, reminders, users } from '../../db/schema/index.ts'
import {
  type Catalogue,
  catalogueFixture,
  listenedOn,
  memberWithPlan,
  planToday,
} from './reminders.test-helpers.ts'

/**
 * The scheduler (issue 31, decision 110), pass by pass at chosen instants: real pushes through a
 * real push service on loopback (web-push-testing checks VAPID and decrypts), real e-mail through
 * the SMTP capture server. PGlite, and PostgreSQL with TEST_DATABASE_URL.
 */
describe('the reminder scheduler', async () => {
  const smtp = await startSmtpServer()
  const push = await startPushService()
  const { app, db } = await createTestApp({ env: { SMTP_URL: smtp.url } })
  afterAll(async () => {
    await push.close()
    await smtp.close()
  })
  let catalogue: Catalogue
  beforeAll(async () => {
    catalogue = await catalogueFixture(db)
  })
  // Each test's members only: earlier tests' reminders would be due on the same days.
  beforeEach(async () => {
    await db.delete(reminders)
  })

  const pass = (instant: string) => app.reminders.scheduler.runOnce(new Date(instant))

  /** A member with a plan, a reminder saved through the API and, for push, one subscribed browser. */
  async function remindedMember(
    reminder: { weekdays?: number[]; time?: string; timeZone?: string; push?: boolean; email?: boolean } = {},
    plan: { from?: Date; until?: Date } = {},
  ) {
    const member = await memberWithPlan(app, db, catalogue, plan)
    const saved = await member.client.put('/api/reminders', {
      weekdays: [1, 2, 3, 4, 5],
      time: '08:00',
      timeZone: 'Europe/Madrid',
      push: true,
      email: true,
      ...reminder,
    })
    expect(saved.statusCode, saved.body).toBe(200)
    const browser = await push.subscribe(saved.json().data.vapidPublicKey)
    const subscribed = await member.client.put('/api/reminders/push-subscription', {
      endpoint: browser.endpoint,
      keys: browser.keys,
    })
    expect(subscribed.statusCode, subscribed.body).toBe(200)
    return { ...member, browser }
  }
  const mailsTo = async (email: string) => db.select().from(outbox).where(eq(outbox.to, email))

  it('sends nothing before the time, one push and one e-mail after it, and nothing more that day', async () => {
    const { user, browser } = await remindedMember()
    // Monday 7 December 2026: 08:00 in Madrid is 07:00 UTC.
    expect(await pass('2026-12-07T06:59:00Z')).toMatchObject({ claimed: 0 })
    expect(push.received(browser.clientHash)).toEqual([])

    const sent = await pass('2026-12-07T07:00:20Z')
    expect(sent).toMatchObject({ claimed: 1, emails: 1, pushes: 1, pushFailures: 0 })
    expect(push.received(browser.clientHash)).toEqual([
      {
        title: 'Tu meditación de hoy te espera',
        body: 'Unos minutos para ti, cuando te venga bien.',
        url: '/panel?hoy=1',
        tag: 'reminder-2026-12-07',
      },
    ])
    const [row] = await db.select().from(reminders).where(eq(reminders.userId, user.id))
    expect(row?.lastSentOn).toBe('2026-12-07')

    expect(await pass('2026-12-07T07:30:00Z')).toMatchObject({ claimed: 0 })
    expect(await pass('2026-12-07T09:59:00Z')).toMatchObject({ claimed: 0 })
    expect(push.received(browser.clientHash)).toHaveLength(1)
    expect(await mailsTo(user.email)).toHaveLength(1)
    // The next chosen day, again.
    expect(await pass('2026-12-08T07:05:00Z')).toMatchObject({ claimed: 1, pushes: 1, emails: 1 })
    expect(push.received(browser.clientHash).map((payload) => payload.tag)).toEqual([
      'reminder-2026-12-07',
      'reminder-2026-12-08',
    ])
  })

  it('sends a busy minute in batches, each member once', async () => {
    const members = [
      await remindedMember({ weekdays: [3] }),
      await remindedMember({ weekdays: [3] }),
      await remindedMember({ weekdays: [3] }),
    ]
    expect(await app.reminders.scheduler.runOnce(new Date('2026-12-16T07:00:00Z'), 2)).toMatchObject({
      batches: 2,
      claimed: 3,
      pushes: 3,
      emails: 3,
    })
    for (const { browser } of members) expect(push.received(browser.clientHash)).toHaveLength(1)
  })

  it('names today’s item when staff planned one the member’s plan reaches', async () => {
    const { browser } = await remindedMember({ email: false })
    await planToday(db, '2026-12-09', catalogue)
    expect(await pass('2026-12-09T07:01:00Z')).toMatchObject({ pushes: 1, emails: 0 })
    expect(push.received(browser.clientHash)).toEqual([
      expect.objectContaining({ title: 'Tu meditación de hoy: Respiración de la mañana, 10 min' }),
    ])
  })

  it('e-mails a service message with a one-click unsubscribe that works without a session', async () => {
    const { user } = await remindedMember({ push: false, weekdays: [4] })
    const before = smtp.received.length
    expect(await pass('2026-12-10T07:00:00Z')).toMatchObject({ emails: 1, pushes: 0 })
    await app.mailer.drain()
    const mail = await smtp.waitFor(user.email, before)
    expect(mail.subject).toBe('Tu meditación de hoy')
    expect(mail.text).toContain('Recibes este aviso porque activaste los recordatorios por correo')
    const page = /https?:\/\/\S+\/recordatorios\/baja\?token=\S+/.exec(mail.text ?? '')?.[0]
    expect(page).toBeDefined()
    expect(mail.text).toContain(`Dejar de recibir recordatorios por correo: ${page}`)
    expect(mail.html).toContain(`<a href="${(page as string).replaceAll('&', '&amp;')}"`)
    const lines = mail.headerLines.map((header) => header.line.replace(/\r?\n\s+/g, ' '))
    expect(lines).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click')
    const header = lines.find((line) => line.startsWith('List-Unsubscribe: '))
    const postUrl = new URL(/<([^>]+)>/.exec(header ?? '')?.[1] as string)
    expect(postUrl.pathname).toBe('/api/reminders/unsubscribe')
    expect(postUrl.searchParams.get('token')).toBe(new URL(page as string).searchParams.get('token'))

    // What a mail provider's one-click button sends: no cookie, no origin, a url-encoded body.
    const res = await app.inject({
      method: 'POST',
      url: `${postUrl.pathname}${postUrl.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().message).toBe('Listo: ya no recibirás recordatorios por correo.')
    const [row] = await db.select().from(reminders).where(eq(reminders.userId, user.id))
    expect(row).toMatchObject({ email: false, push: false })
  })

  it('skips, and claims, the day of a member who already listened today', async () => {
    const { user, browser } = await remindedMember({ weekdays: [5] })
    await listenedOn(db, user.id, catalogue, '2026-12-11')
    expect(await pass('2026-12-11T07:00:00Z')).toMatchObject({
      claimed: 1,
      skippedListened: 1,
      pushes: 0,
      emails: 0,
    })
    expect(push.received(browser.clientHash)).toEqual([])
    expect(await mailsTo(user.email)).toEqual([])
    // Listening yesterday does not count: the next Friday's reminder goes out.
    await listenedOn(db, user.id, catalogue, '2026-12-17')
    expect(await pass('2026-12-18T07:00:00Z')).toMatchObject({ claimed: 1, pushes: 1 })
  })

  it('sends nothing to a member whose plan has ended', async () => {
    const { user, browser } = await remindedMember(
      {},
      { from: new Date('2026-11-01T00:00:00Z'), until: new Date('2026-12-01T00:00:00Z') },
    )
    expect(await pass('2026-12-07T07:10:00Z')).toMatchObject({ skippedNoPlan: 1 })
    expect(push.received(browser.clientHash)).toEqual([])
    expect(await mailsTo(user.email)).toEqual([])
  })

  it('sends nothing on a weekday the member did not choose', async () => {
    const { browser } = await remindedMember({ weekdays: [6, 7] })
    // Monday to Friday pass by; Saturday 12 December sends.
    for (const day of ['07', '08', '09', '10', '11'])
      expect(await pass(`2026-12-${day}T07:00:00Z`)).not.toMatchObject({ pushes: 1 })
    expect(push.received(browser.clientHash)).toEqual([])
    await pass('2026-12-12T07:00:00Z')
    expect(push.received(browser.clientHash)).toHaveLength(1)
  })

  it('sends nothing once the window after the time has passed (a server down all morning)', async () => {
    const { browser } = await remindedMember({ weekdays: [2], time: '08:00' })
    // Tuesday 15 December: 11:00 in Madrid is three hours late.
    expect(await pass('2026-12-15T10:00:00Z')).toMatchObject({ claimed: 0 })
    expect(await pass('2026-12-15T18:00:00Z')).toMatchObject({ claimed: 0 })
    expect(push.received(browser.clientHash)).toEqual([])
    // Tuesday 22 December, 10:59 in Madrid: still in the window.
    expect(await pass('2026-12-22T09:59:00Z')).toMatchObject({ claimed: 1, pushes: 1 })
  })

  it('counts days and times in the member’s own zone, at 23:59 and 00:01', async () => {
    // New York is 6 hours behind Madrid in December: Monday 23:59 there is Tuesday 05:59 in Madrid.
    const late = await remindedMember({ weekdays: [1], time: '23:59', timeZone: 'America/New_York' })
    const early = await remindedMember({ weekdays: [2], time: '00:01', timeZone: 'America/New_York' })
    // Monday 14 December, 23:58 in New York: neither.
    expect(await pass('2026-12-15T04:58:00Z')).toMatchObject({ claimed: 0 })
    // 23:59 Monday in New York (Tuesday in Madrid): the Monday reminder.
    expect(await pass('2026-12-15T04:59:10Z')).toMatchObject({ claimed: 1 })
    expect(push.received(late.browser.clientHash)).toEqual([
      expect.objectContaining({ tag: 'reminder-2026-12-14' }),
    ])
    // 00:00 Tuesday in New York: not yet; 00:01: the Tuesday reminder, and the Monday one is done.
    expect(await pass('2026-12-15T05:00:10Z')).toMatchObject({ claimed: 0 })
    expect(await pass('2026-12-15T05:01:10Z')).toMatchObject({ claimed: 1 })
    expect(push.received(early.browser.clientHash)).toEqual([
      expect.objectContaining({ tag: 'reminder-2026-12-15' }),
    ])
    expect(push.received(late.browser.clientHash)).toHaveLength(1)
  })

  it('forgets a browser the push service says is gone (410), and still e-mails', async () => {
    const { user, browser } = await remindedMember({ weekdays: [3] })
    push.expire(browser.clientHash)
    expect(await pass('2026-12-16T07:00:00Z')).toMatchObject({
      pushes: 0,
      pushFailures: 1,
      deadSubscriptions: 1,
      emails: 1,
    })
    expect(await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, user.id))).toEqual([])
  })

  it('sends nothing to a deactivated account', async () => {
    const { user, browser } = await remindedMember({ weekdays: [4] })
    await db.update(users).set({ isActive: false }).where(eq(users.id, user.id))
    expect(await pass('2026-12-17T07:00:00Z')).toMatchObject({ claimed: 1, pushes: 0, emails: 0 })
    expect(push.received(browser.clientHash)).toEqual([])
  })

  it('runs a pass at a chosen instant through the development route (the browser journey’s clock)', async () => {
    const { browser } = await remindedMember({ weekdays: [4], email: false })
    const res = await app.inject({
      method: 'POST',
      url: '/dev/reminders/pass',
      payload: { now: '2026-12-17T07:00:00Z' },
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().pass).toMatchObject({ claimed: 1, pushes: 1 })
    expect(push.received(browser.clientHash)).toHaveLength(1)
    expect(
      (await app.inject({ method: 'POST', url: '/dev/reminders/pass', payload: { now: 'mañana' } }))
        .statusCode,
    ).toBe(400)
  })

  it('sends nothing when every channel is off, and nothing to staff', async () => {
    const { user } = await remindedMember({ weekdays: [4], push: false, email: false })
    expect(await pass('2026-12-17T07:00:00Z')).toMatchObject({ claimed: 0 })
    const [row] = await db.select().from(reminders).where(eq(reminders.userId, user.id))
    expect(row?.lastSentOn).toBeNull()
    const staff = await signedInUser(app, db, { role: 'admin' })
    expect(
      (
        await staff.client.put('/api/reminders', {
          weekdays: [4],
          time: '08:00',
          timeZone: 'Europe/Madrid',
          push: true,
          email: true,
        })
      ).statusCode,
    ).toBe(403)
  })
})
