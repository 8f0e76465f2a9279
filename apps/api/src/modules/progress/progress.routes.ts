import {
  habitsInputSchema,
  habitsSchema,
  progressResponseSchema,
  restDayParamsSchema,
  t,
} from '@sosiego/shared'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { Config } from '../../config.ts'
import { requireMember } from '../../plugins/auth.ts'
import { type HabitsClock, markRestDay, saveHabits, unmarkRestDay } from './habits.service.ts'
import { progressOf } from './progress.service.ts'

/**
 * Mi progreso (issue 17): the signed-in member's own listening, in one call; with their habits
 * (issue 31, decision 111): the streak shown or hidden, a weekly goal, rest days. Every call is the
 * session's member's own (the member never comes from the URL); staff get 403 (requireMember).
 */
export default async function progressRoutes(app: FastifyInstance, { config }: { config: Config }) {
  const r = app.withTypeProvider<ZodTypeProvider>()
  const userOf = (request: FastifyRequest) => request.sessionUser?.id as string
  const clock = (): HabitsClock => ({
    now: new Date(),
    timeZone: config.timeZone,
    restDaysPerMonth: config.restDaysPerMonth,
  })

  r.get(
    '/api/progress',
    {
      onRequest: requireMember,
      schema: {
        tags: ['progress'],
        summary:
          'The signed-in member’s progress: minutes, sessions completed, favourites, streaks, 12-week calendar, habits',
        description:
          'Only the caller’s own data. Days are calendar days in the service’s TIME_ZONE; a day counts towards a streak with at least 5 minutes of counted listening; a rest day keeps the streak alive and adds nothing. `habits.today` and the rest days are in the member’s own zone. The streak is answered even when the member hides it.',
        response: { 200: progressResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      message: t('progress.loaded'),
      data: await progressOf(app.db, userOf(request), new Date(), config.timeZone, config.restDaysPerMonth),
    }),
  )

  r.put(
    '/api/progress/habits',
    {
      onRequest: requireMember,
      schema: {
        tags: ['progress'],
        summary: 'Save the member’s habit settings: show or hide the streak, and a weekly goal (or none)',
        body: habitsInputSchema,
        response: { 200: z.object({ success: z.literal(true), message: z.string(), data: habitsSchema }) },
      },
    },
    async (request) => ({
      success: true as const,
      message: t('habits.saved'),
      data: await saveHabits(app.db, userOf(request), request.body, clock()),
    }),
  )

  r.put(
    '/api/progress/rest-days/:day',
    {
      onRequest: requireMember,
      config: { alsoAnswers: [409] },
      schema: {
        tags: ['progress'],
        summary: 'Mark today or yesterday (the member’s zone) as a rest day; answers the whole Mi progreso',
        description:
          'At most REST_DAYS_PER_MONTH (default 2) in a calendar month; never a future day, an older day, or a day that already counts as listening (400/409 with the reason). Marking a marked day again changes nothing.',
        params: restDayParamsSchema,
        response: { 200: progressResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      message: t('habits.restDayMarked'),
      data: await markRestDay(app.db, userOf(request), request.params.day, clock()),
    }),
  )

  r.delete(
    '/api/progress/rest-days/:day',
    {
      onRequest: requireMember,
      schema: {
        tags: ['progress'],
        summary: 'Unmark a rest day of today or yesterday (the member’s zone); answers the whole Mi progreso',
        params: restDayParamsSchema,
        response: { 200: progressResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      message: t('habits.restDayUnmarked'),
      data: await unmarkRestDay(app.db, userOf(request), request.params.day, clock()),
    }),
  )
}
