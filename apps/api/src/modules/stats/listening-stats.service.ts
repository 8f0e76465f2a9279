import type {
  AudioPlaytimeRow,
  CaptionsShare,
  CategoryPlaytimeRow,
  RecommendationShare,
  Retention,
  ThemePlaytimeRow,
} from '@sosiego/shared'
import { type AnyColumn, and, asc, desc, eq, gte, inArray, lt, lte, sql } from 'drizzle-orm'
import { unionAll } from 'drizzle-orm/pg-core'
import type { Database } from '../../db/client.ts'
import {
  categories,
  mediaItems,
  playbackProgress,
  playbackRetentionDaily,
  playtimeDaily,
  playtimeItemDaily,
  playtimeItemMonthly,
  testTakes,
  themes,
  users,
} from '../../db/schema/index.ts'
import { AppError } from '../../lib/app-error.ts'
import type { ResolvedPeriod } from '../../lib/period.ts'

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
 * per-item rollups (decision 064), as `periodParts` splits the period into months and days — so a
 * year reads about 13 month rows and a few day rows per item, whatever the number of members.
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
  const daySelect = (from: string, to: string, sign: number) =>
    db
      .select({
        groupId: sql<string>`${dayColumn}`.as('group_id'),
        seconds: sql<string>`${sign} * ${playtimeItemDaily.seconds}`.as('seconds'),
      })
      .from(playtimeItemDaily)
      .where(and(gte(playtimeItemDaily.day, from), lte(playtimeItemDaily.day, to)))
  type Part = ReturnType<typeof daySelect>
  // The same two columns as a day part; drizzle's types only tell the tables apart.
  const monthSelect = (from: string, to: string, sign: number) =>
    db
      .select({
        groupId: sql<string>`${monthColumn}`.as('group_id'),
        seconds: sql<string>`${sign} * ${playtimeItemMonthly.seconds}`.as('seconds'),
      })
      .from(playtimeItemMonthly)
      .where(and(gte(playtimeItemMonthly.month, from), lte(playtimeItemMonthly.month, to))) as unknown as Part
  // One range scan per part (an OR of ranges makes the planner scan far more).
  const selects = periodParts(scope.period.from, scope.period.to).map(({ table, from, to, sign }) =>
    table === 'month' ? monthSelect(from, to, sign) : daySelect(from, to, sign),
  )
  // A period has at least one day, so at least one part.
  const [first, second, ...rest] = selects as [Part, ...Part[]]
  const all = (second ? unionAll(first, second, ...rest) : first).as('parts')
  return db
    .select({ groupId: all.groupId, total: sql<string>`sum(${all.seconds})`.as('total') })
    .from(all)
    .groupBy(all.groupId)
    .having(sql`sum(${all.seconds}) > 0`)
    .as('totals')
}

const DAY_MS = 86_400_000
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10)
const monthStart = (ms: number, add = 0) => {
  const date = new Date(ms)
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + add, 1)
}

/** A range of a rollup to add (sign 1) or take away (sign -1). */
export type PeriodPart = { table: 'day' | 'month'; from: string; to: string; sign: 1 | -1 }

/**
 * The fewest rollup rows that sum to the calendar days `from`–`to` (ISO dates, already the zone's):
 * the whole months inside them from the monthly rollup; each partial month either as its days, or
 * as the month less the days outside the period, whichever reads fewer days. Days after `lastDay`
 * (the future) hold nothing and cost nothing, so "this month so far" and "the last 30 days" read
 * the month row rather than up to 30 days. At most about 15 days are read at each end of any
 * period, so the cost follows the months of the period, never the listening in it.
 */
