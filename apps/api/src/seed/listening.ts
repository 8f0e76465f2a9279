import { asc, eq } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import { mediaItems, playbackProgress, playtimeDaily, themes } from '../db/schema/index.ts'
import { dayInZone, zonedMidnight } from '../lib/period.ts'

const DAY_MS = 86_400_000

/**
 * When a demo account signed up: mid-morning of the calendar day `daysAgo` before today in the
 * service's zone (TIME_ZONE), so the dashboard's sign-ups chart files it on that day, across the
 * daylight-saving changes too.
 */
export function signedUpAt(daysAgo: number, timeZone: string, now = new Date()): Date {
  const today = Date.parse(dayInZone(now, timeZone))
  const day = new Date(today - daysAgo * DAY_MS).toISOString().slice(0, 10)
  return new Date(zonedMidnight(day, timeZone).getTime() + 10 * 3_600_000)
}

/**
 * How far into an item each demo member got, in turn (fractions of the item): some finish, some
 * stop midway, so the statistics page's retention curves have a shape.
 */
const REACHED = [1, 0.8, 1, 0.55, 0.3, 1, 0.9, 0.6]

/** How the days' listening varies around the average (a longer session one day, a short one the next). */
const DAY_WEIGHTS = [1, 1.3, 0.8, 1.15, 0.7, 1.2, 0.85]

type ListenedItem = { id: string; themeId: string; categoryId: string; duration: number }

/**
 * A day's listening as plays: items in turn from `cursor` (the list's order, carried over from day
 * to day), each heard at most once and never for longer than it lasts, the last one cut where the
 * day's seconds end. Throws when the catalogue cannot hold that much in a day without repeats.
 */
export function playsOfDay(media: ListenedItem[], cursor: number, seconds: number, first?: ListenedItem) {
  const plays: { item: ListenedItem; seconds: number }[] = []
  let left = seconds
  let next = cursor
  // A day that begins with a given item (a program's step, issue 30): heard in full first.
  if (first) {
    const heard = Math.min(left, first.duration)
    plays.push({ item: first, seconds: heard })
    left -= heard
  }
  while (left > 0) {
    if (plays.length === media.length)
      throw new Error(`no demo catalogue for ${seconds} s of listening in one day without repeats`)
    const item = media[next % media.length] as ListenedItem
    next += 1
    if (item.id === first?.id) continue
    const heard = Math.min(left, item.duration)
    plays.push({ item, seconds: heard })
    left -= heard
  }
  return { plays, cursor: next }
}

/**
 * Counted listening for a demo account, as the stats module files it (one row per item and
 * calendar day in the service's zone, TIME_ZONE), spread over the `spanDays` before today with a
 * rest day in every three, so progress pages have weeks to show, with the furthest point reached in
 * each item (the retention curves); the `unbrokenDays` before today have no rest day (a streak to
 * show on Mi progreso). Each day is a few plays of whole items, none longer than the item (issue 28:
 * hours counted on a 31-second clip told a story the catalogue could not). Only for an account with
 * no listening yet: a restart never adds more, and real listening is never mixed with invented days.
 * Answers whether it added any.
 */
/** The catalogue's items a demo member can have heard (not deleted, with a length), in its order. */
export async function playableMedia(db: Database) {
  const items = await db
    .select({
      id: mediaItems.id,
      themeId: mediaItems.themeId,
      categoryId: themes.categoryId,
      duration: mediaItems.duration,
    })
    .from(mediaItems)
    .innerJoin(themes, eq(themes.id, mediaItems.themeId))
    .where(eq(mediaItems.isDeleted, false))
    .orderBy(asc(mediaItems.order), asc(mediaItems.title))
  return items.filter((item) => item.duration > 0)
}

export async function seedListening(
  tx: Database,
  userId: string,
  totalSeconds: number,
  spanDays: number,
  timeZone: string,
  {
    now = new Date(),
    unbrokenDays = 0,
    firstPlays,
  }: {
    now?: Date
    unbrokenDays?: number
    /** Days (offsets before today) that begin with an item heard in full: a program's steps. */
    firstPlays?: ReadonlyMap<number, string>
  } = {},
): Promise<boolean> {
  const [already] = await tx
    .select({ day: playtimeDaily.day })
    .from(playtimeDaily)
    .where(eq(playtimeDaily.userId, userId))
    .limit(1)
  if (already) return false
  const media = await playableMedia(tx)
  if (media.length === 0) return false

  const offsets = Array.from({ length: spanDays }, (_, index) => index + 1).filter(
    (offset) => offset <= unbrokenDays || offset % 3 !== 0,
  )
  // Calendar arithmetic on the zone's today: the server files reports on the day in TIME_ZONE.
  const today = Date.parse(dayInZone(now, timeZone))
  const weights = offsets.map((_, index) => DAY_WEIGHTS[index % DAY_WEIGHTS.length] as number)
  const weightSum = weights.reduce((sum, weight) => sum + weight, 0)
  const daySeconds = weights.map((weight) => Math.floor((totalSeconds * weight) / weightSum))
  // The first day takes the remainder, so the total is exact.
  daySeconds[0] = (daySeconds[0] as number) + totalSeconds - daySeconds.reduce((sum, s) => sum + s, 0)
  let cursor = 0
  const rows = offsets.flatMap((offset, index) => {
    const first = media.find((item) => item.id === firstPlays?.get(offset))
    const day = playsOfDay(media, cursor, daySeconds[index] as number, first)
    cursor = day.cursor
    return day.plays.map(({ item, seconds }) => ({
      userId,
      mediaId: item.id,
      themeId: item.themeId,
      categoryId: item.categoryId,
      day: new Date(today - offset * DAY_MS).toISOString().slice(0, 10),
      seconds,
    }))
  })
  await tx.insert(playtimeDaily).values(rows)
  // Where the member got to in each item, as the player's positions would have left it (decision
  // 062): started on the first day it was heard, and never further than the seconds counted for it
  // nor than its length.
  const progress = new Map<string, { firstDay: string; seconds: number }>()
  for (const row of rows) {
    const known = progress.get(row.mediaId)
    if (!known) progress.set(row.mediaId, { firstDay: row.day, seconds: row.seconds })
    else {
      known.seconds += row.seconds
      if (row.day < known.firstDay) known.firstDay = row.day
    }
  }
  const durations = new Map(media.map((item) => [item.id, item.duration]))
  const started = [...progress.entries()]
  await tx
    .insert(playbackProgress)
    .values(
      started.map(([mediaId, { firstDay, seconds }], index) => {
        const duration = durations.get(mediaId) as number
        const reached = Math.floor(duration * (REACHED[index % REACHED.length] as number))
        return { userId, mediaId, firstDay, furthestSeconds: Math.min(seconds, reached) }
      }),
    )
    .onConflictDoNothing()
  return true
}
