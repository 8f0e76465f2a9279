import {
  accessibilityReportBodySchema,
  accessibilityReportListQuerySchema,
  accessibilityReportListResponseSchema,
  accessibilityReportReceivedSchema,
  accessibilityReportsPageSize,
  backOfficeRoles,
  t,
} from '@sosiego/shared'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import type { Config } from '../../config.ts'
import { requireRole } from '../../plugins/auth.ts'
import { listReports, receiveReport } from './accessibility.service.ts'

/**
 * The accessibility statement's form (issue 34): anyone reports a problem, staff read the reports in
 * the back office and get each by e-mail at the contact address.
 */
export default async function accessibilityRoutes(app: FastifyInstance, { config }: { config: Config }) {
  const r = app.withTypeProvider<ZodTypeProvider>()

  r.post(
    '/api/accessibility/reports',
    {
      config: { alsoAnswers: [429] },
      schema: {
        tags: ['accessibility'],
        summary: 'Report an accessibility problem (anyone): stored, and e-mailed to the contact address',
        body: accessibilityReportBodySchema,
        response: { 200: accessibilityReportReceivedSchema },
      },
    },
    async (request) => {
      await receiveReport(
        app.db,
        { staffEmail: config.publicSite['contact-email'], appUrl: config.appUrl },
        request.body,
        request.ip,
      )
      return { success: true as const, message: t('accessibility.report.received') }
    },
  )

  r.get(
    '/api/accessibility/reports',
    {
      onRequest: requireRole(...backOfficeRoles),
      schema: {
        tags: ['accessibility'],
        summary: 'The accessibility reports, newest first, one page at a time (admin, crmUser)',
        querystring: accessibilityReportListQuerySchema,
        response: { 200: accessibilityReportListResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      message: t('accessibility.reports.listed'),
      ...(await listReports(app.db, { page: request.query.page, pageSize: accessibilityReportsPageSize })),
    }),
  )
}
