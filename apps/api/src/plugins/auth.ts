import cookie from '@fastify/cookie'
import { isBackOfficeRole, sessionHintCookie } from '@sosiego/shared'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import type { Config } from '../config.ts'
import { AppError } from '../lib/app-error.ts'
import type { IssuedSession, SessionKeys } from '../modules/auth/index.ts'
import {
  ACCESS_TOKEN_SECONDS,
  type AccessClaims,
  createAccessTokenVerifier,
  isSessionFamilyLive,
  REFRESH_ABSOLUTE_MS,
} from '../modules/auth/index.ts'
import { findSessionUser, type UserRow } from '../modules/users/index.ts'
import { apiRoute, rememberMatchedRoutes } from './matched-route.ts'
import { answersWith } from './route-answers.ts'

export const ACCESS_COOKIE = 'sosiego_at'
export const REFRESH_COOKIE = 'sosiego_rt'
/** The refresh cookie goes only to the calls that use it (refresh-token and logout live here). */
const REFRESH_COOKIE_PATH = '/api/users'

declare module 'fastify' {
  interface FastifyInstance {
    sessionKeys: SessionKeys
    /** The claims of a valid, unexpired access token, or null. */
    verifyAccessCookie(token: string): Promise<AccessClaims | null>
    setSessionCookies(reply: FastifyReply, session: IssuedSession): void
    clearSessionCookies(reply: FastifyReply): void
  }
  interface FastifyRequest {
    /** The signed-in user, set by `requireAuth` (or `loadSessionUser`). */
    sessionUser: Readonly<UserRow> | null
  }
}

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])
/**
 * Called by other servers, which send neither our cookies nor our origin; the local provider's
 * checkout page, whose plain form posts check their own origin (modules/billing/local-checkout.routes.ts);
 * and the reminders' one-click unsubscribe, posted url-encoded by mail providers (RFC 8058) with a
 * token that only turns e-mail reminders off (modules/reminders).
 */
export const crossSiteExempt =
  /^\/api\/([^/]+\/webhook(\/|$)|payments\/local-checkout\/|reminders\/unsubscribe$)/
/**
 * File uploads are the one multipart body we take (modules/files). A form can post multipart
 * across sites too, so these must name one of our origins: a browser always sends Origin on a
 * POST, and an upload without it (or from elsewhere) is refused.
 */
const multipartUpload = /^\/api\/upload\//

/**
 * The user behind the access cookie, or null: a valid token of an active user whose token version
 * has not moved on since it was issued (password change or reset, deactivation), from a session
 * family that is still live (not logged out, not revoked for a replayed refresh token): at once in the
 * process that revoked it, within a second on the others (decision 046).
 */
export async function loadSessionUser(request: FastifyRequest): Promise<Readonly<UserRow> | null> {
  const token = request.cookies[ACCESS_COOKIE]
  if (!token) return null
  const claims = await request.server.verifyAccessCookie(token)
  if (!claims) return null
  const [user, live] = await Promise.all([
    findSessionUser(request.server.db, claims.userId),
    isSessionFamilyLive(request.server.db, claims.familyId),
  ])
  if (!live || !user?.isActive || user.tokenVersion !== claims.version) return null
  request.sessionUser = user
  return user
}

/** Route hook: a signed-in user, else 401 'Token is not valid' (the client then refreshes once). */
export async function requireAuth(request: FastifyRequest) {
  if (!(await loadSessionUser(request))) throw new AppError('auth.unauthenticated', 401)
}
answersWith(requireAuth, 401)

/** Route hook: a signed-in user with one of these roles, else 401 or 403. */
export function requireRole(...roles: UserRow['role'][]) {
  return answersWith(
    async (request: FastifyRequest) => {
      await requireAuth(request)
      if (!roles.includes(request.sessionUser?.role as UserRow['role']))
        throw new AppError('auth.forbidden', 403)
    },
    401,
    403,
  )
}

/**
 * APP_URL's origin. On a loopback APP_URL, also its other loopback names: `npm start` announces
 * localhost, and a person may well type 127.0.0.1.
 */
function trustedOrigins(appUrl: string): Set<string> {
  const url = new URL(appUrl)
  const loopback = ['localhost', '127.0.0.1', '[::1]']
  if (!loopback.includes(url.hostname)) return new Set([url.origin])
  return new Set(loopback.map((host) => `${url.protocol}//${host}${url.port ? `:${url.port}` : ''}`))
}

