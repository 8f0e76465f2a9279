import { healthConsentVersion, scoreAnswers } from '@sosiego/shared'
import { eq, inArray } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { testConfig } from '../../test/app.ts'
import {
  mediaItems,
  paymentOrders,
  plans,
  playbackProgress,
  playtimeDaily,
  providerSubscriptions,
  reviews,
  subscriptions,
  testTakes,
  themes,
  users,
} from '../db/schema/index.ts'
import { dayInZone } from '../lib/period.ts'
import { listFavourites } from '../modules/favourites/favourites.service.ts'
import { listPositions } from '../modules/player/playback-positions.repository.ts'
import { progressOf } from '../modules/progress/progress.service.ts'
import { totalPlaytime } from '../modules/stats/playtime.repository.ts'
import { verifyPassword } from '../modules/users/password-hashing.ts'
import { demoAccounts } from './accounts.ts'
import { DEMO_MEMBER_LISTENING_SECONDS, DEMO_MEMBER_STREAK_DAYS } from './demo-member.ts'
import { DEMO_PAYMENT_PENDING_EMAIL } from './demo-payment-pending.ts'
import { demoTestAnswers } from './demo-test-result.ts'
import { demoReviews } from './reviews.ts'
import { demoDatabase, expected } from './seed.test-helpers.ts'

