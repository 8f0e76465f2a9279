import { planSchema, planUpdateBodySchema, t } from '@sosiego/shared'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { requireRole } from '../../plugins/auth.ts'
import { updatePlan } from './plans.service.ts'

/** The back office's Gestión de Planes writes. `onChange` drops the cached plan answers on every instance. */
export default async function plansAdminRoutes(
  app: FastifyInstance,
  { onChange }: { onChange: () => Promise<void> },
) {
  const r = app.withTypeProvider<ZodTypeProvider>()
  r.put(
    '/api/plans/update/:id',
    {
      onRequest: requireRole('admin'),
      config: { alsoAnswers: [409] },
      schema: {
        tags: ['plans'],
        summary: 'Edit a plan (admin): at most one featured plan and one test plan',
        params: z.object({ id: z.uuid() }),
        body: planUpdateBodySchema,
        response: { 200: z.object({ success: z.literal(true), message: z.string(), data: planSchema }) },
      },
    },
    async (request) => {
      const plan = await updatePlan(app.db, request.params.id, request.body)
      await onChange()
      return { success: true as const, message: t('plans.updated'), data: plan }
    },
  )
}
