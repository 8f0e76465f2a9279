import { deleteAccountBodySchema, messageResponseSchema, t } from '@sosiego/shared'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { Config } from '../../config.ts'
import { requireAuth, requireRole } from '../../plugins/auth.ts'
import { stopRenewalsOf } from '../billing/member-subscription.service.ts'
import type { Actor } from '../users-admin/users-admin.service.ts'
import { type DeletionContext, deleteMemberAccount, deleteOwnAccount } from './account-deletion.ts'

const tags = ['account data']
const done = (message: string) => ({ success: true as const, message })

/** A member's own data (issue 18, decision 069): deleting the account, by the member or an admin. */
export default async function accountDataRoutes(app: FastifyInstance, { config }: { config: Config }) {
  const r = app.withTypeProvider<ZodTypeProvider>()
  const ctx: DeletionContext = {
    db: app.db,
    storageDir: config.storageDir,
    stopRenewals: (userId) => stopRenewalsOf(app.billing.ctx, userId),
  }

  r.post(
    '/api/users/delete-account',
    {
      onRequest: requireAuth,
      schema: { tags, body: deleteAccountBodySchema, response: { 200: messageResponseSchema } },
    },
    async (request, reply) => {
      await deleteOwnAccount(
        ctx,
        request.sessionUser as NonNullable<typeof request.sessionUser>,
        request.body,
      )
      app.clearSessionCookies(reply)
      return done(t('account.delete.done'))
    },
  )

  // Admin only: a member who asks by e-mail (Clientes). crmUser may edit people, not erase them.
  r.post(
    '/api/users/delete/:id',
    {
      onRequest: requireRole('admin'),
      schema: { tags, params: z.object({ id: z.uuid() }), response: { 200: messageResponseSchema } },
    },
    async (request) => {
      await deleteMemberAccount(ctx, request.sessionUser as Actor, request.params.id)
      return done(t('account.delete.staffDone'))
    },
  )
}
