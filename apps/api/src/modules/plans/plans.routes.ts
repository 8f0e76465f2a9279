import { planListResponseSchema, planSchema, t } from '@sosiego/shared'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { invalidateEverywhere } from '../../lib/invalidate-everywhere.ts'
import { createResponseCache } from '../../lib/response-cache.ts'
import { requireRole } from '../../plugins/auth.ts'
import { announcePlansChanged } from './plan-changes.ts'
import plansAdminRoutes from './plans.admin-routes.ts'
import { getPublicPlan, listAllPlans, listPublicPlans } from './plans.service.ts'

/** Every instance on the database drops its cached plan answers when this is notified. */
export const PLANS_CHANGED_CHANNEL = 'plans_changed'

export default async function plansRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>()
  const listOf = (plans: typeof listPublicPlans) =>
    createResponseCache(async () =>
      planListResponseSchema.parse({ success: true, message: t('plans.listed'), data: await plans(app.db) }),
    )
  const publicList = listOf(listPublicPlans)
  // `includeInactive=true` (admin only) adds the plans not on sale: the back office lists them so
  // that a plan switched off can be switched on again. Prepared too, and dropped with the other.
  const everyPlan = listOf(listAllPlans)

  r.get(
    '/api/plans/list',
    {
      // Both lists go out as prepared bodies in the coding the client accepts (sendPrepared): nothing
      // for @fastify/compress to do, so its hooks are left off this route (decision 096).
      compress: false,
      // includeInactive=true asks for the admin's list.
      config: { alsoAnswers: [401, 403] },
      schema: {
        tags: ['plans'],
        summary: 'Plans on sale (active), by display order; with includeInactive=true (admin), every plan',
        querystring: z.object({ includeInactive: z.enum(['true', 'false']).optional() }),
        response: { 200: planListResponseSchema },
      },
    },
    // Not async: the cached answer goes out synchronously, or when its load ends (decision 077).
    (request, reply) => {
      if (request.query.includeInactive !== 'true') return publicList.send(reply)
      requireRole('admin')(request).then(
        () => everyPlan.send(reply),
        (error) => reply.send(error),
      )
    },
  )

  r.get(
    '/api/plans/name/:slug',
    {
      schema: {
        tags: ['plans'],
        summary: 'One active plan by its slug',
        params: z.object({ slug: z.string().min(1).max(100) }),
        response: { 200: z.object({ success: z.literal(true), message: z.string(), data: planSchema }) },
      },
    },
    async (request) => ({
      success: true as const,
      message: t('plans.found'),
      data: await getPublicPlan(app.db, request.params.slug),
    }),
  )

  // An edit on any instance shows on every one at once (decision 080): the public list, and what the
  // catalogue shows members (a plan's categories decide their locks).
  const changed = await invalidateEverywhere(app, PLANS_CHANGED_CHANNEL, () => {
    publicList.invalidate()
    everyPlan.invalidate()
    announcePlansChanged()
  })
  await app.register(plansAdminRoutes, { onChange: changed })
}