export function periodParts(from: string, to: string, lastDay = isoDay(Date.now() + DAY_MS)): PeriodPart[] {
  const end = Date.parse(to)
  const known = Date.parse(lastDay)
  const parts: PeriodPart[] = []
  /** Days of `a`–`b` that can hold listening (not after lastDay). */
  const cost = (a: number, b: number) => Math.max(0, Math.floor((Math.min(b, known) - a) / DAY_MS) + 1)
  let wholeFrom: number | null = null
  let wholeTo = 0
  const flushWhole = () => {
    if (wholeFrom === null) return
    parts.push({ table: 'month', from: isoDay(wholeFrom), to: isoDay(wholeTo), sign: 1 })
    wholeFrom = null
  }
  for (let day = Date.parse(from); day <= end; ) {
    const first = monthStart(day)
    const last = monthStart(day, 1) - DAY_MS
    const chunkEnd = Math.min(last, end)
    if (day === first && chunkEnd === last) {
      wholeFrom ??= first
      wholeTo = first
    } else {
      flushWhole()
      // A month row costs about as much as a day's rows: every item heard that month.
      const outside = cost(first, day - DAY_MS) + cost(chunkEnd + DAY_MS, last)
      if (outside + 1 < cost(day, chunkEnd)) {
        parts.push({ table: 'month', from: isoDay(first), to: isoDay(first), sign: 1 })
        if (day > first) parts.push({ table: 'day', from: isoDay(first), to: isoDay(day - DAY_MS), sign: -1 })
        if (chunkEnd < last && chunkEnd + DAY_MS <= known)
          parts.push({ table: 'day', from: isoDay(chunkEnd + DAY_MS), to: isoDay(last), sign: -1 })
      } else parts.push({ table: 'day', from: isoDay(day), to: isoDay(chunkEnd), sign: 1 })
    }
    day = chunkEnd + DAY_MS
  }
  flushWhole()
  return parts
}

/**
 * Runs a statistics read with no parallel workers: an answer reads a few thousand rollup rows, and
 * on a busy machine the leader waits far longer for its workers to start than the scan takes
 * (measured in decision 064: 250 ms instead of 25 ms at load 20). Only this transaction's setting.
 */
