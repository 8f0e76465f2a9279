import { eq } from 'drizzle-orm'
import ICAL from 'ical.js'
import { describe, expect, it } from 'vitest'
import { createTestApp, productionEnv } from '../../../test/app.ts'
import { signedInUser } from '../../../test/billing.ts'
import { browser } from '../../../test/session.ts'
import { memberSettings, pushSubscriptions, reminders, users } from '../../db/schema/index.ts'
import { collectMemberData } from '../account-data/data-export.contents.ts'
import { isPushEndpointAllowed } from './reminders.service.ts'
import { memberOfUnsubscribeToken, unsubscribeToken } from './unsubscribe-token.ts'

const weekdaysAt8 = {
  weekdays: [5, 1, 3],
  time: '08:00',
  timeZone: 'America/New_York',
  push: true,
  email: false,
}
const device = (n: number) => ({
  endpoint: `https://fcm.googleapis.com/fcm/send/dispositivo-${n}`,
  keys: { p256dh: `BP256dh-${n}`, auth: `auth-${n}` },
})

/** The calendar as a calendar app reads it: the weekly event's occurrences as instants. */
function occurrences(ics: string, count: number) {
  const calendar = new ICAL.Component(ICAL.parse(ics))
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone)
  const vevent = calendar.getFirstSubcomponent('vevent')
  if (!vevent) throw new Error('no event')
  const event = new ICAL.Event(vevent)
  const iterator = event.iterator()
  const found: Date[] = []
  for (let next = iterator.next(); next && found.length < count; next = iterator.next())
    found.push(next.toJSDate())
  return { event, found }
}
const localTime = (instant: Date, timeZone: string) =>
  new Intl.DateTimeFormat('es-ES', {
    timeZone,
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(instant)

describe('reminder settings (issue 31)', async () => {
  const { app, db, config } = await createTestApp()
  const member = () => signedInUser(app, db, { role: 'subscriber' })

  it('answers the defaults until saved, then what was saved, with the zone stored as the member’s', async () => {
    const { user, client } = await member()
    const before = await client.get('/api/reminders')
    expect(before.statusCode, before.body).toBe(200)
    expect(before.json().data).toEqual({
      saved: false,
      weekdays: [1, 2, 3, 4, 5],
      time: '08:00',
      timeZone: 'Europe/Madrid',
      push: false,
      email: false,
      calendarUrl: null,
      pushDevices: 0,
      vapidPublicKey: config.vapid.publicKey,
    })
    const saved = await client.put('/api/reminders', weekdaysAt8)
    expect(saved.statusCode, saved.body).toBe(200)
    expect(saved.json()).toMatchObject({
      message: 'Recordatorio guardado.',
      data: { saved: true, weekdays: [1, 3, 5], time: '08:00', timeZone: 'America/New_York', push: true },
    })
    expect((await client.get('/api/reminders')).json().data).toEqual(saved.json().data)
    const [settings] = await db.select().from(memberSettings).where(eq(memberSettings.userId, user.id))
    expect(settings?.timeZone).toBe('America/New_York')
  })

  it.each([
    [{ weekdays: [] }, 'Elige al menos un día de la semana.'],
    [{ weekdays: [1, 1] }, 'Elige al menos un día de la semana.'],
    [{ time: '8:00' }, 'Escribe la hora como HH:MM, por ejemplo 08:00.'],
    [{ time: '24:00' }, 'Escribe la hora como HH:MM, por ejemplo 08:00.'],
    [{ timeZone: 'Europa/Madrid' }, 'La zona horaria no es válida.'],
  ])('refuses %o in Spanish', async (change, message) => {
    const { client } = await member()
    const res = await client.put('/api/reminders', { ...weekdaysAt8, ...change })
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toContain(message)
  })

  it('is for members only: a visitor without a session gets 401, staff 403', async () => {
    expect((await browser(app).get('/api/reminders')).statusCode).toBe(401)
    const staff = await signedInUser(app, db, { role: 'crmUser' })
    expect((await staff.client.get('/api/reminders')).statusCode).toBe(403)
    expect((await staff.client.put('/api/reminders/calendar')).statusCode).toBe(403)
  })

  it('moves a browser to whoever subscribes it last, and lets a member forget only their own', async () => {
    const ana = await member()
    const bea = await member()
    expect(
      (await ana.client.put('/api/reminders/push-subscription', device(1))).json().data.pushDevices,
    ).toBe(1)
    await ana.client.put('/api/reminders/push-subscription', device(2))
    // Bea signs in on Ana's first browser: it is hers now.
    const moved = await bea.client.put('/api/reminders/push-subscription', device(1))
    expect(moved.json()).toMatchObject({
      message: 'Este dispositivo recibirá tus recordatorios.',
      data: { pushDevices: 1 },
    })
    expect((await ana.client.get('/api/reminders')).json().data.pushDevices).toBe(1)
    // Ana cannot remove Bea's browser; she can remove her own.
    await ana.client.delete('/api/reminders/push-subscription', { endpoint: device(1).endpoint } as never)
    const [held] = await db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, device(1).endpoint))
    expect(held?.userId).toBe(bea.user.id)
    const removed = await app.inject({
      method: 'DELETE',
      url: '/api/reminders/push-subscription',
      headers: { cookie: [...ana.client.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
      payload: { endpoint: device(2).endpoint },
    })
    expect(removed.json().data.pushDevices).toBe(0)
    const bad = await bea.client.put('/api/reminders/push-subscription', { endpoint: 'no-es-url', keys: {} })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().message).toContain('El navegador no envió una suscripción válida para notificaciones.')
  })

  it('posts pushes only to https push services in production (no address of a member’s choosing)', () => {
    expect(isPushEndpointAllowed('https://fcm.googleapis.com/fcm/send/abc', true)).toBe(true)
    expect(isPushEndpointAllowed('https://web.push.apple.com/QGx', true)).toBe(true)
    for (const endpoint of [
      'http://fcm.googleapis.com/fcm/send/abc',
      'https://127.0.0.1/notify',
      'https://169.254.169.254/latest',
      'https://[::1]/x',
      'https://localhost/x',
      'https://intranet/x',
      'https://user:pass@push.example.com/x',
    ])
      expect(isPushEndpointAllowed(endpoint, true), endpoint).toBe(false)
    expect(isPushEndpointAllowed('http://127.0.0.1:8090/notify/x', false)).toBe(true)
  })

  it('serves a private calendar feed at the member’s time in their zone, also across a DST change', async () => {
    const { client } = await member()
    const early = await client.put('/api/reminders/calendar')
    expect(early.statusCode).toBe(409)
    expect(early.json().message).toBe('Guarda primero tu recordatorio: días y hora.')
    await client.put('/api/reminders', weekdaysAt8)
    const created = await client.put('/api/reminders/calendar')
    expect(created.statusCode, created.body).toBe(200)
    const url = new URL(created.json().data.calendarUrl)
    expect(url.pathname).toMatch(/^\/api\/reminders\/calendar\/[A-Za-z0-9_-]{43}\.ics$/)

    // Fetched by a calendar app: no session.
    const feed = await app.inject({ method: 'GET', url: url.pathname })
    expect(feed.statusCode, feed.body).toBe(200)
    expect(feed.headers['content-type']).toBe('text/calendar; charset=utf-8')
    expect(feed.headers['cache-control']).toBe('private, no-store')
    const { event, found } = occurrences(feed.body, 130)
    expect(event.summary).toBe('Tu meditación de Sosiego')
    expect(event.startDate.zone?.tzid).toBe('America/New_York')
    expect(event.startDate.toString()).toMatch(/T08:00:00$/)
    expect((event.endDate.toJSDate().getTime() - event.startDate.toJSDate().getTime()) / 60_000).toBe(10)
    expect(feed.body).toContain('BEGIN:VTIMEZONE')
    expect(feed.body).toMatch(/^DTSTAMP:\d{8}T\d{6}Z\r$/m)
    expect(feed.body).toContain('RRULE:FREQ=WEEKLY;BYDAY=MO,WE,FR')
    // 130 occurrences span ten months, so at least one of New York’s DST changes: all at 08:00 there.
    const offsets = new Set(found.map((instant) => instant.getUTCHours()))
    expect(offsets.size).toBe(2)
    for (const instant of found)
      expect(localTime(instant, 'America/New_York')).toMatch(/^(lun|mié|vie), 08:00$/)
  })

  it('revokes the old feed URL when a new one is made, and both when the feed is removed', async () => {
    const { client } = await member()
    await client.put('/api/reminders', weekdaysAt8)
    const first = new URL((await client.put('/api/reminders/calendar')).json().data.calendarUrl).pathname
    const second = new URL((await client.put('/api/reminders/calendar')).json().data.calendarUrl).pathname
    expect(second).not.toBe(first)
    const old = await app.inject({ method: 'GET', url: first })
    expect(old.statusCode).toBe(404)
    expect(old.json().message).toBe('Este calendario no existe o se ha eliminado.')
    expect((await app.inject({ method: 'GET', url: second })).statusCode).toBe(200)
    const removed = await client.delete('/api/reminders/calendar')
    expect(removed.json().data.calendarUrl).toBeNull()
    expect((await app.inject({ method: 'GET', url: second })).statusCode).toBe(404)
    expect((await app.inject({ method: 'GET', url: '/api/reminders/calendar/nada.ics' })).statusCode).toBe(
      404,
    )
    expect((await app.inject({ method: 'GET', url: second.replace('.ics', '') })).statusCode).toBe(404)
  })

  it('turns e-mail reminders off with the one-click token and no session; a bad token is 404', async () => {
    const { user, client } = await member()
    await client.put('/api/reminders', { ...weekdaysAt8, email: true })
    const token = unsubscribeToken(config.sessionSecret, user.id)
    expect(memberOfUnsubscribeToken(config.sessionSecret, token)).toBe(user.id)
    for (const forged of [
      `${user.id}.${'A'.repeat(43)}`,
      token.slice(0, -1),
      `${token}.x`,
      unsubscribeToken('otro-secreto-otro-secreto-otro-secreto', user.id),
    ]) {
      const res = await app.inject({
        method: 'POST',
        url: `/api/reminders/unsubscribe?token=${encodeURIComponent(forged)}`,
      })
      expect(res.statusCode, forged).toBe(404)
      expect(res.json().message).toBe('El enlace para darte de baja no es válido.')
    }
    expect((await app.inject({ method: 'POST', url: '/api/reminders/unsubscribe' })).statusCode).toBe(400)
    expect((await db.select().from(reminders).where(eq(reminders.userId, user.id)))[0]?.email).toBe(true)
    // The web page /recordatorios/baja posts with no body.
    const res = await app.inject({
      method: 'POST',
      url: `/api/reminders/unsubscribe?token=${encodeURIComponent(token)}`,
    })
    expect(res.statusCode, res.body).toBe(200)
    expect((await client.get('/api/reminders')).json().data).toMatchObject({
      email: false,
      push: true,
      saved: true,
    })
  })

  it('puts the reminder and its browsers in the data export (no push keys) and deletes them with the account', async () => {
    const { user, client } = await member()
    await client.put('/api/reminders', weekdaysAt8)
    await client.put('/api/reminders/calendar')
    await client.put('/api/reminders/push-subscription', device(7))
    const sets = (await collectMemberData(db, user.id)) ?? []
    const reminderSet = sets.find((set) => set.file === 'recordatorios')
    expect(reminderSet?.rows).toEqual([
      expect.objectContaining({
        weekdays: '1, 3, 5',
        time: '08:00',
        timeZone: 'America/New_York',
        push: true,
        email: false,
        calendarFeed: true,
      }),
    ])
    const devices = sets.find((set) => set.file === 'dispositivos-con-notificaciones')
    expect(devices?.rows).toEqual([expect.objectContaining({ endpoint: device(7).endpoint })])
    const exported = JSON.stringify(sets)
    expect(exported).not.toContain(device(7).keys.p256dh)
    expect(exported).not.toContain(device(7).keys.auth)

    await db.delete(users).where(eq(users.id, user.id))
    expect(await db.$count(reminders, eq(reminders.userId, user.id))).toBe(0)
    expect(await db.$count(pushSubscriptions, eq(pushSubscriptions.userId, user.id))).toBe(0)
    expect(await db.$count(memberSettings, eq(memberSettings.userId, user.id))).toBe(0)
  })

  it('has no development pass route in production', async () => {
    const { app: production } = await createTestApp({ env: productionEnv })
    const res = await production.inject({ method: 'POST', url: '/dev/reminders/pass', payload: {} })
    expect(res.statusCode).toBe(404)
  })

  it('lets calendar apps and mail providers reach the feed and the unsubscribe without the client key pair', async () => {
    const { app: keyed } = await createTestApp({
      env: { API_KEY: 'clave-cliente', API_SECRET: 'secreto-cliente' },
    })
    // The member's own calls still need it.
    const settings = await keyed.inject({ method: 'GET', url: '/api/reminders' })
    expect(settings.json().code).toBe('auth.invalidApiKey')
    expect((await keyed.inject({ method: 'GET', url: '/api/reminders/calendar/nada.ics' })).statusCode).toBe(
      404,
    )
    const unsubscribe = await keyed.inject({
      method: 'POST',
      url: '/api/reminders/unsubscribe?token=nada',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://correo.example' },
      payload: 'List-Unsubscribe=One-Click',
    })
    expect(unsubscribe.statusCode).toBe(404)
    expect(unsubscribe.json().message).toBe('El enlace para darte de baja no es válido.')
  })
})
