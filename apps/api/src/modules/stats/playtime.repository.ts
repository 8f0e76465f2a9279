import { eq, type SQL, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { rowsOf } from '../../db/rows-of.ts'
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
} from '../../db/schema/index.ts'
import { inForce } from '../billing/index.ts'
import type { Facts, PlaytimeRequest, Verdict } from './playtime.rules.ts'

// The listening ledger's statements (decision 075): each flush locks, reads, then writes in a
// fixed order, whatever the number of requests.

const ms = (column: SQL) => sql`floor(extract(epoch from ${column}) * 1000)::float8`

/**
 * Locks the clocks of the batch's members, in member-id order (two flushes, of this instance or
 * another, then never wait on each other in a cycle), and answers them (ms).
 */
export async function lockClocks(db: Database, userIds: string[]): Promise<Map<string, number>> {
  const result = await db.execute(sql`
    select ${playtimeClocks.userId} as user_id, ${ms(sql`${playtimeClocks.creditedUntil}`)} as clock
    from ${playtimeClocks}
    where ${playtimeClocks.userId} in (select value::uuid from jsonb_array_elements_text(${JSON.stringify(userIds)}::jsonb))
    order by ${playtimeClocks.userId}
    for update
  `)
  return new Map(
    rowsOf<{ user_id: string; clock: number | string }>(result).map((r) => [r.user_id, Number(r.clock)]),
  )
}

/**
 * One statement, after the clocks are locked, reads everything else the credit depends on: it
 * spends the report ids (`on conflict do nothing returning`: those returned are this request's
 * first use), and reads each member's plan in force at the request's time with its categories, and
 * the request's items with their theme, category and the member's stream URL.
 */
export async function readFacts(
  db: Database,
  batch: PlaytimeRequest[],
  clocks: Map<string, number>,
): Promise<Facts[]> {
  const requests = batch.map((entry, k) => ({
    k,
    userId: entry.member.id,
    now: entry.now.toISOString(),
    reportIds: [...new Set(entry.reports.flatMap((report) => (report.reportId ? [report.reportId] : [])))],
    mediaIds: [...new Set(entry.reports.map((report) => report.audioId))],
  }))
  const result = await db.execute(sql`
    with req as (
      select * from jsonb_to_recordset(${JSON.stringify(requests)}::jsonb)
        as r(k int, "userId" uuid, now timestamptz, "reportIds" jsonb, "mediaIds" jsonb)
    ),
    spent as (
      insert into ${playtimeReports} (user_id, report_id)
      select req."userId", x.id::uuid
      from req cross join lateral jsonb_array_elements_text(req."reportIds") as x(id)
      order by 1, 2
      on conflict do nothing
      returning user_id, report_id
    ),
    plan_in_force as (
      select distinct on (req.k) req.k, ${subscriptions.id} as id, ${subscriptions.themeId1} as theme_id1,
        ${subscriptions.themeId2} as theme_id2, ${plans.id} as plan_id, ${plans.slug} as slug,
        ${plans.fullCategoryAccess} as full_access
      from req
        inner join ${subscriptions} on ${subscriptions.userId} = req."userId" and ${inForce(sql`req.now`)}
        inner join ${plans} on ${plans.id} = ${subscriptions.planId}
      order by req.k, ${subscriptions.startDate} desc, ${subscriptions.createdAt} desc
    )
    select req.k,
      (select coalesce(jsonb_agg(spent.report_id), '[]'::jsonb) from spent
         where spent.user_id = req."userId") as fresh,
      (select jsonb_build_object('id', f.id, 'themeId1', f.theme_id1, 'themeId2', f.theme_id2,
         'plan', jsonb_build_object('slug', f.slug, 'fullCategoryAccess', f.full_access))
         from plan_in_force f where f.k = req.k) as subscription,
      (select coalesce(jsonb_agg(${planCategories.categoryId}), '[]'::jsonb) from ${planCategories}
         where ${planCategories.planId} = (select f.plan_id from plan_in_force f where f.k = req.k)) as plan_category_ids,
      (select coalesce(jsonb_agg(jsonb_build_object(
          'id', ${mediaItems.id}, 'isDeleted', ${mediaItems.isDeleted}, 'isActive', ${mediaItems.isActive},
          'duration', ${mediaItems.duration}, 'themeId', ${themes.id}, 'categoryId', ${categories.id},
          'shown', ${themes.isActive} and not ${themes.isDeleted} and ${categories.isActive} and not ${categories.isDeleted},
          'issuedAt', ${ms(sql`${playtimeStreams.issuedAt}`)})), '[]'::jsonb)
        from ${mediaItems}
          inner join ${themes} on ${themes.id} = ${mediaItems.themeId}
          inner join ${categories} on ${categories.id} = ${themes.categoryId}
          left join ${playtimeStreams} on ${playtimeStreams.userId} = req."userId"
            and ${playtimeStreams.mediaId} = ${mediaItems.id}
        where ${mediaItems.id} in (select value::uuid from jsonb_array_elements_text(req."mediaIds"))
      ) as items
    from req
    order by req.k
  `)
  const rows = rowsOf<{
    k: number
    fresh: string[]
    subscription: Facts['subscription']
    plan_category_ids: string[]
    items: Facts['items']
  }>(result)
  if (rows.length !== batch.length) throw new Error('playtime facts: a row per request expected')
  return rows.map((row, k) => ({
    clock: clocks.get(batch[k]?.member.id as string) ?? null,
    fresh: row.fresh,
    subscription: row.subscription,
    planCategoryIds: row.plan_category_ids,
    items: row.items,
  }))
}

