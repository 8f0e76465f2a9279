import {
  adminProgramSchema,
  backOfficeRoles,
  listResponseSchema,
  periodQuerySchema,
  programInputSchema,
  programStatsSchema,
  t,
} from '@sosiego/shared'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { Config } from '../../config.ts'
import { resolvePeriod } from '../../lib/period.ts'
import { requireRole } from '../../plugins/auth.ts'
import {
  createProgram,
  deleteProgram,
  listAdminPrograms,
  programStats,
  replaceProgram,
  setProgramActive,
} from './programs.admin.service.ts'

const params = z.object({ id: z.uuid(t('programs.invalidId')) })
const envelope = <T extends z.ZodType>(data: T) =>
  z.object({ success: z.literal(true), message: z.string(), data })
/**
 * The back office's Programas (issue 30): admin creates, replaces, switches and deletes (softly);
 * admin and crmUser read the list and the statistics (decision 034's content rules). Members: 403.
 */
export default async function programsAdminRoutes(app: FastifyInstance, { config }: { config: Config }) {
  const r = app.withTypeProvider<ZodTypeProvider>()
  const ctx = () => ({ db: app.db, storage: app.storage })

  r.get(
    '/api/programs/admin',
    {
      onRequest: requireRole(...backOfficeRoles),
      schema: {
        tags: ['programs'],
        summary: 'Every program not deleted, active or not, with its steps and how many members started it',
        response: { 200: listResponseSchema(adminProgramSchema) },
      },
    },
    async () => ({
      success: true as const,
      message: t('programs.adminListed'),
      data: await listAdminPrograms(app.db),
    }),
  )

  r.get(
    '/api/programs/admin/stats',
    {
      onRequest: requireRole(...backOfficeRoles),
      schema: {
        tags: ['programs'],
        summary:
          'Per active program: runs started in the period (the dashboard’s periods, days in TIME_ZONE), finished, and each step’s count',
        querystring: periodQuerySchema,
        response: { 200: envelope(programStatsSchema) },
      },
    },
    async (request) => {
      const { from, to } = resolvePeriod(request.query, new Date(), config.timeZone)
      return {
        success: true as const,
        message: t('programs.statsLoaded'),
        data: await programStats(app.db, from, to),
      }
    },
  )

  r.post(
    '/api/programs/admin',
    {
      onRequest: requireRole('admin'),
      schema: {
        tags: ['programs'],
        summary: 'Create a program (admin): its steps are existing audios and videos, in order',
        body: programInputSchema,
        response: { 200: envelope(adminProgramSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      message: t('programs.created'),
      data: await createProgram(ctx(), request.body),
    }),
  )

  r.put(
    '/api/programs/admin/:id',
    {
      onRequest: requireRole('admin'),
      schema: {
        tags: ['programs'],
        summary:
          'Replace a program (admin): every field and the steps in order; members’ runs follow their items',
        params,
        body: programInputSchema,
        response: { 200: envelope(adminProgramSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      message: t('programs.updated'),
      data: await replaceProgram(ctx(), request.params.id, request.body),
    }),
  )

  r.patch(
    '/api/programs/admin/:id/active',
    {
      onRequest: requireRole('admin'),
      schema: {
        tags: ['programs'],
        summary: 'Switch a program on or off for members (admin)',
        params,
        body: z.object({ isActive: z.boolean() }),
        response: { 200: envelope(adminProgramSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      message: t(request.body.isActive ? 'programs.activated' : 'programs.deactivated'),
      data: await setProgramActive(app.db, request.params.id, request.body.isActive),
    }),
  )

  r.delete(
    '/api/programs/admin/:id',
    {
      onRequest: requireRole('admin'),
      schema: {
        tags: ['programs'],
        summary: 'Delete a program, softly (admin): it leaves every list',
        params,
        response: { 200: envelope(adminProgramSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      message: t('programs.deleted'),
      data: await deleteProgram(app.db, request.params.id),
    }),
  )
}
