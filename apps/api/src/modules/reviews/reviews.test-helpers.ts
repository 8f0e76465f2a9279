import { afterAll, beforeAll, beforeEach, vi } from 'vitest'
import { createTestApp } from '../../../test/app.ts'
import { signedInUser } from '../../../test/billing.ts'
import {
  categories,
  mediaItems,
  playtimeDaily,
  rateLimitHits,
  reviews,
  themes,
  users,
} from '../../db/schema/index.ts'

export const comment = 'Meditar cada noche con Sosiego me ha ayudado a dormir mejor y a empezar el día.'
export const otherComment =
  'Las sesiones cortas me acompañan en el tren y llego al trabajo mucho más tranquila.'

/**
 * What the reviews tests (reviews-*.test.ts) stand on: an app on its own database with one item to
 * listen to, emptied of reviews, listening and users before each test, and the ways a test makes
 * its members, staff and reviews. Called once inside a file's describe, so its hooks are that
 * describe's.
 */
export async function reviewsApp() {
  const { app, db, database } = await createTestApp()
  let media: { id: string; themeId: string; categoryId: string }
  let now = Date.parse('2026-01-01T10:00:00.000Z')

  beforeAll(async () => {
    const [category] = await db
      .insert(categories)
      .values({ name: 'Meditaciones', slug: 'resenas-cat' })
      .returning()
    const [theme] = await db
      .insert(themes)
      .values({ name: 'Calma', slug: 'resenas-tema', categoryId: category?.id as string })
      .returning()
    const [item] = await db
      .insert(mediaItems)
      .values({
        title: 'Respirar',
        description: 'Una pausa',
        themeId: theme?.id as string,
        audioName: 'respirar.mp3',
        audioUrl: '/media/audios/respirar-resenas.mp3',
      })
      .returning()
    media = { id: item?.id as string, themeId: theme?.id as string, categoryId: category?.id as string }
  })

  beforeEach(async () => {
    await db.delete(reviews)
    await db.delete(playtimeDaily)
    await db.delete(rateLimitHits)
    await db.delete(users)
  })
  afterAll(() => vi.useRealTimers())

  /** Counted listening as the stats module files it: seconds per member, item and day. */
  async function listen(userId: string, seconds: number) {
    // Spread over days, as real listening is; the total is what counts.
    const days = Math.max(1, Math.ceil(seconds / 3_000))
    for (let day = 0; day < days; day += 1) {
      const share =
        day < days - 1 ? Math.floor(seconds / days) : seconds - Math.floor(seconds / days) * (days - 1)
      await db.insert(playtimeDaily).values({
        userId,
        mediaId: media.id,
        themeId: media.themeId,
        categoryId: media.categoryId,
        day: `2025-12-${String(day + 1).padStart(2, '0')}`,
        seconds: share,
      })
    }
  }

  /** A signed-in member with this much counted listening. */
  async function member(seconds = 18_000, values: Partial<typeof users.$inferInsert> = {}) {
    const signedIn = await signedInUser(app, db, { role: 'subscriber', ...values })
    if (seconds > 0) await listen(signedIn.user.id, seconds)
    return signedIn
  }
  const staff = async (role: 'admin' | 'crmUser') => (await signedInUser(app, db, { role })).client

  async function addUser(fields: Partial<typeof users.$inferInsert> = {}) {
    const [user] = await db
      .insert(users)
      .values({
        name: 'Lucía',
        lastName: 'Pérez',
        email: `persona-${Math.random().toString(36).slice(2)}@example.com`,
        isVerified: true,
        ...fields,
      })
      .returning()
    if (!user) throw new Error('no user')
    return user
  }

  async function addReview(fields: Partial<typeof reviews.$inferInsert> = {}, userFields = {}) {
    const user = await addUser(userFields)
    now += 60_000
    const [review] = await db
      .insert(reviews)
      .values({ userId: user.id, rating: 5, comment, createdAt: new Date(now), ...fields })
      .returning()
    if (!review) throw new Error('no review')
    return review
  }

  const publicList = async () => (await app.inject({ method: 'GET', url: '/api/reviews' })).json()
  const publicIds = async () => (await publicList()).map((review: { _id: string }) => review._id)

  return { app, db, database, listen, member, staff, addUser, addReview, publicList, publicIds }
}
