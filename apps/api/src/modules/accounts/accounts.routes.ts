import {
  emailBodySchema,
  isAdminModeRegistration,
  loginBodySchema,
  messageResponseSchema,
  optionalEmailBodySchema,
  profileBodySchema,
  profileResponseSchema,
  registerRequestSchema,
  resetPasswordBodySchema,
  setPasswordBodySchema,
  t,
  tokenBodySchema,
  undoEmailChangeResponseSchema,
  updatePasswordBodySchema,
  userResponseSchema,
  validateTokenResponseSchema,
} from '@sosiego/shared'
import type { FastifyInstance, FastifyReply } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import type { Config } from '../../config.ts'
import { AppError } from '../../lib/app-error.ts'
import { loadSessionUser, REFRESH_COOKIE, requireAuth } from '../../plugins/auth.ts'
import { endSession, type IssuedSession, refreshSession } from '../auth/index.ts'
import {
  type AccountsContext,
  changePassword,
  login,
  register,
  requestPasswordEmail,
  resendVerification,
  resetPassword,
  setFirstPassword,
  updateProfile,
  verifyEmail,
} from './accounts.service.ts'
import { createdByStaff } from './created-by-staff.ts'
import { confirmEmailChange, undoEmailChange } from './email-change.ts'
import { DEVICE_COOKIE, DEVICE_COOKIE_MAX_AGE_SECONDS, DEVICE_COOKIE_PATH } from './trusted-device.ts'

const tags = ['accounts']

