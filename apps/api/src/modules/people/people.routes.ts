import {
  backOfficeRoles,
  createUserBodySchema,
  t,
  userChangesResponseSchema,
  userExportQuerySchema,
  userListQuerySchema,
  userListResponseSchema,
  userResponseSchema,
  userUpdateBodySchema,
  userUpdateResponseSchema,
} from '@sosiego/shared'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { Config } from '../../config.ts'
import { requireRole } from '../../plugins/auth.ts'
import { type AccountsContext, createdByStaff } from '../accounts/index.ts'
import type { Actor } from '../users/index.ts'
import { listUserChanges, listUsers, updateUserAsStaff } from './people.service.ts'
import { exportFileName, exportUsersCsv } from './people-export.ts'

const tags = ['users (back office)']
const idParams = z.object({ id: z.uuid() })
const staffOnly = requireRole(...backOfficeRoles)
const actorOf = (request: FastifyRequest) => request.sessionUser as Actor

/** The back office's people calls: Clientes and Usuarios (issue 14, decision 057). */
export default async function peopleRoutes(app: FastifyInstance, { config }: { config: Config }) {
  const r = app.withTypeProvider<ZodTypeProvider>()
  const ctx: AccountsContext = { db: app.db, config, keys: app.sessionKeys }

  r.get(
    '/api/users/list',
    {
      onRequest: staffOnly,
      schema: { tags, querystring: userListQuerySchema, response: { 200: userListResponseSchema } },
    },
    async (request) => ({
      success: true as const,
      message: t('people.listed'),
      ...(await listUsers(app.db, request.query)),
    }),
  )

  r.put(
    '/api/users/update/:id',
    {
      onRequest: staffOnly,
      config: { alsoAnswers: [409] },
      schema: {
        tags,
        params: idParams,
        body: userUpdateBodySchema,
        response: { 200: userUpdateResponseSchema },
      },
    },
    async (request) => {
      const { user, action, emailPending } = await updateUserAsStaff(
        ctx,
        actorOf(request),
        request.params.id,
        request.body,
      )
      const message =
        action === 'activate'
          ? 'people.activated'
          : action === 'deactivate'
            ? 'people.deactivated'
            : emailPending
              ? 'people.emailChangePending'
              : 'people.updated'
      return { success: true as const, message: t(message), data: user }
    },
  )

  r.get(
    '/api/users/changes/:id',
    {
      onRequest: staffOnly,
      schema: { tags, params: idParams, response: { 200: userChangesResponseSchema } },
    },
    async (request) => ({
      success: true as const,
      message: t('people.changesListed'),
      data: await listUserChanges(app.db, actorOf(request), request.params.id),
    }),
  )

  // The whole filtered set (not one page) as clientes.csv or usuarios.csv, streamed.
  r.get(
    '/api/users/export',
    { onRequest: staffOnly, schema: { tags, querystring: userExportQuerySchema } },
    async (request, reply) =>
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${exportFileName(request.query)}"`)
        .header('cache-control', 'no-store')
        .send(exportUsersCsv(app.db, request.query, config.timeZone)),
  )

  // The back office's account creation (decision 059): admins only; the answer is the new user.
  r.post(
    '/api/users/create',
    {
      onRequest: requireRole('admin'),
      config: { alsoAnswers: [409] },
      schema: { tags, body: createUserBodySchema, response: { 201: userResponseSchema } },
    },
    async (request, reply) =>
      reply.status(201).send(await createdByStaff(ctx, actorOf(request), request.body, app.sessionUserOf)),
  )
}
