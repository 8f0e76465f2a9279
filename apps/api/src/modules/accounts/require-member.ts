import type { FastifyRequest } from 'fastify'
import { AppError } from '../../lib/app-error.ts'
import { answersWith } from '../../plugins/route-answers.ts'
import { STAFF } from '../player/playable.ts'
import { requireVerified } from './require-verified.ts'

/**
 * Route hook for the member panel's own calls (Mi progreso, favourites): a verified member, else
 * 401/403. Staff have no member panel, so these calls are not theirs (403 `auth.forbidden`).
 */
export async function requireMember(request: FastifyRequest) {
  await requireVerified(request)
  if (STAFF.has(request.sessionUser?.role as string)) throw new AppError('auth.forbidden', 403)
}
answersWith(requireMember, 401, 403)