async function serial<T>(db: Database, read: (db: Database) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local max_parallel_workers_per_gather = 0`)
    return read(tx as unknown as Database)
  })
}

/** Items by listening time in the period, most first; equal times by title, then id (stable). */
export async function topAudios(db: Database, scope: StatsScope, limit: number): Promise<AudioPlaytimeRow[]> {
  return serial(db, (db) => readTopAudios(db, scope, limit))
}

async function readTopAudios(db: Database, scope: StatsScope, limit: number): Promise<AudioPlaytimeRow[]> {
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
  const rows = await serial(db, (db) => {
    const totals = periodTotals(db, scope, grouping)
    return db
      .select({ id: named.id, total: totals.total, name: named.name })
      .from(totals)
      .innerJoin(named, eq(named.id, totals.groupId))
      .orderBy(desc(totals.total), asc(named.name), asc(named.id))
      .limit(limit)
  })
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
  if (!memberId) {
    // Everyone: the curve's rollup, a row per item and start day (decision 064).
    const r = playbackRetentionDaily
    const total = (column: AnyColumn) => sql<string>`sum(${column})`
    const rows = await db
      .select({
        mediaId: r.mediaId,
        started: total(r.started),
        reached25: total(r.reached25),
        reached50: total(r.reached50),
        reached75: total(r.reached75),
        completed: total(r.completed),
      })
      .from(r)
      .where(and(inArray(r.mediaId, mediaIds), gte(r.firstDay, period.from), lte(r.firstDay, period.to)))
      .groupBy(r.mediaId)
    for (const { mediaId, ...counts } of rows)
      byItem.set(mediaId, {
        started: Number(counts.started),
        reached25: Number(counts.reached25),
        reached50: Number(counts.reached50),
        reached75: Number(counts.reached75),
        completed: Number(counts.completed),
      })
    return byItem
  }
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
        eq(playbackProgress.userId, memberId),
      ),
    )
    .groupBy(playbackProgress.mediaId)
  for (const { mediaId, ...retention } of rows) byItem.set(mediaId, retention)
  return byItem
}

/**
 * Of the members who took the wellbeing test in the period, how many played one of that take's
 * recommended themes (counted listening filed under the theme) on the take's day or one of the
 * 7 days after it, in the service's time zone. A member counts once however many takes they made.
 * Each take carries that answer as `recommendation_played`, kept by the database as listening
 * arrives (decision 095), so this reads only the period's takes: one index-only range scan.
 */
export async function recommendationShare(
  db: Database,
  { memberId, period }: StatsScope,
): Promise<RecommendationShare> {
  const inPeriod = and(gte(testTakes.createdAt, period.start), lt(testTakes.createdAt, period.end))
  const [row] = await db
    .select({
      takers: sql<number>`count(distinct ${testTakes.userId})::int`,
      played: sql<number>`(count(distinct ${testTakes.userId}) filter (where ${testTakes.recommendationPlayed}))::int`,
    })
    .from(testTakes)
    .where(memberId ? and(inPeriod, eq(testTakes.userId, memberId)) : inPeriod)
  const takers = Number(row?.takers ?? 0)
  const played = Number(row?.played ?? 0)
  return { takers, played, share: takers === 0 ? null : played / takers }
}

/**
 * The share of the period's listening that had captions or a transcript (issue 34, decision 120):
 * a day's seconds of an item count as "with captions" when the item's `captions_since` (the day its
 * current run of captions began) is on or before that day. Everyone: the items that had them all
 * period long are read from the same per-item totals as the top lists (months and edge days); only
 * the items whose captions began inside the period read their day rollups, from that day on. One
 * member: their own day rows, compared day by day.
 */
export async function captionsShare(db: Database, scope: StatsScope): Promise<CaptionsShare> {
  return serial(db, (db) => readCaptionsShare(db, scope))
}

async function readCaptionsShare(db: Database, scope: StatsScope): Promise<CaptionsShare> {
  const since = mediaItems.captionsSince
  const { from, to } = scope.period
  let seconds: number
  let withCaptions: number
  if (scope.memberId) {
    const [row] = await db
      .select({
        seconds: sql<string>`coalesce(sum(${playtimeDaily.seconds}), 0)`,
        withCaptions: sql<string>`coalesce(sum(${playtimeDaily.seconds}) filter (where ${since} <= ${playtimeDaily.day}), 0)`,
      })
      .from(playtimeDaily)
      .innerJoin(mediaItems, eq(mediaItems.id, playtimeDaily.mediaId))
      .where(
        and(
          eq(playtimeDaily.userId, scope.memberId),
          gte(playtimeDaily.day, from),
          lte(playtimeDaily.day, to),
        ),
      )
    seconds = Number(row?.seconds ?? 0)
    withCaptions = Number(row?.withCaptions ?? 0)
  } else {
    const totals = periodTotals(db, scope, 'media')
    const [whole] = await db
      .select({
        seconds: sql<string>`coalesce(sum(${totals.total}), 0)`,
        withCaptions: sql<string>`coalesce(sum(${totals.total}) filter (where ${since} <= ${from}), 0)`,
      })
      .from(totals)
      .innerJoin(mediaItems, eq(mediaItems.id, totals.groupId))
    const [began] = await db
      .select({ seconds: sql<string>`coalesce(sum(${playtimeItemDaily.seconds}), 0)` })
      .from(playtimeItemDaily)
      .innerJoin(mediaItems, eq(mediaItems.id, playtimeItemDaily.mediaId))
      .where(
        and(
          sql`${since} > ${from}`,
          lte(since, to),
          gte(playtimeItemDaily.day, since),
          lte(playtimeItemDaily.day, to),
        ),
      )
    seconds = Number(whole?.seconds ?? 0)
    withCaptions = Number(whole?.withCaptions ?? 0) + Number(began?.seconds ?? 0)
  }
  return { seconds, withCaptions, share: seconds === 0 ? null : withCaptions / seconds }
}
