import type { Database } from '../../../db/client.ts'
import { AppError } from '../../../lib/app-error.ts'
import type { PlanTableRow } from '../../plans/index.ts'
import { forgetShownEntitlements } from './entitlements.ts'
import type { MiniThemes } from './mini-themes.ts'
import { addDays, isUpgrade } from './plan-rules.ts'
import { syncClientRoles } from './roles-follow-plans.ts'
import {
  findCurrentAndQueued,
  hasTakenFreePlan,
  insertSubscription,
  lockUser,
  type SubscriptionRow,
  updateSubscription,
} from './subscriptions.repository.ts'

export interface GrantRequest {
  userId: string
  plan: PlanTableRow
  source: SubscriptionRow['source']
  /** The paid order behind a purchase. */
  orderId?: string
  themes?: MiniThemes | undefined
  /** Staff only: an explicit end, or null for none. Otherwise the plan's durationDays after the start. */
  endDate?: Date | null
  /**
   * The trial kept (issue 32, decision 115): a purchase made during the trial starts at the trial's
   * end, first charged then. Whatever is in force runs on untouched; the new row waits ('pending')
   * from that moment with nothing paid yet, so it ends where it starts, and the first charge moves
   * its end forward like any renewal paid (`extendAccess`).
   */
  startAt?: Date
  now?: Date
}

const isUniqueViolation = (error: unknown, constraint: string) => {
  const cause = (error as { cause?: unknown })?.cause ?? error
  const { code, constraint: name } = cause as { code?: string; constraint?: string }
  return code === '23505' && (!name || name === constraint)
}

/**
 * The one way a user gets a plan — purchase, free plan, landing trial or staff — inside the caller's
 * transaction. The user's row is locked first, so two grants for one user run one after the other.
 *
 * - Nothing in force: the plan starts now.
 * - The trial in force, or mini with full arriving (the upgrade): the old one ends now
 *   (`completed`) and the new one starts now.
 * - Staff grant: whatever was active or queued is `cancelled`; the staff plan starts now.
 * - An address not yet verified gets nothing (403 `auth.emailUnverified`).
 * - The client's role follows the plans held afterwards (`syncClientRoles`, decision 058).
 * - Anything else (a renewal, or a second paid plan that raced the first): it queues, starting when
 *   the last one ends, so no paid day is lost.
 * - A purchase with `startAt` (the trial kept, issue 32): it waits for that moment, unpaid until then.
 */
export async function grantPlan(tx: Database, request: GrantRequest): Promise<SubscriptionRow> {
  const now = request.now ?? new Date()
  const { plan, userId } = request
  const account = await lockUser(tx, userId)
  // Issue 12 #4, decision 049: a plan of any price goes only to an address its owner has proven.
  if (!account?.isVerified) throw new AppError('auth.emailUnverified', 403)
  if ((request.source === 'free' || request.source === 'trial') && (await hasTakenFreePlan(tx, userId))) {
    throw new AppError('payments.freePlanUsed', 409)
  }

  const rows = await findCurrentAndQueued(tx, userId)
  const live: typeof rows = []
  for (const row of rows) {
    // The job may not have run yet: an ended subscription is expired here and now.
    if (row.endDate && row.endDate <= now) await updateSubscription(tx, row.id, { status: 'expired' })
    else live.push(row)
  }
  const inForce = live.find((row) => row.startDate <= now)
  const end = async (row: SubscriptionRow, status: 'completed' | 'cancelled') =>
    updateSubscription(tx, row.id, { status, endDate: now })

  let start = now
  if (request.startAt) {
    start = request.startAt
  } else if (request.source === 'admin') {
    for (const row of live) await end(row, 'cancelled')
  } else if (inForce && (inForce.plan.isTestPlan || isUpgrade(inForce.plan, plan) || !inForce.endDate)) {
    await end(inForce, 'completed')
  } else if (inForce) {
    // Queue after the last one: every end is known here (a no-end subscription was handled above).
    start = new Date(Math.max(...live.map((row) => (row.endDate as Date).getTime())))
  }

  const endDate = request.startAt
    ? request.startAt
    : request.endDate !== undefined
      ? request.endDate
      : addDays(start, plan.durationDays)
  forgetShownEntitlements(userId)
  let granted: SubscriptionRow
  try {
    granted = await insertSubscription(tx, {
      userId,
      planId: plan.id,
      status: start <= now && !request.startAt ? 'active' : 'pending',
      source: request.source,
      orderId: request.orderId,
      startDate: start,
      endDate,
      themeId1: request.themes?.themeId1,
      themeId2: request.themes?.themeId2,
    })
  } catch (error) {
    if (isUniqueViolation(error, 'subscriptions_one_free')) throw new AppError('payments.freePlanUsed', 409)
    throw error
  }
  // Decision 058: a paid plan makes a visitor a subscriber (and a staff grant that cancelled the
  // last paid plan for a free one makes them a visitor again), in this same transaction.
  await syncClientRoles(tx, [userId], now)
  return granted
}
