import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { createTestApp } from '../../../../test/app.ts'
import { planBySlug, signedInUser } from '../../../../test/billing.ts'
import { browser } from '../../../../test/session.ts'
import { linkIn, startSmtpServer } from '../../../../test/smtp.ts'
import { plans, subscriptions, users } from '../../../db/schema/index.ts'
import { seedDemoContent } from '../../../seed/index.ts'

const smtp = await startSmtpServer()

describe('the landing page trial', async () => {
  const { app, db, config } = await createTestApp({
    env: { SMTP_URL: smtp.url, RATE_LIMIT_EMAILS_PER_MINUTE: '100', RATE_LIMIT_EMAILS_PER_HOUR: '100' },
  })
  beforeAll(() => seedDemoContent(db, config.storageDir, config.timeZone))
  const trial = (body: object) => browser(app).post('/api/users/trial', body)
  const userByEmail = async (email: string) =>
    (await db.select().from(users).where(eq(users.email, email)))[0]
  const subscriptionsOf = (userId: string) =>
    db.select().from(subscriptions).where(eq(subscriptions.userId, userId))

  it('validates the form with its own messages', async () => {
    const cases: [object, string][] = [
      [{ lastName: 'S', email: 'a@b.co' }, 'El nombre es requerido'],
      [{ name: 'A', lastName: ' ', email: 'a@b.co' }, 'El apellido es requerido'],
      [{ name: 'A', lastName: 'S', email: '' }, 'El email es requerido'],
      [{ name: 'A', lastName: 'S', email: 'no-es-email' }, 'El email no es válido'],
    ]
    for (const [body, message] of cases) {
      const res = await trial(body)
      expect(res.statusCode).toBe(400)
      expect(res.json().message).toBe(message)
    }
  })

  it('creates a temporary account and mails a set-password link that leads in and starts the trial', async () => {
    const email = `prueba-${Date.now()}@sosiego.test`
    const before = smtp.received.length
    const res = await trial({ name: 'Marta', lastName: 'Calma', email })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({
      success: true,
      message: 'Solicitud recibida. Revisa tu correo electrónico para continuar.',
      data: { plan: { name: 'Prueba gratuita' } },
    })
    const user = await userByEmail(email)
    expect(user).toMatchObject({ isTemporary: true, isVerified: false, passwordHash: null, role: 'visitor' })
    // Decision 049: nothing for an address nobody has proven; the trial starts at the link.
    expect(await subscriptionsOf(user?.id ?? '')).toEqual([])

    const mail = await smtp.waitFor(email, before)
    expect(mail.subject).toBe('Confirma tu correo y empieza tu prueba gratuita')
    // Issue 32: what happens at the trial's end is said at its start.
    expect(mail.text?.replace(/\s+/g, ' ')).toContain(
      'Al terminar la prueba no te cobraremos nada: solo pagarás si eliges un plan. Si no lo haces, la prueba simplemente termina.',
    )
    const link = linkIn(mail)
    expect(`${link.origin}${link.pathname}`).toBe(`${config.appUrl}/verify-email`)
    expect(link.searchParams.get('setup')).toBe('true')

    const client = browser(app)
    const set = await client.put('/api/users/update-password-google', {
      email,
      token: link.searchParams.get('token'),
      newPassword: 'Calma2026!',
    })
    expect(set.statusCode).toBe(200)
    const login = await client.post('/api/users/login', { email, password: 'Calma2026!' })
    expect(login.json().data.user.activeSubscription).toMatchObject({
      status: 'active',
      plan: { slug: 'prueba-gratuita', isTestSubscrionPlan: true },
    })
    expect(await userByEmail(email)).toMatchObject({ isTemporary: false, isVerified: true })
  })

  it('reuses the unverified account, and one trial comes of two requests', async () => {
    const email = `dos-${Date.now()}@sosiego.test`
    const before = smtp.received.length
    await trial({ name: 'Ana', lastName: 'Uno', email })
    await smtp.waitFor(email, before)
    const again = await trial({ name: 'Ana', lastName: 'Uno', email })
    expect(again.statusCode).toBe(200)
    const user = await userByEmail(email)
    expect(await subscriptionsOf(user?.id ?? '')).toEqual([])
    const sent = smtp.received.filter((mail) => JSON.stringify(mail.to).includes(email))
    for (let waited = 0; sent.length < 2 && waited < 10_000; waited += 100) {
      await new Promise((resolve) => setTimeout(resolve, 100))
      sent.splice(0, sent.length, ...smtp.received.filter((mail) => JSON.stringify(mail.to).includes(email)))
    }
    expect(sent.map((mail) => mail.subject)).toEqual([
      'Confirma tu correo y empieza tu prueba gratuita',
      'Confirma tu correo y empieza tu prueba gratuita',
    ])
    // Only the newest link works; it sets the password and starts the one trial.
    const token = linkIn(sent[1] as (typeof sent)[number]).searchParams.get('token')
    const set = await browser(app).put('/api/users/update-password-google', {
      email,
      token,
      newPassword: 'Calma2026!',
    })
    expect(set.statusCode).toBe(200)
    expect((await subscriptionsOf(user?.id ?? '')).map((row) => row.source)).toEqual(['trial'])
  })

  it('answers a verified account the same, and tells it by e-mail instead', async () => {
    const fresh = await signedInUser(app, db)
    const used = await signedInUser(app, db)
    const full = await planBySlug(db, 'full')
    await db.insert(subscriptions).values({
      userId: used.user.id,
      planId: full.id,
      status: 'active',
      source: 'payment',
      startDate: new Date(),
      endDate: new Date(Date.now() + 86_400_000),
    })
    const unknown = await trial({ name: 'X', lastName: 'Y', email: `nuevo-${Date.now()}@sosiego.test` })
    for (const { user } of [fresh, used]) {
      const before = smtp.received.length
      const res = await trial({ name: 'Otra', lastName: 'Persona', email: user.email })
      expect(res.json()).toEqual(unknown.json())
      const mail = await smtp.waitFor(user.email, before)
      expect(linkIn(mail).pathname).toBe('/login')
    }
    expect((await subscriptionsOf(fresh.user.id)).map((row) => row.source)).toEqual(['trial'])
    expect((await subscriptionsOf(used.user.id)).map((row) => row.source)).toEqual(['payment'])
    // The account's name was not changed by whoever filled in the form.
    expect((await db.select().from(users).where(eq(users.id, fresh.user.id)))[0]?.name).toBe('Lucía')
  })

  it('answers 503 when no trial plan is on sale', async () => {
    const plan = await planBySlug(db, 'prueba-gratuita')
    await db.update(plans).set({ isActive: false }).where(eq(plans.id, plan.id))
    const res = await trial({ name: 'A', lastName: 'B', email: `sin-${Date.now()}@sosiego.test` })
    expect(res.statusCode).toBe(503)
    expect(res.json().message).toBe('La prueba gratuita no está disponible en este momento.')
    await db.update(plans).set({ isActive: true }).where(eq(plans.id, plan.id))
  })
})

