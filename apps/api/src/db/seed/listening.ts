import { asc, eq } from 'drizzle-orm'
import { dayInZone } from '../../lib/period.ts'
import type { Database } from '../client.ts'
import { mediaItems, playtimeDaily, themes } from '../schema/index.ts'

const DAY_MS = 86_400_000

/**
 * Counted listening for a demo account, as the stats module files it (one row per item and calendar day in the service's zone, TIME_ZONE),
 * spread over the `spanDays` before today with a rest day in every three, so progress pages have
 * weeks to show; the `unbrokenDays` before today have no rest day (a streak to show on Mi progreso).
 * Only for an account with no listening yet: a restart never adds more, and real listening is never
 * mixed with invented days. Answers whether it added any.
 */
export async function seedListening(
  tx: Database,
  userId: string,
  totalSeconds: number,
  spanDays: number,
  timeZone: string,
  { now = new Date(), unbrokenDays = 0 }: { now?: Date; unbrokenDays?: number } = {},
): Promise<boolean> {
  const [already] = await tx
    .select({ day: playtimeDaily.day })
    .from(playtimeDaily)
    .where(eq(playtimeDaily.userId, userId))
    .limit(1)
  if (already) return false
  const media = await tx
    .select({ id: mediaItems.id, themeId: mediaItems.themeId, categoryId: themes.categoryId })
    .from(mediaItems)
    .innerJoin(themes, eq(themes.id, mediaItems.themeId))
    .where(eq(mediaItems.isDeleted, false))
    .orderBy(asc(mediaItems.order), asc(mediaItems.title))
  if (media.length === 0) return false

  const offsets = Array.from({ length: spanDays }, (_, index) => index + 1).filter(
    (offset) => offset <= unbrokenDays || offset % 3 !== 0,
  )
  // Calendar arithmetic on the zone's today: the server files reports on the day in TIME_ZONE.
  const today = Date.parse(dayInZone(now, timeZone))
  const share = Math.floor(totalSeconds / offsets.length)
  await tx.insert(playtimeDaily).values(
    offsets.map((offset, index) => {
      const item = media[index % media.length] as (typeof media)[number]
      return {
        userId,
        mediaId: item.id,
        themeId: item.themeId,
        categoryId: item.categoryId,
        day: new Date(today - offset * DAY_MS).toISOString().slice(0, 10),
        // The first day takes the remainder, so the total is exact.
        seconds: share + (index === 0 ? totalSeconds - share * offsets.length : 0),
      }
    }),
  )
  return true
}
