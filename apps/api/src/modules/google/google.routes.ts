import { createHmac, timingSafeEqual } from 'node:crypto'
import { t, userResponseSchema } from '@sosiego/shared'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { Config } from '../../config.ts'
import { AppError } from '../../lib/app-error.ts'
import { loadSessionUser, requireAuth } from '../../plugins/auth.ts'
import { deriveKey, startSession } from '../auth/index.ts'
import { accountForGoogle } from './google.service.ts'
import { createGoogleClient, type PendingSignIn } from './google-client.ts'
import {
  isFreshSignIn,
  issueReauthProof,
  REAUTH_COOKIE,
  REAUTH_PATH,
  REAUTH_SECONDS,
} from './google-reauth.ts'

const PENDING_COOKIE = 'sosiego_google'
const PENDING_PATH = '/api/login-auth'
const PENDING_SECONDS = 10 * 60
/** The client page Google sends the browser back to; it posts the code to the callback below. */
export const GOOGLE_CALLBACK_PAGE = '/login/google/callback'

/** Google sign-in (spec: a browser navigation to GET /api/login-auth/google, then the callback call). */
export default async function googleRoutes(app: FastifyInstance, { config }: { config: Config }) {
  const r = app.withTypeProvider<ZodTypeProvider>()
  const google = config.google
    ? createGoogleClient(config.google, `${config.appUrl}${GOOGLE_CALLBACK_PAGE}`)
    : undefined
  const key = deriveKey(config.sessionSecret, 'google-pending')
  const sign = (value: string) => createHmac('sha256', key).update(value).digest('base64url')
  const cookieOptions = {
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: config.appUrl.startsWith('https://'),
    path: PENDING_PATH,
  }

  const readPending = (raw: string | undefined): PendingSignIn | undefined => {
    const [body, mac] = raw?.split('.') ?? []
    if (!body || !mac) return undefined
    const expected = Buffer.from(sign(body))
    const given = Buffer.from(mac)
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined
    return JSON.parse(Buffer.from(body, 'base64url').toString()) as PendingSignIn
  }

  r.get(
    '/api/login-auth/google',
    {
      config: { alsoAnswers: [302, 404] },
      schema: { tags: ['accounts'], summary: 'Starts Google sign-in (a browser navigation)' },
    },
    async (_request, reply) => {
      if (!google) throw new AppError('auth.googleNotConfigured', 404)
      const { url, pending } = await google.authorizationUrl()
      const body = Buffer.from(JSON.stringify(pending)).toString('base64url')
      reply.setCookie(PENDING_COOKIE, `${body}.${sign(body)}`, { ...cookieOptions, maxAge: PENDING_SECONDS })
      return reply.redirect(url)
    },
  )

  // 'Eliminar mi cuenta' for an account without a password (decision 089): a fresh Google sign-in
  // with `max_age=0`, as the signed-in account, ends in a short-lived proof instead of a new session.
  r.get(
    '/api/login-auth/google/reauth',
    {
      onRequest: requireAuth,
      config: { alsoAnswers: [302, 404, 409] },
      schema: {
        tags: ['accounts'],
        summary: 'Starts a fresh Google sign-in to confirm it is you (a browser navigation)',
      },
    },
    async (request, reply) => {
      if (!google) throw new AppError('auth.googleNotConfigured', 404)
      const user = request.sessionUser as NonNullable<typeof request.sessionUser>
      if (!user.googleSub) throw new AppError('auth.googleReauthNotLinked', 409)
      const { url, pending } = await google.authorizationUrl({ reauthenticate: true })
      const body = Buffer.from(
        JSON.stringify({ ...pending, reauthFor: user.id, startedAt: Date.now() } satisfies PendingSignIn),
      ).toString('base64url')
      reply.setCookie(PENDING_COOKIE, `${body}.${sign(body)}`, { ...cookieOptions, maxAge: PENDING_SECONDS })
      return reply.redirect(url)
    },
  )

  r.post(
    '/api/login-auth/google/callback',
    {
      config: { alsoAnswers: [404] },
      schema: {
        tags: ['accounts'],
        // `iss` too when the provider sends it (RFC 9207): it proves which provider answered.
        body: z.object({
          code: z.string().max(2048).optional(),
          state: z.string().max(512).optional(),
          iss: z.string().max(512).optional(),
        }),
        // `reauthenticated`: the answer to a fresh sign-in asked by 'Eliminar mi cuenta' (decision 089).
        response: { 200: userResponseSchema.extend({ reauthenticated: z.literal(true).optional() }) },
      },
    },
    async (request, reply) => {
      if (!google) throw new AppError('auth.googleNotConfigured', 404)
      const pending = readPending(request.cookies[PENDING_COOKIE])
      // A re-authentication needs the session that asked: if its access token lapsed on the way, a 401
      // lets the client refresh and send the same code again, so the pending cookie stays for that.
      const asking = pending?.reauthFor ? await loadSessionUser(request) : null
      if (pending?.reauthFor && !asking) throw new AppError('auth.unauthenticated', 401)
      reply.clearCookie(PENDING_COOKIE, cookieOptions)
      const { code, state, iss } = request.body
      if (!code) throw new AppError('auth.googleCodeMissing', 400)
      if (!pending || !state) throw new AppError('auth.googleFailed', 400)
      const claims = await google.complete(pending, { code, state, iss }).catch((error) => {
        request.log.warn({ err: error }, 'google sign-in failed')
        throw new AppError('auth.googleFailed', 400)
      })
      if (pending.reauthFor && asking) {
        if (asking.id !== pending.reauthFor) throw new AppError('auth.googleFailed', 400)
        if (!asking.googleSub || claims.sub !== asking.googleSub)
          throw new AppError('auth.googleReauthOtherAccount', 400)
        if (!isFreshSignIn(claims.authTime, pending.startedAt)) throw new AppError('auth.googleFailed', 400)
        reply.setCookie(REAUTH_COOKIE, issueReauthProof(config.sessionSecret, asking.id), {
          httpOnly: true,
          sameSite: 'strict',
          secure: cookieOptions.secure,
          path: REAUTH_PATH,
          maxAge: REAUTH_SECONDS,
        })
        return {
          success: true as const,
          message: t('auth.googleReauthenticated'),
          reauthenticated: true as const,
          data: { user: await app.sessionUserOf(asking) },
        }
      }
      const user = await accountForGoogle(app.db, claims, config.sessionSecret)
      if (!user.isActive) throw new AppError('auth.inactive', 403)
      const session = await startSession(app.db, app.sessionKeys, user)
      app.setSessionCookies(reply, session)
      return {
        success: true as const,
        message: t('auth.googleSignedIn'),
        data: { user: await app.sessionUserOf(user) },
      }
    },
  )
}
