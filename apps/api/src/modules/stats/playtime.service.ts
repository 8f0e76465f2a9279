import { and, eq, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import {
  playbackProgress,
  playtimeClocks,
  playtimeDaily,
  playtimeReports,
  playtimeStreams,
  type users,
} from '../../db/schema/index.ts'
import { dayInZone, secondsByDay } from '../../lib/period.ts'
import { type Entitlements, entitlementsOf } from '../billing/entitlements.ts'
import { playabilityOf } from '../player/playable.ts'

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

const secondsBetween = (from: Date, to: Date) => Math.floor((to.getTime() - from.getTime()) / 1000)

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
 */
export async function recordPlaytime(
  db: Database,
  member: Member,
  reports: PlaytimeReport[],
  now: Date,
  timeZone: string,
) {
  const userId = member.id
  return db.transaction(async (tx) => {
    const tdb = tx as unknown as Database
    const [clock] = await tx
      .select()
      .from(playtimeClocks)
      .where(eq(playtimeClocks.userId, userId))
      .for('update')
    // No clock: no stream URL was ever issued to this member, so nothing can count.
    let budget = clock
      ? Math.max(0, Math.min(secondsBetween(clock.creditedUntil, now), MAX_CREDIT_SECONDS))
      : 0
    let counted = 0
    const day = dayInZone(now, timeZone)
    /** Per item of this request: what it may still earn, where its seconds are filed, its length. */
    const windows = new Map<string, { left: number; themeId: string; categoryId: string; duration: number }>()

    // The member's plan, read once for every item of the request (not once per item).
    let entitlements: Promise<Entitlements> | undefined
    const loadEntitlements = () => {
      entitlements ??= entitlementsOf(tdb, userId, now)
      return entitlements
    }
    const windowOf = async (mediaId: string) => {
      const known = windows.get(mediaId)
      if (known) return known
      const closed = { left: 0, themeId: '', categoryId: '', duration: 0 }
      const { verdict, row } = await playabilityOf(tdb, member, mediaId, now, loadEntitlements)
      const [stream] =
        verdict === 'ok'
          ? await tx
              .select({ issuedAt: playtimeStreams.issuedAt })
              .from(playtimeStreams)
              .where(and(eq(playtimeStreams.userId, userId), eq(playtimeStreams.mediaId, mediaId)))
          : []
      const since =
        stream && clock && clock.creditedUntil > stream.issuedAt ? clock.creditedUntil : stream?.issuedAt
      const window =
        row && since
          ? {
              left: Math.max(0, secondsBetween(since, now)),
              themeId: row.theme.id,
              categoryId: row.category.id,
              duration: row.item.duration,
            }
          : closed
      windows.set(mediaId, window)
      return window
    }

    // Report ids in one statement: the ones already known come back missing and count nothing.
    const ids = reports.flatMap((report) => (report.reportId ? [report.reportId] : []))
    const fresh = new Set(
      ids.length === 0
        ? []
        : (
            await tx
              .insert(playtimeReports)
              .values(ids.map((reportId) => ({ userId, reportId })))
              .onConflictDoNothing()
              .returning({ reportId: playtimeReports.reportId })
          ).map((row) => row.reportId),
    )
    /** What this request credits per item and day, written once at the end. */
    const credits = new Map<
      string,
      { mediaId: string; day: string; seconds: number; themeId: string; categoryId: string }
    >()
    /** Positions to apply, after the credit. */
    const moves: Parameters<typeof advanceProgress>[1][] = []
    for (const report of reports) {
      if (report.reportId) {
        // The first report carrying an id counts; a repeat, in this request or an earlier one, not.
        if (!fresh.delete(report.reportId)) continue
      }
      if (budget <= 0) continue
      const window = await windowOf(report.audioId)
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
          userId,
          mediaId: report.audioId,
          day,
          position: Math.min(Math.floor(report.position), window.duration),
          seconds,
        })
      window.left -= seconds
      budget -= seconds
      counted += seconds
    }
    // The member's own rows first. What follows locks rows every listener of an item shares (the
    // rollups' triggers), so it comes last, just before the commit, and holds them briefly.
    if (clock)
      await tx
        .update(playtimeClocks)
        .set({
          creditedUntil: sql`greatest(${playtimeClocks.creditedUntil}, ${now.toISOString()}::timestamptz)`,
        })
        .where(eq(playtimeClocks.userId, userId))
    // The member's clock row is locked: no other credit of theirs can land before this one commits.
    const totalBefore = await totalPlaytime(tdb, userId)
    if (credits.size > 0)
      // One statement, rows in item order: the database's rollup trigger (decision 064) then locks
      // the items' shared rows in the same order in every request, so requests never deadlock.
      await tx
        .insert(playtimeDaily)
        .values(
          [...credits.entries()]
            .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
            .map(([, credit]) => ({ userId, ...credit })),
        )
        .onConflictDoUpdate({
          target: [playtimeDaily.userId, playtimeDaily.mediaId, playtimeDaily.day],
          set: {
            seconds: sql`${playtimeDaily.seconds} + excluded.seconds`,
            themeId: sql`excluded.theme_id`,
            categoryId: sql`excluded.category_id`,
          },
        })
    // Positions in item order too (a stable sort keeps one item's reports in the order sent): the
    // retention rollup's shared rows are locked in the same order by every request.
    for (const move of moves.sort((a, b) => (a.mediaId < b.mediaId ? -1 : a.mediaId > b.mediaId ? 1 : 0)))
      await advanceProgress(tdb, move)
    return { countedSeconds: counted, totalSeconds: totalBefore + counted }
  })
}

/**
 * Moves a member's furthest point in an item towards the reported position, by at most the seconds
 * just counted: a forged or seeked-to position earns no more retention than real, counted listening
 * (a member who skips to the middle has heard from there, not everything before). Never moves back.
 */
async function advanceProgress(
  db: Database,
  p: { userId: string; mediaId: string; day: string; position: number; seconds: number },
) {
  await db
    .insert(playbackProgress)
    .values({
      userId: p.userId,
      mediaId: p.mediaId,
      firstDay: p.day,
      furthestSeconds: Math.min(p.position, p.seconds),
    })
    .onConflictDoUpdate({
      target: [playbackProgress.userId, playbackProgress.mediaId],
      set: {
        furthestSeconds: sql`greatest(${playbackProgress.furthestSeconds}, least(${p.position}, ${playbackProgress.furthestSeconds} + ${p.seconds}))`,
        updatedAt: sql`now()`,
      },
    })
}

export async function totalPlaytime(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<string | number | null>`sum(${playtimeDaily.seconds})` })
    .from(playtimeDaily)
    .where(eq(playtimeDaily.userId, userId))
  return Number(row?.total ?? 0)
}
