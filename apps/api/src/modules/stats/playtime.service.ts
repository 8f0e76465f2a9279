import { eq, type SQL, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import {
  categories,
  mediaItems,
  planCategories,
  plans,
  playbackProgress,
  playtimeClocks,
  playtimeDaily,
  playtimeReports,
  playtimeStreams,
  subscriptions,
  themes,
  type users,
} from '../../db/schema/index.ts'
import { dayInZone, secondsByDay } from '../../lib/period.ts'
import { entitlementsFrom } from '../billing/entitlements.ts'
import { inForce } from '../billing/subscriptions.repository.ts'
import { type PlayableFacts, verdictOf } from '../player/playable.ts'

/**
 * The most one request can credit, however long the member was away: the players report at least
 * every full minute while playing (spec), so a quarter of an hour leaves room for a slow network
 * and little for a forged report.
 */
export const MAX_CREDIT_SECONDS = 15 * 60

export interface PlaytimeReport {
  audioId: string
  seconds: number
  /** A client-generated id: a report sent twice counts once. */
  reportId?: string
  /**
   * Where the player stood when it reported (seconds into the item); optional, the mobile apps do
   * not send it. Feeds only the retention curve, and only as far as the counted seconds allow.
   */
  position?: number
}

type Member = Pick<typeof users.$inferSelect, 'id' | 'role'>

/**
 * Records that a stream URL for `mediaId` was handed to a member (the player's stream-URL call).
 * The item's listening may count from `now` on; the member's clock starts at their first URL, so
 * nothing before it can ever be credited. `greatest()` keeps both moving forward only, whichever
 * instance (and its clock) writes.
 */
export async function noteStreamIssued(db: Database, userId: string, mediaId: string, now = new Date()) {
  await db.insert(playtimeClocks).values({ userId, creditedUntil: now }).onConflictDoNothing()
  await db
    .insert(playtimeStreams)
    .values({ userId, mediaId, issuedAt: now })
    .onConflictDoUpdate({
      target: [playtimeStreams.userId, playtimeStreams.mediaId],
      set: { issuedAt: sql`greatest(${playtimeStreams.issuedAt}, excluded.issued_at)` },
    })
}

/** What the request's one read statement answers (decision 075). */
interface Facts {
  /** The member's clock (ms), locked for the request; null: no stream URL was ever issued. */
  clock: number | null
  /** The report ids this request spent first; the others were spent before. */
  fresh: string[]
  subscription: {
    id: string
    themeId1: string | null
    themeId2: string | null
    plan: { slug: string; fullCategoryAccess: boolean }
  } | null
  planCategoryIds: string[]
  items: (PlayableFacts & { id: string; duration: number; issuedAt: number | null })[]
}

/**
 * One statement reads everything the credit depends on: it locks the member's clock, spends the
 * report ids (after the lock, as the join below forces, so two requests of one member always take
 * the clock first and the ids second and never wait on each other in a cycle), and reads the
 * member's plan in force with its categories and the batch's items with their theme, category and
 * the member's stream URL.
 */
async function readFacts(
  db: Database,
  userId: string,
  now: Date,
  mediaIds: string[],
  reportIds: string[],
): Promise<Facts> {
  const ms = (column: SQL) => sql`floor(extract(epoch from ${column}) * 1000)::float8`
  const result = await db.execute(sql`
    with clock as materialized (
      select ${playtimeClocks.creditedUntil} as credited_until from ${playtimeClocks}
      where ${playtimeClocks.userId} = ${userId}::uuid for update
    ),
    spent as (
      insert into ${playtimeReports} (user_id, report_id)
      select ${userId}::uuid, r.id::uuid
      from jsonb_array_elements_text(${JSON.stringify(reportIds)}::jsonb) as r(id)
        left join clock on true
      on conflict do nothing
      returning report_id
    ),
    plan_in_force as (
      select ${subscriptions.id} as id, ${subscriptions.themeId1} as theme_id1,
        ${subscriptions.themeId2} as theme_id2, ${plans.id} as plan_id, ${plans.slug} as slug,
        ${plans.fullCategoryAccess} as full_access
      from ${subscriptions} inner join ${plans} on ${plans.id} = ${subscriptions.planId}
      where ${subscriptions.userId} = ${userId}::uuid and ${inForce(now)}
      order by ${subscriptions.startDate} desc, ${subscriptions.createdAt} desc
      limit 1
    )
    select
      (select ${ms(sql`credited_until`)} from clock) as clock,
      (select coalesce(jsonb_agg(report_id), '[]'::jsonb) from spent) as fresh,
      (select jsonb_build_object('id', id, 'themeId1', theme_id1, 'themeId2', theme_id2,
         'plan', jsonb_build_object('slug', slug, 'fullCategoryAccess', full_access)) from plan_in_force) as subscription,
      (select coalesce(jsonb_agg(${planCategories.categoryId}), '[]'::jsonb) from ${planCategories}
         where ${planCategories.planId} = (select plan_id from plan_in_force)) as plan_category_ids,
      (select coalesce(jsonb_agg(jsonb_build_object(
          'id', ${mediaItems.id}, 'isDeleted', ${mediaItems.isDeleted}, 'isActive', ${mediaItems.isActive},
          'duration', ${mediaItems.duration}, 'themeId', ${themes.id}, 'categoryId', ${categories.id},
          'shown', ${themes.isActive} and not ${themes.isDeleted} and ${categories.isActive} and not ${categories.isDeleted},
          'issuedAt', ${ms(sql`${playtimeStreams.issuedAt}`)})), '[]'::jsonb)
        from ${mediaItems}
          inner join ${themes} on ${themes.id} = ${mediaItems.themeId}
          inner join ${categories} on ${categories.id} = ${themes.categoryId}
          left join ${playtimeStreams} on ${playtimeStreams.userId} = ${userId}::uuid
            and ${playtimeStreams.mediaId} = ${mediaItems.id}
        where ${mediaItems.id} in (select value::uuid from jsonb_array_elements_text(${JSON.stringify(mediaIds)}::jsonb))
      ) as items
  `)
  const row = rowsOf<{
    clock: number | string | null
    fresh: string[]
    subscription: Facts['subscription']
    plan_category_ids: string[]
    items: Facts['items']
  }>(result)[0]
  if (!row) throw new Error('playtime facts: no row')
  return {
    clock: row.clock === null ? null : Number(row.clock),
    fresh: row.fresh,
    subscription: row.subscription,
    planCategoryIds: row.plan_category_ids,
    items: row.items,
  }
}

/**
 * Credits listening time (decisions 039 and 051). A report counts only for an item the member may
 * play now (the same rule as the stream URL) and whose stream URL was issued to them, for no more
 * than has passed since that URL was issued. Per member, a request counts at most the wall time
 * since the member's clock (capped), shared by all its reports in order, and the clock then moves
 * to now — so replays, inflated numbers, scripts and several items "played" at once add no more
 * than real time. The clock row is locked for the request and only ever moves forward
 * (`greatest()`), so instances with skewed clocks cannot hand the same seconds out twice. Each
 * counted second goes to the member's daily total for the item, under the item's own theme and
 * category (not the client's), on the calendar days in `timeZone` (the service's TIME_ZONE) it was
 * heard on: the seconds of a report are the ones just before it, so one sent after midnight gives
 * the day before its share.
 * A report's position moves the member's furthest point in the item by no more than the seconds it
 * counted (decision 062). Answers the seconds counted and the member's new total.
 *
 * Set-based (decision 075): one statement reads and locks what the credit depends on, the rules
 * run here on the batch, one statement writes the clock and the credit, one more the positions —
 * four round trips with the transaction's own, whatever the batch's size.
 */
export async function recordPlaytime(
  db: Database,
  member: Member,
  reports: PlaytimeReport[],
  now: Date,
  timeZone: string,
) {
  const userId = member.id
  const mediaIds = [...new Set(reports.map((report) => report.audioId))]
  const reportIds = [...new Set(reports.flatMap((report) => (report.reportId ? [report.reportId] : [])))]
  return db.transaction(async (tx) => {
    const tdb = tx as unknown as Database
    const facts = await readFacts(tdb, userId, now, mediaIds, reportIds)
    const nowMs = now.getTime()
    const clock = facts.clock
    // No clock: no stream URL was ever issued to this member, so nothing can count.
    let budget =
      clock === null ? 0 : Math.max(0, Math.min(Math.floor((nowMs - clock) / 1000), MAX_CREDIT_SECONDS))
    let counted = 0
    const day = dayInZone(now, timeZone)
    const entitlements = entitlementsFrom(facts.subscription ?? undefined, facts.planCategoryIds)
    /** Per item of this request: what it may still earn, where its seconds are filed, its length. */
    const windows = new Map<string, { left: number; themeId: string; categoryId: string; duration: number }>()
    for (const item of facts.items) {
      if (verdictOf(member.role, item, entitlements) !== 'ok' || item.issuedAt === null) continue
      const since = clock !== null && clock > item.issuedAt ? clock : item.issuedAt
      windows.set(item.id, {
        left: Math.max(0, Math.floor((nowMs - since) / 1000)),
        themeId: item.themeId,
        categoryId: item.categoryId,
        duration: item.duration,
      })
    }
    const fresh = new Set(facts.fresh)
    /** What this request credits per item and day, written once at the end. */
    const credits = new Map<
      string,
      { mediaId: string; day: string; seconds: number; themeId: string; categoryId: string }
    >()
    /** Positions to apply, after the credit, in the order sent. */
    const moves: { mediaId: string; position: number; seconds: number }[] = []
    for (const report of reports) {
      if (report.reportId) {
        // The first report carrying an id counts; a repeat, in this request or an earlier one, not.
        if (!fresh.delete(report.reportId)) continue
      }
      if (budget <= 0) continue
      const window = windows.get(report.audioId)
      if (!window) continue
      const seconds = Math.min(Math.floor(report.seconds), budget, window.left)
      if (seconds <= 0) continue
      // A report that crosses midnight in the zone is filed on each day it was heard on (issue 17).
      for (const part of secondsByDay(now, seconds, timeZone)) {
        const key = `${report.audioId}|${part.day}`
        const credit = credits.get(key)
        if (credit) credit.seconds += part.seconds
        else
          credits.set(key, {
            mediaId: report.audioId,
            day: part.day,
            seconds: part.seconds,
            themeId: window.themeId,
            categoryId: window.categoryId,
          })
      }
      if (report.position !== undefined && window.duration > 0)
        moves.push({
          mediaId: report.audioId,
          position: Math.min(Math.floor(report.position), window.duration),
          seconds,
        })
      window.left -= seconds
      budget -= seconds
      counted += seconds
    }
    // The clock, the credit and the member's total in one statement. Its rows go in item order: the
    // database's rollup trigger (decision 064) then locks the items' shared rows in the same order in
    // every request, so requests never deadlock. It runs after the clock was locked, so its snapshot
    // holds every credit of this member committed before; the total is read before its own rows.
    const rows = [...credits.entries()]
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([, credit], n) => ({ n, ...credit }))
    const written = await tdb.execute(sql`
      with moved as (
        update ${playtimeClocks}
        set credited_until = greatest(${playtimeClocks.creditedUntil}, ${now.toISOString()}::timestamptz)
        where ${playtimeClocks.userId} = ${userId}::uuid
      ),
      credited as (
        insert into ${playtimeDaily} (user_id, media_id, day, seconds, theme_id, category_id)
        select ${userId}::uuid, c."mediaId", c.day, c.seconds, c."themeId", c."categoryId"
        from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
          as c(n int, "mediaId" uuid, day date, seconds int, "themeId" uuid, "categoryId" uuid)
        order by c.n
        on conflict (user_id, media_id, day) do update set
          seconds = ${playtimeDaily}.seconds + excluded.seconds,
          theme_id = excluded.theme_id,
          category_id = excluded.category_id
      )
      select coalesce(sum(${playtimeDaily.seconds}), 0)::bigint as total from ${playtimeDaily}
      where ${playtimeDaily.userId} = ${userId}::uuid
    `)
    const totalBefore = Number(rowsOf<{ total: string | number }>(written)[0]?.total ?? 0)
    if (moves.length > 0) await advanceProgress(tdb, userId, day, moves)
    return { countedSeconds: counted, totalSeconds: totalBefore + counted }
  })
}

