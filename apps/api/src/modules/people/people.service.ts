import {
  type AdminUser,
  backOfficeRoles,
  canHoldPlanFromForm,
  isClientRole,
  type UserChange,
  type UserListQuery,
  type UserRole,
  type UserUpdateBody,
} from '@sosiego/shared'
import type { Database } from '../../db/client.ts'
import { AppError } from '../../lib/app-error.ts'
import { withOutbox } from '../../mail/outbox.ts'
import type { AccountsContext } from '../accounts/index.ts'
import { requestEmailChange } from '../accounts/index.ts'
import { endUserSessions, pendingEmailsOf } from '../auth/index.ts'
import {
  checkGrantRights,
  effectiveStatus,
  endOfDay,
  findSubscriptionInForce,
  grantPlanAsStaff,
} from '../billing/index.ts'
import { testHistoriesOf } from '../questionnaire/index.ts'
import {
  type Actor,
  checkRecordRights,
  countOtherActiveAdmins,
  findUserByEmail,
  findUserChanges,
  lockUserRow,
  recordChange,
  type UserRow,
  updateUser,
} from '../users/index.ts'
import { findSubscriptionsOfUsers, findUserPage } from './people.repository.ts'

/** The user entity as staff see it (back-office §3), for many users in five queries. */
export async function toAdminUsers(db: Database, rows: UserRow[], now = new Date()): Promise<AdminUser[]> {
  const ids = rows.map((row) => row.id)
  const [histories, subscriptionRows, pendingEmails] = await Promise.all([
    testHistoriesOf(db, ids),
    findSubscriptionsOfUsers(db, ids),
    pendingEmailsOf(db, ids),
  ])
  return rows.map((row) => {
    const subscriptions = subscriptionRows
      .filter((subscription) => subscription.userId === row.id)
      .map((subscription) => ({
        _id: subscription.id,
        status: effectiveStatus(subscription, now),
        plan: { _id: subscription.plan.id, name: subscription.plan.name, slug: subscription.plan.slug },
        startDate: subscription.startDate.toISOString(),
        endDate: subscription.endDate?.toISOString() ?? null,
      }))
    const active = subscriptions.find((subscription) => subscription.status === 'active')
    return {
      _id: row.id,
      name: row.name,
      lastName: row.lastName,
      email: row.email,
      pendingEmail: pendingEmails.get(row.id) ?? null,
      role: row.role,
      phone: row.phone,
      isActive: row.isActive,
      isVerified: row.isVerified,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      testHistory: histories.get(row.id) ?? [],
      activeSubscription: active ? { _id: active._id, status: active.status, plan: active.plan } : null,
      activeSubscriptionDate: active ? { startDate: active.startDate, endDate: active.endDate } : null,
      subscriptions,
    }
  })
}

export async function listUsers(db: Database, query: UserListQuery, now = new Date()) {
  const { page, pageSize, ...filters } = query
  const { rows, total, groupTotal } = await findUserPage(db, filters, page, pageSize, now)
  return {
    data: await toAdminUsers(db, rows, now),
    pagination: { page, pageSize, total, groupTotal, pages: Math.max(1, Math.ceil(total / pageSize)) },
  }
}

/**
 * What a staff member may do to another account (decision 057): a crmUser manages clients and the
 * creator, tester and therapist accounts, never admins or other crmUsers, and never gives those
 * two roles; an admin may do anything except lock the system out (themselves, the last admin).
 */
function checkRights(actor: Actor, target: UserRow, role: UserRole, body: UserUpdateBody) {
  const isSelf = actor.id === target.id
  const restricted = (roles: readonly UserRole[], r: UserRole) => roles.includes(r)
  if (actor.role === 'crmUser' && !isSelf && restricted(backOfficeRoles, target.role))
    throw new AppError('people.targetNotAllowed', 403)
  if (role !== target.role) {
    if (isSelf) throw new AppError('people.selfRoleChange', 403)
    if (actor.role === 'crmUser' && restricted(backOfficeRoles, role))
      throw new AppError('people.roleNotAllowed', 403)
    // A client stays a client and staff stay staff: the two screens each edit their own people.
    if (isClientRole(target.role) && !isClientRole(role)) throw new AppError('people.clientRoleOnly', 400)
    if (!isClientRole(target.role) && isClientRole(role)) throw new AppError('people.staffRoleOnly', 400)
  }
  if (isSelf && body.isActive === false) throw new AppError('people.selfDeactivation', 403)
  // An address is the key to an account (its resets go there): only an admin may move it (issue 27).
  if (body.email !== undefined && body.email !== target.email && actor.role !== 'admin')
    throw new AppError('people.emailChangeAdminOnly', 403)
}

