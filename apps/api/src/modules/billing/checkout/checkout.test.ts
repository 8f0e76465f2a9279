import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { createTestApp } from '../../../../test/app.ts'
import { planBySlug, signedInUser, someThemes } from '../../../../test/billing.ts'
import { browser } from '../../../../test/session.ts'
import { localCheckoutSessions, outbox, paymentOrders, subscriptions } from '../../../db/schema/index.ts'
import { seedDemoContent } from '../../../seed/index.ts'
import { entitlementsOf } from '../subscriptions/entitlements.ts'

const form = { 'content-type': 'application/x-www-form-urlencoded' }

describe('checkout with the local provider', async () => {
  const { app, db, config } = await createTestApp()
  beforeAll(() => seedDemoContent(db, config.storageDir, config.timeZone))

  const checkout = (client: ReturnType<typeof browser>, planId: string, extra = {}) =>
    client.post('/api/payments/create-checkout-session', { planId, immediateStart: true, ...extra })
  const subscriptionsOf = (userId: string) =>
    db.select().from(subscriptions).where(eq(subscriptions.userId, userId)).orderBy(subscriptions.createdAt)

  /** Through the test checkout page: open it, press Pagar, follow the redirect's session id. */
  async function pay(client: ReturnType<typeof browser>, url: string) {
    const path = new URL(url).pathname
    const res = await client.post(`${path}/pay`, undefined, { ...form, origin: config.appUrl })
    expect(res.statusCode).toBe(303)
    const location = new URL(res.headers.location as string)
    expect(`${location.origin}${location.pathname}`).toBe(`${config.appUrl}/payment-success`)
    return location.searchParams.get('session_id') as string
  }

  async function buy(client: ReturnType<typeof browser>, slug: string, extra = {}) {
    const plan = await planBySlug(db, slug)
    const res = await checkout(client, plan.id, extra)
    expect(res.statusCode).toBe(200)
    const sessionId = await pay(client, res.json().url)
    const verified = await client.post('/api/payments/verify-payment-session', { sessionId, ...extra })
    expect(verified.statusCode).toBe(200)
    return { plan, sessionId, verified: verified.json() }
  }

  it('needs a signed-in user', async () => {
    const mini = await planBySlug(db, 'mini')
    expect((await checkout(browser(app), mini.id)).statusCode).toBe(401)
    expect(
      (await browser(app).post('/api/payments/verify-payment-session', { sessionId: 'x' })).statusCode,
    ).toBe(401)
  })

  it('refuses a temporary account with a code the client turns into /loginSetPassword', async () => {
    const { client } = await signedInUser(app, db, { isTemporary: true })
    const res = await checkout(client, (await planBySlug(db, 'mini')).id)
    expect(res.statusCode).toBe(403)
    expect(res.json()).toMatchObject({ code: 'payments.temporaryAccount' })
  })

  it('refuses staff, who cannot subscribe, and plans that are unknown or not on sale', async () => {
    const { client } = await signedInUser(app, db, { role: 'crmUser' })
    expect((await checkout(client, (await planBySlug(db, 'mini')).id)).json().code).toBe(
      'payments.staffCannotSubscribe',
    )
    const member = await signedInUser(app, db)
    const unknown = await checkout(member.client, '00000000-0000-4000-8000-000000000000')
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json().message).toBe('No se pudo encontrar el plan.')
    expect((await checkout(member.client, 'not-a-uuid')).statusCode).toBe(400)
  })

  it('serves a test checkout page labelled Modo de prueba, with plan, amount, Pagar and Cancelar', async () => {
    const { client } = await signedInUser(app, db)
    const mini = await planBySlug(db, 'mini')
    const res = await checkout(client, mini.id)
    expect(res.json()).toMatchObject({ success: true, data: { activated: false } })
    const url = new URL(res.json().url)
    expect(url.origin).toBe(config.appUrl)
    // A browser navigates here: no client key pair, no cookies needed.
    const page = await app.inject({ method: 'GET', url: url.pathname })
    expect(page.statusCode).toBe(200)
    expect(page.headers['content-type']).toContain('text/html')
    expect(page.headers['content-security-policy']).toContain("script-src 'self'")
    expect(page.body).toContain('Modo de prueba')
    expect(page.body).toContain('Sosiego · Mini')
    expect(page.body).toMatch(/9,99\s*US\$/)
    expect(page.body).toContain('>Pagar</button>')
    expect(page.body).toContain('>Cancelar</button>')
    expect(page.body).toContain('lang="es"')
    expect(page.body).not.toContain('<script')
  })

  it('reuses the open session on a second click instead of opening another order', async () => {
    const { client, user } = await signedInUser(app, db)
    const mini = await planBySlug(db, 'mini')
    const answers = await Promise.all([checkout(client, mini.id), checkout(client, mini.id)])
    const third = await checkout(client, mini.id)
    const urls = new Set([...answers, third].map((answer) => answer.json().url))
    expect(urls.size).toBe(1)
    expect(third.json().message).toBe('Ya tienes una sesión de pago abierta para este plan.')
    const orders = await db.select().from(paymentOrders).where(eq(paymentOrders.userId, user.id))
    expect(orders).toHaveLength(1)
    expect(orders[0]).toMatchObject({
      status: 'intent_created',
      amountCents: 999,
      currency: 'USD',
      provider: 'local',
    })
  })

  it('grants the plan once paid, answers the verification idempotently, and mails a receipt', async () => {
    const { client, user } = await signedInUser(app, db)
    const { sessionId, verified } = await buy(client, 'full')
    expect(verified).toMatchObject({
      success: true,
      message: '¡Pago exitoso! Serás redirigido a la página principal en breve.',
      data: { subscription: { status: 'active', plan: { slug: 'full', price: 19.99 } } },
    })
    const again = await client.post('/api/payments/verify-payment-session', { sessionId })
    expect(again.json().data.subscription._id).toBe(verified.data.subscription._id)
    expect(await subscriptionsOf(user.id)).toHaveLength(1)
    const [order] = await db.select().from(paymentOrders).where(eq(paymentOrders.userId, user.id))
    expect(order).toMatchObject({ status: 'completed' })
    expect(order?.completedAt).toBeInstanceOf(Date)
    const mails = await db.select().from(outbox).where(eq(outbox.to, user.email))
    expect(mails.map((mail) => mail.subject)).toEqual(['Recibo de tu pago: plan Full'])
    expect(mails[0]?.text).toMatch(/19,99\s*US\$/)

    const me = (await client.get('/api/users/validate-token')).json().user
    expect(me.activeSubscription).toMatchObject({ status: 'active', plan: { slug: 'full', name: 'Full' } })
    expect(me.activeSubscriptionDate.startDate).toBe(verified.data.subscription.startDate)
    expect(
      new Date(me.activeSubscriptionDate.endDate).getTime() -
        new Date(me.activeSubscriptionDate.startDate).getTime(),
    ).toBe(30 * 24 * 3600 * 1000)
    expect(me.subscriptions).toHaveLength(1)
  })

  // Issue 27 (M-2), decision 086: a paid plan starts at once only at the buyer's express request,
  // recorded on the order, so that a withdrawal can charge the part already enjoyed.
  it('refuses a paid plan without the request to start now (400, Spanish), opening no order', async () => {
    const { client, user } = await signedInUser(app, db)
    const mini = await planBySlug(db, 'mini')
    for (const body of [{ planId: mini.id }, { planId: mini.id, immediateStart: false }]) {
      const res = await client.post('/api/payments/create-checkout-session', body)
      expect(res.statusCode).toBe(400)
      expect(res.json()).toMatchObject({
        success: false,
        code: 'payments.immediateStartRequired',
        message:
          'Para pagar, pide que el servicio empiece ahora y acepta que, si desistes en los 14 días, pagarás la parte ya disfrutada.',
      })
    }
    expect(await db.select().from(paymentOrders).where(eq(paymentOrders.userId, user.id))).toHaveLength(0)
    // A free plan needs no request: nothing is paid, nothing is withdrawn.
    const trial = await planBySlug(db, 'prueba-gratuita')
    const free = await client.post('/api/payments/create-checkout-session', { planId: trial.id })
    expect(free.json()).toMatchObject({ success: true, data: { activated: true } })
  })

  it('records the request on the order and states it, with its date and the pro-rata rule, in the receipt', async () => {
    const { client, user } = await signedInUser(app, db)
    const before = Date.now()
    await buy(client, 'full')
    const [order] = await db.select().from(paymentOrders).where(eq(paymentOrders.userId, user.id))
    const requestedAt = order?.immediateStartRequestedAt
    expect(requestedAt).toBeInstanceOf(Date)
    expect(requestedAt?.getTime()).toBeGreaterThanOrEqual(before - 1000)
    expect(requestedAt?.getTime()).toBeLessThanOrEqual(Date.now())
    const [receipt] = await db.select().from(outbox).where(eq(outbox.to, user.email))
    const when = new Intl.DateTimeFormat('es-ES', {
      dateStyle: 'long',
      timeStyle: 'medium',
      timeZone: 'Europe/Madrid',
    }).format(requestedAt as Date)
    expect(receipt?.text).toContain(
      `El ${when} (hora peninsular española) pediste expresamente que el servicio empezara de inmediato y aceptaste que, si desistes del contrato, pagarás la parte ya disfrutada.`,
    )
    expect(receipt?.text).toContain(
      'te devolveremos la parte proporcional de los días que aún no hayas empezado',
    )
  })

  it('records the request on an open session handed out again, keeping the first one', async () => {
    const { client, user } = await signedInUser(app, db)
    const mini = await planBySlug(db, 'mini')
    const first = await checkout(client, mini.id)
    const [order] = await db.select().from(paymentOrders).where(eq(paymentOrders.userId, user.id))
    await db
      .update(paymentOrders)
      .set({ immediateStartRequestedAt: null })
      .where(eq(paymentOrders.id, order?.id as string))
    const second = await checkout(client, mini.id)
    expect(second.json().url).toBe(first.json().url)
    const [reused] = await db.select().from(paymentOrders).where(eq(paymentOrders.userId, user.id))
    expect(reused?.immediateStartRequestedAt).toBeInstanceOf(Date)
    const recorded = reused?.immediateStartRequestedAt?.getTime()
    await checkout(client, mini.id)
    const [third] = await db.select().from(paymentOrders).where(eq(paymentOrders.userId, user.id))
    expect(third?.immediateStartRequestedAt?.getTime()).toBe(recorded)
  })

  it('grants nothing when the buyer presses Cancelar, and the session cannot be paid afterwards', async () => {
    const { client, user } = await signedInUser(app, db)
    const res = await checkout(client, (await planBySlug(db, 'full')).id)
    const path = new URL(res.json().url).pathname
    const cancel = await client.post(`${path}/cancel`, undefined, form)
    expect(cancel.statusCode).toBe(303)
    expect(cancel.headers.location).toBe(`${config.appUrl}/#pricing`)
    const payAfter = await client.post(`${path}/pay`, undefined, form)
    expect(payAfter.headers.location).toBe(path)
    expect((await app.inject({ method: 'GET', url: path })).body).toContain(
      'Esta sesión de pago ya no está disponible.',
    )
    const verify = await client.post('/api/payments/verify-payment-session', {
      sessionId: res.json().data.sessionId,
    })
    expect(verify.statusCode).toBe(409)
    expect(await subscriptionsOf(user.id)).toHaveLength(0)
    const [order] = await db.select().from(paymentOrders).where(eq(paymentOrders.userId, user.id))
    expect(order?.status).toBe('canceled')
  })

  it('lets sessions expire after 30 minutes', async () => {
    const { client, user } = await signedInUser(app, db)
    const res = await checkout(client, (await planBySlug(db, 'full')).id)
    const sessionId = res.json().data.sessionId as string
    const [session] = await db
      .select()
      .from(localCheckoutSessions)
      .where(eq(localCheckoutSessions.id, sessionId))
    const ttl = (session?.expiresAt.getTime() ?? 0) - (session?.createdAt.getTime() ?? 0)
    expect(Math.abs(ttl - 30 * 60_000)).toBeLessThan(5_000)
    await db
      .update(localCheckoutSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(localCheckoutSessions.id, sessionId))
    const path = new URL(res.json().url).pathname
    expect((await client.post(`${path}/pay`, undefined, form)).headers.location).toBe(path)
    const verify = await client.post('/api/payments/verify-payment-session', { sessionId })
    expect(verify.json().message).toBe('La verificación del pago falló. Por favor contacta al soporte.')
    expect(await subscriptionsOf(user.id)).toHaveLength(0)
    // A new attempt opens a new session.
    const next = await checkout(client, (await planBySlug(db, 'full')).id)
    expect(next.json().data.sessionId).not.toBe(sessionId)
  })

  it('refuses a cross-site post to the checkout page', async () => {
    const { client, user } = await signedInUser(app, db)
    const res = await checkout(client, (await planBySlug(db, 'full')).id)
    const path = new URL(res.json().url).pathname
    const forged = await client.post(`${path}/pay`, undefined, { ...form, origin: 'https://evil.example' })
    expect(forged.statusCode).toBe(403)
    const fetchSite = await client.post(`${path}/pay`, undefined, { ...form, 'sec-fetch-site': 'cross-site' })
    expect(fetchSite.statusCode).toBe(403)
    expect(await subscriptionsOf(user.id)).toHaveLength(0)
  })

  it('refuses forged and foreign session ids, granting nothing', async () => {
    const owner = await signedInUser(app, db)
    const res = await checkout(owner.client, (await planBySlug(db, 'full')).id)
    const sessionId = await pay(owner.client, res.json().url)
    const intruder = await signedInUser(app, db)
    for (const id of [sessionId, 'lcs_forged', 'cs_test_x']) {
      const answer = await intruder.client.post('/api/payments/verify-payment-session', { sessionId: id })
      expect(answer.statusCode).toBe(404)
      expect(answer.json().code).toBe('payments.sessionNotFound')
    }
    expect(await subscriptionsOf(intruder.user.id)).toHaveLength(0)
  })

  it('blocks a second paid plan while one is active, except mini → full, which ends mini and starts full', async () => {
    const { client, user } = await signedInUser(app, db)
    const [a, b] = await someThemes(db, 2)
    await buy(client, 'mini', { themeId1: a?.id, themeId2: b?.id })
    for (const slug of ['mini', 'full-anual']) {
      const refused = await checkout(client, (await planBySlug(db, slug)).id)
      expect(refused.statusCode).toBe(409)
      expect(refused.json()).toMatchObject({
        code: 'payments.activePlan',
        message: 'Ya tienes un plan activo.',
      })
    }
    await buy(client, 'full')
    const rows = await subscriptionsOf(user.id)
    expect(rows.map((row) => row.status)).toEqual(['completed', 'active'])
    expect(rows[0]?.endDate?.getTime()).toBeLessThanOrEqual(rows[1]?.startDate.getTime() ?? 0)
    const me = (await client.get('/api/users/validate-token')).json().user
    expect(me.activeSubscription.plan.slug).toBe('full')
    expect(me.subscriptions.map((s: { status: string }) => s.status)).toEqual(['active', 'completed'])
    expect((await checkout(client, (await planBySlug(db, 'mini')).id)).statusCode).toBe(409)
  })

  it('gives a mini holder exactly the two themes chosen, checked to exist', async () => {
    const { client, user } = await signedInUser(app, db)
    const [a, b, c] = await someThemes(db, 3)
    const mini = await planBySlug(db, 'mini')
    const res = await checkout(client, mini.id)
    const sessionId = await pay(client, res.json().url)
    const bad = [
      { themeId1: a?.id },
      { themeId1: a?.id, themeId2: a?.id },
      { themeId1: a?.id, themeId2: '00000000-0000-4000-8000-000000000000' },
    ]
    for (const themes of bad) {
      const answer = await client.post('/api/payments/verify-payment-session', { sessionId, ...themes })
      expect(answer.statusCode).toBe(400)
      expect(answer.json().code).toBe('payments.themesInvalid')
    }
    // The payment page already fulfilled the order; the verification brings the themes.
    const verified = await client.post('/api/payments/verify-payment-session', {
      sessionId,
      themeId1: a?.id,
      themeId2: b?.id,
    })
    expect(verified.json().data.subscription).toMatchObject({ themeId1: a?.id, themeId2: b?.id })
    // Chosen once: a later verification does not change them.
    await client.post('/api/payments/verify-payment-session', { sessionId, themeId1: c?.id, themeId2: b?.id })
    const entitlements = await entitlementsOf(db, user.id)
    expect(entitlements).toMatchObject({ planSlug: 'mini', allCategories: false, categoryIds: [] })
    expect(entitlements.themeIds.sort()).toEqual([a?.id, b?.id].sort())
  })

  it("ignores themes sent with another plan's verification (a pair left over from an earlier choice)", async () => {
    const { client } = await signedInUser(app, db)
    const full = await planBySlug(db, 'full')
    const sessionId = await pay(client, (await checkout(client, full.id)).json().url)
    const verified = await client.post('/api/payments/verify-payment-session', {
      sessionId,
      themeId1: '00000000-0000-4000-8000-000000000000',
      themeId2: '00000000-0000-4000-8000-000000000001',
    })
    expect(verified.statusCode).toBe(200)
    expect(verified.json().data.subscription).toMatchObject({ themeId1: null, themeId2: null })
  })

  it('activates a free plan at once, once per user ever', async () => {
    const { client, user } = await signedInUser(app, db)
    const trial = await planBySlug(db, 'prueba-gratuita')
    const first = await checkout(client, trial.id)
    expect(first.statusCode).toBe(200)
    expect(first.json()).toMatchObject({
      url: `${config.appUrl}/panel`,
      message: 'Plan activado correctamente.',
      data: { activated: true, sessionId: null },
    })
    const rows = await subscriptionsOf(user.id)
    expect(rows).toMatchObject([{ status: 'active', source: 'free' }])
    expect(rows[0]?.endDate && rows[0].endDate.getTime() - rows[0].startDate.getTime()).toBe(
      15 * 24 * 3600 * 1000,
    )
    expect((await entitlementsOf(db, user.id)).allCategories).toBe(true)
    const second = await checkout(client, trial.id)
    expect(second.statusCode).toBe(409)
    expect(second.json().code).toBe('payments.freePlanUsed')
    expect(await db.select().from(paymentOrders).where(eq(paymentOrders.userId, user.id))).toHaveLength(0)

    // An active trial does not block a paid plan, which replaces it at once.
    await buy(client, 'mini')
    expect((await subscriptionsOf(user.id)).map((row) => row.status)).toEqual(['completed', 'active'])
    // Even after the trial ended, it cannot be taken again.
    expect((await checkout(client, trial.id)).statusCode).toBe(409)
  })

  it('refuses two concurrent free activations for one user, keeping one', async () => {
    const { client, user } = await signedInUser(app, db)
    const trial = await planBySlug(db, 'prueba-gratuita')
    const answers = await Promise.all([
      checkout(client, trial.id),
      checkout(client, trial.id),
      checkout(client, trial.id),
    ])
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409])
    expect(await subscriptionsOf(user.id)).toHaveLength(1)
  })

  it('gives one subscription when the checkout page and verifications race', async () => {
    const { client, user } = await signedInUser(app, db)
    const res = await checkout(client, (await planBySlug(db, 'full')).id)
    const sessionId = res.json().data.sessionId as string
    const path = new URL(res.json().url).pathname
    const answers = await Promise.all([
      client.post(`${path}/pay`, undefined, form),
      ...Array.from({ length: 3 }, () => client.post('/api/payments/verify-payment-session', { sessionId })),
    ])
    expect(answers[0]?.statusCode).toBe(303)
    expect(await subscriptionsOf(user.id)).toHaveLength(1)
    const after = await client.post('/api/payments/verify-payment-session', { sessionId })
    expect(after.statusCode).toBe(200)
    const done = await db
      .select()
      .from(paymentOrders)
      .where(and(eq(paymentOrders.userId, user.id), eq(paymentOrders.status, 'completed')))
    expect(done).toHaveLength(1)
  })
})
