import {
  type CreateUserBody,
  planRequiredMessageKey,
  type RegisterBody,
  type SessionUser,
  t,
} from '@sosiego/shared'
import type { Database } from '../../db/client.ts'
import { AppError } from '../../lib/app-error.ts'
import { grantPlanAsStaff } from '../billing/index.ts'
import { type Actor, hashPassword, insertUser, recordChange, type UserRow } from '../users/index.ts'
import type { AccountsContext } from './accounts.service.ts'

/**
 * Staff create accounts directly: verified, with the role chosen, and with a plan when one is named,
 * granted through billing's own path in the same transaction (no end date: without end).
 */
export async function createUserAsAdmin(
  ctx: AccountsContext,
  body: RegisterBody & {
    role: UserRow['role']
    planSlug?: string | null | undefined
    subscriptionEndDate?: string | null | undefined
  },
): Promise<UserRow> {
  const passwordHash = await hashPassword(body.password)
  return ctx.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database
    const user = await insertUser(tx, {
      name: body.name,
      lastName: body.lastName,
      email: body.email,
      phone: body.phone || null,
      passwordHash,
      role: body.role,
      isVerified: true,
    })
    if (!user) throw new AppError('auth.emailTaken', 409)
    if (body.planSlug) await grantPlanAsStaff(tx, user.id, body.planSlug, body.subscriptionEndDate)
    return user
  })
}

/**
 * The one way staff create an account — POST /api/users/create and POST /api/users/register in
 * admin mode (decision 059): admins only (decision 057), with the optional plan granted through
 * billing, and the audit trail started with the creation.
 */
export async function createUserAsStaff(
  ctx: AccountsContext,
  actor: Actor | null,
  body: CreateUserBody,
): Promise<UserRow> {
  if (actor?.role !== 'admin') throw new AppError('people.createNotAllowed', 403)
  const planRequired = planRequiredMessageKey(body.role)
  if (planRequired && !body.planSlug) throw new AppError(planRequired, 400)
  const user = await createUserAsAdmin(ctx, body)
  await recordChange(ctx.db, actor, user.id, 'create', {
    email: { before: null, after: user.email },
    role: { before: null, after: user.role },
    ...(body.planSlug
      ? { plan: { before: null, after: { slug: body.planSlug, endDate: body.subscriptionEndDate ?? null } } }
      : {}),
  })
  return user
}

/** POST /api/users/create and admin-mode registration answer alike: the new user, no session for them. */
export async function createdByStaff(
  ctx: AccountsContext,
  actor: Actor | null,
  body: CreateUserBody,
  sessionUserOf: (user: UserRow) => Promise<SessionUser>,
) {
  const user = await createUserAsStaff(ctx, actor, body)
  return { success: true as const, message: t('auth.userCreated'), data: { user: await sessionUserOf(user) } }
}
