import {
  calendarOf,
  DEFAULT_REST_DAYS_PER_MONTH,
  type Progress,
  STREAK_MIN_SECONDS,
  streaksOf,
  totalsOf,
} from '@sosiego/shared'
import { and, asc, desc, eq, gte, lte, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { categories, mediaItems, playbackProgress, playtimeDaily, themes } from '../../db/schema/index.ts'
import { dayInZone } from '../../lib/period.ts'
import { COMPLETION_SLACK_SECONDS } from '../stats/index.ts'
import { memberSettingsOf, restDaysOf } from './habits.repository.ts'
import { habitsOf } from './habits.ts'

/**
 * The member's counted listening per calendar day (TIME_ZONE), every day they listened, or only
 * those from `from` to `to` (both included).
 */
export async function listeningDays(db: Database, userId: string, range?: { from: string; to: string }) {
  return db
    .select({
      day: sql<string>`${playtimeDaily.day}::text`,
      seconds: sql<number>`sum(${playtimeDaily.seconds})::int`,
    })
    .from(playtimeDaily)
    .where(
      and(
        eq(playtimeDaily.userId, userId),
        range ? and(gte(playtimeDaily.day, range.from), lte(playtimeDaily.day, range.to)) : undefined,
      ),
    )
    .groupBy(playtimeDaily.day)
}

/**
 * The category or theme the member has listened to most (ties: the name first in the alphabet),
 * as it was filed when counted, under its current name. Null before any listening.
 */
async function mostListened(db: Database, userId: string, by: 'category' | 'theme') {
  const table = by === 'category' ? categories : themes
  const column = by === 'category' ? playtimeDaily.categoryId : playtimeDaily.themeId
  const [row] = await db
    .select({ _id: table.id, name: table.name })
    .from(playtimeDaily)
    .innerJoin(table, eq(table.id, column))
    .where(eq(playtimeDaily.userId, userId))
    .groupBy(table.id, table.name)
    .orderBy(desc(sql`sum(${playtimeDaily.seconds})`), asc(table.name))
    .limit(1)
  return row ?? null
}

/** Items the member has heard to the end (the furthest point the counted listening reached). */
async function sessionsCompleted(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(playbackProgress)
    .innerJoin(mediaItems, eq(mediaItems.id, playbackProgress.mediaId))
    .where(
      and(
        eq(playbackProgress.userId, userId),
        sql`${mediaItems.duration} > 0`,
        sql`${playbackProgress.furthestSeconds} + ${COMPLETION_SLACK_SECONDS} >= ${mediaItems.duration}`,
      ),
    )
  return row?.count ?? 0
}

/**
 * Mi progreso (issue 17, decision 067), from the rollups the listening reports keep: one read of the
 * member's days (a few hundred rows a year) and the maths in `@sosiego/shared`'s
 * listening-progress rules, on calendar days in `timeZone` — the zone the days were filed in. With
 * the member's habits (issue 31, decision 111): their settings and rest days, two small reads; the
 * streak is computed even when the member hides it (hiding is their view, not the count).
 */
export async function progressOf(
  db: Database,
  userId: string,
  now: Date,
  timeZone: string,
  restDaysPerMonth = DEFAULT_REST_DAYS_PER_MONTH,
): Promise<Progress> {
  const today = dayInZone(now, timeZone)
  const [days, favouriteCategory, favouriteTheme, completed, settings, rest] = await Promise.all([
    listeningDays(db, userId),
    mostListened(db, userId, 'category'),
    mostListened(db, userId, 'theme'),
    sessionsCompleted(db, userId),
    memberSettingsOf(db, userId),
    restDaysOf(db, userId),
  ])
  return {
    timeZone,
    today,
    seconds: totalsOf(days, today),
    sessionsCompleted: completed,
    favouriteCategory,
    favouriteTheme,
    streak: { ...streaksOf(days, today, rest), minSeconds: STREAK_MIN_SECONDS },
    calendar: calendarOf(days, today),
    habits: habitsOf({ settings, restDays: rest, days, now, timeZone, restDaysPerMonth }),
  }
}