/**
 * Moves a member's furthest point in each item towards the reported positions, by at most the
 * seconds each report counted: a forged or seeked-to position earns no more retention than real,
 * counted listening (a member who skips to the middle has heard from there, not everything before).
 * Never moves back. One statement for the batch: an item's reports are applied in the order sent
 * (the recursive part folds them onto the stored point), items in id order so the retention
 * rollup's shared rows are locked in the same order by every request. A report that moves nothing
 * writes nothing (no row update, no trigger).
 */
async function advanceProgress(
  db: Database,
  userId: string,
  day: string,
  moves: { mediaId: string; position: number; seconds: number }[],
) {
  const perItem = new Map<string, number>()
  const steps = moves.map((move) => {
    const k = (perItem.get(move.mediaId) ?? 0) + 1
    perItem.set(move.mediaId, k)
    return { ...move, k }
  })
  await db.execute(sql`
    with recursive step as (
      select * from jsonb_to_recordset(${JSON.stringify(steps)}::jsonb)
        as s("mediaId" uuid, k int, position int, seconds int)
    ),
    fold (media_id, k, furthest) as (
      select i."mediaId", 0, p.furthest_seconds
      from (select distinct "mediaId" from step) i
        left join ${playbackProgress} p on p.user_id = ${userId}::uuid and p.media_id = i."mediaId"
      union all
      select f.media_id, f.k + 1,
        case when f.furthest is null then least(s.position, s.seconds)
             else greatest(f.furthest, least(s.position, f.furthest + s.seconds)) end
      from fold f inner join step s on s."mediaId" = f.media_id and s.k = f.k + 1
    ),
    final as (
      select distinct on (media_id) media_id, furthest from fold where k > 0 order by media_id, k desc
    )
    insert into ${playbackProgress} (user_id, media_id, first_day, furthest_seconds)
    select ${userId}::uuid, media_id, ${day}::date, furthest from final order by media_id
    on conflict (user_id, media_id) do update set
      furthest_seconds = excluded.furthest_seconds,
      updated_at = now()
    where excluded.furthest_seconds > ${playbackProgress}.furthest_seconds
  `)
}

