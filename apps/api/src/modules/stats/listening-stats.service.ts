import type {
  AudioPlaytimeRow,
  CategoryPlaytimeRow,
  RecommendationShare,
  Retention,
  ThemePlaytimeRow,
} from '@sosiego/shared'
import { and, asc, desc, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import {
  categories,
  mediaItems,
  playbackProgress,
  playtimeDaily,
  themes,
  users,
} from '../../db/schema/index.ts'
import type { ResolvedPeriod } from '../../lib/period.ts'
import { AppError } from '../../plugins/errors.ts'

/**
 * The back office's listening statistics (decision 062). Everything reads the daily rollups
 * (`playtime_daily`, `playback_progress`), never raw reports, so an answer's cost grows with the
 * days and items of the period, not with how much was listened.
 */
export type StatsScope = {
  memberId: string | null
  period: Pick<ResolvedPeriod, 'from' | 'to' | 'start' | 'end'>
}

/** `{id}` of the CRM calls: `all`, or the id of a user who exists (404 otherwise). */
export async function resolveScope(db: Database, id: string): Promise<string | null> {
  if (id === 'all') return null
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, id))
  if (!user) throw new AppError('stats.memberNotFound', 404)
  return user.id
}

const totalSeconds = sql<string>`sum(${playtimeDaily.seconds})`

function dailyFilter({ memberId, period }: StatsScope): SQL | undefined {
  return and(
    gte(playtimeDaily.day, period.from),
    lte(playtimeDaily.day, period.to),
    memberId ? eq(playtimeDaily.userId, memberId) : undefined,
  )
}

/** Items by listening time in the period, most first; equal times by title, then id (stable). */
export async function topAudios(db: Database, scope: StatsScope, limit: number): Promise<AudioPlaytimeRow[]> {
  const totals = db
    .select({ mediaId: playtimeDaily.mediaId, total: totalSeconds.as('total') })
    .from(playtimeDaily)
    .where(dailyFilter(scope))
    .groupBy(playtimeDaily.mediaId)
    .as('totals')
  const rows = await db
    .select({
      audioId: mediaItems.id,
      total: totals.total,
      title: mediaItems.title,
      fileType: mediaItems.fileType,
      duration: mediaItems.duration,
    })
    .from(totals)
    .innerJoin(mediaItems, eq(mediaItems.id, totals.mediaId))
    .orderBy(desc(totals.total), asc(mediaItems.title), asc(mediaItems.id))
    .limit(limit)
  const retention = await retentionOf(
    db,
    scope,
    rows.filter((row) => row.duration > 0).map((row) => row.audioId),
  )
  return rows.map((row) => ({
    audioId: row.audioId,
    totalSeconds: Number(row.total),
    title: row.title,
    fileType: row.fileType,
    duration: row.duration,
    retention: row.duration > 0 ? (retention.get(row.audioId) ?? emptyRetention) : null,
  }))
}

/** The top `limit` themes or categories of the scope by listening time, ties by name, then id. */
async function topNamed(
  db: Database,
  scope: StatsScope,
  limit: number,
  column: typeof playtimeDaily.themeId | typeof playtimeDaily.categoryId,
  named: typeof themes | typeof categories,
) {
  const totals = db
    .select({ groupId: column, total: totalSeconds.as('total') })
    .from(playtimeDaily)
    .where(dailyFilter(scope))
    .groupBy(column)
    .as('totals')
  const rows = await db
    .select({ id: named.id, total: totals.total, name: named.name })
    .from(totals)
    .innerJoin(named, eq(named.id, totals.groupId))
    .orderBy(desc(totals.total), asc(named.name), asc(named.id))
    .limit(limit)
  return rows.map((row) => ({ id: row.id, totalSeconds: Number(row.total), name: row.name }))
}

export async function topThemes(db: Database, scope: StatsScope, limit: number): Promise<ThemePlaytimeRow[]> {
  const rows = await topNamed(db, scope, limit, playtimeDaily.themeId, themes)
  return rows.map(({ id, ...row }) => ({ themeId: id, ...row }))
}