/** The plan the form asks for, or null when the form leaves the plan alone. */
function requestedPlan(body: UserUpdateBody, role: UserRole) {
  if (!body.planSlug) return null
  if (!canHoldPlanFromForm(role)) throw new AppError('people.planNotForRole', 400)
  const limited =
    body.subscriptionDuration === 'limited' || (!body.subscriptionDuration && body.subscriptionEndDate)
  if (limited && !body.subscriptionEndDate) throw new AppError('people.endDateRequired', 400)
  return { slug: body.planSlug, endDate: limited ? (body.subscriptionEndDate as string) : null }
}

const planSummary = (slug: string | null, end: Date | null) =>
  slug ? { slug, endDate: end ? end.toISOString().slice(0, 10) : null } : null

/**
 * PUT /api/users/update/{id}: the edit form, or `{ isActive }` alone. One transaction: the checks,
 * the changes, the plan grant through billing's own path, the end of every session on
 * deactivation, the change-of-address links and the audit entry stand or fall together. A new
 * address does not take effect here: it is pending until confirmed from itself (decision 097).
 */
export async function updateUserAsStaff(
  ctx: AccountsContext,
  actor: Actor,
  targetId: string,
  body: UserUpdateBody,
  now = new Date(),
): Promise<{ user: AdminUser; action: 'activate' | 'deactivate' | 'update'; emailPending: boolean }> {
  const { user, action, emailPending } = await withOutbox(ctx.db, async (tx) => {
    const target = await lockUserRow(tx, targetId)
    if (!target) throw new AppError('people.notFound', 404)
    const role = body.role ?? target.role
    checkRights(actor, target, role, body)
    const plan = requestedPlan(body, role)

    const leavesAdmins =
      target.role === 'admin' && target.isActive && (role !== 'admin' || body.isActive === false)
    if (leavesAdmins && (await countOtherActiveAdmins(tx, target.id)) === 0)
      throw new AppError('people.lastAdmin', 409)

    const email = body.email && body.email !== target.email ? body.email : undefined
    if (email && (await findUserByEmail(tx, email))) throw new AppError('auth.emailTaken', 409)

    const changes: Record<string, { before: unknown; after: unknown }> = {}
    const values: Partial<UserRow> = {}
    const set = <K extends 'name' | 'lastName' | 'role' | 'isActive'>(
      key: K,
      value: UserRow[K] | undefined,
    ) => {
      if (value === undefined || value === target[key]) return
      values[key] = value
      changes[key] = { before: target[key], after: value }
    }
    set('name', body.name)
    set('lastName', body.lastName)
    set('role', role)
    set('isActive', body.isActive)
    if (email) changes.pendingEmail = { before: target.email, after: email }

    if (plan) {
      const current = await findSubscriptionInForce(tx, target.id, now)
      const wantedEnd = plan.endDate ? endOfDay(plan.endDate) : null
      const unchanged =
        current?.plan.slug === plan.slug &&
        (current.endDate?.getTime() ?? null) === (wantedEnd?.getTime() ?? null)
      // Only a new grant is judged: saving the form of a member whose plan an admin gave changes nothing.
      if (!unchanged) {
        checkGrantRights(actor.role, plan.endDate, now)
        await grantPlanAsStaff(tx, target.id, plan.slug, plan.endDate, now)
        changes.plan = {
          before: planSummary(current?.plan.slug ?? null, current?.endDate ?? null),
          after: planSummary(plan.slug, wantedEnd),
        }
      }
    }

    let updated = Object.keys(values).length ? await updateUser(tx, target.id, values) : target
    // Deactivation ends every session now, in the same transaction (decision 046).
    if (updated && values.isActive === false) updated = await endUserSessions(tx, target.id)
    if (!updated) throw new AppError('people.notFound', 404)
    if (email) await requestEmailChange(ctx, tx, updated, email)

    const onlyActive = Object.keys(changes).length === 1 && 'isActive' in changes
    const action = onlyActive ? (values.isActive ? 'activate' : 'deactivate') : 'update'
    if (Object.keys(changes).length) await recordChange(tx, actor, target.id, action, changes)
    return { user: updated, action, emailPending: Boolean(email) } as const
  })
  const [view] = await toAdminUsers(ctx.db, [user], now)
  return { user: view as AdminUser, action, emailPending }
}

/** A user's audit trail as the edit modal shows it, to staff who may read it. */
export async function listUserChanges(db: Database, actor: Actor, userId: string): Promise<UserChange[]> {
  await checkRecordRights(db, actor, userId)
  return (await findUserChanges(db, userId)).map((row) => ({
    _id: row.id,
    action: row.action,
    actor: { _id: row.actorId, name: row.actorName },
    changes: row.changes,
    createdAt: row.createdAt.toISOString(),
  }))
}