/** node-postgres answers `{ rows }`, PGlite's drizzle driver too; both drivers, one reading. */
function rowsOf<T>(result: unknown): T[] {
  return Array.isArray(result) ? (result as T[]) : ((result as { rows: T[] }).rows ?? [])
}

export async function totalPlaytime(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<string | number | null>`sum(${playtimeDaily.seconds})` })
    .from(playtimeDaily)
    .where(eq(playtimeDaily.userId, userId))
  return Number(row?.total ?? 0)
}

/**
 * How long a report id is remembered (decision 075). A retry or an offline queue sent again within
 * this time counts nothing; the web player's queue drops reports older than a week, well inside it.
 */
export const REPORT_ID_RETENTION_DAYS = 30
/** Rows removed per pass at most, so a pass never holds locks long; the scheduler runs every minute. */
const PRUNE_BATCH = 20_000

/**
 * Forgets report ids older than the retention period (the billing scheduler calls this once a
 * minute). Answers how many were removed.
 */
export async function pruneReportIds(db: Database, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - REPORT_ID_RETENTION_DAYS * 86_400_000)
  const result = await db.execute(sql`
    with gone as (
      delete from ${playtimeReports}
      where (user_id, report_id) in (
        select user_id, report_id from ${playtimeReports}
        where ${playtimeReports.createdAt} < ${cutoff.toISOString()}::timestamptz
        limit ${PRUNE_BATCH}
      )
      returning 1
    )
    select count(*)::int as n from gone
  `)
  return Number(rowsOf<{ n: number }>(result)[0]?.n ?? 0)
}
