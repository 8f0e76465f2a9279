import { addCalendarDays } from '@sosiego/shared'
import { and, eq, inArray } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import { dailyPicks, mediaItems } from '../db/schema/index.ts'
import { dayInZone } from '../lib/period.ts'
import { demoMedia } from './demo-media/index.ts'

/**
 * Days of a month left unplanned on purpose, as the 1-based day of the month: the back office's
 * Calendario shows gaps at a glance, and on those days members see the rule's pick (decision 107).
 */
export const DEMO_CALENDAR_GAPS = [6, 13, 19, 27]

/** Walks the demo catalogue by this step, so neighbouring days change theme and category. */
const STRIDE = 7

/** The first day of the month after the one `day` is in. */
const nextMonthOf = (first: string) => `${addCalendarDays(first, 32).slice(0, 8)}01`

/** Every day of the month `first` (YYYY-MM-01) begins. */
function daysOfMonth(first: string): string[] {
  const days: string[] = []
  for (let day = first; day.slice(0, 7) === first.slice(0, 7); day = addCalendarDays(day, 1)) days.push(day)
  return days
}

/** The demo item planned on `day` (gaps aside). */
export function demoTitleOn(day: string): string {
  const dayNumber = Date.parse(`${day}T00:00:00Z`) / 86_400_000
  return demoMedia[(dayNumber * STRIDE) % demoMedia.length]?.title as string
}

/**
 * The demo calendar for today's meditation: every day of this month and the next (in the service's
 * zone, from `now`) planned with a demo item, but for the gaps. The same days get the same items on
 * every seed, whichever month it runs in: the item follows from the day itself (days since 1970). A day already planned (by
 * staff, or an earlier seed) is left as it is; an item staff deleted or deactivated is not planned.
 */
export async function seedDailyPicks(db: Database, timeZone: string, now = new Date()): Promise<void> {
  const first = `${dayInZone(now, timeZone).slice(0, 8)}01`
  const days = [...daysOfMonth(first), ...daysOfMonth(nextMonthOf(first))]
  const titles = demoMedia.map((item) => item.title)
  const rows = await db
    .select({ id: mediaItems.id, title: mediaItems.title })
    .from(mediaItems)
    .where(
      and(inArray(mediaItems.title, titles), eq(mediaItems.isActive, true), eq(mediaItems.isDeleted, false)),
    )
  const idByTitle = new Map(rows.map((row) => [row.title, row.id]))
  const picks = days.flatMap((day) => {
    if (DEMO_CALENDAR_GAPS.includes(Number(day.slice(8)))) return []
    const mediaId = idByTitle.get(demoTitleOn(day))
    return mediaId ? [{ day, mediaId }] : []
  })
  if (picks.length > 0)
    await db.insert(dailyPicks).values(picks).onConflictDoNothing({ target: dailyPicks.day })
}
