import {
  backOfficeRoles,
  calendarDaySchema,
  calendarMonthQuerySchema,
  calendarMonthSchema,
  calendarPickInputSchema,
  isCalendarDay,
  t,
  todaySchema,
} from '@sosiego/shared'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { Config } from '../../config.ts'
import { requireMember, requireRole } from '../../plugins/auth.ts'
import { calendarMonth, clearDay, planDay, todayFor } from './today.service.ts'

const dayParams = z.object({
  day: z.string().refine(isCalendarDay, { message: t('calendar.dayInvalid') }),
})
const dayResponse = z.object({ success: z.literal(true), message: z.string(), data: calendarDaySchema })

/**
 * 'Tu meditación de hoy' (issue 30, decision 107): the member's item for today and tomorrow, and
 * the back office's calendar that plans it (admin writes, admin and crmUser read: decision 034).
 */
export default async function todayRoutes(app: FastifyInstance, { config }: { config: Config }) {
  const r = app.withTypeProvider<ZodTypeProvider>()

  r.get(
    '/api/today',
    {
      onRequest: requireMember,
      schema: {
        tags: ['today'],
        summary: 'Today’s meditation for the signed-in member, and tomorrow’s',
        description:
          'Days are calendar days in the service’s TIME_ZONE. `source`: `planned` by staff, or `picked` by the rule on a day with nothing planned that the member may be given (decision 107); the same answer on every reload. `item.locked` as in the member’s catalogue. 404 `today.nothingToPlay` only while the catalogue shows no item at all.',
        response: {
          200: z.object({ success: z.literal(true), message: z.string(), data: todaySchema }),
        },
      },
      config: { alsoAnswers: [404] },
    },
    async (request) => ({
      success: true as const,
      message: t('today.loaded'),
      data: await todayFor(
        app.db,
        request.sessionUser as { id: string; role: string },
        new Date(),
        config.timeZone,
      ),
    }),
  )

  r.get(
    '/api/today/calendar',
    {
      onRequest: requireRole(...backOfficeRoles),
      schema: {
        tags: ['today'],
        summary:
          'The calendar of today’s meditation: every day of a month with its planned item or null (staff)',
        description:
          'A day whose item members are no longer shown (inactive, deleted, or under a hidden theme or category) is null: the rule fills it for them.',
        querystring: calendarMonthQuerySchema,
        response: {
          200: z.object({ success: z.literal(true), message: z.string(), data: calendarMonthSchema }),
        },
      },
    },
    async (request) => ({
      success: true as const,
      message: t('calendar.loaded'),
      data: await calendarMonth(app.db, request.query.month),
    }),
  )

  r.put(
    '/api/today/calendar/:day',
    {
      onRequest: requireRole('admin'),
      schema: {
        tags: ['today'],
        summary: 'Plan an audio or video on a day, replacing what was planned (admin)',
        description:
          '`day` is YYYY-MM-DD. The item must exist and not be deleted (404 `calendar.itemNotFound`) and be shown to members (400 `calendar.itemInactive`).',
        params: dayParams,
        body: calendarPickInputSchema,
        response: { 200: dayResponse },
      },
    },
    async (request) => ({
      success: true as const,
      message: t('calendar.planned'),
      data: await planDay(
        app.db,
        request.params.day,
        request.body.mediaId,
        request.sessionUser?.id as string,
      ),
    }),
  )

  r.delete(
    '/api/today/calendar/:day',
    {
      onRequest: requireRole('admin'),
      schema: {
        tags: ['today'],
        summary: 'Clear a day of the calendar (admin); clearing an empty day succeeds',
        params: dayParams,
        response: { 200: dayResponse },
      },
    },
    async (request) => ({
      success: true as const,
      message: t('calendar.cleared'),
      data: await clearDay(app.db, request.params.day),
    }),
  )
}
