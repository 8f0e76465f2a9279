import { count, desc } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { accessibilityReports } from '../../db/schema/index.ts'

export type AccessibilityReportRow = typeof accessibilityReports.$inferSelect

export async function insertReport(
  db: Database,
  values: Pick<AccessibilityReportRow, 'name' | 'email' | 'page' | 'message'>,
): Promise<AccessibilityReportRow> {
  const [row] = await db.insert(accessibilityReports).values(values).returning()
  if (!row) throw new Error('accessibility report not stored')
  return row
}

/** One page of the reports, newest first, and how many there are in all. */
export async function findReports(
  db: Database,
  { page, pageSize }: { page: number; pageSize: number },
): Promise<{ rows: AccessibilityReportRow[]; count: number }> {
  const [rows, [all]] = await Promise.all([
    db
      .select()
      .from(accessibilityReports)
      .orderBy(desc(accessibilityReports.createdAt), desc(accessibilityReports.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ value: count() }).from(accessibilityReports),
  ])
  return { rows, count: all?.value ?? 0 }
}
