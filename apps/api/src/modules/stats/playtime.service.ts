import { and, eq, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { playtimeClocks, playtimeDaily, playtimeReports } from '../../db/schema/index.ts'
import { findMediaById } from '../catalog/catalog.repository.ts'

/**
 * The most one request can credit, however long the member was away: the players report at least
 * every full minute while playing (spec), so a quarter of an hour leaves room for a slow network
 * and little for a forged report.
 */
export const MAX_CREDIT_SECONDS = 15 * 60
/** A member's very first report may count this much (there is no previous report to measure from). */
export const FIRST_CREDIT_SECONDS = 5 * 60

export interface PlaytimeReport {
  audioId: string
  seconds: number
  /** A client-generated id: a report sent twice counts once. */
  reportId?: string
}

/**
 * Credits listening time. Per member, the seconds counted by a request are at most the real time
 * since that member's previous credited request (capped), shared by the reports in order — so
 * neither replays, nor inflated numbers, nor ten items "played" at once add hours. Each counted
 * second goes to the member's daily total for the item, under the item's own theme and category
 * (not the client's). Answers the seconds counted and the member's new total.
 */
export async function recordPlaytime(
  db: Database,
  userId: string,
  reports: PlaytimeReport[],
  now = new Date(),
) {
  return db.transaction(async (tx) => {
    await tx
      .insert(playtimeClocks)
      .values({ userId, creditedUntil: new Date(now.getTime() - FIRST_CREDIT_SECONDS * 1000) })
      .onConflictDoNothing()
    const [clock] = await tx
      .select()
      .from(playtimeClocks)
      .where(eq(playtimeClocks.userId, userId))
      .for('update')
    const elapsed = Math.floor((now.getTime() - (clock?.creditedUntil.getTime() ?? now.getTime())) / 1000)
    let budget = Math.max(0, Math.min(elapsed, MAX_CREDIT_SECONDS))
    let counted = 0
    const day = now.toISOString().slice(0, 10)

    for (const report of reports) {
      if (report.reportId) {
        const fresh = await tx
          .insert(playtimeReports)
          .values({ userId, reportId: report.reportId })
          .onConflictDoNothing()
          .returning({ reportId: playtimeReports.reportId })
        if (fresh.length === 0) continue
      }
      const seconds = Math.min(Math.floor(report.seconds), budget)
      if (seconds <= 0) continue
      const media = await findMediaById(tx as unknown as Database, report.audioId)
      if (!media || media.item.isDeleted) continue
      await tx
        .insert(playtimeDaily)
        .values({
          userId,
          mediaId: media.item.id,
          themeId: media.theme.id,
          categoryId: media.category.id,
          day,
          seconds,
        })
        .onConflictDoUpdate({
          target: [playtimeDaily.userId, playtimeDaily.mediaId, playtimeDaily.day],
          set: {
            seconds: sql`${playtimeDaily.seconds} + ${seconds}`,
            themeId: media.theme.id,
            categoryId: media.category.id,
          },
        })
      budget -= seconds
      counted += seconds
    }
    await tx.update(playtimeClocks).set({ creditedUntil: now }).where(eq(playtimeClocks.userId, userId))
    return { countedSeconds: counted, totalSeconds: await totalPlaytime(tx as unknown as Database, userId) }
  })
}

export async function totalPlaytime(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<string | number | null>`sum(${playtimeDaily.seconds})` })
    .from(playtimeDaily)
    .where(and(eq(playtimeDaily.userId, userId)))
  return Number(row?.total ?? 0)
}