describe('plans granted by staff', async () => {
  const { app, db, config } = await createTestApp()
  beforeAll(() => seedDemoContent(db, config.storageDir, config.timeZone))
  const account = () => ({
    name: 'Carla',
    lastName: 'Creadora',
    email: `staff-grant-${Date.now()}-${Math.random().toString(36).slice(2)}@sosiego.test`,
    password: 'Calma2026!',
  })

  it('grants the named plan through the same path, with an end date or without end', async () => {
    const { client } = await signedInUser(app, db, { role: 'admin' })
    const endDate = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10)
    const limited = await client.post('/api/users/create', {
      ...account(),
      role: 'subscriber',
      planSlug: 'mini',
      subscriptionEndDate: endDate,
    })
    expect(limited.statusCode).toBe(201)
    expect(limited.json().data.user.activeSubscription).toMatchObject({
      status: 'active',
      plan: { slug: 'mini' },
    })
    expect(limited.json().data.user.activeSubscriptionDate.endDate).toBe(`${endDate}T23:59:59.999Z`)

    const infinite = await client.post('/api/users/create', {
      ...account(),
      role: 'creator',
      planSlug: 'full',
      subscriptionEndDate: null,
    })
    expect(infinite.statusCode).toBe(201)
    expect(infinite.json().data.user.activeSubscriptionDate.endDate).toBeNull()
    const rows = await db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, infinite.json().data.user._id))
    expect(rows).toMatchObject([{ source: 'admin', status: 'active', endDate: null }])
  })

  it('refuses an end date in the past, creating no account', async () => {
    const { client } = await signedInUser(app, db, { role: 'admin' })
    const body = { ...account(), role: 'subscriber', planSlug: 'mini', subscriptionEndDate: '2020-01-01' }
    const res = await client.post('/api/users/create', body)
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toBe('La fecha de fin de la suscripción no puede ser anterior a hoy.')
    expect(await db.select().from(users).where(eq(users.email, body.email))).toHaveLength(0)
  })
})
