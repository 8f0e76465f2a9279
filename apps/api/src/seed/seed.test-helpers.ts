import { count, eq } from 'drizzle-orm'
import { afterAll, expect } from 'vitest'
import { testConfig } from '../../test/app.ts'
import { createTestDatabase } from '../../test/database.ts'
import {
  categories,
  mediaItems,
  paymentOrders,
  plans,
  playbackProgress,
  playtimeDaily,
  reviews,
  subscriptions,
  testTakes,
  themes,
  users,
} from '../db/schema/index.ts'
import { demoAccounts } from './accounts.ts'
import { demoMedia } from './demo-media/index.ts'
import { DEMO_MEMBER_EMAIL } from './demo-member.ts'
import { demoOrders } from './demo-orders.ts'
import { seedDemoContent } from './index.ts'
import { demoReviews } from './reviews.ts'

/** The rows the demo seed leaves, table by table. */
export const expected = {
  categories: 5,
  themes: 20,
  plans: 4,
  media: demoMedia.length,
  users: demoAccounts.length + demoReviews.length,
  reviews: demoReviews.length,
  testTakes: 1,
  // The demo reviewers' orders, the demo member's renewing purchase (issue 18), and the pending
  // payment member's purchase and declined renewal (issue 32).
  orders: demoOrders.length + 1 + 2,
  // The paid demo orders' subscriptions, the demo member's full plan and the pending payment member's.
  subscriptions: demoOrders.filter((order) => order.status === 'completed').length + 1 + 1,
  listeningDays: expect.any(Number),
  progress: expect.any(Number),
}

/**
 * What the demo content tests (seed-*.test.ts) stand on: a database of their own, closed after the
 * file's tests, the storage the seed writes its files to, and the rows they count. Called once
 * inside a file's describe, so its hook is that describe's.
 */
export async function demoDatabase() {
  const database = await createTestDatabase()
  afterAll(() => database.destroy())
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
  const demoMember = async () => {
    const [member] = await db.select().from(users).where(eq(users.email, DEMO_MEMBER_EMAIL))
    if (!member) throw new Error('no demo member')
    return member
  }
  /** Runs the demo seed on this database, as the server does at start. */
  const seed = async () => seedDemoContent(db, storageDir, (await testConfig()).timeZone)
  return { database, db, storageDir, counts, demoMember, seed }
}
