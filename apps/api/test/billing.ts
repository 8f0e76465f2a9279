import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { Database } from '../src/db/client.ts'
import { paymentOrders, plans, themes, users } from '../src/db/schema/index.ts'
import { withOutbox } from '../src/mail/outbox.ts'
import { grantPlan } from '../src/modules/billing/subscriptions/grant-plan.ts'
import { hashPassword } from '../src/modules/users/password-hashing.ts'
import { browser } from './session.ts'

export const MEMBER_PASSWORD = 'Calma2026!'
let passwordHash: Promise<string> | undefined

/** A verified account of the given role, signed in through the real login call. */
export async function signedInUser(
  app: FastifyInstance,
  db: Database,
  values: Partial<typeof users.$inferInsert> = {},
) {
  passwordHash ??= hashPassword(MEMBER_PASSWORD)
  const email = `miembro-${randomUUID()}@sosiego.test`
  const [user] = await db
    .insert(users)
    .values({
      name: 'Lucía',
      lastName: 'Serena',
      email,
      passwordHash: await passwordHash,
      isVerified: true,
      role: 'visitor',
      ...values,
    })
    .returning()
  if (!user) throw new Error('user not created')
  const client = browser(app)
  const login = await client.post('/api/users/login', { email, password: MEMBER_PASSWORD })
  if (login.statusCode !== 200) throw new Error(`login failed: ${login.body}`)
  return { user, client }
}

export async function planBySlug(db: Database, slug: string) {
  const [plan] = await db.select().from(plans).where(eq(plans.slug, slug))
  if (!plan) throw new Error(`no plan ${slug}`)
  return plan
}

export async function themeIdBySlug(db: Database, slug: string) {
  const [theme] = await db.select({ id: themes.id }).from(themes).where(eq(themes.slug, slug))
  if (!theme) throw new Error(`no theme ${slug}`)
  return theme.id
}

export async function someThemes(db: Database, count = 3) {
  return db.select().from(themes).limit(count)
}

/** A completed local purchase of `plan` by the user, as a fixture (no grant, no e-mail). */
export async function insertCompletedOrder(
  db: Database,
  userId: string,
  plan: { id: string; priceCents: number },
  sessionId: string,
) {
  const [order] = await db
    .insert(paymentOrders)
    .values({
      userId,
      planId: plan.id,
      amountCents: plan.priceCents,
      provider: 'local',
      status: 'completed',
      idempotencyKey: randomUUID(),
      providerSessionId: sessionId,
      expiresAt: new Date(Date.now() + 3_600_000),
      completedAt: new Date(),
    })
    .returning()
  if (!order) throw new Error('order not inserted')
  return order
}

/**
 * A member who bought `slug` through the local checkout as a browser does: the session with the
 * request to start now, then 'Pagar' on its page (posted to `payOn`, another instance if given).
 */
export async function boughtLocally(
  { app, db, config }: { app: FastifyInstance; db: Database; config: { appUrl: string } },
  slug: string,
  payOn: FastifyInstance = app,
) {
  const member = await signedInUser(app, db)
  const plan = await planBySlug(db, slug)
  const res = await member.client.post('/api/payments/create-checkout-session', {
    planId: plan.id,
    immediateStart: true,
  })
  if (res.statusCode !== 200) throw new Error(`checkout refused: ${res.body}`)
  const paid = await payOn.inject({
    method: 'POST',
    url: `${new URL(res.json().url).pathname}/pay`,
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: config.appUrl },
  })
  if (paid.statusCode !== 303) throw new Error(`payment refused: ${paid.statusCode} ${paid.body}`)
  return { ...member, plan }
}

/** A member holding the mini plan with the two themes named by slug, signed in (a granted plan). */
export async function signedInMiniMember(
  app: FastifyInstance,
  db: Database,
  [firstSlug, secondSlug]: [string, string],
) {
  const { user, client } = await signedInUser(app, db, { role: 'subscriber' })
  const [themeId1, themeId2] = await Promise.all([
    themeIdBySlug(db, firstSlug),
    themeIdBySlug(db, secondSlug),
  ])
  const plan = await planBySlug(db, 'mini')
  await withOutbox(db, (tx) =>
    grantPlan(tx, { userId: user.id, plan, source: 'payment', themes: { themeId1, themeId2 } }),
  )
  return { user, client }
}
