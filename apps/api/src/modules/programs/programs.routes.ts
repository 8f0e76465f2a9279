import {
  listResponseSchema,
  programDetailSchema,
  programSummarySchema,
  reflectionInputSchema,
  t,
} from '@sosiego/shared'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { Config } from '../../config.ts'
import { requireMember } from '../../plugins/auth.ts'
import { onListeningCredited } from '../stats/index.ts'
import programsAdminRoutes from './programs.admin-routes.ts'
import {
  leaveProgram,
  listPrograms,
  programDetail,
  recomputeAfterListening,
  saveReflection,
  startProgram,
} from './programs.service.ts'

const params = z.object({ id: z.uuid(t('programs.invalidId')) })
const stepParams = params.extend({
  position: z.coerce
    .number({ error: t('programs.invalidPosition') })
    .int(t('programs.invalidPosition'))
    .min(1, t('programs.invalidPosition'))
    .max(1000, t('programs.invalidPosition')),
})
const envelope = <T extends z.ZodType>(data: T) =>
  z.object({ success: z.literal(true), message: z.string(), data })

/**
 * Programas for members (issue 30, decision 106): the programs, one program with the member's run,
 * start, leave, and the reflection after a step. Every run is the caller's own, found by their
 * session and the program, never by an id from the request. Staff have no run: 403 (requireMember).
 */
export default async function programsRoutes(app: FastifyInstance, { config }: { config: Config }) {
  const r = app.withTypeProvider<ZodTypeProvider>()
  const userOf = (request: FastifyRequest) => request.sessionUser?.id as string
  const clock = () => ({ now: new Date(), timeZone: config.timeZone })

  // Steps are done from counted listening: after each listening flush, the runs it may move are
  // recomputed and stored. A failure is logged; the report was answered already.
  const stop = onListeningCredited(app.db, {
    credited: (batch) =>
      recomputeAfterListening(app.db, batch, {
        now: new Date(Math.max(...batch.map((entry) => entry.now.getTime()))),
        timeZone: batch[0]?.timeZone ?? config.timeZone,
      }),
    failed: (error) => app.log.error({ err: error }, 'programs: recomputing runs after listening failed'),
  })
  app.addHook('onClose', async () => stop())

  r.get(
    '/api/programs',
    {
      onRequest: requireMember,
      schema: {
        tags: ['programs'],
        summary: 'The programs the member’s catalogue shows, each with their access and their own run',
        response: { 200: listResponseSchema(programSummarySchema) },
      },
    },
    async (request) => ({
      success: true as const,
      message: t('programs.listed'),
      data: await listPrograms(app.db, userOf(request), clock()),
    }),
  )

  r.get(
    '/api/programs/:id',
    {
      onRequest: requireMember,
      schema: {
        tags: ['programs'],
        summary: 'One program with its steps, as the member’s own run has them (done, open, locked)',
        description:
          'A step is done when the counted listening of its item since it opened reaches 90 % of its duration; daily programs open the next step at midnight in the service’s TIME_ZONE after the day the step before was done.',
        params,
        response: { 200: envelope(programDetailSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      message: t('programs.loaded'),
      data: await programDetail(app.db, userOf(request), request.params.id, clock()),
    }),
  )

  r.post(
    '/api/programs/:id/start',
    {
      onRequest: requireMember,
      config: { alsoAnswers: [409] },
      schema: {
        tags: ['programs'],
        summary: 'Start a program today (403 unless its access is open; 409 if already started)',
        params,
        response: { 200: envelope(programDetailSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      message: t('programs.started'),
      data: await startProgram(app.db, userOf(request), request.params.id, clock()),
    }),
  )

  r.delete(
    '/api/programs/:id/enrolment',
    {
      onRequest: requireMember,
      schema: {
        tags: ['programs'],
        summary: 'Leave a program: the member’s run, its steps done and its reflections are deleted',
        params,
        response: { 200: envelope(programSummarySchema) },
      },
    },
    async (request) => ({
      success: true as const,
      message: t('programs.left'),
      data: await leaveProgram(app.db, userOf(request), request.params.id),
    }),
  )

  r.put(
    '/api/programs/:id/steps/:position/reflection',
    {
      onRequest: requireMember,
      config: { alsoAnswers: [409] },
      schema: {
        tags: ['programs'],
        summary: '‘¿Cómo te sientes ahora?’ after a done step of the member’s own run: a 1–5 mood and a note',
        params: stepParams,
        body: reflectionInputSchema,
        response: { 200: envelope(programDetailSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      message: t('programs.reflectionSaved'),
      data: await saveReflection(
        app.db,
        userOf(request),
        request.params.id,
        request.params.position,
        request.body,
        clock(),
      ),
    }),
  )

  await app.register(programsAdminRoutes, { config })
}
