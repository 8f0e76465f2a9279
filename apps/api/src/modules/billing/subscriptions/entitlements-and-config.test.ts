import { describe, expect, it } from 'vitest'
import { createTestApp, testConfig } from '../../../../test/app.ts'
import { planBySlug, signedInUser, someThemes } from '../../../../test/billing.ts'
import { categories, planCategories, plans, subscriptions, themes } from '../../../db/schema/index.ts'
import { seedDemoContent } from '../../../seed/index.ts'
import { canReach, entitlementsOf } from './entitlements.ts'
import { requireActiveSubscription } from './require-subscription.ts'

describe('entitlements', async () => {
  const { app, db, config } = await createTestApp()
  await seedDemoContent(db, config.storageDir, config.timeZone)
  const [category] = await db.select().from(categories).limit(1)
  const allThemes = await db.select().from(themes)
  const inCategory = allThemes.find((theme) => theme.categoryId === category?.id)
  const elsewhere = allThemes.find((theme) => theme.categoryId !== category?.id)
  const item = (theme: typeof inCategory) => ({
    categoryId: theme?.categoryId ?? '',
    themeId: theme?.id ?? '',
  })
  const day = 86_400_000

  it('gives nothing without a subscription in force', async () => {
    const { user } = await signedInUser(app, db)
    const none = await entitlementsOf(db, user.id)
    expect(none).toEqual({
      subscriptionId: null,
      planSlug: null,
      allCategories: false,
      categoryIds: [],
      themeIds: [],
    })
    expect(canReach(none, item(inCategory))).toBe(false)
  })

  it('opens every category with full access, the plan categories otherwise, and mini its two themes', async () => {
    const full = await signedInUser(app, db)
    const fullPlan = await planBySlug(db, 'full')
    await db.insert(subscriptions).values({
      userId: full.user.id,
      planId: fullPlan.id,
      status: 'active',
      source: 'payment',
      startDate: new Date(),
      endDate: new Date(Date.now() + day),
    })
    const fullAccess = await entitlementsOf(db, full.user.id)
    expect(fullAccess.allCategories).toBe(true)
    expect(canReach(fullAccess, item(elsewhere))).toBe(true)

    const [partialPlan] = await db
      .insert(plans)
      .values({ name: 'Relaciones', slug: 'relaciones-plan', priceCents: 500, isActive: false })
      .returning()
    await db.insert(planCategories).values({ planId: partialPlan?.id ?? '', categoryId: category?.id ?? '' })
    const partial = await signedInUser(app, db)
    await db.insert(subscriptions).values({
      userId: partial.user.id,
      planId: partialPlan?.id ?? '',
      status: 'active',
      source: 'admin',
      startDate: new Date(),
      endDate: null,
    })
    const byCategory = await entitlementsOf(db, partial.user.id)
    expect(byCategory.categoryIds).toEqual([category?.id])
    expect(canReach(byCategory, item(inCategory))).toBe(true)
    expect(canReach(byCategory, item(elsewhere))).toBe(false)

    const mini = await signedInUser(app, db)
    const [a, b] = await someThemes(db, 2)
    await db.insert(subscriptions).values({
      userId: mini.user.id,
      planId: (await planBySlug(db, 'mini')).id,
      status: 'active',
      source: 'payment',
      startDate: new Date(),
      endDate: new Date(Date.now() + day),
      themeId1: a?.id,
      themeId2: b?.id,
    })
    const miniAccess = await entitlementsOf(db, mini.user.id)
    expect(miniAccess.themeIds).toEqual([a?.id, b?.id])
    expect(canReach(miniAccess, item(a))).toBe(true)
    const other = allThemes.find((theme) => theme.id !== a?.id && theme.id !== b?.id)
    expect(canReach(miniAccess, item(other))).toBe(false)
  })

  it('reads a queued renewal as in force once its start has come', async () => {
    const { user } = await signedInUser(app, db)
    await db.insert(subscriptions).values({
      userId: user.id,
      planId: (await planBySlug(db, 'full')).id,
      status: 'pending',
      source: 'payment',
      startDate: new Date(Date.now() + day),
      endDate: new Date(Date.now() + 2 * day),
    })
    expect((await entitlementsOf(db, user.id)).allCategories).toBe(false)
    expect((await entitlementsOf(db, user.id, new Date(Date.now() + day + 1000))).allCategories).toBe(true)
  })
})

describe('payment configuration', () => {
  it('defaults to the local provider', async () => {
    expect((await testConfig()).payments).toEqual({ provider: 'local' })
  })

  it('refuses to start with stripe and no secrets, naming them', async () => {
    await expect(testConfig({ PAYMENT_PROVIDER: 'stripe' })).rejects.toThrow(
      /STRIPE_SECRET_KEY.*\n.*STRIPE_WEBHOOK_SECRET/,
    )
    await expect(testConfig({ PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_test_x' })).rejects.toThrow(
      'STRIPE_WEBHOOK_SECRET: es obligatorio con PAYMENT_PROVIDER=stripe',
    )
    await expect(testConfig({ PAYMENT_PROVIDER: 'paypal' })).rejects.toThrow(
      'PAYMENT_PROVIDER: debe ser local o stripe',
    )
  })

  it('reads the stripe settings', async () => {
    const config = await testConfig({
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_x',
      STRIPE_WEBHOOK_SECRET: 'whsec_x',
    })
    expect(config.payments).toEqual({
      provider: 'stripe',
      secretKey: 'sk_test_x',
      webhookSecret: 'whsec_x',
      apiUrl: undefined,
    })
  })
})

describe('requireActiveSubscription', async () => {
  const { app, db, config } = await createTestApp({
    routes: (app) =>
      app.get('/api/test-only/needs-plan', { onRequest: requireActiveSubscription }, async (request) => ({
        planSlug: request.entitlements?.planSlug,
      })),
  })
  await seedDemoContent(db, config.storageDir, config.timeZone)

  it('admits a member with a plan in force and refuses the rest', async () => {
    const anonymous = await app.inject({ method: 'GET', url: '/api/test-only/needs-plan' })
    expect(anonymous.statusCode).toBe(401)
    const { client, user } = await signedInUser(app, db)
    const without = await client.get('/api/test-only/needs-plan')
    expect(without.statusCode).toBe(403)
    expect(without.json().message).toBe('Necesitas una suscripción activa para acceder a este contenido.')
    await db.insert(subscriptions).values({
      userId: user.id,
      planId: (await planBySlug(db, 'full')).id,
      status: 'active',
      source: 'payment',
      startDate: new Date(),
      endDate: new Date(Date.now() + 86_400_000),
    })
    const withPlan = await client.get('/api/test-only/needs-plan')
    expect(withPlan.json()).toEqual({ planSlug: 'full' })
  })
})
