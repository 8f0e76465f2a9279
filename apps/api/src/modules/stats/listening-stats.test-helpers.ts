import { eq, type SQL } from 'drizzle-orm'
import { beforeAll, expect } from 'vitest'
import { createTestApp } from '../../../test/app.ts'
import { signedInUser } from '../../../test/billing.ts'
import { mediaItems, playtimeDaily, themes } from '../../db/schema/index.ts'
import { seedDemoContent } from '../../seed/index.ts'

export type Item = typeof mediaItems.$inferSelect
export type Theme = typeof themes.$inferSelect

/**
 * What the CRM statistics tests (listening-stats-*.test.ts, decision 062) stand on: an app on its
 * own database with the demo catalogue, an admin to ask, and listening written straight into the
 * daily rollup. What counts as listening is the playtime tests' business; here, what the calls make
 * of the rollups. Called once inside a file's describe, so its hook is that describe's.
 */
export async function crmStatsApp() {
  const { app, db, config } = await createTestApp()
  /** The demo items, sorted by title, and every theme: filled in before the first test. */
  const items: Item[] = []
  const allThemes: Theme[] = []
  beforeAll(async () => {
    await seedDemoContent(db, config.storageDir, config.timeZone)
    items.push(
      ...(await db
        .select()
        .from(mediaItems)
        .where(eq(mediaItems.isDeleted, false))
        .orderBy(mediaItems.title)),
    )
    allThemes.push(...(await db.select().from(themes)))
  })
  const admin = (await signedInUser(app, db, { role: 'admin' })).client

  const themeOf = (media: Item) => allThemes.find((theme) => theme.id === media.themeId) as Theme
  const item = (index: number) => items[index] as Item
  /** Listening as the server keeps it: seconds per member, item and day. */
  async function listened(userId: string, media: Item, day: string, seconds: number) {
    await db.insert(playtimeDaily).values({
      userId,
      mediaId: media.id,
      themeId: media.themeId,
      categoryId: themeOf(media).categoryId,
      day,
      seconds,
    })
  }
  /** The admin's GET of a statistics call, which must answer 200. */
  const get = async (path: string) => {
    const res = await admin.get(path)
    expect(res.statusCode, res.body).toBe(200)
    return res.json()
  }

  /** A raw query's rows, each as the text of its values, sorted: two queries compare row for row. */
  const sortedRows = async (query: SQL) => {
    const result = await db.execute(query)
    const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Record<
      string,
      unknown
    >[]
    return rows.map((row) => JSON.stringify(Object.values(row).map(String))).sort()
  }

  return { app, db, config, items, allThemes, admin, themeOf, item, listened, get, sortedRows }
}
