import type { FastifyRequest } from 'fastify'
import { AppError } from '../../../lib/app-error.ts'
import { requireVerified } from '../../../plugins/auth.ts'
import { answersWith } from '../../../plugins/route-answers.ts'
import { type Entitlements, entitlementsOf } from './entitlements.ts'

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `requireActiveSubscription`: what the signed-in user can reach. */
    entitlements: Entitlements | null
  }
}

/**
 * Route hook for content that needs a plan (spec: requireActiveSubscription): a signed-in user with
 * a verified address and a subscription in force, else 401 or 403. The entitlements are left on the request, so the
 * handler can check each item with `canReach`.
 */
export async function requireActiveSubscription(request: FastifyRequest) {
  await requireVerified(request)
  const user = request.sessionUser
  const entitlements = user ? await entitlementsOf(request.server.db, user.id) : null
  if (!entitlements?.subscriptionId) throw new AppError('payments.subscriptionRequired', 403)
  request.entitlements = entitlements
}
answersWith(requireActiveSubscription, 401, 403)
