import {
  audioPlaytimeRowSchema,
  captionsShareSchema,
  categoryPlaytimeRowSchema,
  periodQuerySchema,
  recommendationShareSchema,
  statsScopeParamsSchema,
  statsTopLimitSchema,
  themePlaytimeRowSchema,
} from '@sosiego/shared'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { Config } from '../../config.ts'
import { resolvePeriod } from '../../lib/period.ts'
import { requireRole } from '../../plugins/auth.ts'
import {
  captionsShare,
  recommendationShare,
  resolveScope,
  type StatsScope,
  topAudios,
  topCategories,
  topThemes,
} from './listening-stats.service.ts'

const topQuerySchema = periodQuerySchema.and(z.object({ limit: statsTopLimitSchema }))

const scopeDescription =
  '`{id}`: a user’s id for that user’s listening, or `all` for everyone’s. Period in the service time zone (`period` today|week|month|last7|last30|custom with `from`/`to`, default last7). Rows by listening time, most first; equal times by name, then id. `limit` 1..100, default 5.'

/**
 * The CRM statistics calls (back-office spec §7). Admin-only on the server, as the spec says of
 * "CRM statistics"; crmUser does not read them (decision 062).
 */
export default async function statsAdminRoutes(app: FastifyInstance, { config }: { config: Config }) {
  const r = app.withTypeProvider<ZodTypeProvider>()
  const scopeOf = async (id: string, query: z.infer<typeof periodQuerySchema>): Promise<StatsScope> => ({
    memberId: await resolveScope(app.db, id),
    period: resolvePeriod(query, new Date(), config.timeZone),
  })
  const guard = requireRole('admin')

  r.get(
    '/api/stats/crm/audio-playtime/:id',
    {
      onRequest: guard,
      schema: {
        tags: ['stats'],
        summary: 'Top audios and videos by listening time, with their retention (admin)',
        description: `${scopeDescription} \`retention\`: of the members who started the item in the period, how many reached 25/50/75 % and the end (null when the duration is unknown).`,
        params: statsScopeParamsSchema,
        querystring: topQuerySchema,
        response: { 200: z.array(audioPlaytimeRowSchema) },
      },
    },
    async (request) =>
      topAudios(app.db, await scopeOf(request.params.id, request.query), request.query.limit),
  )

  r.get(
    '/api/stats/crm/audio-playtime/themes/:id',
    {
      onRequest: guard,
      schema: {
        tags: ['stats'],
        summary: 'Top themes by listening time (admin)',
        description: scopeDescription,
        params: statsScopeParamsSchema,
        querystring: topQuerySchema,
        response: { 200: z.array(themePlaytimeRowSchema) },
      },
    },
    async (request) =>
      topThemes(app.db, await scopeOf(request.params.id, request.query), request.query.limit),
  )

  r.get(
    '/api/stats/crm/audio-playtime/categories/:id',
    {
      onRequest: guard,
      schema: {
        tags: ['stats'],
        summary: 'Top categories by listening time (admin)',
        description: scopeDescription,
        params: statsScopeParamsSchema,
        querystring: topQuerySchema,
        response: { 200: z.array(categoryPlaytimeRowSchema) },
      },
    },
    async (request) =>
      topCategories(app.db, await scopeOf(request.params.id, request.query), request.query.limit),
  )

  r.get(
    '/api/stats/crm/recommendation-share/:id',
    {
      onRequest: guard,
      schema: {
        tags: ['stats'],
        summary: 'Share of test takers who played a recommended theme within 7 days (admin)',
        description:
          'Of the members who took the wellbeing test in the period (`{id}`: one user or `all`), how many had counted listening under one of that take’s recommended themes on its day or the 7 days after.',
        params: statsScopeParamsSchema,
        querystring: periodQuerySchema,
        response: { 200: recommendationShareSchema },
      },
    },
    async (request) => recommendationShare(app.db, await scopeOf(request.params.id, request.query)),
  )

  r.get(
    '/api/stats/crm/captions-share/:id',
    {
      onRequest: guard,
      schema: {
        tags: ['stats'],
        summary: 'Share of listening time that had captions or a transcript (admin, issue 34)',
        description:
          'Of the listening in the period (`{id}`: one user or `all`), the seconds of items that had their WebVTT file on the day they were heard (from the day it was attached, decision 120).',
        params: statsScopeParamsSchema,
        querystring: periodQuerySchema,
        response: { 200: captionsShareSchema },
      },
    },
    async (request) => captionsShare(app.db, await scopeOf(request.params.id, request.query)),
  )
}