/**
 * The clocks, the credit and the members' totals in one statement. It runs after the clocks were
 * locked, so its snapshot holds every credit of these members committed before; the totals are read
 * before its own rows. `rows` come in (item, day, member) order (see `judge`).
 */
export async function creditAndTotal(
  db: Database,
  members: { userId: string; now: string }[],
  rows: ({ n: number; userId: string } & Verdict['credits'][number])[],
): Promise<Map<string, number>> {
  const written = await db.execute(sql`
      with req as (
        select * from jsonb_to_recordset(${JSON.stringify(members)}::jsonb) as r("userId" uuid, now timestamptz)
      ),
      moved as (
        update ${playtimeClocks}
        set credited_until = greatest(${playtimeClocks.creditedUntil}, req.now)
        from req where ${playtimeClocks.userId} = req."userId"
      ),
      credited as (
        insert into ${playtimeDaily} (user_id, media_id, day, seconds, theme_id, category_id)
        select c."userId", c."mediaId", c.day, c.seconds, c."themeId", c."categoryId"
        from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
          as c(n int, "userId" uuid, "mediaId" uuid, day date, seconds int, "themeId" uuid, "categoryId" uuid)
        order by c.n
        on conflict (user_id, media_id, day) do update set
          seconds = ${playtimeDaily}.seconds + excluded.seconds,
          theme_id = excluded.theme_id,
          category_id = excluded.category_id
      )
      select ${playtimeDaily.userId} as user_id, coalesce(sum(${playtimeDaily.seconds}), 0)::bigint as total
      from ${playtimeDaily}
      where ${playtimeDaily.userId} in (select "userId" from req)
      group by ${playtimeDaily.userId}
    `)
  return new Map(
    rowsOf<{ user_id: string; total: string | number }>(written).map((r) => [r.user_id, Number(r.total)]),
  )
}

/**
 * Moves members' furthest points in each item towards the reported positions, by at most the
 * seconds each report counted: a forged or seeked-to position earns no more retention than real,
 * counted listening (a member who skips to the middle has heard from there, not everything before).
 * Never moves back. One statement for the flush: a member's reports of an item are applied in the
 * order sent (the recursive part folds them onto the stored point); rows are written in (item,
 * start day, member) order — the key of the retention rollup's shared row, then the member — so
 * every flush locks those rows in the same order. A report that moves nothing writes nothing (no
 * row update, no trigger).
 */
export async function advanceProgress(
  db: Database,
  steps: { userId: string; day: string; mediaId: string; k: number; position: number; seconds: number }[],
) {
  await db.execute(sql`
    with recursive step as (
      select * from jsonb_to_recordset(${JSON.stringify(steps)}::jsonb)
        as s("userId" uuid, day date, "mediaId" uuid, k int, position int, seconds int)
    ),
    fold (user_id, media_id, first_day, k, furthest) as (
      select i."userId", i."mediaId", coalesce(p.first_day, i.day), 0, p.furthest_seconds
      from (select distinct "userId", "mediaId", day from step) i
        left join ${playbackProgress} p on p.user_id = i."userId" and p.media_id = i."mediaId"
      union all
      select f.user_id, f.media_id, f.first_day, f.k + 1,
        case when f.furthest is null then least(s.position, s.seconds)
             else greatest(f.furthest, least(s.position, f.furthest + s.seconds)) end
      from fold f inner join step s on s."userId" = f.user_id and s."mediaId" = f.media_id and s.k = f.k + 1
    ),
    final as (
      select distinct on (user_id, media_id) user_id, media_id, first_day, furthest from fold
      where k > 0 order by user_id, media_id, k desc
    )
    insert into ${playbackProgress} (user_id, media_id, first_day, furthest_seconds)
    select user_id, media_id, first_day, furthest from final order by media_id, first_day, user_id
    on conflict (user_id, media_id) do update set
      furthest_seconds = excluded.furthest_seconds,
      updated_at = now()
    where excluded.furthest_seconds > ${playbackProgress}.furthest_seconds
  `)
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
/** Rows removed per pass at most, so a pass never holds locks long; a pass runs every minute. */
const PRUNE_BATCH = 20_000

/**
 * Forgets report ids older than the retention period (report-id-pruning.ts calls this once a
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
