import type {
  AudioPlaytimeRow,
  CategoryPlaytimeRow,
  RecommendationShare,
  Retention,
  ThemePlaytimeRow,
} from '@sosiego/shared'
import { and, asc, desc, eq, gte, inArray, lte, or, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import {
  categories,
  mediaItems,
  playbackProgress,
  playtimeDaily,
  playtimeItemDaily,
  playtimeItemMonthly,
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

/** How listening is grouped for a top list. */
type Grouping = 'media' | 'theme' | 'category'

/**
 * Seconds per item, theme or category in the scope's period, as a subquery of `(group_id, total)`.
 * One member: their own rows of `playtime_daily` (its key leads with the member). Everyone: the
 * per-item rollups (decision 064) — the period's whole calendar months from `playtime_item_monthly`,
 * the days before the first and after the last of them from `playtime_item_daily` — so a year
 * reads about 12 month rows and at most 60 day rows per item, whatever the number of members.
 */
function periodTotals(db: Database, scope: StatsScope, grouping: Grouping) {
  if (scope.memberId) {
    const column = {
      media: playtimeDaily.mediaId,
      theme: playtimeDaily.themeId,
      category: playtimeDaily.categoryId,
    }[grouping]
    return db
      .select({ groupId: sql<string>`${column}`.as('group_id'), total: totalSeconds.as('total') })
      .from(playtimeDaily)
      .where(
        and(
          gte(playtimeDaily.day, scope.period.from),
          lte(playtimeDaily.day, scope.period.to),
          eq(playtimeDaily.userId, scope.memberId),
        ),
      )
      .groupBy(column)
      .as('totals')
  }
  const { days, months } = splitByMonths(scope.period.from, scope.period.to)
  const dayColumn = {
    media: playtimeItemDaily.mediaId,
    theme: playtimeItemDaily.themeId,
    category: playtimeItemDaily.categoryId,
  }[grouping]
  const monthColumn = {
    media: playtimeItemMonthly.mediaId,
    theme: playtimeItemMonthly.themeId,
    category: playtimeItemMonthly.categoryId,
  }[grouping]
  const dayRows = db
    .select({ groupId: sql<string>`${dayColumn}`.as('group_id'), seconds: playtimeItemDaily.seconds })
    .from(playtimeItemDaily)
    .where(
      or(
        ...days.map(([from, to]) => and(gte(playtimeItemDaily.day, from), lte(playtimeItemDaily.day, to))),
      ) ?? sql`false`,
    )
  const parts = months
    ? dayRows
        .unionAll(
          db
            .select({
              groupId: sql<string>`${monthColumn}`.as('group_id'),
              seconds: playtimeItemMonthly.seconds,
            })
            .from(playtimeItemMonthly)
            .where(and(gte(playtimeItemMonthly.month, months[0]), lte(playtimeItemMonthly.month, months[1]))),
        )
        .as('parts')
    : dayRows.as('parts')
  return db
    .select({ groupId: parts.groupId, total: sql<string>`sum(${parts.seconds})`.as('total') })
    .from(parts)
    .groupBy(parts.groupId)
    .having(sql`sum(${parts.seconds}) > 0`)
    .as('totals')
}

const DAY_MS = 86_400_000
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10)

/**
 * Splits the calendar days `from`–`to` (ISO dates) into the whole months inside them (the first days
 * of the first and last such month, or null when there is none) and the one or two runs of days
 * outside them. Plain calendar arithmetic on dates: the days are already the zone's.
 */
export function splitByMonths(
  from: string,
  to: string,
): { days: [string, string][]; months: [string, string] | null } {
  const start = Date.parse(from)
  const end = Date.parse(to)
  const monthStart = (ms: number, add: number) => {
    const date = new Date(ms)
    return Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + add, 1)
  }
  // The first month that starts inside the period, and the first month that ends after it.
  const firstWhole = new Date(start).getUTCDate() === 1 ? start : monthStart(start, 1)
  const afterWhole = new Date(end + DAY_MS).getUTCDate() === 1 ? end + DAY_MS : monthStart(end, 0)
  if (firstWhole >= afterWhole) return { days: [[from, to]], months: null }
  const days: [string, string][] = []
  if (start < firstWhole) days.push([from, isoDay(firstWhole - DAY_MS)])
  if (afterWhole <= end) days.push([isoDay(afterWhole), to])
  return { days, months: [isoDay(firstWhole), isoDay(monthStart(afterWhole, -1))] }
}

/** Items by listening time in the period, most first; equal times by title, then id (stable). */
export async function topAudios(db: Database, scope: StatsScope, limit: number): Promise<AudioPlaytimeRow[]> {
  const totals = periodTotals(db, scope, 'media')
  const rows = await db
    .select({
      audioId: mediaItems.id,
      total: totals.total,
      title: mediaItems.title,
      fileType: mediaItems.fileType,
      duration: mediaItems.duration,
    })
    .from(totals)
    .innerJoin(mediaItems, eq(mediaItems.id, totals.groupId))
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
  grouping: 'theme' | 'category',
  named: typeof themes | typeof categories,
) {
  const totals = periodTotals(db, scope, grouping)
  const rows = await db
    .select({ id: named.id, total: totals.total, name: named.name })
    .from(totals)
    .innerJoin(named, eq(named.id, totals.groupId))
    .orderBy(desc(totals.total), asc(named.name), asc(named.id))
    .limit(limit)
  return rows.map((row) => ({ id: row.id, totalSeconds: Number(row.total), name: row.name }))
}

export async function topThemes(db: Database, scope: StatsScope, limit: number): Promise<ThemePlaytimeRow[]> {
  const rows = await topNamed(db, scope, limit, 'theme', themes)
  return rows.map(({ id, ...row }) => ({ themeId: id, ...row }))
}

export async function topCategories(
  db: Database,
  scope: StatsScope,
  limit: number,
): Promise<CategoryPlaytimeRow[]> {
  const rows = await topNamed(db, scope, limit, 'category', categories)
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
