import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { createTestApp } from '../../../test/app.ts'
import { signedInUser } from '../../../test/billing.ts'
import { browser } from '../../../test/session.ts'
import { subscriptions, userChanges, users } from '../../db/schema/index.ts'
import { seedDemoContent } from '../../seed/index.ts'

const REFUSED =
  'Solo un administrador puede crear usuarios o indicar rol, plan o fecha de fin de suscripción al registrarse.'

/** Decision 059: POST /api/users/register in admin mode is an admin's creation, never the public's. */
describe('POST /api/users/register in admin mode', async () => {
  const { app, db, config } = await createTestApp({ env: { RATE_LIMIT_REGISTRATIONS_PER_IP: '1000' } })
  beforeAll(() => seedDemoContent(db, config.storageDir, config.timeZone))

  const form = (extra: object = {}) => ({
    name: 'Nuria',
    lastName: 'Calma',
    email: `alta-${randomUUID()}@sosiego.test`,
    password: 'Calma2026!',
    ...extra,
  })
  const userByEmail = async (email: string) =>
    (await db.select().from(users).where(eq(users.email, email)))[0]
  const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)

  it('refuses the admin-mode fields from the public with a Spanish 403, and creates nobody', async () => {
    const cases = [
      { role: 'admin' },
      { role: 'subscriber' },
      { planSlug: 'full' },
      { subscriptionEndDate: inDays(3) },
      // Null still asks for admin mode (the spec's "infinite"): answered, not ignored.
      { planSlug: null },
    ]
    for (const extra of cases) {
      const body = form(extra)
      const res = await browser(app).post('/api/users/register', body)
      expect(res.statusCode, JSON.stringify(extra)).toBe(403)
      expect(res.json()).toMatchObject({ success: false, message: REFUSED })
      expect(res.headers['set-cookie']).toBeUndefined()
      expect(await userByEmail(body.email)).toBeUndefined()
    }
  })

  it('refuses them from signed-in members and from crmUser (who creates nobody, decision 057)', async () => {
    for (const role of ['visitor', 'subscriber', 'creator', 'crmUser'] as const) {
      const { client } = await signedInUser(app, db, { role })
      const body = form({ role: 'tester' })
      const res = await client.post('/api/users/register', body)
      expect(res.statusCode, role).toBe(403)
      expect(res.json().message).toBe(REFUSED)
      expect(await userByEmail(body.email)).toBeUndefined()
    }
  })

  it('applies them for an admin: the role, the plan through billing, the audit trail, no session swap', async () => {
    const { client, user: admin } = await signedInUser(app, db, { role: 'admin' })
    const body = form({ role: 'creator', planSlug: 'mini', subscriptionEndDate: inDays(10) })
    const res = await client.post('/api/users/register', body)
    expect(res.statusCode).toBe(201)
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Usuario creado exitosamente',
      data: { user: { email: body.email, role: 'creator' } },
    })
    // The admin stays signed in as themselves: the new account gets no session here.
    expect(res.headers['set-cookie']).toBeUndefined()
    expect((await client.get('/api/users/validate-token')).json().user._id).toBe(admin.id)

    const created = await userByEmail(body.email)
    expect(created).toMatchObject({ role: 'creator', isVerified: true })
    const plans = await db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, created?.id ?? ''))
    expect(plans).toHaveLength(1)
    expect(plans[0]).toMatchObject({ source: 'admin', status: 'active' })
    expect(plans[0]?.endDate?.toISOString()).toBe(`${inDays(10)}T23:59:59.999Z`)
    const trail = await db
      .select()
      .from(userChanges)
      .where(eq(userChanges.userId, created?.id ?? ''))
    expect(trail).toMatchObject([{ action: 'create', actorId: admin.id }])
  })

  it('gives an admin the same rules as /api/users/create: tester by default, no end date in the past', async () => {
    const { client } = await signedInUser(app, db, { role: 'admin' })
    const infinite = form({ planSlug: 'full', subscriptionEndDate: null })
    expect((await client.post('/api/users/register', infinite)).statusCode).toBe(201)
    expect(await userByEmail(infinite.email)).toMatchObject({ role: 'tester' })

    const past = form({ role: 'subscriber', planSlug: 'full', subscriptionEndDate: inDays(-2) })
    const res = await client.post('/api/users/register', past)
    expect(res.statusCode).toBe(400)
    expect(await userByEmail(past.email)).toBeUndefined()
  })

  it('refuses a creator or a subscriber without a plan with the spec’s texts, on both creation calls', async () => {
    const { client } = await signedInUser(app, db, { role: 'admin' })
    const cases = [
      { role: 'creator', message: 'Debes seleccionar un plan para el rol Creador' },
      { role: 'subscriber', message: 'Debes seleccionar un plan para el rol Suscriptor' },
    ]
    for (const url of ['/api/users/register', '/api/users/create'])
      for (const { role, message } of cases)
        for (const plan of [{}, { planSlug: null }, { planSlug: null, subscriptionEndDate: null }]) {
          const body = form({ role, ...plan })
          const res = await client.post(url, body)
          expect(res.statusCode, `${url} ${role} ${JSON.stringify(plan)}`).toBe(400)
          expect(res.json()).toMatchObject({ success: false, message })
          expect(await userByEmail(body.email)).toBeUndefined()
        }
    // Other roles need no plan; the public is still refused before anything is checked.
    expect((await client.post('/api/users/register', form({ role: 'tester' }))).statusCode).toBe(201)
    expect((await client.post('/api/users/create', form({ role: 'visitor' }))).statusCode).toBe(201)
    const anonymous = await browser(app).post('/api/users/register', form({ role: 'creator' }))
    expect(anonymous.statusCode).toBe(403)
  })

  it('leaves the public registration as it was: a visitor, signed in, unverified fields dropped', async () => {
    const body = form({ isVerified: true })
    const res = await browser(app).post('/api/users/register', body)
    expect(res.statusCode).toBe(201)
    expect(res.headers['set-cookie']).toBeDefined()
    expect(await userByEmail(body.email)).toMatchObject({ role: 'visitor', isVerified: false })
  })
})
