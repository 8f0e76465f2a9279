import { planListResponseSchema, planSchema, t } from '@sosiego/shared'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { invalidateEverywhere } from '../../lib/invalidate-everywhere.ts'
import { createResponseCache } from '../../lib/response-cache.ts'
import { requireRole } from '../../plugins/auth.ts'
import { forgetAllShownEntitlements } from '../billing/entitlements.ts'
import plansAdminRoutes from './plans.admin-routes.ts'
import { getPublicPlan, listAllPlans, listPublicPlans } from './plans.service.ts'

/** Every instance on the database drops its cached plan answers when this is notified. */
export const PLANS_CHANGED_CHANNEL = 'plans_changed'

export default async function plansRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>()
  const publicList = createResponseCache(async () =>
    planListResponseSchema.parse({
      success: true,
      message: t('plans.listed'),
      data: await listPublicPlans(app.db),
    }),
  )

  r.get(
    '/api/plans/list',
    {
      schema: {
        tags: ['plans'],
        summary: 'Plans on sale (active), by display order; with includeInactive=true (admin), every plan',
        querystring: z.object({ includeInactive: z.enum(['true', 'false']).optional() }),
        response: { 200: planListResponseSchema },
      },
    },
    // Not async: the cached public answer goes out synchronously (decision 077).
    (request, reply) => {
      if (request.query.includeInactive !== 'true') return publicList.send(reply)
      // `includeInactive=true` (admin only) adds the plans not on sale: the back office lists them so
      // that a plan switched off can be switched on again.
      return requireRole('admin')(request).then(async () => ({
        success: true as const,
        message: t('plans.listed'),
        data: await listAllPlans(app.db),
      }))
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
    forgetAllShownEntitlements()
  })
  await app.register(plansAdminRoutes, { onChange: changed })
}
