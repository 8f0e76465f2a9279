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
  type users,
} from '../../db/schema/index.ts'
import { dayInZone, secondsByDay, zonedMidnight } from '../../lib/period.ts'
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

/** One request waiting for a flush: the member, their reports, when they arrived, its answer. */
interface Pending {
  member: Member
  reports: PlaytimeReport[]
  now: Date
  timeZone: string
  resolve(answer: PlaytimeAnswer): void
  reject(error: unknown): void
}

export interface PlaytimeAnswer {
  countedSeconds: number
  totalSeconds: number
}

/** At most this many requests are judged in one transaction (one statement each way stays small). */
const MAX_FLUSH = 200

/**
 * Per database handle: the requests waiting for a flush, and whether one runs. One flush at a time:
 * the requests that arrive while it runs make the next, larger one. Measured back to back
 * (decision 090), one in flight took 854–897 requests/s where two took 664–724 and four 716:
 * smaller flushes cost more statements per report.
 */
interface Ingest {
  pending: Pending[]
  /** A flush is running, or is about to start (`setImmediate`). */
  active: boolean
}
const ingests = new WeakMap<Database, Ingest>()

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
 * Group commit (decision 090): the request joins the requests waiting on this database handle,
 * and a flush judges up to MAX_FLUSH of them — one per member — in one transaction with the same
 * few statements decision 075 used for one request. The promise settles only after that
 * transaction committed, so a report the client is told was counted is on disk. A member's second
 * request waits for the next flush, so it sees the first one's clock and spent report ids.
 */
export function recordPlaytime(
  db: Database,
  member: Member,
  reports: PlaytimeReport[],
  now: Date,
  timeZone: string,
): Promise<PlaytimeAnswer> {
  let state = ingests.get(db)
  if (!state) {
    state = { pending: [], active: false }
    ingests.set(db, state)
  }
  const ingest = state
  return new Promise<PlaytimeAnswer>((resolve, reject) => {
    ingest.pending.push({ member, reports, now, timeZone, resolve, reject })
    schedule(db, ingest)
  })
}

/**
 * Starts a flush after the requests already read in this turn of the event loop have joined
 * (`setImmediate`), unless one runs; under load the requests that arrive while a flush runs make
 * up the next one, so no fixed delay is added to an idle server's answer.
 */
function schedule(db: Database, state: Ingest) {
  if (state.active || state.pending.length === 0) return
  state.active = true
  setImmediate(() => {
    const batch: Pending[] = []
    const members = new Set<string>()
    const rest: Pending[] = []
    for (const entry of state.pending) {
      // One request per member per flush, in arrival order: a later one waits for the next flush.
      if (batch.length < MAX_FLUSH && !members.has(entry.member.id)) {
        members.add(entry.member.id)
        batch.push(entry)
      } else rest.push(entry)
    }
    state.pending = rest
    void flush(db, batch).finally(() => {
      state.active = false
      schedule(db, state)
    })
  })
}

/**
 * Judges a batch in one transaction and answers each request after the commit. If the
 * transaction fails, no request of it was counted (it rolled back): each is judged again alone, so
 * a request that cannot be written (say, its member was deleted meanwhile) gets its own error and
 * the others their answers.
 */
async function flush(db: Database, batch: Pending[]) {
  let answers: PlaytimeAnswer[]
  try {
    answers = await judge(db, batch)
  } catch (error) {
    if (batch.length === 1) {
      batch[0]?.reject(error)
      return
    }
    for (const entry of batch) {
      try {
        const [answer] = await judge(db, [entry])
        entry.resolve(answer as PlaytimeAnswer)
      } catch (alone) {
        entry.reject(alone)
      }
    }
    return
  }
  batch.forEach((entry, index) => {
    entry.resolve(answers[index] as PlaytimeAnswer)
  })
}

