import { createHmac, timingSafeEqual } from 'node:crypto'
import { t, userResponseSchema } from '@sosiego/shared'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { Config } from '../../config.ts'
import { AppError } from '../../plugins/errors.ts'
import { sessionUserOf } from '../accounts/session-user.ts'
import { deriveKey } from '../auth/secrets.ts'
import { startSession } from '../auth/sessions.service.ts'
import { accountForGoogle } from './google.service.ts'
import { createGoogleClient, type PendingSignIn } from './google-client.ts'

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
    { schema: { tags: ['accounts'], summary: 'Starts Google sign-in (a browser navigation)' } },
    async (_request, reply) => {
      if (!google) throw new AppError('auth.googleNotConfigured', 404)
      const { url, pending } = await google.authorizationUrl()
      const body = Buffer.from(JSON.stringify(pending)).toString('base64url')
      reply.setCookie(PENDING_COOKIE, `${body}.${sign(body)}`, { ...cookieOptions, maxAge: PENDING_SECONDS })
      return reply.redirect(url)
    },
  )

  r.post(
    '/api/login-auth/google/callback',
    {
      schema: {
        tags: ['accounts'],
        // `iss` too when the provider sends it (RFC 9207): it proves which provider answered.
        body: z.object({
          code: z.string().max(2048).optional(),
          state: z.string().max(512).optional(),
          iss: z.string().max(512).optional(),
        }),
        response: { 200: userResponseSchema },
      },
    },
    async (request, reply) => {
      if (!google) throw new AppError('auth.googleNotConfigured', 404)
      const pending = readPending(request.cookies[PENDING_COOKIE])
      reply.clearCookie(PENDING_COOKIE, cookieOptions)
      const { code, state, iss } = request.body
      if (!code) throw new AppError('auth.googleCodeMissing', 400)
      if (!pending || !state) throw new AppError('auth.googleFailed', 400)
      const claims = await google.complete(pending, { code, state, iss }).catch((error) => {
        request.log.warn({ err: error }, 'google sign-in failed')
        throw new AppError('auth.googleFailed', 400)
      })
      const user = await accountForGoogle(app.db, claims)
      if (!user.isActive) throw new AppError('auth.inactive', 403)
      const session = await startSession(app.db, app.sessionKeys, user)
      app.setSessionCookies(reply, session)
      return {
        success: true as const,
        message: t('auth.googleSignedIn'),
        data: { user: await sessionUserOf(app.db, user) },
      }
    },
  )
}
