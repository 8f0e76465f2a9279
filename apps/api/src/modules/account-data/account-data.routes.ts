import path from 'node:path'
import { dataExportStateSchema, deleteAccountBodySchema, messageResponseSchema, t } from '@sosiego/shared'
import type { FastifyInstance, FastifyReply } from 'fastify'
import fp from 'fastify-plugin'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { Config } from '../../config.ts'
import { requireAuth, requireRole } from '../../plugins/auth.ts'
import { stopRenewalsOf } from '../billing/index.ts'
import { holdsReauthProof, REAUTH_COOKIE, REAUTH_PATH } from '../google/index.ts'
import type { Actor, UserRow } from '../users/index.ts'
import { type DeletionContext, deleteMemberAccount, deleteOwnAccount } from './account-deletion.ts'
import {
  createDataExportWorker,
  type DataExportContext,
  exportPagePath,
  exportState,
  ownReadyExport,
  requestExportForMember,
  requestOwnExport,
} from './data-export.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** The members' data export worker (decision 088): tests run its passes by hand. */
    dataExports: ReturnType<typeof createDataExportWorker>
  }
}

const tags = ['account data']
const done = (message: string) => ({ success: true as const, message })
const signedIn = (request: { sessionUser: Readonly<UserRow> | null }) => request.sessionUser as UserRow

/**
 * A member's own data (issue 18): the export (decision 088) and deleting the account (decision 069),
 * by the member or, at their request, by an admin.
 */
async function accountDataRoutes(app: FastifyInstance, { config }: { config: Config }) {
  const r = app.withTypeProvider<ZodTypeProvider>()
  const exports: DataExportContext = {
    db: app.db,
    exportsDir: path.join(config.dataDir, 'exports'),
    appUrl: config.appUrl,
    timeZone: config.timeZone,
  }
  const ctx: DeletionContext = {
    db: app.db,
    storageDir: config.storageDir,
    exportsDir: exports.exportsDir,
    googleSignIn: Boolean(config.google),
    sessionSecret: config.sessionSecret,
    stopRenewals: (userId) => stopRenewalsOf(app.billing.ctx, userId),
  }
  const worker = createDataExportWorker(exports, app.log)
  app.decorate('dataExports', worker)
  app.addHook('onReady', async () => worker.start())
  app.addHook('onClose', async () => worker.stop())

  r.post(
    '/api/users/delete-account',
    {
      onRequest: requireAuth,
      config: { alsoAnswers: [409, 429] },
      schema: { tags, body: deleteAccountBodySchema, response: { 200: messageResponseSchema } },
    },
    async (request, reply) => {
      const user = signedIn(request)
      await deleteOwnAccount(ctx, user, {
        ...request.body,
        googleReauthenticated: holdsReauthProof(
          config.sessionSecret,
          request.cookies[REAUTH_COOKIE],
          user.id,
        ),
      })
      app.clearSessionCookies(reply)
      reply.clearCookie(REAUTH_COOKIE, { path: REAUTH_PATH })
      return done(t('account.delete.done'))
    },
  )

  // Admin only: a member who asks by e-mail (Clientes). crmUser may edit people, not erase them.
  r.post(
    '/api/users/delete/:id',
    {
      onRequest: requireRole('admin'),
      config: { alsoAnswers: [409] },
      schema: { tags, params: z.object({ id: z.uuid() }), response: { 200: messageResponseSchema } },
    },
    async (request) => {
      await deleteMemberAccount(ctx, request.sessionUser as Actor, request.params.id)
      return done(t('account.delete.staffDone'))
    },
  )

  r.get(
    '/api/users/data-export',
    {
      onRequest: requireAuth,
      schema: {
        tags,
        summary: "The signed-in member's newest copy of their data, and when they may ask for another",
        response: { 200: dataExportStateSchema },
      },
    },
    async (request) => ({ success: true as const, data: await exportState(app.db, signedIn(request).id) }),
  )

  r.post(
    '/api/users/data-export',
    {
      onRequest: requireAuth,
      config: { alsoAnswers: [409, 429] },
      schema: {
        tags,
        summary: 'Asks for a copy of my data: a ZIP prepared in the background and linked by e-mail',
        response: { 202: messageResponseSchema },
      },
    },
    async (request, reply) => {
      await requestOwnExport(exports, signedIn(request).id)
      return reply.code(202).send(done(t('account.export.requested')))
    },
  )

  // The links e-mailed before issue 27 carried a token that opened the file alone. No token opens
  // anything now (decision 098): such a link only takes the browser to Configuración › Tu cuenta,
  // where the member downloads the copy with their own session.
  r.get(
    '/api/users/data-export/download',
    {
      config: { alsoAnswers: [303] },
      schema: {
        tags,
        summary: "An older e-mail's link: sends the browser to Configuración › Tu cuenta, serving no file",
        querystring: z.object({ token: z.string().max(200).optional() }),
      },
    },
    async (_request, reply) => reply.redirect(exportPagePath, 303),
  )

  r.get(
    '/api/users/data-export/file',
    {
      onRequest: requireAuth,
      config: { alsoAnswers: [404] },
      schema: { tags, summary: "Downloads the signed-in member's newest ready copy of their data" },
    },
    async (request, reply) => sendZip(reply, await ownReadyExport(exports, signedIn(request).id)),
  )

  // Admin only: the same export for a member who asks by e-mail; the link goes to the member.
  r.post(
    '/api/users/data-export/:id',
    {
      onRequest: requireRole('admin'),
      config: { alsoAnswers: [409] },
      schema: {
        tags,
        params: z.object({ id: z.uuid() }),
        response: { 202: messageResponseSchema },
      },
    },
    async (request, reply) => {
      await requestExportForMember(exports, request.sessionUser as Actor, request.params.id)
      return reply.code(202).send(done(t('account.staffExport.done')))
    },
  )
}

function sendZip(
  reply: FastifyReply,
  file: { stream: NodeJS.ReadableStream; size: number; fileName: string },
) {
  return reply
    .header('content-type', 'application/zip')
    .header('content-length', file.size)
    .header('content-disposition', `attachment; filename="${file.fileName}"`)
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .send(file.stream)
}

// Not encapsulated: the worker's decoration is the app's (tests run its passes; shutdown stops it).
export default fp(accountDataRoutes, { name: 'account-data' })
