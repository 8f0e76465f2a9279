import { backOfficeRoles, dashboardResponseSchema, periodQuerySchema, t } from '@sosiego/shared'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import type { Config } from '../../config.ts'
import { requireRole } from '../../plugins/auth.ts'
import { dashboardSummary } from './dashboard.service.ts'

/** The Panel de Control's one call (issue 15, decision 060): admin and crmUser. */
export default async function dashboardRoutes(app: FastifyInstance, { config }: { config: Config }) {
  const r = app.withTypeProvider<ZodTypeProvider>()

  r.get(
    '/api/stats/dashboard',
    {
      onRequest: requireRole(...backOfficeRoles),
      schema: {
        tags: ['stats'],
        summary: 'The back office dashboard: accounts, sign-ups and their change for a period',
        description:
          'period = today | week (Monday to today) | month (1st to today) | last7 (default) | last30 | custom (from, to: YYYY-MM-DD, not in the future, at most 400 days). Days are calendar days in TIME_ZONE. Every figure comes with the same figure for the previous period of the same number of days.',
        querystring: periodQuerySchema,
        response: { 200: dashboardResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      message: t('dashboard.loaded'),
      ...(await dashboardSummary(app.db, request.query, new Date(), config.timeZone)),
    }),
  )
}
