import { access, copyFile, mkdir, mkdtemp, readFile, stat, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { catalogueMap, healthConsentVersion, scoreAnswers } from '@sosiego/shared'
import { and, count, eq, inArray } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { testConfig } from '../../test/app.ts'
import { createTestDatabase } from '../../test/database.ts'
import {
  categories,
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
import { ensureAdminAccount } from '../modules/accounts/admin-account.ts'
import { audioDuration } from '../modules/catalog/catalog.files.ts'
import { listFavourites } from '../modules/favourites/favourites.service.ts'
import { listPositions } from '../modules/player/playback-positions.repository.ts'
import { progressOf } from '../modules/progress/progress.service.ts'
import { totalPlaytime } from '../modules/stats/playtime.repository.ts'
import { verifyPassword } from '../modules/users/password-hashing.ts'
import { seedMediaFolder } from '../paths.ts'
import { createLocalDriver } from '../storage/local-driver.ts'
import { demoAccounts } from './accounts.ts'
import { demoMedia } from './demo-media/index.ts'
import { DEMO_MEMBER_EMAIL, DEMO_MEMBER_LISTENING_SECONDS, DEMO_MEMBER_STREAK_DAYS } from './demo-member.ts'
import { demoOrders } from './demo-orders.ts'
import { demoTestAnswers } from './demo-test-result.ts'
import { seedDemoContent } from './index.ts'
import { readMp3 } from './long-audio.ts'
import { demoReviews } from './reviews.ts'

describe('demo content', async () => {
  const database = await createTestDatabase()
  const { db } = database
  const { storageDir } = await testConfig()
  const counts = async () => ({
    categories: (await db.select({ n: count() }).from(categories))[0]?.n,
    themes: (await db.select({ n: count() }).from(themes))[0]?.n,
    plans: (await db.select({ n: count() }).from(plans))[0]?.n,
    media: (await db.select({ n: count() }).from(mediaItems))[0]?.n,
    users: (await db.select({ n: count() }).from(users))[0]?.n,
    reviews: (await db.select({ n: count() }).from(reviews))[0]?.n,
    testTakes: (await db.select({ n: count() }).from(testTakes))[0]?.n,
    orders: (await db.select({ n: count() }).from(paymentOrders))[0]?.n,
    subscriptions: (await db.select({ n: count() }).from(subscriptions))[0]?.n,
    listeningDays: (await db.select({ n: count() }).from(playtimeDaily))[0]?.n,
    progress: (await db.select({ n: count() }).from(playbackProgress))[0]?.n,
  })
  const expected = {
    categories: 5,
    themes: 20,
    plans: 4,
    media: demoMedia.length,
    users: demoAccounts.length + demoReviews.length,
    reviews: demoReviews.length,
    testTakes: 1,
    // The demo reviewers' orders, and the demo member's renewing purchase (issue 18).
    orders: demoOrders.length + 1,
    // The paid demo orders' subscriptions, and the demo member's full plan.
    subscriptions: demoOrders.filter((order) => order.status === 'completed').length + 1,
    listeningDays: expect.any(Number),
    progress: expect.any(Number),
  }
  const demoMember = async () => {
    const [member] = await db.select().from(users).where(eq(users.email, DEMO_MEMBER_EMAIL))
    if (!member) throw new Error('no demo member')
    return member
  }
  const storedPath = (url: string | null) => path.join(storageDir, (url ?? '').replace(/^\/media\//, ''))

  it('seeds the catalogue, plans, media and demo accounts', async () => {
    await seedDemoContent(db, storageDir, (await testConfig()).timeZone)
    expect(await counts()).toEqual(expected)

    const media = await db.select().from(mediaItems)
    expect(media.filter((m) => m.fileType === 'audio').length).toBeGreaterThanOrEqual(6)
    expect(media.filter((m) => m.fileType === 'video').length).toBeGreaterThanOrEqual(2)
    for (const item of media) {
      await access(path.join(storageDir, item.audioUrl.replace(/^\/media\//, '')))
      await access(path.join(storageDir, (item.coverImageUrl ?? '').replace(/^\/media\//, '')))
      expect(item.duration).toBeGreaterThan(0)
    }

    const [member] = await db.select().from(users).where(eq(users.email, 'miembro@sosiego.app'))
    const demoMember = demoAccounts.find((a) => a.email === 'miembro@sosiego.app')
    expect(member?.isVerified).toBe(true)
    expect(await verifyPassword(member?.passwordHash ?? '', demoMember?.password ?? '')).toBe(true)
    expect(member?.passwordHash).toMatch(/^\$argon2id\$/)
  })

  it('puts at least two active items in every theme and every category, an audio in every theme (issue 28)', async () => {
    const rows = await db
      .select({ theme: themes.slug, category: categories.slug, type: mediaItems.fileType })
      .from(mediaItems)
      .innerJoin(themes, eq(themes.id, mediaItems.themeId))
      .innerJoin(categories, eq(categories.id, themes.categoryId))
      .where(and(eq(mediaItems.isActive, true), eq(mediaItems.isDeleted, false)))
    const themeSlugs = catalogueMap.flatMap((category) => category.themes.map((theme) => theme.slug))
    expect(themeSlugs).toHaveLength(20)
    for (const slug of themeSlugs) {
      expect(rows.filter((row) => row.theme === slug).length, slug).toBeGreaterThanOrEqual(2)
      expect(
        rows.some((row) => row.theme === slug && row.type === 'audio'),
        slug,
      ).toBe(true)
    }
    for (const { slug } of catalogueMap)
      expect(rows.filter((row) => row.category === slug).length, slug).toBeGreaterThanOrEqual(2)
    // Each its own title and description.
    const media = await db.select().from(mediaItems)
    expect(new Set(media.map((item) => item.title)).size).toBe(media.length)
    expect(new Set(media.map((item) => item.description)).size).toBe(media.length)
  })

  it('stores every audio at its real length: 5 to 20 minutes, and its frames last what the catalogue says', async () => {
    const driver = createLocalDriver(storageDir)
    const audios = await db.select().from(mediaItems).where(eq(mediaItems.fileType, 'audio'))
    expect(audios.length).toBeGreaterThanOrEqual(20)
    for (const item of audios) {
      expect(item.duration, item.title).toBeGreaterThanOrEqual(5 * 60)
      expect(item.duration, item.title).toBeLessThanOrEqual(20 * 60)
      const file = await readFile(storedPath(item.audioUrl))
      const frames = readMp3(file)
      // No Info frame stating a clip's length; one bitrate, so the browser times it by its size.
      expect(frames.hadSummaryFrame, item.title).toBe(false)
      expect(frames.constantBitrate, item.title).toBe(true)
      expect(frames.frames.length, item.title).toBe(file.length)
      expect(Math.floor(frames.seconds), item.title).toBe(item.duration)
      // The reader the back office times an audio with agrees.
      const key = item.audioUrl.replace(/^\/media\//, '')
      expect(await audioDuration(driver, key, file.length), item.title).toBe(item.duration)
    }
    const videos = await db.select().from(mediaItems).where(eq(mediaItems.fileType, 'video'))
    expect(videos.length).toBeGreaterThanOrEqual(2)
    for (const item of videos) expect((await stat(storedPath(item.audioUrl))).size).toBeGreaterThan(10_000)
  })

  it('gives every category and every theme a cover of its own, small and stored', async () => {
    const rows = [
      ...(await db
        .select({ url: categories.coverImageUrl, name: categories.coverImageName })
        .from(categories)),
      ...(await db.select({ url: themes.coverImageUrl, name: themes.coverImageName }).from(themes)),
    ]
    expect(rows).toHaveLength(25)
    const urls = rows.map((row) => row.url)
    expect(new Set(urls).size).toBe(25)
    for (const row of rows) {
      expect(row.url).toMatch(/^\/media\/caratula-(categorias|temas)\/[a-z-]+\.webp$/)
      expect(row.name).toBe(path.basename(row.url ?? ''))
      // Committed files: a few kilobytes each.
      expect((await stat(storedPath(row.url))).size).toBeLessThan(10_000)
    }
  })

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
    const orders = (
      await db
        .select({ order: paymentOrders, plan: plans })
        .from(paymentOrders)
        .innerJoin(plans, eq(plans.id, paymentOrders.planId))
    ).filter(({ order }) => order.userId !== member.id)
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
          (!subscription.endDate || subscription.endDate > now) &&
          plan.priceCents > 0 &&
          !plan.isTestPlan,
      )
      expect(client.role).toBe(paid ? 'subscriber' : 'visitor')
    }
  })

  it('seeds a few public reviews by verified demo members whose passwords nobody knows', async () => {
    expect(demoAccounts).toHaveLength(3)
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

  it('does not duplicate anything or overwrite staff edits when run again', async () => {
    const { listeningDays: listeningBefore, progress: progressBefore } = await counts()
    const member = await demoMember()
    await db.update(plans).set({ priceCents: 1499 }).where(eq(plans.slug, 'mini'))
    // Staff hid the reviews: a restart must not show them again.
    const [hidden] = await db.update(reviews).set({ status: 'hidden' }).returning()
    await seedDemoContent(db, storageDir, (await testConfig()).timeZone)
    const [stillHidden] = await db
      .select()
      .from(reviews)
      .where(eq(reviews.id, hidden?.id ?? ''))
    expect(stillHidden?.status).toBe('hidden')
    expect(await counts()).toEqual({ ...expected, listeningDays: listeningBefore, progress: progressBefore })
    const [mini] = await db.select().from(plans).where(eq(plans.slug, 'mini'))
    expect(mini?.priceCents).toBe(1499)
    expect(await totalPlaytime(db, member.id)).toBe(DEMO_MEMBER_LISTENING_SECONDS)

    // Staff ended the member's plan: a restart does not give it back.
    await db.update(subscriptions).set({ status: 'cancelled', endDate: new Date() })
    await seedDemoContent(db, storageDir, (await testConfig()).timeZone)
    const rows = await db.select().from(subscriptions).where(eq(subscriptions.userId, member.id))
    expect(rows.map((row) => row.status)).toEqual(['cancelled'])
  })

  it('creates or restores the configured admin account', async () => {
    await ensureAdminAccount(db, { email: 'Ops@Sosiego.app', password: 'Primera2026!' })
    await db.update(users).set({ isActive: false, role: 'visitor' }).where(eq(users.email, 'ops@sosiego.app'))
    await ensureAdminAccount(db, { email: 'ops@sosiego.app', password: 'Segunda2026!' })
    const rows = await db.select().from(users).where(eq(users.email, 'ops@sosiego.app'))
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ role: 'admin', isActive: true, isVerified: true })
    expect(await verifyPassword(rows[0]?.passwordHash ?? '', 'Segunda2026!')).toBe(true)
    await database.destroy()
  })
})

describe('demo audio over a storage kept from an older seed', async () => {
  it('records the length of the file already there, never the one it would have written (issue 28)', async () => {
    const database = await createTestDatabase()
    const storageDir = await mkdtemp(path.join(os.tmpdir(), 'sosiego-old-storage-'))
    // An older seed stored the 20 s clip under Lluvia serena's key; staff put a text under another.
    await mkdir(path.join(storageDir, 'audios'))
    await copyFile(
      path.join(seedMediaFolder, 'audios/lluvia-serena.mp3'),
      path.join(storageDir, 'audios/lluvia-serena.mp3'),
    )
    await writeFile(path.join(storageDir, 'audios/olas-del-mar.mp3'), 'no es un mp3')
    await seedDemoContent(database.db, storageDir, (await testConfig()).timeZone)
    const duration = async (title: string) =>
      (await database.db.select().from(mediaItems).where(eq(mediaItems.title, title)))[0]?.duration
    expect(await duration('Lluvia serena')).toBe(20)
    expect(await duration('Olas del mar')).toBe(0)
    expect(await duration('Cuenco tibetano')).toBe(600)
    await database.destroy()
  })
})