// The demo accounts' history, as the seed leaves it: the demo member's test result, plan and weeks
// of listening; the reviewers' orders, reviews and listening; where the listeners got to. The
// catalogue and its files: seed-catalogue.test.ts.
describe('demo content', async () => {
  const { db, demoMember, seed } = await demoDatabase()
  beforeAll(seed)

  it('gives the demo member a test result, scored as the questionnaire scores it, with themes that have audios', async () => {
    const [member] = await db.select().from(users).where(eq(users.email, 'miembro@sosiego.app'))
    const takes = await db
      .select()
      .from(testTakes)
      .where(eq(testTakes.userId, member?.id ?? ''))
    expect(takes).toHaveLength(1)
    const take = takes[0]
    expect(take?.answers).toEqual(demoTestAnswers)
    const scored = scoreAnswers(demoTestAnswers)
    expect({ category: take?.categorySlug, themes: take?.themeSlugs }).toEqual(scored)
    expect(scored).toEqual({ category: 'salud', themes: ['salud-emocional', 'salud-mental', 'meditacion'] })
    expect(take?.createdAt.getTime()).toBeLessThan(Date.now())
    // The consent a member gives before answering (decision 100), recorded with the take.
    expect(member?.healthConsentAt).toEqual(take?.createdAt)
    expect(member?.healthConsentVersion).toBe(healthConsentVersion)

    const resultThemes = await db
      .select({ slug: themes.slug, media: mediaItems.id })
      .from(themes)
      .innerJoin(mediaItems, eq(mediaItems.themeId, themes.id))
      .where(inArray(themes.slug, scored.themes))
    expect(new Set(resultThemes.map((row) => row.slug))).toEqual(new Set(scored.themes))
  })

  it('seeds orders in every status, paid ones with the subscription they granted', async () => {
    const member = await demoMember()
    // The demo accounts' own plans are theirs (the member's; the pending payment member's, issue 32).
    const [pending] = await db.select().from(users).where(eq(users.email, DEMO_PAYMENT_PENDING_EMAIL))
    const orders = (
      await db
        .select({ order: paymentOrders, plan: plans })
        .from(paymentOrders)
        .innerJoin(plans, eq(plans.id, paymentOrders.planId))
    ).filter(({ order }) => order.userId !== member.id && order.userId !== pending?.id)
    expect(new Set(orders.map(({ order }) => order.status))).toEqual(
      new Set(['completed', 'intent_created', 'failed', 'expired']),
    )
    const reviewers = await db
      .select({ id: users.id })
      .from(users)
      .where(
        inArray(
          users.email,
          demoReviews.map((review) => review.email),
        ),
      )
    const reviewerIds = new Set(reviewers.map((reviewer) => reviewer.id))
    for (const { order, plan } of orders) {
      // Nobody signs in as the buyers: the demo accounts' own plans stay theirs to set.
      expect(reviewerIds.has(order.userId ?? '')).toBe(true)
      expect(order.amountCents).toBe(plan.priceCents)
      expect(order.currency).toBe(plan.currency)
      expect(order.completedAt !== null).toBe(order.status === 'completed')
      const granted = await db.select().from(subscriptions).where(eq(subscriptions.orderId, order.id))
      if (order.status !== 'completed') {
        expect(granted).toEqual([])
        continue
      }
      expect(granted).toHaveLength(1)
      expect(granted[0]).toMatchObject({
        userId: order.userId,
        planId: plan.id,
        status: 'active',
        source: 'payment',
      })
      expect(granted[0]?.endDate?.getTime()).toBeGreaterThan(Date.now())
      if (plan.slug === 'mini') {
        expect(order.themeId1).not.toBeNull()
        expect(granted[0]).toMatchObject({ themeId1: order.themeId1, themeId2: order.themeId2 })
      }
    }
  })

  it('gives every seeded client the role their paid plans call for (decision 058)', async () => {
    const clients = await db
      .select({ id: users.id, role: users.role })
      .from(users)
      .where(inArray(users.role, ['visitor', 'subscriber']))
    expect(clients.length).toBeGreaterThan(0)
    const now = new Date()
    for (const client of clients) {
      const held = await db
        .select({ plan: plans, subscription: subscriptions })
        .from(subscriptions)
        .innerJoin(plans, eq(plans.id, subscriptions.planId))
        .where(eq(subscriptions.userId, client.id))
      const paid = held.some(
        ({ plan, subscription }) =>
          ['active', 'pending'].includes(subscription.status) &&
          // A declined renewal being retried keeps the plan to its grace (decision 114).
          (!subscription.endDate || subscription.endDate > now || (subscription.graceUntil ?? 0) > now) &&
          plan.priceCents > 0 &&
          !plan.isTestPlan,
      )
      expect(client.role).toBe(paid ? 'subscriber' : 'visitor')
    }
  })

  it('seeds a few public reviews by verified demo members whose passwords nobody knows', async () => {
    expect(demoAccounts).toHaveLength(4)
    expect(demoReviews.length).toBeGreaterThanOrEqual(3)
    const rows = await db.select().from(reviews).innerJoin(users, eq(users.id, reviews.userId))
    expect(rows).toHaveLength(demoReviews.length)
    for (const { reviews: review, users: author } of rows) {
      expect(review).toMatchObject({ status: 'active', isDeleted: false })
      expect(review.rating).toBeGreaterThanOrEqual(1)
      expect(review.rating).toBeLessThanOrEqual(5)
      expect(review.comment.trim().length).toBeGreaterThanOrEqual(50)
      expect(review.comment.trim().length).toBeLessThanOrEqual(100)
      expect(['visitor', 'subscriber']).toContain(author.role)
      expect(author).toMatchObject({ isVerified: true, isActive: true })
      expect(author.passwordHash).toMatch(/^\$argon2id\$/)
      expect(await verifyPassword(author.passwordHash ?? '', 'Sosiego2026!')).toBe(false)
    }
  })

  it('gives the demo member the full plan in force and over 5 hours of listening spread over weeks', async () => {
    const member = await demoMember()
    const rows = await db
      .select()
      .from(subscriptions)
      .innerJoin(plans, eq(plans.id, subscriptions.planId))
      .where(eq(subscriptions.userId, member.id))
    expect(rows).toHaveLength(1)
    expect(rows[0]?.plans.slug).toBe('full')
    // Bought, renewing (issue 18): 'Cancelar renovación' shows at once; past the 14 days to withdraw.
    expect(rows[0]?.subscriptions).toMatchObject({ status: 'active', source: 'payment' })
    expect(rows[0]?.subscriptions.startDate.getTime()).toBeLessThan(Date.now() - 14 * 86_400_000)
    expect(rows[0]?.subscriptions.endDate?.getTime()).toBeGreaterThan(Date.now())
    const renewing = await db
      .select()
      .from(providerSubscriptions)
      .where(eq(providerSubscriptions.userId, member.id))
    expect(renewing).toMatchObject([{ provider: 'local', status: 'active', cancelAtPeriodEnd: false }])
    expect(renewing[0]?.currentPeriodEnd.getTime()).toBe(rows[0]?.subscriptions.endDate?.getTime())

    // The same total the review rule reads.
    expect(await totalPlaytime(db, member.id)).toBe(DEMO_MEMBER_LISTENING_SECONDS)
    expect(DEMO_MEMBER_LISTENING_SECONDS).toBeGreaterThan(18_000)
    const days = (await db.select().from(playtimeDaily).where(eq(playtimeDaily.userId, member.id))).map(
      (row) => row.day,
    )
    // Filed on the service's calendar (TIME_ZONE), as the server files reports.
    const today = dayInZone(new Date(), (await testConfig()).timeZone)
    expect(days.every((day) => day < today)).toBe(true)
    const weeks = new Set(days.map((day) => Math.floor(Date.parse(day) / (7 * 86_400_000))))
    expect(weeks.size).toBeGreaterThanOrEqual(4)
    // The member has not reviewed yet: a newcomer tries it.
    expect(await db.select().from(reviews).where(eq(reviews.userId, member.id))).toHaveLength(0)
  })

  it('shows the demo member a streak, items heard to the end and favourites on Mi progreso (issue 17)', async () => {
    const member = await demoMember()
    const progress = await progressOf(db, member.id, new Date(), (await testConfig()).timeZone)
    // Unbroken up to yesterday, so alive today; the rest day every three days before that ends the run.
    expect(progress.streak.current).toBeGreaterThanOrEqual(DEMO_MEMBER_STREAK_DAYS)
    expect(progress.streak.longest).toBe(progress.streak.current)
    expect(progress.sessionsCompleted).toBeGreaterThan(0)
    expect(progress.favouriteCategory).not.toBeNull()
    expect(
      progress.calendar.filter((day) => day.seconds >= progress.streak.minSeconds).length,
    ).toBeGreaterThan(20)
    expect(await listFavourites(db, member.id)).toHaveLength(3)
    // One audio left halfway: 'Continuar escuchando' has something to offer.
    const [place] = await listPositions(db, member.id, 50)
    expect(place?.positionSeconds).toBeGreaterThan(0)
    expect(place?.positionSeconds).toBeLessThan(place?.durationSeconds ?? 0)
  })

  it('backs each seeded review with over 5 hours of its author’s listening', async () => {
    for (const review of demoReviews) {
      const [author] = await db.select().from(users).where(eq(users.email, review.email))
      expect(await totalPlaytime(db, author?.id ?? '')).toBe(review.listeningSeconds)
      expect(review.listeningSeconds).toBeGreaterThanOrEqual(18_000)
    }
  })

  it('spreads the demo sign-ups over the last two months, each before its account’s listening and orders', async () => {
    const timeZone = (await testConfig()).timeZone
    const today = dayInZone(new Date(), timeZone)
    const emails = [...demoAccounts.map((a) => a.email), ...demoReviews.map((r) => r.email)]
    const accounts = await db.select().from(users).where(inArray(users.email, emails))
    const signUpDays = accounts.map((account) => dayInZone(account.createdAt, timeZone))
    // Several calendar days in TIME_ZONE, none in the future, none older than about two months.
    expect(new Set(signUpDays).size).toBeGreaterThanOrEqual(5)
    const sixtyOneDaysAgo = dayInZone(new Date(Date.now() - 61 * 86_400_000), timeZone)
    for (const day of signUpDays) {
      expect(day <= today).toBe(true)
      expect(day >= sixtyOneDaysAgo).toBe(true)
    }
    for (const account of accounts) {
      const signedUp = dayInZone(account.createdAt, timeZone)
      const listening = await db.select().from(playtimeDaily).where(eq(playtimeDaily.userId, account.id))
      expect(
        listening.every((row) => row.day > signedUp),
        account.email,
      ).toBe(true)
      const orders = await db.select().from(paymentOrders).where(eq(paymentOrders.userId, account.id))
      expect(
        orders.every((order) => order.createdAt > account.createdAt),
        account.email,
      ).toBe(true)
    }
  })

  it('records where the demo listeners got to in each item, within what their listening counted', async () => {
    const progress = await db.select().from(playbackProgress)
    expect(progress.length).toBeGreaterThan(0)
    const durations = new Map((await db.select().from(mediaItems)).map((item) => [item.id, item.duration]))
    const listening = await db.select().from(playtimeDaily)
    let completed = 0
    let stopped = 0
    for (const row of progress) {
      const heard = listening.filter((day) => day.userId === row.userId && day.mediaId === row.mediaId)
      // Started on the first day the item was heard; never further than the seconds counted for it
      // nor than its length.
      expect(row.firstDay).toBe(heard.map((day) => day.day).sort()[0])
      expect(row.furthestSeconds).toBeLessThanOrEqual(heard.reduce((sum, day) => sum + day.seconds, 0))
      const duration = durations.get(row.mediaId) ?? 0
      expect(row.furthestSeconds).toBeLessThanOrEqual(duration)
      if (row.furthestSeconds + 2 >= duration) completed++
      else stopped++
    }
    // The retention curves have a shape: some finish, some stop on the way.
    expect(completed).toBeGreaterThan(0)
    expect(stopped).toBeGreaterThan(0)
  })

  it('never counts more listening on an item in a day than one play of it, nor more in all than its plays', async () => {
    const durations = new Map((await db.select().from(mediaItems)).map((item) => [item.id, item.duration]))
    const listening = await db.select().from(playtimeDaily)
    expect(listening.length).toBeGreaterThan(0)
    const perItem = new Map<string, { seconds: number; days: number }>()
    for (const row of listening) {
      const duration = durations.get(row.mediaId) ?? 0
      expect(row.seconds).toBeGreaterThan(0)
      expect(row.seconds).toBeLessThanOrEqual(duration)
      const key = `${row.userId}/${row.mediaId}`
      const known = perItem.get(key) ?? { seconds: 0, days: 0 }
      perItem.set(key, { seconds: known.seconds + row.seconds, days: known.days + 1 })
    }
    for (const [key, { seconds, days }] of perItem)
      expect(seconds).toBeLessThanOrEqual((durations.get(key.split('/')[1] as string) ?? 0) * days)
    // The demo member's days are sessions of several items, a few minutes to over an hour each.
    const member = await demoMember()
    const byDay = new Map<string, number>()
    for (const row of listening.filter((row) => row.userId === member.id))
      byDay.set(row.day, (byDay.get(row.day) ?? 0) + row.seconds)
    for (const seconds of byDay.values()) {
      expect(seconds).toBeGreaterThanOrEqual(5 * 60)
      expect(seconds).toBeLessThanOrEqual(2 * 3600)
    }
  })

  it('dates every seeded subscription as its plan lasts, from the day it was paid, and its order agrees', async () => {
    const rows = await db
      .select({ subscription: subscriptions, plan: plans, order: paymentOrders })
      .from(subscriptions)
      .innerJoin(plans, eq(plans.id, subscriptions.planId))
      .leftJoin(paymentOrders, eq(paymentOrders.id, subscriptions.orderId))
    expect(rows.length).toBe(expected.subscriptions)
    for (const { subscription, plan, order } of rows) {
      // Mi Suscripción showed 'Duración 30 días' beside a period of ten (issue 28).
      expect(subscription.endDate?.getTime()).toBe(
        subscription.startDate.getTime() + plan.durationDays * 86_400_000,
      )
      expect(subscription.createdAt.getTime()).toBe(subscription.startDate.getTime())
      expect(order?.status).toBe('completed')
      expect(order?.completedAt?.getTime()).toBe(subscription.startDate.getTime())
      expect(order?.amountCents).toBe(plan.priceCents)
    }
    const renewing = await db
      .select({ provider: providerSubscriptions, subscription: subscriptions })
      .from(providerSubscriptions)
      .innerJoin(subscriptions, eq(subscriptions.id, providerSubscriptions.subscriptionId))
    for (const { provider, subscription } of renewing) {
      expect(provider.currentPeriodEnd.getTime()).toBe(subscription.endDate?.getTime())
      expect(provider.createdAt.getTime()).toBe(subscription.startDate.getTime())
    }
  })
})