/** The account calls of the spec's table, paths and fields exactly as the mobile apps use them. */
export default async function accountsRoutes(app: FastifyInstance, { config }: { config: Config }) {
  const r = app.withTypeProvider<ZodTypeProvider>()
  const ctx: AccountsContext = { db: app.db, config, keys: app.sessionKeys }

  const signedIn = async (reply: FastifyReply, session: IssuedSession, message: string) => {
    app.setSessionCookies(reply, session)
    return { success: true as const, message, data: { user: await app.sessionUserOf(session.user) } }
  }
  const done = (message: string) => ({ success: true as const, message })
  // Behind a proxy that TRUST_PROXY does not name, every client arrives from the proxy's address
  // and shares its limits (login failures, sign-ups): say so once, where the operator will look.
  if (!config.trustProxy) {
    let warned = false
    app.addHook('onRequest', (request, _reply, next) => {
      if (!warned && request.headers['x-forwarded-for'] !== undefined) {
        warned = true
        request.log.warn(
          'X-Forwarded-For received but TRUST_PROXY is unset: every client behind the proxy shares one address for rate limits (docs/operations.md)',
        )
      }
      next()
    })
  }

  r.post(
    '/api/users/register',
    {
      config: { alsoAnswers: [409, 429] },
      schema: { tags, body: registerRequestSchema, response: { 201: userResponseSchema } },
    },
    async (request, reply) => {
      // Admin mode (role, plan, end date): an admin creating an account, never the public (decision 059).
      if (isAdminModeRegistration(request.body)) {
        const actor = await loadSessionUser(request)
        const { role, ...rest } = request.body
        return reply
          .status(201)
          .send(await createdByStaff(ctx, actor, { ...rest, role: role ?? 'tester' }, app.sessionUserOf))
      }
      const outcome = await register(ctx, request.body, request.ip)
      // An address that already has an account gets the same status and body, without a session
      // (its owner is e-mailed instead): decision 048.
      if (outcome.kind === 'existing')
        return reply
          .status(201)
          .send({ success: true as const, message: t('auth.registered'), data: { user: outcome.lookAlike } })
      return reply.status(201).send(await signedIn(reply, outcome.session, t('auth.registered')))
    },
  )

  r.post(
    '/api/users/login',
    {
      config: { alsoAnswers: [409, 429] },
      schema: { tags, body: loginBodySchema, response: { 200: userResponseSchema } },
    },
    async (request, reply) => {
      const { session, deviceCookie } = await login(ctx, request.body, {
        ip: request.ip,
        deviceCookie: request.cookies[DEVICE_COOKIE],
      })
      // This browser has now signed in to the account: guessing from elsewhere will not lock it out.
      reply.setCookie(DEVICE_COOKIE, deviceCookie, {
        httpOnly: true,
        sameSite: 'strict',
        secure: config.appUrl.startsWith('https://'),
        path: DEVICE_COOKIE_PATH,
        maxAge: DEVICE_COOKIE_MAX_AGE_SECONDS,
      })
      return signedIn(reply, session, t('auth.loggedIn'))
    },
  )

  r.get(
    '/api/users/validate-token',
    { schema: { tags, response: { 200: validateTokenResponseSchema, 401: validateTokenResponseSchema } } },
    async (request, reply) => {
      const user = await loadSessionUser(request)
      if (!user)
        return reply.status(401).send({ isValid: false, message: t('auth.unauthenticated'), user: null })
      return { isValid: true, message: t('auth.tokenValid'), user: await app.sessionUserOf(user) }
    },
  )

  r.post(
    '/api/users/refresh-token',
    { schema: { tags, response: { 200: messageResponseSchema } } },
    async (request, reply) => {
      const presented = request.cookies[REFRESH_COOKIE]
      const session = presented ? await refreshSession(app.db, app.sessionKeys, presented) : null
      if (!session) {
        app.clearSessionCookies(reply)
        throw new AppError('auth.unauthenticated', 401)
      }
      app.setSessionCookies(reply, session)
      return done(t('auth.refreshed'))
    },
  )

  r.post(
    '/api/users/logout',
    { schema: { tags, response: { 200: messageResponseSchema } } },
    async (request, reply) => {
      const presented = request.cookies[REFRESH_COOKIE]
      if (presented) await endSession(app.db, presented)
      app.clearSessionCookies(reply)
      return done(t('auth.loggedOut'))
    },
  )

  r.post(
    '/api/users/verify',
    { schema: { tags, body: tokenBodySchema, response: { 200: messageResponseSchema } } },
    async (request) => {
      const outcome = await verifyEmail(ctx, request.body.token)
      return done(t(outcome === 'verified' ? 'auth.verified' : 'auth.alreadyVerified'))
    },
  )

  r.post(
    '/api/users/resend-verification',
    {
      config: { alsoAnswers: [429] },
      schema: { tags, body: optionalEmailBodySchema.optional(), response: { 200: messageResponseSchema } },
    },
    async (request) => {
      // Signed in, the link goes to the account's own address, whatever the body says.
      const email = (await loadSessionUser(request))?.email ?? request.body?.email
      if (!email) throw new AppError('account.emailRequired', 400)
      await resendVerification(ctx, email)
      return done(t('auth.verificationResent'))
    },
  )

  r.post(
    '/api/users/reset-password-email',
    {
      config: { alsoAnswers: [429] },
      schema: { tags, body: emailBodySchema, response: { 200: messageResponseSchema } },
    },
    async (request) => {
      await requestPasswordEmail(ctx, request.body.email)
      return done(t('auth.resetEmailSent'))
    },
  )

  r.post(
    '/api/users/reset-password',
    { schema: { tags, body: resetPasswordBodySchema, response: { 200: messageResponseSchema } } },
    async (request, reply) => {
      await resetPassword(ctx, request.body.token, request.body.newPassword)
      app.clearSessionCookies(reply)
      return done(t('auth.passwordReset'))
    },
  )

  // A change of address (decision 097): the new address confirms it, the old one may undo it. Both
  // end every session of the account, this browser's included (it signs in again with the address).
  r.post(
    '/api/users/confirm-email-change',
    {
      config: { alsoAnswers: [409] },
      schema: { tags, body: tokenBodySchema, response: { 200: messageResponseSchema } },
    },
    async (request, reply) => {
      await confirmEmailChange(ctx, request.body.token)
      app.clearSessionCookies(reply)
      return done(t('account.emailChange.confirmed'))
    },
  )

  r.post(
    '/api/users/undo-email-change',
    {
      config: { alsoAnswers: [409] },
      schema: { tags, body: tokenBodySchema, response: { 200: undoEmailChangeResponseSchema } },
    },
    async (request, reply) => {
      const outcome = await undoEmailChange(ctx, request.body.token)
      if (outcome === 'restored') app.clearSessionCookies(reply)
      return { ...done(t(`account.emailChange.${outcome}`)), outcome }
    },
  )

  r.put(
    '/api/users/update-password',
    {
      onRequest: requireAuth,
      config: { alsoAnswers: [429] },
      schema: { tags, body: updatePasswordBodySchema, response: { 200: messageResponseSchema } },
    },
    async (request, reply) => {
      const user = request.sessionUser as NonNullable<typeof request.sessionUser>
      const session = await changePassword(ctx, user, request.body.currentPassword, request.body.newPassword)
      app.setSessionCookies(reply, session)
      return done(t('auth.passwordUpdated'))
    },
  )

  r.put(
    '/api/users/update-password-google',
    { schema: { tags, body: setPasswordBodySchema, response: { 200: messageResponseSchema } } },
    async (request, reply) => {
      await setFirstPassword(ctx, request.body.email, request.body.token, request.body.newPassword)
      app.clearSessionCookies(reply)
      return done(t('auth.passwordSet'))
    },
  )

  r.put(
    '/api/users/profile',
    {
      onRequest: requireAuth,
      // A 5 MB image is about 6.7 MB as a data URL.
      bodyLimit: 8 * 1024 * 1024,
      schema: { tags, body: profileBodySchema, response: { 200: profileResponseSchema } },
    },
    async (request) => {
      const user = await updateProfile(
        ctx,
        request.sessionUser as NonNullable<typeof request.sessionUser>,
        request.body,
      )
      const sessionUser = await app.sessionUserOf(user)
      return {
        success: true as const,
        message: t('auth.profileUpdated'),
        user: sessionUser,
        data: { user: sessionUser },
      }
    },
  )
}
