import { randomUUID } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { signedInUser } from '../../../test/billing.ts'
import type { Database } from '../../db/client.ts'
import {
  categories,
  dailyPicks,
  mediaItems,
  plans,
  playtimeDaily,
  subscriptions,
  themes,
} from '../../db/schema/index.ts'

/** A plan, and one audio in one theme and category: enough for a member to have something to play. */
export async function catalogueFixture(db: Database) {
  const suffix = randomUUID().slice(0, 8)
  const [plan] = await db
    .insert(plans)
    .values({ name: `Full ${suffix}`, slug: `full-${suffix}`, fullCategoryAccess: true })
    .returning()
  const [category] = await db
    .insert(categories)
    .values({ name: `Calma ${suffix}`, slug: `calma-${suffix}` })
    .returning()
  const [theme] = await db
    .insert(themes)
    .values({ name: `Respirar ${suffix}`, slug: `respirar-${suffix}`, categoryId: category?.id as string })
    .returning()
  const [item] = await db
    .insert(mediaItems)
    .values({
      title: 'Respiración de la mañana',
      description: 'Diez minutos para empezar el día.',
      themeId: theme?.id as string,
      duration: 600,
      audioName: 'respiracion.mp3',
      audioUrl: '/media/respiracion.mp3',
    })
    .returning()
  if (!plan || !item || !theme || !category) throw new Error('fixture not created')
  return { plan, item, theme, category }
}
export type Catalogue = Awaited<ReturnType<typeof catalogueFixture>>

/** A signed-in member with a plan in force from `from` until `until`. */
export async function memberWithPlan(
  app: FastifyInstance,
  db: Database,
  catalogue: Catalogue,
  { from = new Date('2020-01-01T00:00:00Z'), until = new Date('2099-01-01T00:00:00Z') } = {},
) {
  const member = await signedInUser(app, db, { role: 'subscriber' })
  await db.insert(subscriptions).values({
    userId: member.user.id,
    planId: catalogue.plan.id,
    status: 'active',
    source: 'admin',
    startDate: from,
    endDate: until,
  })
  return member
}

/** Counted listening on a day of the ledger (TIME_ZONE days). */
export async function listenedOn(
  db: Database,
  userId: string,
  catalogue: Catalogue,
  day: string,
  seconds = 300,
) {
  await db.insert(playtimeDaily).values({
    userId,
    mediaId: catalogue.item.id,
    themeId: catalogue.theme.id,
    categoryId: catalogue.category.id,
    day,
    seconds,
  })
}

export async function planToday(db: Database, day: string, catalogue: Catalogue) {
  await db.insert(dailyPicks).values({ day, mediaId: catalogue.item.id }).onConflictDoNothing()
}