/** What the read statement answers per request of a flush (decision 075, per member). */
interface Facts {
  /** The member's clock (ms), locked for the flush; null: no stream URL was ever issued. */
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

const ms = (column: SQL) => sql`floor(extract(epoch from ${column}) * 1000)::float8`

/**
 * Locks the clocks of the batch's members, in member-id order (two flushes, of this instance or
 * another, then never wait on each other in a cycle), and answers them (ms).
 */
async function lockClocks(db: Database, userIds: string[]): Promise<Map<string, number>> {
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
async function readFacts(db: Database, batch: Pending[], clocks: Map<string, number>): Promise<Facts[]> {
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

/** One request's verdict, before anything is written. */
interface Verdict {
  counted: number
  credits: { mediaId: string; day: string; seconds: number; themeId: string; categoryId: string }[]
  moves: { mediaId: string; position: number; seconds: number }[]
  day: string
}

/**
 * The rules on one request's facts (decisions 039, 051, 062, 075): real time since the clock,
 * capped at 15 minutes, shared in order; per item since its URL; a report id counts on its first
 * use only; a report crossing midnight is filed on both days.
 */
function verdict(entry: Pending, facts: Facts): Verdict {
  const nowMs = entry.now.getTime()
  const clock = facts.clock
  // No clock: no stream URL was ever issued to this member, so nothing can count.
  let budget =
    clock === null ? 0 : Math.max(0, Math.min(Math.floor((nowMs - clock) / 1000), MAX_CREDIT_SECONDS))
  let counted = 0
  const day = dayInZone(entry.now, entry.timeZone)
  const entitlements = entitlementsFrom(facts.subscription ?? undefined, facts.planCategoryIds)
  /** Per item of this request: what it may still earn, where its seconds are filed, its length. */
  const windows = new Map<string, { left: number; themeId: string; categoryId: string; duration: number }>()
  for (const item of facts.items) {
    if (verdictOf(entry.member.role, item, entitlements) !== 'ok' || item.issuedAt === null) continue
    const since = clock !== null && clock > item.issuedAt ? clock : item.issuedAt
    windows.set(item.id, {
      left: Math.max(0, Math.floor((nowMs - since) / 1000)),
      themeId: item.themeId,
      categoryId: item.categoryId,
      duration: item.duration,
    })
  }
  // The day the request's seconds end on and its midnight, worked out once: a report that fits in
  // it (nearly all: at most 15 minutes are credited) needs no more time-zone arithmetic, which was
  // a few per cent of the server's time per report. The rest go through `secondsByDay`.
  let today: { day: string; startMs: number } | undefined
  const heardOn = (seconds: number) => {
    if (!today) {
      const day = dayInZone(new Date(nowMs - 1), entry.timeZone)
      today = { day, startMs: zonedMidnight(day, entry.timeZone).getTime() }
    }
    // The same test as `secondsByDay`'s first step: all of it heard on the day of the instant before now.
    if (Math.ceil((nowMs - today.startMs) / 1000) >= seconds) return [{ day: today.day, seconds }]
    return secondsByDay(entry.now, seconds, entry.timeZone)
  }
  const fresh = new Set(facts.fresh)
  const credits = new Map<string, Verdict['credits'][number]>()
  const moves: Verdict['moves'] = []
  for (const report of entry.reports) {
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
    for (const part of heardOn(seconds)) {
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
  return { counted, credits: [...credits.values()], moves, day }
}

const byKeys = (a: string[], b: string[]) => {
  for (let i = 0; i < a.length; i++) {
    const x = a[i] as string
    const y = b[i] as string
    if (x !== y) return x < y ? -1 : 1
  }
  return 0
}

/**
 * One flush: the clocks locked, the facts read and the ids spent, the rules applied per request,
 * then the clocks, the credit and the totals in one statement and the positions in one more — six
 * round trips with `begin` and `commit`, whatever the number of requests.
 */
async function judge(db: Database, batch: Pending[]): Promise<PlaytimeAnswer[]> {
  return db.transaction(async (tx) => {
    const tdb = tx as unknown as Database
    const clocks = await lockClocks(
      tdb,
      batch.map((entry) => entry.member.id),
    )
    const facts = await readFacts(tdb, batch, clocks)
    const verdicts = batch.map((entry, k) => verdict(entry, facts[k] as Facts))
    // Every credit row of the flush, in (item, day, member) order: the rollup trigger (decision 064)
    // then locks the items' shared rows in the same order in every flush, so flushes never deadlock.
    const rows = verdicts
      .flatMap((v, k) => v.credits.map((credit) => ({ userId: batch[k]?.member.id as string, ...credit })))
      .sort((a, b) => byKeys([a.mediaId, a.day, a.userId], [b.mediaId, b.day, b.userId]))
      .map((row, n) => ({ n, ...row }))
    const members = batch.map((entry) => ({ userId: entry.member.id, now: entry.now.toISOString() }))
    // The clocks, the credit and the members' totals in one statement. It runs after the clocks were
    // locked, so its snapshot holds every credit of these members committed before; the totals are
    // read before its own rows.
    const written = await tdb.execute(sql`
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
    const totals = new Map(
      rowsOf<{ user_id: string; total: string | number }>(written).map((r) => [r.user_id, Number(r.total)]),
    )
    const steps = verdicts.flatMap((v, k) => {
      const userId = batch[k]?.member.id as string
      const perItem = new Map<string, number>()
      return v.moves.map((move) => {
        const step = (perItem.get(move.mediaId) ?? 0) + 1
        perItem.set(move.mediaId, step)
        return { userId, day: v.day, k: step, ...move }
      })
    })
    if (steps.length > 0) await advanceProgress(tdb, steps)
    return verdicts.map((v, k) => ({
      countedSeconds: v.counted,
      totalSeconds: (totals.get(batch[k]?.member.id as string) ?? 0) + v.counted,
    }))
  })
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
async function advanceProgress(
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