export async function topCategories(
  db: Database,
  scope: StatsScope,
  limit: number,
): Promise<CategoryPlaytimeRow[]> {
  const rows = await topNamed(db, scope, limit, playtimeDaily.categoryId, categories)
  return rows.map(({ id, ...row }) => ({ categoryId: id, ...row }))
}

const emptyRetention: Retention = { started: 0, reached25: 0, reached50: 0, reached75: 0, completed: 0 }

/**
 * The end of an item counts as reached this close to it (seconds): the player never reports the
 * fraction of a second before the first `timeupdate`, nor one after the last, so a member who heard
 * everything is credited a second or so short of the duration.
 */
export const COMPLETION_SLACK_SECONDS = 2

/**
 * Retention of the members who started each item in the period (their first counted listening with
 * a position fell on one of its days): how many of them have reached 25, 50, 75 % and the end.
 */
async function retentionOf(db: Database, { memberId, period }: StatsScope, mediaIds: string[]) {
  const byItem = new Map<string, Retention>()
  if (mediaIds.length === 0) return byItem
  const furthest = playbackProgress.furthestSeconds
  const duration = mediaItems.duration
  const reached = (percent: number) =>
    sql<number>`count(*) filter (where ${furthest} * 100 >= ${duration} * ${percent})::int`
  const rows = await db
    .select({
      mediaId: playbackProgress.mediaId,
      started: sql<number>`count(*)::int`,
      reached25: reached(25),
      reached50: reached(50),
      reached75: reached(75),
      completed: sql<number>`count(*) filter (where ${furthest} + ${COMPLETION_SLACK_SECONDS} >= ${duration})::int`,
    })
    .from(playbackProgress)
    .innerJoin(mediaItems, eq(mediaItems.id, playbackProgress.mediaId))
    .where(
      and(
        inArray(playbackProgress.mediaId, mediaIds),
        gte(playbackProgress.firstDay, period.from),
        lte(playbackProgress.firstDay, period.to),
        memberId ? eq(playbackProgress.userId, memberId) : undefined,
      ),
    )
    .groupBy(playbackProgress.mediaId)
  for (const { mediaId, ...retention } of rows) byItem.set(mediaId, retention)
  return byItem
}

/** How many days after a take its recommendations may be played and still count. */
export const RECOMMENDATION_WINDOW_DAYS = 7

/**
 * Of the members who took the wellbeing test in the period, how many played one of that take's
 * recommended themes (counted listening filed under the theme) on the take's day or one of the
 * 7 days after it, in the service's time zone. A member counts once however many takes they made.
 */
export async function recommendationShare(
  db: Database,
  { memberId, period }: StatsScope,
  timeZone: string,
): Promise<RecommendationShare> {
  const start = period.start.toISOString()
  const end = period.end.toISOString()
  const member = memberId ? sql`and user_id = ${memberId}::uuid` : sql``
  const takeDay = sql`(t.created_at at time zone ${timeZone}::text)::date`
  const result = await db.execute(sql`
    select count(*)::int as takers,
      count(*) filter (where exists (
        select 1 from test_takes t
          join themes th on th.slug = any(t.theme_slugs)
          join playtime_daily p on p.user_id = t.user_id and p.theme_id = th.id
            and p.day >= ${takeDay} and p.day <= ${takeDay} + ${RECOMMENDATION_WINDOW_DAYS}::int
        where t.user_id = k.user_id
          and t.created_at >= ${start}::timestamptz and t.created_at < ${end}::timestamptz
      ))::int as played
    from (
      select distinct user_id from test_takes
      where created_at >= ${start}::timestamptz and created_at < ${end}::timestamptz ${member}
    ) k
  `)
  const row = rowsOf<{ takers: number; played: number }>(result)[0] ?? { takers: 0, played: 0 }
  const takers = Number(row.takers)
  const played = Number(row.played)
  return { takers, played, share: takers === 0 ? null : played / takers }
}

/** node-postgres answers `{ rows }`, PGlite's drizzle driver too; both drivers, one reading. */
function rowsOf<T>(result: unknown): T[] {
  return Array.isArray(result) ? (result as T[]) : ((result as { rows: T[] }).rows ?? [])
}
