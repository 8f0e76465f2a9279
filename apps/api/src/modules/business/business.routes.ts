import {
  businessCohortsQuerySchema,
  businessCohortsResponseSchema,
  businessContentRetentionResponseSchema,
  businessExportPaths,
  businessSummaryResponseSchema,
  periodQuerySchema,
  t,
} from '@sosiego/shared'
import type { FastifyInstance, FastifyReply } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import type { Config } from '../../config.ts'
import { dayInZone } from '../../lib/period.ts'
import { requireRole } from '../../plugins/auth.ts'
import { businessCohorts, businessContentRetention, businessSummary } from './business.service.ts'
import { cohortsCsv, contentCsv, summaryCsv } from './business-export.ts'

const tags = ['business']
const periodDescription =
  'period = today | week | month | last7 (default) | last30 | custom (from, to: YYYY-MM-DD), as the dashboard. Days are calendar days in TIME_ZONE; every figure comes with the previous period of the same length. Definitions: apps/api/src/modules/business/README.md.'

function sendCsv(reply: FastifyReply, csv: { fileName: string; stream: NodeJS.ReadableStream }) {
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${csv.fileName}"`)
    .header('cache-control', 'no-store')
    .send(csv.stream)
}

/**
 * The Negocio page (issue 33): admin only. Money is not a CRM task: crmUser reads the dashboard and
 * people's records (decision 057), never the revenue (decision 116).
 */
export default async function businessRoutes(app: FastifyInstance, { config }: { config: Config }) {
  const r = app.withTypeProvider<ZodTypeProvider>()
  const onRequest = requireRole('admin')
  const currentMonth = () => dayInZone(new Date(), config.timeZone).slice(0, 7)

  r.get(
    '/api/business/summary',
    {
      onRequest,
      schema: {
        tags,
        summary:
          'Revenue (MRR and its movement, charged, refunded), paying members, trials, churn and why members cancel',
        description: periodDescription,
        querystring: periodQuerySchema,
        response: { 200: businessSummaryResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      message: t('business.summaryLoaded'),
      data: await businessSummary(app.db, request.query, new Date(), config.timeZone),
    }),
  )

  r.get(
    businessExportPaths.summary,
    {
      onRequest,
      schema: {
        tags,
        summary: 'The summary as CSV',
        description: periodDescription,
        querystring: periodQuerySchema,
      },
    },
    async (request, reply) =>
      sendCsv(reply, summaryCsv(await businessSummary(app.db, request.query, new Date(), config.timeZone))),
  )

  r.get(
    '/api/business/cohorts',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Monthly cohorts by first payment: still paying and listening in each later month',
        description:
          '`months` 1..24 (default 12): the cohorts of the last months, the current one included, in TIME_ZONE.',
        querystring: businessCohortsQuerySchema,
        response: { 200: businessCohortsResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      message: t('business.cohortsLoaded'),
      data: await businessCohorts(app.db, request.query.months, new Date(), config.timeZone),
    }),
  )

  r.get(
    businessExportPaths.cohorts,
    { onRequest, schema: { tags, summary: 'The cohorts as CSV', querystring: businessCohortsQuerySchema } },
    async (request, reply) =>
      sendCsv(
        reply,
        cohortsCsv(
          await businessCohorts(app.db, request.query.months, new Date(), config.timeZone),
          currentMonth(),
        ),
      ),
  )

  r.get(
    '/api/business/content-retention',
    {
      onRequest,
      schema: {
        tags,
        summary:
          "Categories played in members' first 14 days against their retention at 90 days (a correlation)",
        description:
          '`months` 1..24 (default 12): members whose first payment is in those months and at least 90 days ago.',
        querystring: businessCohortsQuerySchema,
        response: { 200: businessContentRetentionResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      message: t('business.contentLoaded'),
      data: await businessContentRetention(app.db, request.query.months, new Date(), config.timeZone),
    }),
  )

  r.get(
    businessExportPaths.contentRetention,
    {
      onRequest,
      schema: { tags, summary: 'Content and retention as CSV', querystring: businessCohortsQuerySchema },
    },
    async (request, reply) =>
      sendCsv(
        reply,
        contentCsv(
          await businessContentRetention(app.db, request.query.months, new Date(), config.timeZone),
          currentMonth(),
        ),
      ),
  )
}
