import type { FastifyRequest } from 'fastify'
import { AppError } from '../../lib/app-error.ts'
import { requireAuth } from '../../plugins/auth.ts'
import { answersWith } from '../../plugins/route-answers.ts'

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