/**
 * Route hook for the member calls (the test, checkout, the catalogue's media, the player): a
 * signed-in user whose address is verified, else 401, or 403 `auth.emailUnverified`, on which the
 * clients go to e-mail verification (spec §6: unverified accounts go to e-mail verification). The
 * account's own calls (session, profile, password, resend the link, sign out) stay open to it.
 */
export async function requireVerified(request: FastifyRequest) {
  await requireAuth(request)
  if (!request.sessionUser?.isVerified) throw new AppError('auth.emailUnverified', 403)
}
answersWith(requireVerified, 401, 403)

/**
 * Route hook for the member panel's own calls (Mi progreso, favourites): a verified member, else
 * 401/403. Staff have no member panel, so these calls are not theirs (403 `auth.forbidden`).
 */
export async function requireMember(request: FastifyRequest) {
  await requireVerified(request)
  if (isBackOfficeRole(request.sessionUser?.role ?? '')) throw new AppError('auth.forbidden', 403)
}
answersWith(requireMember, 401, 403)

export default fp<{ config: Config }>(
  async function auth(app: FastifyInstance, { config }) {
    const secure = config.appUrl.startsWith('https://')
    const allowedOrigins = trustedOrigins(config.appUrl)
    await app.register(cookie)
    app.decorate('sessionKeys', { secret: config.sessionSecret, issuer: config.appUrl })
    app.decorate('verifyAccessCookie', createAccessTokenVerifier(config.sessionSecret, config.appUrl))
    app.decorateRequest('sessionUser', null)

    const base = { httpOnly: true, sameSite: 'lax' as const, secure }
    app.decorate('setSessionCookies', (reply: FastifyReply, session: IssuedSession) => {
      reply.setCookie(ACCESS_COOKIE, session.accessToken, {
        ...base,
        path: '/',
        maxAge: ACCESS_TOKEN_SECONDS,
      })
      reply.setCookie(REFRESH_COOKIE, session.refreshToken, {
        ...base,
        path: REFRESH_COOKIE_PATH,
        maxAge: REFRESH_ABSOLUTE_MS / 1000,
      })
      reply.setCookie(sessionHintCookie, '1', {
        ...base,
        httpOnly: false,
        path: '/',
        maxAge: REFRESH_ABSOLUTE_MS / 1000,
      })
    })
    app.decorate('clearSessionCookies', (reply: FastifyReply) => {
      reply.clearCookie(ACCESS_COOKIE, { ...base, path: '/' })
      reply.clearCookie(REFRESH_COOKIE, { ...base, path: REFRESH_COOKIE_PATH })
      reply.clearCookie(sessionHintCookie, { ...base, httpOnly: false, path: '/' })
    })

    // Cross-site request forgery: a browser always names the page's origin on a cross-origin
    // write, and a form can only send form encodings or text/plain. Our clients send JSON, and the
    // mobile apps send no Origin at all. Which requests are "the API" and which are exempt is read
    // from the matched route, not the URL as sent: `/%61pi/users/logout` reaches the same handler
    // as `/api/users/logout` (decision 048).
    rememberMatchedRoutes(app)
    app.addHook('onRequest', (request, _reply, done) => {
      // Reads (GET, HEAD, OPTIONS) change nothing: decided before the route is even looked at.
      if (!UNSAFE_METHODS.has(request.method)) return done()
      const route = apiRoute(request)
      if (route === null) return done()
      if (crossSiteExempt.test(route)) return done()
      const origin = request.headers.origin
      if (origin && !allowedOrigins.has(origin)) return done(new AppError('auth.crossSite', 403))
      if (request.headers['sec-fetch-site'] === 'cross-site') return done(new AppError('auth.crossSite', 403))
      const type = request.headers['content-type']
      const hasBody =
        Number(request.headers['content-length'] ?? 0) > 0 || request.headers['transfer-encoding']
      if (hasBody && !type?.startsWith('application/json')) {
        const upload =
          request.method === 'POST' &&
          multipartUpload.test(route) &&
          type?.toLowerCase().startsWith('multipart/form-data')
        if (!upload) return done(new AppError('auth.jsonOnly', 415))
        // The origin, when present, was checked above; here it must be present.
        if (!origin) return done(new AppError('auth.crossSite', 403))
      }
      done()
    })
  },
  { name: 'auth', dependencies: ['database'] },
)
