import type { AccessibilityReport } from '@sosiego/shared'
import type { Database } from '../../db/client.ts'
import { queueMail, withOutbox } from '../../mail/outbox.ts'
import { enforceLimit, HOUR } from '../rate-limit/index.ts'
import { accessibilityTemplates } from './accessibility.mail.ts'
import { type AccessibilityReportRow, findReports, insertReport } from './accessibility.repository.ts'

/** A person reports a few problems at most in an hour; more from one address is a script. */
export const REPORTS_PER_IP_PER_HOUR = 5

/**
 * Stores a report from the statement's form and, in the same transaction, queues its e-mail to the
 * staff address (CONTACT_EMAIL, the one the statement shows): the report is never kept without its
 * mail, nor mailed without being kept.
 */
export async function receiveReport(
  db: Database,
  settings: { staffEmail: string; appUrl: string },
  report: Pick<AccessibilityReportRow, 'name' | 'email' | 'page' | 'message'>,
  ip: string,
): Promise<void> {
  await enforceLimit(db, {
    key: `accessibility-report-ip:${ip}`,
    limit: REPORTS_PER_IP_PER_HOUR,
    windowMs: HOUR,
    message: 'accessibility.report.rateLimited',
  })
  await withOutbox(db, async (tx) => {
    await insertReport(tx, report)
    await queueMail(
      tx,
      settings.staffEmail,
      accessibilityTemplates.reportToStaff(report, `${settings.appUrl}/admin/accesibilidad`),
    )
  })
}

export async function listReports(
  db: Database,
  { page, pageSize }: { page: number; pageSize: number },
): Promise<{ data: AccessibilityReport[]; count: number }> {
  const { rows, count } = await findReports(db, { page, pageSize })
  return {
    data: rows.map((row) => ({
      _id: row.id,
      name: row.name,
      email: row.email,
      page: row.page,
      message: row.message,
      createdAt: row.createdAt.toISOString(),
    })),
    count,
  }
}
