import { randomUUID } from 'node:crypto'
import { isResumable } from '@sosiego/shared'
import { asc, eq, min } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import {
  favourites,
  mediaItems,
  paymentOrders,
  plans,
  playbackPositions,
  playbackProgress,
  playtimeDaily,
  providerSubscriptions,
  subscriptions,
  users,
} from '../db/schema/index.ts'
import { addDays } from '../modules/billing/index.ts'
import { seedListening } from './listening.ts'
import { demoRunPlays, seedDemoRun } from './programs.ts'

export const DEMO_MEMBER_EMAIL = 'miembro@sosiego.app'

/**
 * Over the 5 hours a review needs (6 h 10 min), so a newcomer signed in as the demo member can try
 * Meditaciones, the progress pages and the review dialog at once.
 */
export const DEMO_MEMBER_LISTENING_SECONDS = 22_200

/** The days before today the demo member listened without a break: a streak on Mi progreso. */
export const DEMO_MEMBER_STREAK_DAYS = 9

/**
 * The demo member holds the full plan, bought 20 days ago through the local provider and renewing
 * (issue 18: 'Cancelar renovación' shows at once; the 14 days to withdraw are over), and has weeks
 * of listening with a streak up to yesterday, a few items heard to the end, a few favourites and
 * one audio left halfway (its 'Continuar escuchando' and 'Continuar desde'; issue 17). Given once:
 * a member who already has (or had) any subscription, or any listening, is left as they are, so a
 * restart never adds a second plan nor undoes what someone did with the account.
 */
export async function seedDemoMember(db: Database, timeZone: string): Promise<void> {
  await db.transaction(async (tx) => {
    // Locked: instances starting together on one database seed at once, and only one may buy the plan.
    const [member] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, DEMO_MEMBER_EMAIL))
      .for('update')
    if (!member) return
    const [anySubscription] = await tx
      .select({ id: subscriptions.id })
      .from(subscriptions)
      .where(eq(subscriptions.userId, member.id))
      .limit(1)
    if (!anySubscription) await buyRenewingFull(tx, member.id)
    // 'Siete días para empezar' in progress (issue 30): its first steps are what the member heard
    // first on the three days before today, so the run and the ledger agree.
    const run = await demoRunPlays(tx)
    const seeded = await seedListening(tx, member.id, DEMO_MEMBER_LISTENING_SECONDS, 35, timeZone, {
      unbrokenDays: DEMO_MEMBER_STREAK_DAYS,
      firstPlays: run?.firstPlays,
    })
    if (seeded) await seedHeardFavouritesAndPlace(tx, member.id)
    if (seeded && run) await seedDemoRun(tx, member.id, run.programId, timeZone)
  })
}

/** How long ago the demo member bought the full plan: past the withdrawal period, inside the month. */
export const DEMO_MEMBER_PURCHASE_DAYS_AGO = 20

/**
 * A purchase of the full plan as the local provider records one: the completed order, the access row
 * and the local subscription that the scheduler renews at each period's end.
 */
async function buyRenewingFull(tx: Database, userId: string) {
  const [plan] = await tx.select().from(plans).where(eq(plans.slug, 'full'))
  if (!plan) return
  const start = new Date(Date.now() - DEMO_MEMBER_PURCHASE_DAYS_AGO * 86_400_000)
  // As the checkout computes it, and the rows dated on the purchase, not on the seed's day (Mi
  // Suscripción showed 'Fecha de creación' today beside the end of a period bought weeks ago).
  const end = addDays(start, plan.durationDays)
  const orderId = randomUUID()
  await tx.insert(paymentOrders).values({
    id: orderId,
    userId,
    planId: plan.id,
    amountCents: plan.priceCents,
    currency: plan.currency,
    status: 'completed',
    provider: 'local',
    providerSessionId: `lcs_demo_${orderId}`,
    idempotencyKey: `checkout-${orderId}`,
    expiresAt: new Date(start.getTime() + 30 * 60_000),
    completedAt: start,
    createdAt: start,
    updatedAt: start,
  })
  const [subscription] = await tx
    .insert(subscriptions)
    .values({
      userId,
      planId: plan.id,
      status: 'active',
      source: 'payment',
      orderId,
      startDate: start,
      endDate: end,
      createdAt: start,
      updatedAt: start,
    })
    .returning()
  if (!subscription) return
  await tx.insert(providerSubscriptions).values({
    userId,
    planId: plan.id,
    provider: 'local',
    externalId: `lsub_${orderId}`,
    orderId,
    subscriptionId: subscription.id,
    currentPeriodEnd: end,
    amountCents: plan.priceCents,
    currency: plan.currency,
    createdAt: start,
    updatedAt: start,
  })
}

/**
 * With the invented listening only: the first audio is left halfway, four other items it filed count
 * as heard to the end from their first day (Sesiones completadas), and three items, audio and video,
 * are favourites.
 */
async function seedHeardFavouritesAndPlace(tx: Database, userId: string) {
  const items = await tx
    .select({ id: mediaItems.id, fileType: mediaItems.fileType, duration: mediaItems.duration })
    .from(mediaItems)
    .where(eq(mediaItems.isDeleted, false))
    .orderBy(asc(mediaItems.order), asc(mediaItems.title))
  // Chosen before the items heard to the end, and kept out of them: which items those are depended
  // on the order PostgreSQL grouped them in, and once they took every audio nothing was left halfway.
  const halfway = items.find(
    (item) => item.fileType === 'audio' && isResumable(Math.floor(item.duration / 2), item.duration),
  )
  const firstDay = min(playtimeDaily.day)
  const heard = await tx
    .select({ mediaId: playtimeDaily.mediaId, firstDay, duration: mediaItems.duration })
    .from(playtimeDaily)
    .innerJoin(mediaItems, eq(mediaItems.id, playtimeDaily.mediaId))
    .where(eq(playtimeDaily.userId, userId))
    .groupBy(playtimeDaily.mediaId, mediaItems.duration)
    .orderBy(firstDay, playtimeDaily.mediaId)
  const completed = heard.filter((row) => row.duration > 0 && row.mediaId !== halfway?.id).slice(0, 4)
  if (completed.length > 0)
    await tx
      .insert(playbackProgress)
      .values(
        completed.map((row) => ({
          userId,
          mediaId: row.mediaId,
          firstDay: row.firstDay as string,
          furthestSeconds: row.duration,
        })),
      )
      .onConflictDoNothing()
  const chosen = [
    ...items.filter((item) => item.fileType === 'audio').slice(0, 2),
    ...items.filter((item) => item.fileType === 'video').slice(0, 1),
  ]
  // A minute apart, oldest first, so the list's newest-first order is the same on every start.
  const base = Date.now() - chosen.length * 60_000
  if (chosen.length > 0)
    await tx
      .insert(favourites)
      .values(
        chosen.map((item, index) => ({
          userId,
          mediaId: item.id,
          createdAt: new Date(base + index * 60_000),
        })),
      )
      .onConflictDoNothing()
  if (halfway)
    await tx
      .insert(playbackPositions)
      .values({
        userId,
        mediaId: halfway.id,
        positionSeconds: Math.floor(halfway.duration / 2),
        durationSeconds: halfway.duration,
      })
      .onConflictDoNothing()
}
